import { Difficulty, type ApiProblemSummary } from '@algosheets/contracts';

/** A problem as the list returns it. */
export function summary(index: number, overrides: Partial<ApiProblemSummary> = {}): ApiProblemSummary {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
    title: `Problem ${index}`,
    difficulty: Difficulty.Easy,
    tags: ['Array'],
    companies: [],
    solvedBy: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function problemList(problems: ApiProblemSummary[]) {
  return { '/api/v1/problems/get-all-problems': { body: { message: 'ok', problems, total: problems.length } } };
}
