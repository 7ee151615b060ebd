import type { LeaderboardPeriod, LeaderboardResponse } from '@algosheets/contracts';
import { baseApi } from '../../api/base-api';

/** The leaderboard of a period: refetched after a verdict (`Stats`) and after an opt-out change (`Leaderboard`). */
export const leaderboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLeaderboard: build.query<LeaderboardResponse, LeaderboardPeriod>({
      query: (period) => `/achievements/leaderboard?period=${period}`,
      providesTags: (_result, _error, period) => ['Stats', { type: 'Leaderboard', id: period }],
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardApi;
