import type { ProfileStatsResponse, UsersResponse } from '@algosheets/contracts';
import { apiErrorMessage } from '../../api/api-error-message';
import { baseApi } from '../../api/base-api';
import { toaster } from '../../components/toaster';

/** The toasts for user lists: the server's message, else these. */
export const USER_TOASTS = { usersFailed: 'Failed to fetch users', activeFailed: 'Failed to fetch active users' } as const;
/** The active-users window: the profile shows active users of the last 14 days, the first 10. */
export const ACTIVE_USERS_DAYS = 14;
export const ACTIVE_USERS_SHOWN = 10;

async function toastServerMessage(queryFulfilled: Promise<unknown>, fallback: string): Promise<void> {
  try {
    await queryFulfilled;
  } catch (error) {
    toaster.error({ title: apiErrorMessage((error as { error?: unknown }).error, fallback) });
  }
}

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UsersResponse, { includeAdmins: boolean }>({
      query: ({ includeAdmins }) => `/users?includeAdmins=${includeAdmins}`,
      providesTags: [{ type: 'User', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastServerMessage(queryFulfilled, USER_TOASTS.usersFailed),
    }),
    getActiveUsers: build.query<UsersResponse, { days: number }>({
      query: ({ days }) => `/users/active?days=${days}`,
      providesTags: [{ type: 'User', id: 'ACTIVE' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastServerMessage(queryFulfilled, USER_TOASTS.activeFailed),
    }),
    getProfileStats: build.query<ProfileStatsResponse, void>({
      query: () => '/users/me/stats',
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetUsersQuery, useGetActiveUsersQuery, useGetProfileStatsQuery } = usersApi;
