import type { ApiUser, AuthProvidersResponse, AuthResponse, LoginRequest, MessageResponse, RegisterRequest } from '@algosheets/contracts';
import { apiErrorMessage } from '../../api/api-error-message';
import { baseApi, REFRESH_PATH } from '../../api/base-api';
import { toaster } from '../../components/toaster';
import { clearAllDrafts } from '../workspace/drafts';
import { isLoggedOut, setLoggedOut } from './logged-out-flag';

/** The spec's auth toasts. */
export const AUTH_TOASTS = {
  loginFailed: 'Error while logging in user',
  signupFailed: 'Error while signing up',
  logoutSucceeded: 'Logout successful',
  logoutFailed: 'Error while logging out',
  googleSucceeded: 'Successfully logged in with Google',
  googleFailed: 'Failed to complete Google login',
} as const;

/** The spec's session refresh interval: 3 minutes. */
export const SESSION_REFRESH_MS = 180_000;

/**
 * What login and register do once their request settles (the spec's toasts): on success the browser
 * is no longer marked logged out and the server's message is toasted, and the user is returned for
 * the session cache; on failure the toast reads `failureTitle(error)` and null is returned.
 */
async function signedInUser(request: Promise<{ data: AuthResponse }>, failureTitle: (error: unknown) => string): Promise<ApiUser | null> {
  try {
    const { data } = await request;
    setLoggedOut(false);
    toaster.success({ title: data.message });
    return data.user;
  } catch (error) {
    toaster.error({ title: failureTitle(error) });
    return null;
  }
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or null (the spec's auth check): no request while the logged-out
     * marker is set; a 401 gets one token refresh and one more check; every other failure is silent.
     */
    getSession: build.query<ApiUser | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        if (isLoggedOut()) return { data: null };
        const check = await baseQuery('/auth/check');
        if (!check.error) return { data: (check.data as AuthResponse).user };
        if (check.error.status === 401 && !isLoggedOut()) {
          const refresh = await baseQuery(REFRESH_PATH);
          if (!refresh.error) {
            const again = await baseQuery('/auth/check');
            if (!again.error) return { data: (again.data as AuthResponse).user };
          }
        }
        return { data: null };
      },
      providesTags: ['Session'],
    }),
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const user = await signedInUser(queryFulfilled, (error) => apiErrorMessage((error as { error?: unknown }).error, AUTH_TOASTS.loginFailed));
        if (user) dispatch(authApi.util.upsertQueryData('getSession', undefined, user));
      },
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // The spec's sign-up toast: failures always read the same, whatever the server said.
        const user = await signedInUser(queryFulfilled, () => AUTH_TOASTS.signupFailed);
        if (user) dispatch(authApi.util.upsertQueryData('getSession', undefined, user));
      },
    }),
    /**
     * The spec's logout: it marks the browser logged out and forgets the user whether or not the
     * server call succeeds. Cached server data and the user's code drafts go with it, so the next
     * person on this browser sees neither (a shared browser must never show one account another's
     * code).
     */
    logout: build.mutation<MessageResponse | null, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/auth/logout', method: 'POST' });
        setLoggedOut(true);
        clearAllDrafts();
        api.dispatch(baseApi.util.resetApiState());
        api.dispatch(authApi.util.upsertQueryData('getSession', undefined, null));
        if (result.error) {
          toaster.error({ title: AUTH_TOASTS.logoutFailed });
          return { data: null };
        }
        toaster.success({ title: AUTH_TOASTS.logoutSucceeded });
        return { data: result.data as MessageResponse };
      },
    }),
    /** The spec's periodic refresh: updates the user from the answer; skipped while logged out. */
    refreshSession: build.mutation<ApiUser | null, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        if (isLoggedOut()) return { data: null };
        const result = await baseQuery(REFRESH_PATH);
        if (result.error) return { data: null };
        const { user } = result.data as AuthResponse;
        api.dispatch(authApi.util.upsertQueryData('getSession', undefined, user));
        return { data: user };
      },
    }),
    /**
     * Which sign-in methods besides e-mail and password the server offers. A setting of the
     * deployment, so it is fetched once per page load and kept.
     */
    getAuthProviders: build.query<AuthProvidersResponse, void>({
      query: () => '/auth/providers',
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetAuthProvidersQuery, useGetSessionQuery, useLoginMutation, useRegisterMutation, useLogoutMutation, useRefreshSessionMutation } = authApi;
