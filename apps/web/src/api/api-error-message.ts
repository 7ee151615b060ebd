import type { ApiError } from '@algosheets/contracts';

/** The `ApiError` body of a failed RTK Query call, when the gateway sent one. */
export function apiErrorBody(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null && 'message' in data && typeof (data as ApiError).message === 'string' ? (data as ApiError) : undefined;
}

/** The server's message for a failed call, else the caller's fallback text. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return apiErrorBody(error)?.message ?? fallback;
}

/**
 * The server's message of a failed call, for the learner: the fallback instead when the message
 * names an API path (`/api/v1/...`), which is meant for API clients and means nothing to a learner.
 */
export function learnerErrorMessage(error: unknown, fallback: string): string {
  const message = apiErrorMessage(error, fallback);
  return /\/api\//.test(message) ? fallback : message;
}

/**
 * Whether a failed RTK Query call means the thing asked for is not there for this user: 404, 403
 * (another user's private sheet) or 400 (an id the gateway cannot even parse). Asking again cannot
 * help, unlike a network failure or a 5xx, so the page says "not found" and offers no Retry.
 */
export function isMissing(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return status === 400 || status === 403 || status === 404;
}
