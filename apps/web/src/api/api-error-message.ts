import { type ApiError, SOURCE_CODE_MAX_LENGTH } from '@algosheets/contracts';

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
 * What a learner reads when the gateway refuses a request field their own action filled: the code
 * of a Run, Submit, failing-input search or growth analysis (`source_code`).
 */
const FIELD_MESSAGES: Record<string, string> = {
  source_code: `Your code is longer than ${SOURCE_CODE_MAX_LENGTH.toLocaleString('en-US')} characters, the most a run takes. Shorten it and try again.`,
};

/**
 * The server's message of a failed call, for the learner: a sentence of {@link FIELD_MESSAGES}
 * when the refusal names such a field; the fallback instead when the message names an API path
 * (`/api/v1/...`) or starts with an API field name (`language_id must be ...`), both meant for API
 * clients and meaningless to a learner; else the message (the gateway's own sentences).
 */
export function learnerErrorMessage(error: unknown, fallback: string): string {
  const body = apiErrorBody(error);
  const field = Object.keys(body?.details ?? {}).find((name) => name in FIELD_MESSAGES);
  if (field) return FIELD_MESSAGES[field];
  const message = body?.message ?? fallback;
  return /\/api\//.test(message) || /^[a-z]+_[a-z_]+\b/.test(message) ? fallback : message;
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
