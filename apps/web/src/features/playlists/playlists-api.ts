import type { CreatePlaylistRequest, PlaylistProblemsRequest, PlaylistResponse, PlaylistsResponse } from '@algosheets/contracts';
import { baseApi } from '../../api/base-api';
import { toaster } from '../../components/toaster';
import { toastOnFailure } from '../../api/toast-on-failure';

/** The toasts for sheets, in the screens' word: a learner sees "Sheet", never "Playlist". */
export const PLAYLIST_TOASTS = {
  created: 'Sheet created',
  createFailed: 'Failed to create the sheet',
  listFailed: 'Failed to load your sheets',
  detailFailed: 'Failed to load the sheet',
  added: 'Problem added to the sheet',
  addFailed: 'Failed to add the problem to the sheet',
  removed: 'Problem removed from the sheet',
  removeFailed: 'Failed to remove the problem from the sheet',
  deleted: 'Sheet deleted',
  deleteFailed: 'Failed to delete the sheet',
} as const;

async function toastOutcome(queryFulfilled: Promise<unknown>, success: string, failure: string): Promise<void> {
  try {
    await queryFulfilled;
    toaster.success({ title: success });
  } catch {
    toaster.error({ title: failure });
  }
}

export const playlistsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlaylists: build.query<PlaylistsResponse, void>({
      query: () => '/playlist',
      providesTags: [{ type: 'Playlist', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOnFailure(queryFulfilled, PLAYLIST_TOASTS.listFailed),
    }),
    getPlaylist: build.query<PlaylistResponse, string>({
      query: (id) => `/playlist/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Playlist', id }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOnFailure(queryFulfilled, PLAYLIST_TOASTS.detailFailed),
    }),
    createPlaylist: build.mutation<PlaylistResponse, CreatePlaylistRequest>({
      query: (body) => ({ url: '/playlist/create-playlist', method: 'POST', body }),
      invalidatesTags: [{ type: 'Playlist', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOutcome(queryFulfilled, PLAYLIST_TOASTS.created, PLAYLIST_TOASTS.createFailed),
    }),
    addProblemsToPlaylist: build.mutation<unknown, { id: string } & PlaylistProblemsRequest>({
      query: ({ id, problemIds }) => ({ url: `/playlist/${encodeURIComponent(id)}/add-problem`, method: 'POST', body: { problemIds } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Playlist', id }, { type: 'Playlist', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOutcome(queryFulfilled, PLAYLIST_TOASTS.added, PLAYLIST_TOASTS.addFailed),
    }),
    removeProblemsFromPlaylist: build.mutation<unknown, { id: string } & PlaylistProblemsRequest>({
      query: ({ id, problemIds }) => ({ url: `/playlist/${encodeURIComponent(id)}/remove-problem`, method: 'DELETE', body: { problemIds } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Playlist', id }, { type: 'Playlist', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOutcome(queryFulfilled, PLAYLIST_TOASTS.removed, PLAYLIST_TOASTS.removeFailed),
    }),
    deletePlaylist: build.mutation<unknown, string>({
      query: (id) => ({ url: `/playlist/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Playlist', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOutcome(queryFulfilled, PLAYLIST_TOASTS.deleted, PLAYLIST_TOASTS.deleteFailed),
    }),
  }),
});

export const {
  useGetPlaylistsQuery,
  useGetPlaylistQuery,
  useCreatePlaylistMutation,
  useAddProblemsToPlaylistMutation,
  useRemoveProblemsFromPlaylistMutation,
  useDeletePlaylistMutation,
} = playlistsApi;
