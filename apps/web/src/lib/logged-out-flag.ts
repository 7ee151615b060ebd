/** Local-storage key of the persisted logged-out marker. */
export const LOGGED_OUT_KEY = 'isLoggedOut';
/** Session-storage marker set while a Google sign-in is under way. */
export const GOOGLE_REDIRECT_KEY = 'googleAuthRedirect';

/** Whether the user logged out explicitly; while set, the app makes no session calls. */
export function isLoggedOut(): boolean {
  return window.localStorage.getItem(LOGGED_OUT_KEY) === 'true';
}

/** Login, register and Google completion clear the marker; logout sets it even if the server call fails. */
export function setLoggedOut(value: boolean): void {
  if (value) window.localStorage.setItem(LOGGED_OUT_KEY, 'true');
  else window.localStorage.removeItem(LOGGED_OUT_KEY);
}
