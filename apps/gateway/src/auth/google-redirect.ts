import { randomBytes } from 'node:crypto';

/** Cookie carrying the OAuth state nonce and the checked redirect between the two Google legs. */
export const GOOGLE_STATE_COOKIE = 'google_oauth_state';
export const GOOGLE_STATE_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * The redirect a sign-in may return to: `candidate` when it is an http(s) URL on an allowed origin,
 * else `fallback` (an allow-list of origins, so no open redirect).
 */
export function safeRedirect(candidate: unknown, allowedOrigins: string[], fallback: string): string {
  if (typeof candidate !== 'string' || candidate.length > 2048) return fallback;
  try {
    const url = new URL(candidate);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && allowedOrigins.includes(url.origin)) return url.toString();
  } catch {
    // not a URL
  }
  return fallback;
}

/** A fresh nonce and the cookie value that binds it to `redirect`. */
export function newGoogleState(redirect: string): { nonce: string; cookie: string } {
  const nonce = randomBytes(24).toString('base64url');
  return { nonce, cookie: `${nonce}|${redirect}` };
}

/** The redirect stored with `nonce`, or undefined when the cookie is missing or names another nonce. */
export function redirectForState(cookie: unknown, nonce: unknown): string | undefined {
  if (typeof cookie !== 'string' || typeof nonce !== 'string' || nonce.length === 0) return undefined;
  const separator = cookie.indexOf('|');
  if (separator < 0 || cookie.slice(0, separator) !== nonce) return undefined;
  return cookie.slice(separator + 1);
}

/** `redirect` with `authError=<reason>` added to its query. */
export function withAuthError(redirect: string, reason: string): string {
  const url = new URL(redirect);
  url.searchParams.set('authError', reason);
  return url.toString();
}
