import { Role, type ApiUser, type AuthResponse } from '@algosheets/contracts';
import { isLoggedOut } from '../lib/logged-out-flag';
import { baseApi, REFRESH_REQUEST } from './base-api';

/**
 * The session check every feature reads (API state, so it lives beside the one RTK Query API);
 * the auth feature injects login, logout and refresh on top of it and updates this cache entry.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or null (the auth check): no request while the logged-out
     * marker is set; a 401 gets one token refresh and one more check; every other failure is silent.
     */
    getSession: build.query<ApiUser | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        if (isLoggedOut()) return { data: null };
        const check = await baseQuery('/auth/check');
        if (!check.error) return { data: (check.data as AuthResponse).user };
        if (check.error.status === 401 && !isLoggedOut()) {
          const refresh = await baseQuery(REFRESH_REQUEST);
          if (!refresh.error) {
            const again = await baseQuery('/auth/check');
            if (!again.error) return { data: (again.data as AuthResponse).user };
          }
        }
        return { data: null };
      },
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetSessionQuery } = sessionApi;

export interface Session {
  user: ApiUser | null;
  isAdmin: boolean;
  /** True while auth is being checked and no user is known (the guards show a spinner). */
  isChecking: boolean;
}

/** The signed-in user as the session check last saw it; `isAdmin` follows the user's role. */
export function useSession(): Session {
  const { data, isFetching } = useGetSessionQuery();
  const user = data ?? null;
  return { user, isAdmin: user?.role === Role.Admin, isChecking: !user && (data === undefined || isFetching) };
}
