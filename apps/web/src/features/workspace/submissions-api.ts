import { SubmissionStatus, type ApiSubmission, type CounterexampleRequest, type CounterexampleResponse, type ExecuteCodeRequest, type ExecuteCodeResponse, type SubmissionCountResponse, type SubmissionResponse, type SubmissionStandingResponse, type SubmissionsResponse } from '@algosheets/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { learnerErrorMessage } from '../../api/api-error-message';
import { baseApi, type ApiEndpointBuilder } from '../../api/base-api';
import { toaster } from '../../components/toaster';
import { toastOnFailure, toastServerMessageOnFailure } from '../../api/toast-on-failure';
import { verdictToast } from './result-summary';

/** The submission toasts, kept word for word, typo included ('fecting'). */
export const SUBMISSION_TOASTS = {
  problemFailed: 'Error in fecting submission for problem',
  countFailed: 'Error fetching count for problem',
  executeFailed: 'Error while executing code',
  counterexampleFailed: 'Could not search for a failing input',
} as const;

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

type BaseQuery = Parameters<NonNullable<Parameters<ApiEndpointBuilder['mutation']>[0]['queryFn']>>[3];

/**
 * Reads a Pending submission back with long polls on `GET /submission/{id}?wait=` until it has a
 * verdict (bounded by POLL_TIMEOUT_MS): the submission with its verdict, or the failed call.
 */
async function untilVerdict(pending: ApiSubmission, baseQuery: BaseQuery): Promise<{ data: ApiSubmission } | { error: FetchBaseQueryError }> {
  let submission = pending;
  const deadline = Date.now() + POLL_TIMEOUT_MS;
  while (submission.status === SubmissionStatus.Pending && submission.id) {
    if (Date.now() > deadline) return { error: { status: 'TIMEOUT_ERROR', error: 'The verdict did not arrive in time' } };
    const asked = Date.now();
    const poll = await baseQuery(`/submission/${encodeURIComponent(submission.id)}?wait=${VERDICT_WAIT_S}`);
    if (poll.error) return { error: poll.error };
    submission = (poll.data as SubmissionResponse).submission;
    const early = MIN_POLL_GAP_MS - (Date.now() - asked);
    if (submission.status === SubmissionStatus.Pending && early > 0) await wait(early);
  }
  return { data: submission };
}

/** What a stored Submit's verdict changes: the history, the stats, and for Accepted the solved marks. */
function verdictTags(submission: ApiSubmission, problemId: string) {
  const tags = [{ type: 'Submission' as const, id: problemId }, 'Stats' as const];
  // An Accepted submit changes the solved check of the list, the sheets' progress, the profile and the review queue.
  return submission.status === SubmissionStatus.Accepted
    ? [...tags, { type: 'Problem' as const, id: 'LIST' }, { type: 'Problem' as const, id: problemId }, 'Sheet' as const, 'SolvedProblem' as const, { type: 'Review' as const, id: 'LIST' }]
    : tags;
}

/** Toasts the verdict (coloured by it, never the server's message), or the failure. */
async function toastVerdict(queryFulfilled: Promise<{ data: { submission: ApiSubmission } }>): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    toaster.create(verdictToast(data.submission));
  } catch (error) {
    toaster.error({ title: learnerErrorMessage((error as { error?: unknown }).error, SUBMISSION_TOASTS.executeFailed) });
  }
}

/**
 * Run (`store: false`) or Submit (`store: true`). A 202 answer carries a Pending submission, read
 * back until it has a verdict. The toast names the verdict, coloured by it, never the server's message.
 */
const executeCode = (build: ApiEndpointBuilder) =>
  build.mutation<ExecuteCodeResponse, ExecuteCodeRequest>({
    queryFn: async (body, _api, _extra, baseQuery) => {
      const first = await baseQuery({ url: '/execute-code', method: 'POST', body });
      if (first.error) return { error: first.error };
      const answer = first.data as ExecuteCodeResponse;
      const judged = await untilVerdict(answer.submission, baseQuery);
      return 'error' in judged ? judged : { data: { message: answer.message, submission: judged.data } };
    },
    invalidatesTags: (result, _error, body) => (body.store && result ? verdictTags(result.submission, body.problemId) : []),
    onQueryStarted: (_arg, { queryFulfilled }) => toastVerdict(queryFulfilled),
  });

/**
 * A Submit still Pending when the page was left (reload, Back, another tab): waited for as the
 * Submit itself would have been, so its verdict shows and is toasted when it arrives.
 */
const awaitSubmission = (build: ApiEndpointBuilder) =>
  build.mutation<SubmissionResponse, ApiSubmission>({
    queryFn: async (pending, _api, _extra, baseQuery) => {
      const judged = await untilVerdict(pending, baseQuery);
      return 'error' in judged ? judged : { data: { message: 'Submission fetched successfully', submission: judged.data } };
    },
    invalidatesTags: (result, _error, pending) => (result ? verdictTags(result.submission, pending.problemId) : []),
    onQueryStarted: (_arg, { queryFulfilled }) => toastVerdict(queryFulfilled),
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
    /**
     * `GET /submission/{id}/standing`: where a stored submission stands among the Accepted ones of
     * its problem in its language. Untagged: it moves with everyone's submissions rather than with
     * the learner's own actions, so it is cached like any query (RTK Query's minute once unused).
     */
    getSubmissionStanding: build.query<SubmissionStandingResponse, string>({
      query: (submissionId) => `/submission/${encodeURIComponent(submissionId)}/standing`,
    }),
    executeCode: executeCode(build),
    awaitSubmission: awaitSubmission(build),
    /**
     * 'Find a failing input': `POST /execute-code/counterexample` judges generated inputs against
     * the problem's reference for at most the server's 10 s bound. A failure (a problem with no
     * generators answers 4xx, a busy judge 429) is toasted; the answer itself is shown in the Result.
     */
    findCounterexample: build.mutation<CounterexampleResponse, CounterexampleRequest>({
      query: (body) => ({ url: '/execute-code/counterexample', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled }) => toastServerMessageOnFailure(queryFulfilled, SUBMISSION_TOASTS.counterexampleFailed),
    }),
  }),
});

export const { useGetProblemSubmissionsQuery, useGetSubmissionCountQuery, useGetSubmissionStandingQuery, useExecuteCodeMutation, useAwaitSubmissionMutation, useFindCounterexampleMutation } = submissionsApi;
