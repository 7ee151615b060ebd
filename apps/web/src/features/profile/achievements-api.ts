import type { BadgesResponse, LeaderboardSettings, LeaderboardSettingsResponse } from '@algosheets/contracts';
import { baseApi } from '../../api/base-api';

/**
 * The profile's achievements: the caller's badges (refetched with the statistics, which a verdict
 * invalidates) and the leaderboard opt-out, whose change refreshes the leaderboard.
 */
export const achievementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBadges: build.query<BadgesResponse, void>({
      query: () => '/achievements/badges',
      providesTags: ['Stats'],
    }),
    getLeaderboardSettings: build.query<LeaderboardSettingsResponse, void>({
      query: () => '/achievements/leaderboard-settings',
      providesTags: [{ type: 'Leaderboard', id: 'SETTINGS' }],
    }),
    saveLeaderboardSettings: build.mutation<LeaderboardSettingsResponse, LeaderboardSettings>({
      query: (settings) => ({ url: '/achievements/leaderboard-settings', method: 'PUT', body: settings }),
      invalidatesTags: ['Leaderboard'],
    }),
  }),
});

export const { useGetBadgesQuery, useGetLeaderboardSettingsQuery, useSaveLeaderboardSettingsMutation } = achievementsApi;
