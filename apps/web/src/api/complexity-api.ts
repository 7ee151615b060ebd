import type { ComplexityRequest, ComplexityResponse } from '@algosheets/contracts';
import { baseApi } from './base-api';
import { toastServerMessageOnFailure } from './toast-on-failure';

/** The toast of an analysis that failed without a message a learner can read. */
export const GROWTH_FAILED = 'Could not analyze how the code grows';

/**
 * 'Analyze growth' (the workspace's learner and the admin form's reference solutions alike):
 * `POST /execute-code/complexity` runs the code and the problem's reference on generated inputs of
 * growing size and answers both measured series with their fits. It is refused like a Run (401,
 * 403 without the XSRF token, 429 past the learner's executions per minute) or with 400 when the
 * problem declares no complexity; the failure is toasted with the server's message, as the
 * counterexample finder's is, and the answer itself is shown where the analysis was asked for.
 */
export const complexityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyzeGrowth: build.mutation<ComplexityResponse, ComplexityRequest>({
      query: (body) => ({ url: '/execute-code/complexity', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled }) => toastServerMessageOnFailure(queryFulfilled, GROWTH_FAILED),
    }),
  }),
});

export const { useAnalyzeGrowthMutation } = complexityApi;
