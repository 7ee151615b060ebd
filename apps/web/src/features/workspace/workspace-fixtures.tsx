import { Difficulty, Language, SubmissionStatus, type ApiProblem, type ApiSubmission } from '@algosheets/contracts';
import { act, screen } from '@testing-library/react';
import { HEALTHY, renderWithProviders, stubFetch, type StubbedResponse } from '../../testing/render-with-providers';
import { LEARNER, signedIn } from '../../testing/session-fixtures';

/**
 * What the workspace's specs put in place of the code editor (`jest.mock('../../components/code-editor/code-editor', () =>
 * jest.requireActual('./workspace-fixtures').EDITOR_STUB)`): Monaco needs a real browser, so the
 * editor is a textarea that, like Monaco, owns its text.
 */
export const EDITOR_STUB = {
  __esModule: true,
  default: ({ initialValue, onChange }: { initialValue: string; onChange: (value: string) => void }) => (
    <textarea aria-label="Code" defaultValue={initialValue} onChange={(event) => onChange(event.target.value)} />
  ),
};

/** The problem of the specs ('Reverse String': `reverseString(line: string) -> string`, two samples), with `overrides`. */
export function workspaceProblem(overrides: Partial<ApiProblem> = {}): ApiProblem {
  return {
    id: '00000000-0000-4000-8000-000000000301',
    title: 'Reverse String',
    difficulty: Difficulty.Easy,
    tags: ['String'],
    companies: [],
    solvedBy: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    description: 'Reverse the line.',
    constraints: '1 <= n',
    hints: null,
    editorial: null,
    examples: { [Language.Python]: { input: '"hello"', output: '"olleh"', explanation: 'Backwards.' } },
    codeSnippets: { [Language.Python]: 'class Solution: pass', [Language.JavaScript]: 'var reverseString;' },
    testcases: [
      { input: '"hello"', output: '"olleh"', isSample: true },
      { input: '"ab"', output: '"ba"', isSample: true },
    ],
    category: null,
    timeLimitMs: 2000,
    timeLimitsMs: null,
    memoryLimitKb: 128000,
    signature: { kind: 'function', name: 'reverseString', params: [{ name: 'line', type: 'string' }], returns: 'string' },
    comparator: null,
    ...overrides,
  };
}

/** A Run's Wrong Answer on the two samples of {@link workspaceProblem} (the first fails), with `overrides`. */
export function workspaceSubmission(overrides: Partial<ApiSubmission> = {}): ApiSubmission {
  return {
    id: null,
    userId: LEARNER.id,
    problemId: workspaceProblem().id,
    language: Language.JavaScript,
    sourceCode: '',
    status: SubmissionStatus.WrongAnswer,
    stdout: null,
    stderr: null,
    compileOutput: null,
    time: '["0.010 s","0.020 s"]',
    memory: '[1000,3000]',
    testcases: [
      { testCase: 1, passed: false, status: 'Wrong Answer', input: '"hello"', stdout: '', output: '"hello"', expected: '"olleh"', stderr: null, compileOutput: null, time: '0.010 s', memory: '1000 KB' },
      { testCase: 2, passed: true, status: 'Accepted', input: '"ab"', stdout: '', output: '"ba"', expected: '"ba"', stderr: null, compileOutput: null, time: '0.020 s', memory: '3000 KB' },
    ],
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders /problem/{id} for a signed-in learner with the gateway's answers stubbed: the problem,
 * its `history` of submissions, `run` as the answer of every Run or Submit, and `extra` answers.
 * Resolves once the title and the (stub) editor are on screen.
 */
export async function openWorkspace(problem: ApiProblem, { history = [], run = workspaceSubmission(), extra = {} }: { history?: ApiSubmission[]; run?: ApiSubmission; extra?: Record<string, StubbedResponse> } = {}) {
  const fetch = stubFetch({
    ...HEALTHY,
    ...signedIn(LEARNER),
    [`/api/v1/problems/get-problem/${problem.id}`]: { body: { message: 'ok', problem } },
    [`/api/v1/submission/get-submission/${problem.id}`]: { body: { message: 'ok', submissions: history } },
    [`/api/v1/submission/get-submission-count/${problem.id}`]: { body: { message: 'ok', count: history.length } },
    '/api/v1/execute-code': { body: { message: 'Code executed successfully', submission: run } },
    ...extra,
  });
  const rendered = await renderWithProviders(undefined, { path: `/problem/${problem.id}` });
  await screen.findByRole('heading', { name: problem.title });
  await screen.findByRole('textbox', { name: 'Code' });
  return { ...rendered, fetch };
}

/**
 * Makes every `min-width` media query match for each test, as on a laptop: the panes sit side by
 * side with Test Cases and Results as tabs (a phone gets tabs, which the browser tests cover).
 */
export function onALaptop(): void {
  let matchMedia: typeof window.matchMedia;
  beforeEach(() => {
    matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('min-width') });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });
}

/**
 * Holds the answer of every request whose path ends with `pathEnd` until the test gives it, so the
 * test can look at the screen while the request is in flight; other requests keep their stubbed
 * answers. `answer(body)` answers the latest held request with `body` as JSON (200), inside act.
 */
export function holdAnswer(fetch: jest.SpyInstance, pathEnd: string): { answer: (body: unknown) => Promise<void> } {
  let resolveHeld: (response: Response) => void = () => undefined;
  const stubbed = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (!url.endsWith(pathEnd)) return stubbed(input);
    return new Promise<Response>((resolve) => {
      resolveHeld = resolve;
    });
  });
  return { answer: (body) => act(async () => resolveHeld(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }))) };
}
