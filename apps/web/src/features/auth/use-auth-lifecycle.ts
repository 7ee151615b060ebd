import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { toaster } from '../../components/toaster';
import { sessionApi, useGetSessionQuery } from '../../api/session-api';
import { AUTH_TOASTS, SESSION_REFRESH_MS, useRefreshSessionMutation } from './auth-api';
import { GOOGLE_REDIRECT_KEY, setLoggedOut } from '../../lib/logged-out-flag';

/** Where Google sign-in returns to (the login screen's rule: the site origin plus /problems). */
export const GOOGLE_LANDING_PATH = '/problems';

/**
 * The auth session rules, mounted once by the layout: the check at start-up and again
 * on every path change, the 180-second refresh while signed in, and the completion of a Google
 * sign-in when the browser lands on /problems with the `googleAuthRedirect` marker.
 */
export function useAuthLifecycle(): void {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const { data: user, refetch } = useGetSessionQuery();
  const [refreshSession] = useRefreshSessionMutation();
  const firstPath = useRef(true);

  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    void refetch();
  }, [pathname, refetch]);

  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = window.setInterval(() => void refreshSession(), SESSION_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, refreshSession]);

  const authError = searchParams.get('authError');
  useEffect(() => {
    if (pathname !== GOOGLE_LANDING_PATH || window.sessionStorage.getItem(GOOGLE_REDIRECT_KEY) === null) return;
    window.sessionStorage.removeItem(GOOGLE_REDIRECT_KEY);
    if (authError) {
      // Toasts flush synchronously; from inside an effect that must wait for the current render to end.
      const title = authError === 'account_not_verified' ? AUTH_TOASTS.googleAccountNotVerified : AUTH_TOASTS.googleFailed;
      queueMicrotask(() => toaster.error({ title }));
      return;
    }
    void dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true, subscribe: false }))
      .unwrap()
      .then((signedInUser) => {
        if (!signedInUser) throw new Error('no session after Google sign-in');
        setLoggedOut(false);
        toaster.success({ title: AUTH_TOASTS.googleSucceeded });
      })
      .catch(() => toaster.error({ title: AUTH_TOASTS.googleFailed }));
  }, [pathname, authError, dispatch]);
}
