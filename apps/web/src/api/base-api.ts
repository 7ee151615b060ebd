import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';

/** Methods that never change server state; every other request carries the CSRF header (DESIGN.md section 6). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Double-submit CSRF: the gateway sets this readable cookie and compares it with the header (DESIGN.md section 6, spec section 7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The user's IANA time zone, so a login counts for the user's own day (DESIGN.md section 6). */
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
 * The app's one RTK Query API (style-anchors section 5 rule 7). Features add endpoints with
 * `baseApi.injectEndpoints` in their own `<feature>-api.ts`; every tag type is declared here.
 * Cookies carry the session (httpOnly JWTs), so requests are sent with credentials.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
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
  }),
  // The cached entities of spec section 3; features tag with `{ type, id }` and `{ type, id: 'LIST' }`.
  tagTypes: ['User', 'Problem', 'Playlist', 'Submission'],
  endpoints: () => ({}),
});
