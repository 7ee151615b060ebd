import type { ApiError } from '@algosheets/contracts';

/** The `ApiError` body of a failed RTK Query call, when the gateway sent one. */
export function apiErrorBody(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null && 'message' in data && typeof (data as ApiError).message === 'string' ? (data as ApiError) : undefined;
}

/** The server's message for a failed call, else the spec's fallback text (spec section 8: "the server's message, or ..."). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return apiErrorBody(error)?.message ?? fallback;
}
