import { AUTH_MESSAGES, ErrorCode, type ApiUser, type AuthProvidersResponse, type AuthResponse, type LoginRequest, type MessageResponse, type RegisterRequest } from '@algosheets/contracts';
import { apiErrorBody, apiErrorMessage } from '../../api/api-error-message';
import { baseApi, REFRESH_REQUEST, type ApiEndpointBuilder } from '../../api/base-api';
import { sessionApi } from '../../api/session-api';
import { toaster } from '../../components/toaster';
import { isLoggedOut, setLoggedOut } from '../../lib/logged-out-flag';

/** The auth toasts. */
export const AUTH_TOASTS = {
  loginFailed: 'Error while logging in user',
  signupFailed: 'Error while signing up',
  logoutSucceeded: 'Logout successful',
  logoutFailed: 'Error while logging out',
  googleSucceeded: 'Successfully logged in with Google',
  googleFailed: 'Failed to complete Google login',
  googleAccountNotVerified: 'An account with this e-mail exists but its address is not verified: sign in with its password, or open its verification link first',
} as const;

/** The session refresh interval: 3 minutes. */
export const SESSION_REFRESH_MS = 180_000;

/**
 * What login and register do once their request settles (the auth toasts): on success the browser
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

/** Puts `user` (or null) into the session check's cache entry, which every feature reads. */
function setSessionUser(dispatch: (action: ReturnType<typeof sessionApi.util.upsertQueryData>) => unknown, user: ApiUser | null): void {
  dispatch(sessionApi.util.upsertQueryData('getSession', undefined, user));
}

const login = (build: ApiEndpointBuilder) =>
  build.mutation<AuthResponse, LoginRequest>({
    query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
      const user = await signedInUser(queryFulfilled, (error) => apiErrorMessage((error as { error?: unknown }).error, AUTH_TOASTS.loginFailed));
      if (user) setSessionUser(dispatch, user);
    },
  });

const register = (build: ApiEndpointBuilder) =>
  build.mutation<AuthResponse, RegisterRequest>({
    query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
      // A taken e-mail is said as such (the form offers to log in); other failures read the same,
      // whatever the server said, and the form shows a refused field's own message.
      const user = await signedInUser(queryFulfilled, (error) =>
        apiErrorBody((error as { error?: unknown }).error)?.code === ErrorCode.EmailTaken ? AUTH_MESSAGES.emailTaken : AUTH_TOASTS.signupFailed,
      );
      if (user) setSessionUser(dispatch, user);
    },
  });

/**
 * Logout: it marks the browser logged out and forgets the user whether or not the
 * server call succeeds. Cached server data goes with it, so the next person on this browser sees
 * none of it; the user's code drafts stay on the server for their next sign-in.
 */
const logout = (build: ApiEndpointBuilder) =>
  build.mutation<MessageResponse | null, void>({
    queryFn: async (_arg, api, _extra, baseQuery) => {
      const result = await baseQuery({ url: '/auth/logout', method: 'POST' });
      setLoggedOut(true);
      api.dispatch(baseApi.util.resetApiState());
      setSessionUser(api.dispatch, null);
      if (result.error) {
        toaster.error({ title: AUTH_TOASTS.logoutFailed });
        return { data: null };
      }
      toaster.success({ title: AUTH_TOASTS.logoutSucceeded });
      return { data: result.data as MessageResponse };
    },
  });

/** The periodic session refresh: updates the user from the answer; skipped while logged out. */
const refreshSession = (build: ApiEndpointBuilder) =>
  build.mutation<ApiUser | null, void>({
    queryFn: async (_arg, api, _extra, baseQuery) => {
      if (isLoggedOut()) return { data: null };
      const result = await baseQuery(REFRESH_REQUEST);
      if (result.error) return { data: null };
      const { user } = result.data as AuthResponse;
      setSessionUser(api.dispatch, user);
      return { data: user };
    },
  });

/**
 * Which sign-in methods besides e-mail and password the server offers. A setting of the
 * deployment, so it is fetched once per page load and kept.
 */
const getAuthProviders = (build: ApiEndpointBuilder) =>
  build.query<AuthProvidersResponse, void>({
    query: () => '/auth/providers',
    keepUnusedDataFor: Number.POSITIVE_INFINITY,
  });

/** Sign-in, sign-up, logout and refresh, on top of the shared session check ({@link sessionApi}). */
export const authApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    login: login(build),
    register: register(build),
    logout: logout(build),
    refreshSession: refreshSession(build),
    getAuthProviders: getAuthProviders(build),
  }),
});

export const { useGetAuthProvidersQuery, useLoginMutation, useRegisterMutation, useLogoutMutation, useRefreshSessionMutation } = authApi;
