import type { MessageResponse, ProblemListQuery, ProblemPayload, ProblemResponse, ProblemsResponse } from '@algosheets/contracts';
import { apiErrorMessage } from './api-error-message';
import { baseApi } from './base-api';
import { toaster } from '../components/toaster';
import { toastOnFailure } from './toast-on-failure';

/** The toasts for the problem calls, kept word for word. */
export const PROBLEM_TOASTS = {
  listFailed: 'Error while fetching all problems',
  oneFailed: 'Error in fetching problems',
  solvedFailed: 'Error in fetching solved problems',
  created: 'Problem Created successfully⚡',
  createFailed: 'Error creating problem',
  deleteFailed: 'Error in deleting problem',
} as const;

export const problemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The problem list, filtered by the server (the problem list's filter rule, in SQL); no query, every problem. */
    getProblems: build.query<ProblemsResponse, ProblemListQuery | void>({
      query: (filters) => {
        const params = new URLSearchParams(Object.entries(filters ?? {}).map(([name, value]) => [name, String(value)]));
        return params.size ? `/problems/get-all-problems?${params}` : '/problems/get-all-problems';
      },
      providesTags: (result) => [{ type: 'Problem', id: 'LIST' }, ...(result?.problems ?? []).map((problem) => ({ type: 'Problem' as const, id: problem.id }))],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOnFailure(queryFulfilled, PROBLEM_TOASTS.listFailed),
    }),
    getProblem: build.query<ProblemResponse, string>({
      query: (id) => `/problems/get-problem/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Problem', id }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOnFailure(queryFulfilled, PROBLEM_TOASTS.oneFailed),
    }),
    getSolvedProblems: build.query<ProblemsResponse, void>({
      query: () => '/problems/get-solved-problems',
      providesTags: [{ type: 'SolvedProblem', id: 'LIST' }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOnFailure(queryFulfilled, PROBLEM_TOASTS.solvedFailed),
    }),
    createProblem: build.mutation<ProblemResponse, ProblemPayload>({
      query: (body) => ({ url: '/problems/create-problem', method: 'POST', body }),
      invalidatesTags: [{ type: 'Problem', id: 'LIST' }, 'Stats'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          toaster.success({ title: data.message || PROBLEM_TOASTS.created });
        } catch {
          toaster.error({ title: PROBLEM_TOASTS.createFailed });
        }
      },
    }),
    updateProblem: build.mutation<ProblemResponse, { id: string; payload: ProblemPayload }>({
      query: ({ id, payload }) => ({ url: `/problems/update-problem/${encodeURIComponent(id)}`, method: 'PUT', body: payload }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Problem', id }, { type: 'Problem', id: 'LIST' }, 'Sheet'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          toaster.success({ title: data.message });
        } catch (error) {
          toaster.error({ title: apiErrorMessage((error as { error?: unknown }).error, 'Error updating problem') });
        }
      },
    }),
    deleteProblem: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/problems/delete-problem/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Problem', id: 'LIST' }, 'Sheet', 'SolvedProblem', 'Stats'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          toaster.success({ title: data.message });
        } catch {
          toaster.error({ title: PROBLEM_TOASTS.deleteFailed });
        }
      },
    }),
  }),
});

export const {
  useGetProblemsQuery,
  useGetProblemQuery,
  useGetSolvedProblemsQuery,
  useCreateProblemMutation,
  useUpdateProblemMutation,
  useDeleteProblemMutation,
} = problemsApi;
