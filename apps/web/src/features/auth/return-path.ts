/** The query parameter /login reads the page to return to from. */
export const RETURN_PARAM = 'next';

/** Where a sign-in or sign-up without a usable `next` lands: the problem list, where practice starts. */
export const AFTER_SIGN_IN_PATH = '/problems';

/**
 * Where a sign-in or sign-up returns to: `next` when it is a relative path inside this app, else
 * {@link AFTER_SIGN_IN_PATH}. Allowed
 * is a single leading '/' followed by path, query and fragment characters only; refused are
 * absolute and protocol-relative URLs ('https://x', '//x', '/\\x'), any scheme ('javascript:'),
 * control characters and whitespace, and /login and /signup themselves (no loop) — so it is never an
 * open redirect.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || next.length > 2048) return AFTER_SIGN_IN_PATH;
  if (!/^\/(?![/\\])[\w\-./~%!$&'()*+,;=:@?#]*$/.test(next)) return AFTER_SIGN_IN_PATH;
  const path = next.split(/[?#]/)[0] ?? '';
  if (['/login', '/signup'].some((page) => path === page || path.startsWith(`${page}/`))) return AFTER_SIGN_IN_PATH;
  return next;
}

/**
 * The /login (or, with `page`, /signup) address that brings the user back to `path` (a path, query
 * and fragment) after signing in; plain when `path` is where a sign-in lands anyway.
 */
export function loginPathFor(path: string, page: '/login' | '/signup' = '/login'): string {
  const back = safeReturnPath(path);
  return back === AFTER_SIGN_IN_PATH ? page : `${page}?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
