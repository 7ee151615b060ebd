/** The query parameter /login reads the page to return to from. */
export const RETURN_PARAM = 'next';

/**
 * Where a sign-in returns to: `next` when it is a relative path inside this app, else '/'. Allowed
 * is a single leading '/' followed by path, query and fragment characters only; refused are
 * absolute and protocol-relative URLs ('https://x', '//x', '/\\x'), any scheme ('javascript:'),
 * control characters and whitespace, and /login itself (no loop) — so it is never an open redirect.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || next.length > 2048) return '/';
  if (!/^\/(?![/\\])[\w\-./~%!$&'()*+,;=:@?#]*$/.test(next)) return '/';
  const path = next.split(/[?#]/)[0] ?? '';
  if (path === '/login' || path.startsWith('/login/')) return '/';
  return next;
}

/** The /login address that brings the user back to `path` (a path, query and fragment) after signing in. */
export function loginPathFor(path: string): string {
  const back = safeReturnPath(path);
  return back === '/' ? '/login' : `/login?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
