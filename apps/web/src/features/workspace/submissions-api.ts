import { SubmissionStatus, type ApiSubmission, type CounterexampleRequest, type CounterexampleResponse, type ExecuteCodeRequest, type ExecuteCodeResponse, type SubmissionCountResponse, type SubmissionResponse, type SubmissionsResponse } from '@algosheets/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorMessage } from '../../api/api-error-message';
import { baseApi, type ApiEndpointBuilder } from '../../api/base-api';
import { toaster } from '../../components/toaster';
import { toastOnFailure } from '../../api/toast-on-failure';
import { verdictToast } from './result-summary';

/** The spec's submission toasts, spelled as given ('fecting'). */
export const SUBMISSION_TOASTS = {
  problemFailed: 'Error in fecting submission for problem',
  countFailed: 'Error fetching count for problem',
  executeFailed: 'Error while executing code',
  counterexampleFailed: 'Could not search for a failing input',
} as const;

/**
 * The server's message of a failed call, for the learner: the fallback instead when the message
 * names an API path (`/api/v1/...`), which is meant for API clients and means nothing to a learner.
 */
export function learnerErrorMessage(error: unknown, fallback: string): string {
  const message = apiErrorMessage(error, fallback);
  return /\/api\//.test(message) ? fallback : message;
}

/**
 * A 202 (pending) Submit is read back with long polls: each `GET /submission/{id}?wait=` is held by
 * the gateway until the verdict is stored (at most VERDICT_WAIT_S), so the verdict arrives the
 * moment it is known. An answer that comes back Pending early is not asked again for
 * MIN_POLL_GAP_MS; the whole wait gives up after POLL_TIMEOUT_MS.
 */
export const VERDICT_WAIT_S = 25;
export const MIN_POLL_GAP_MS = 1000;
export const POLL_TIMEOUT_MS = 90_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Run (`store: false`) or Submit (`store: true`). A 202 answer carries a Pending submission,
 * read back with long polls on `GET /submission/{id}?wait=` until it has a verdict (bounded by
 * POLL_TIMEOUT_MS). The toast names the verdict, coloured by it, never the server's message.
 */
const executeCode = (build: ApiEndpointBuilder) =>
  build.mutation<ExecuteCodeResponse, ExecuteCodeRequest>({
    queryFn: async (body, _api, _extra, baseQuery) => {
      const first = await baseQuery({ url: '/execute-code', method: 'POST', body });
      if (first.error) return { error: first.error };
      const answer = first.data as ExecuteCodeResponse;
      let submission: ApiSubmission = answer.submission;
      const deadline = Date.now() + POLL_TIMEOUT_MS;
      while (submission.status === SubmissionStatus.Pending && submission.id) {
        if (Date.now() > deadline) return { error: { status: 'TIMEOUT_ERROR', error: 'The verdict did not arrive in time' } satisfies FetchBaseQueryError };
        const asked = Date.now();
        const poll = await baseQuery(`/submission/${encodeURIComponent(submission.id)}?wait=${VERDICT_WAIT_S}`);
        if (poll.error) return { error: poll.error };
        submission = (poll.data as SubmissionResponse).submission;
        const early = MIN_POLL_GAP_MS - (Date.now() - asked);
        if (submission.status === SubmissionStatus.Pending && early > 0) await wait(early);
      }
      return { data: { message: answer.message, submission } };
    },
    invalidatesTags: (result, _error, body) => {
      if (!body.store || !result) return [];
      const tags = [{ type: 'Submission' as const, id: body.problemId }, 'Stats' as const];
      // An Accepted submit changes the solved check of the list, the sheets' progress and the profile.
      return result.submission.status === SubmissionStatus.Accepted
        ? [...tags, { type: 'Problem' as const, id: 'LIST' }, { type: 'Problem' as const, id: body.problemId }, 'Playlist' as const, 'SolvedProblem' as const]
        : tags;
    },
    async onQueryStarted(_arg, { queryFulfilled }) {
      try {
        const { data } = await queryFulfilled;
        // The server's message is for API clients; the learner is told the verdict.
        toaster.create(verdictToast(data.submission));
      } catch (error) {
        toaster.error({ title: learnerErrorMessage((error as { error?: unknown }).error, SUBMISSION_TOASTS.executeFailed) });
      }
    },
  });

export const submissionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProblemSubmissions: build.query<SubmissionsResponse, string>({
      query: (problemId) => `/submission/get-submission/${encodeURIComponent(problemId)}`,
      providesTags: (_result, _error, problemId) => [{ type: 'Submission', id: problemId }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOnFailure(queryFulfilled, SUBMISSION_TOASTS.problemFailed),
    }),
    getSubmissionCount: build.query<SubmissionCountResponse, string>({
      query: (problemId) => `/submission/get-submission-count/${encodeURIComponent(problemId)}`,
      providesTags: (_result, _error, problemId) => [{ type: 'Submission', id: problemId }],
      onQueryStarted: (_arg, { queryFulfilled }) => toastOnFailure(queryFulfilled, SUBMISSION_TOASTS.countFailed),
    }),
    executeCode: executeCode(build),
    /**
     * 'Find a failing input': `POST /execute-code/counterexample` judges generated inputs against
     * the problem's reference for at most the server's 10 s bound. A failure (a problem with no
     * generators answers 4xx, a busy judge 429) is toasted; the answer itself is shown in the Result.
     */
    findCounterexample: build.mutation<CounterexampleResponse, CounterexampleRequest>({
      query: (body) => ({ url: '/execute-code/counterexample', method: 'POST', body }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (error) {
          toaster.error({ title: learnerErrorMessage((error as { error?: unknown }).error, SUBMISSION_TOASTS.counterexampleFailed) });
        }
      },
    }),
  }),
});

export const { useGetProblemSubmissionsQuery, useGetSubmissionCountQuery, useExecuteCodeMutation, useFindCounterexampleMutation } = submissionsApi;
