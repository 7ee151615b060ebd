import type { CreateSheetRequest, SheetProblemsRequest, SheetResponse, SheetsResponse } from '@algosheets/contracts';
import { baseApi } from '../../api/base-api';
import { toaster } from '../../components/toaster';
import { toastOnFailure } from '../../api/toast-on-failure';

/** The toasts for sheets, in the screens' word "Sheet", never the API's word for it. */
export const SHEET_TOASTS = {
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

/**
 * The sheets' endpoints on the one RTK Query API (the gateway's `/playlist` routes; answers carry
 * `playList`/`playLists`): each mutation toasts its outcome and refreshes the `Sheet` cache tag.
 */
export const sheetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSheets: build.query<SheetsResponse, void>({
      query: () => '/playlist',
      providesTags: [{ type: 'Sheet', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOnFailure(queryFulfilled, SHEET_TOASTS.listFailed),
    }),
    getSheet: build.query<SheetResponse, string>({
      query: (id) => `/playlist/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Sheet', id }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOnFailure(queryFulfilled, SHEET_TOASTS.detailFailed),
    }),
    createSheet: build.mutation<SheetResponse, CreateSheetRequest>({
      query: (body) => ({ url: '/playlist/create-playlist', method: 'POST', body }),
      invalidatesTags: [{ type: 'Sheet', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOutcome(queryFulfilled, SHEET_TOASTS.created, SHEET_TOASTS.createFailed),
    }),
    addProblemsToSheet: build.mutation<unknown, { id: string } & SheetProblemsRequest>({
      query: ({ id, problemIds }) => ({ url: `/playlist/${encodeURIComponent(id)}/add-problem`, method: 'POST', body: { problemIds } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Sheet', id }, { type: 'Sheet', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOutcome(queryFulfilled, SHEET_TOASTS.added, SHEET_TOASTS.addFailed),
    }),
    removeProblemsFromSheet: build.mutation<unknown, { id: string } & SheetProblemsRequest>({
      query: ({ id, problemIds }) => ({ url: `/playlist/${encodeURIComponent(id)}/remove-problem`, method: 'DELETE', body: { problemIds } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Sheet', id }, { type: 'Sheet', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOutcome(queryFulfilled, SHEET_TOASTS.removed, SHEET_TOASTS.removeFailed),
    }),
    deleteSheet: build.mutation<unknown, string>({
      query: (id) => ({ url: `/playlist/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Sheet', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOutcome(queryFulfilled, SHEET_TOASTS.deleted, SHEET_TOASTS.deleteFailed),
    }),
  }),
});

export const {
  useGetSheetsQuery,
  useGetSheetQuery,
  useCreateSheetMutation,
  useAddProblemsToSheetMutation,
  useRemoveProblemsFromSheetMutation,
  useDeleteSheetMutation,
} = sheetsApi;
