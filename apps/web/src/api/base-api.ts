import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';
import { isLoggedOut } from '../lib/logged-out-flag';

/** Methods that never change server state; every other request carries the CSRF header. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Double-submit CSRF: the gateway sets this readable cookie and compares it with the header (axios's and Angular's default names). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The user's IANA time zone, so a login counts for the user's own day. */
export const TIMEZONE_HEADER = 'X-Timezone';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

function userTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * The app's one RTK Query API (one `createApi`; server data never copied into slices). Features add
 * endpoints with `baseApi.injectEndpoints` in their own `<feature>-api.ts`; every tag type is
 * declared here. Cookies carry the session (httpOnly JWTs), so requests are sent with credentials.
 */
const rawBaseQuery = fetchBaseQuery({
    baseUrl: env.apiBaseUrl,
    credentials: 'include',
    prepareHeaders: (headers, { arg }) => {
      const timeZone = userTimeZone();
      if (timeZone) headers.set(TIMEZONE_HEADER, timeZone);
      const method = (typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET')).toUpperCase();
      const token = SAFE_METHODS.has(method) ? undefined : readCookie(XSRF_COOKIE);
      if (token) headers.set(XSRF_HEADER, token);
      return headers;
    },
});

/**
 * The request that rotates the session cookies: a POST, so it carries the session's XSRF token
 * (the gateway refuses a refresh without it) and no cross-site page or prefetch can trigger it.
 */
export const REFRESH_REQUEST = { url: '/auth/refreshTokens', method: 'POST' } as const satisfies FetchArgs;

/** One refresh shared by every request that got a 401 at the same time, so the rotation happens once. */
let refreshInFlight: Promise<boolean> | undefined;

function refreshOnce(api: Parameters<BaseQueryFn>[1], extraOptions: object): Promise<boolean> {
  refreshInFlight ??= Promise.resolve(rawBaseQuery(REFRESH_REQUEST, api, extraOptions))
    .then((result) => !result.error)
    .finally(() => {
      refreshInFlight = undefined;
    });
  return refreshInFlight;
}

function pathOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

/**
 * The session rule: a 401 triggers one token refresh and then the call is repeated once.
 * Auth calls are exempt (their own 401 is an answer, not an expired session), and nothing is
 * refreshed while the user is logged out.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || pathOf(args).startsWith('/auth/') || isLoggedOut()) return result;
  const refreshed = await refreshOnce(api, extraOptions);
  return refreshed ? rawBaseQuery(args, api, extraOptions) : result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  // The cached entities (the API's entities); features tag with `{ type, id }` and `{ type, id: 'LIST' }`.
  tagTypes: ['Session', 'User', 'Problem', 'SolvedProblem', 'Sheet', 'Submission', 'Stats', 'Review', 'Note', 'Leaderboard'],
  endpoints: () => ({}),
});

/**
 * The `build` argument features receive in `baseApi.injectEndpoints`, so an endpoint can be defined
 * by a small named function (`(build: ApiEndpointBuilder) => build.query(...)`) rather than inline
 * in one long `endpoints` table.
 */
export type ApiEndpointBuilder = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];
