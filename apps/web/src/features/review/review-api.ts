import type { NoteResponse, NoteSearchResponse, ReviewCardResponse, ReviewDueResponse, ReviewRating, ReviewResponse, ReviewUpcomingResponse } from '@algosheets/contracts';
import { baseApi } from '../../api/base-api';

/**
 * The review queue (`/review/*`) and the learner's private notes (`/problems/{id}/note`, `/notes`).
 * A rating moves one card, so it refetches the due and upcoming lists (problems page and navbar badge) and that
 * card (an Accepted submit refetches both too: it may schedule the problem); a saved
 * note replaces the cached note in place (no refetch under the learner's typing) and refreshes searches.
 */
export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDueReviews: build.query<ReviewDueResponse, void>({
      query: () => '/review/due',
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    getUpcomingReviews: build.query<ReviewUpcomingResponse, void>({
      query: () => '/review/upcoming',
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    getReviewCard: build.query<ReviewCardResponse, string>({
      query: (problemId) => `/review/${encodeURIComponent(problemId)}`,
      providesTags: (_result, _error, problemId) => [{ type: 'Review', id: problemId }, { type: 'Review', id: 'LIST' }],
    }),
    rateProblem: build.mutation<ReviewResponse, { problemId: string; rating: ReviewRating }>({
      query: ({ problemId, rating }) => ({ url: `/review/${encodeURIComponent(problemId)}`, method: 'POST', body: { rating } }),
      invalidatesTags: (_result, _error, { problemId }) => [{ type: 'Review', id: 'LIST' }, { type: 'Review', id: problemId }],
    }),
    getNote: build.query<NoteResponse, string>({
      query: (problemId) => `/problems/${encodeURIComponent(problemId)}/note`,
      providesTags: (_result, _error, problemId) => [{ type: 'Note', id: problemId }],
    }),
    saveNote: build.mutation<NoteResponse, { problemId: string; body: string }>({
      query: ({ problemId, body }) => ({ url: `/problems/${encodeURIComponent(problemId)}/note`, method: 'PUT', body: { body } }),
      invalidatesTags: [{ type: 'Note', id: 'SEARCH' }],
      async onQueryStarted({ problemId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(reviewApi.util.upsertQueryData('getNote', problemId, data));
        } catch {
          // The editor shows the failure and keeps the text, so the next edit retries.
        }
      },
    }),
    searchNotes: build.query<NoteSearchResponse, string>({
      query: (q) => `/notes?q=${encodeURIComponent(q)}`,
      providesTags: [{ type: 'Note', id: 'SEARCH' }],
    }),
  }),
});

export const { useGetDueReviewsQuery, useGetUpcomingReviewsQuery, useGetReviewCardQuery, useRateProblemMutation, useGetNoteQuery, useSaveNoteMutation, useSearchNotesQuery } = reviewApi;
