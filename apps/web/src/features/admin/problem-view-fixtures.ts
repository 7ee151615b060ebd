import type { ApiProblem, ProblemPayload } from '@algosheets/contracts';

/**
 * The admin view `get-problem` would return for a problem created from `payload` (for the edit
 * form's tests): every test case and reference solution, with `testcases` as stored.
 */
export function adminProblemView(payload: ProblemPayload, testcases: ApiProblem['testcases']): ApiProblem {
  return {
    ...payload,
    id: 'p',
    companies: [],
    solvedBy: [],
    createdAt: '',
    updatedAt: '',
    hints: payload.hints ?? null,
    editorial: payload.editorial ?? null,
    category: null,
    timeLimitMs: 2000,
    timeLimitsMs: null,
    memoryLimitKb: 128000,
    signature: payload.signature ?? null,
    comparator: payload.comparator ?? null,
    testcases,
  };
}
