import { Language, type ApiSubmission, type CounterexampleResult, type ProblemSignature } from '@algosheets/contracts';
import { screen, within } from '@testing-library/react';
import { learnerErrorMessage } from '../../api/api-error-message';
import { HEALTHY, renderWithProviders, requestsTo, stubFetch, type StubbedResponse } from '../../testing/render-with-providers';
import { CounterexampleResultView, type AddedState } from './counterexample-result';
import { MAX_CASES } from './signature-cases';
import { holdAnswer, onALaptop, openWorkspace as open, workspaceProblem, workspaceSubmission } from './workspace-fixtures';

jest.mock('../../components/code-editor/code-editor', () => jest.requireActual('./workspace-fixtures').EDITOR_STUB);

const GENERABLE: ProblemSignature = {
  kind: 'function',
  name: 'pairIndices',
  params: [
    { name: 'nums', type: 'int[]', constraints: { minLength: 2, maxLength: 6, items: { min: -5, max: 5 } } },
    { name: 'target', type: 'int', constraints: { min: -10, max: 10 } },
  ],
  returns: 'int[]',
};

/** A function-signature problem of two samples with the given signature. */
function problem(signature: ProblemSignature) {
  return workspaceProblem({
    id: '00000000-0000-4000-8000-000000000401',
    title: 'Pair Indices',
    examples: {},
    codeSnippets: { [Language.JavaScript]: 'var pairIndices = function(nums, target) {};' },
    testcases: [
      { input: '[2,7,11,15]\n9', output: '[0,1]', isSample: true },
      { input: '[3,2,4]\n6', output: '[1,2]', isSample: true },
    ],
    signature,
  });
}

const FOUND: CounterexampleResult = { found: true, input: '[3,3]\n6', expected: '[0,1]', actual: '[]', verdict: 'Wrong Answer', tried: 12, runs: 8 };

/** A Run's Wrong Answer on the first sample: the answer `[]`. */
const WRONG_RUN: ApiSubmission = workspaceSubmission({
  problemId: problem(GENERABLE).id,
  time: '["0.010 s"]',
  memory: '[1000]',
  testcases: [{ testCase: 1, passed: false, status: 'Wrong Answer', input: '[2,7,11,15]\n9', stdout: null, output: '[]', expected: '[0,1]', stderr: null, compileOutput: null, time: '0.010 s', memory: '1000 KB' }],
});

/** The workspace of a problem with the given signature; the finder answers {@link FOUND} unless `extra` says otherwise. */
const openWorkspace = (signature: ProblemSignature, extra: Record<string, StubbedResponse> = {}) =>
  open(problem(signature), { run: WRONG_RUN, extra: { '/api/v1/execute-code/counterexample': { body: { message: 'ok', result: FOUND } }, ...extra } });

jest.setTimeout(30_000);

describe('find a failing input in the workspace', () => {
  onALaptop();
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-1';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('searches on demand with the XSRF header, shows the found input per parameter and adds it as a case in one click', async () => {
    const { user, fetch } = await openWorkspace(GENERABLE);
    await user.click(screen.getByRole('button', { name: 'Find a failing input' }));
    const result = await screen.findByTestId('counterexample-result');
    const [request] = requestsTo(fetch, '/api/v1/execute-code/counterexample');
    expect(await request!.clone().json()).toEqual({ source_code: 'var pairIndices = function(nums, target) {};', language_id: 63, problemId: problem(GENERABLE).id });
    expect(request!.headers.get('X-XSRF-TOKEN')).toBe('token-1');

    expect(result).toHaveTextContent('Failing input found after 12 tries');
    expect(within(result).getByText('nums =').nextSibling).toHaveTextContent('[3,3]');
    expect(within(result).getByText('target =').nextSibling).toHaveTextContent('6');
    expect(within(result).getByText('Expected').nextSibling).toHaveTextContent('[0,1]');
    expect(within(result).getByTestId('counterexample-difference')).toHaveTextContent('First difference at [0]: expected 0, got nothing');

    await user.click(within(result).getByRole('button', { name: 'Add to test cases' }));
    // The Testcase panel opens at the new case, its values one per parameter.
    expect(screen.getByRole('tab', { name: 'Test Cases' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Case 3' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'nums (int[])' })).toHaveValue('[3,3]');
    expect(screen.getByRole('textbox', { name: 'target (int)' })).toHaveValue('6');

    // A second click adds nothing: the input is already there.
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    await user.click(within(screen.getByTestId('counterexample-result')).getByRole('button', { name: 'Add to test cases' }));
    expect(screen.getByText('Already in your test cases as Case 3.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Case 4' })).not.toBeInTheDocument();
  });

  it('offers the search after a Wrong Answer, disables it with a progress line while it runs, and never claims the code correct', async () => {
    const { user, fetch } = await openWorkspace(GENERABLE);
    const held = holdAnswer(fetch, '/execute-code/counterexample');
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    const panel = await screen.findByTestId('counterexample');
    expect(panel).toHaveTextContent('Not sure which input breaks your code?');
    await user.click(within(panel).getByRole('button', { name: 'Find a failing input' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Trying inputs… (up to 10 s)');
    expect(within(panel).getByRole('button', { name: 'Find a failing input' })).toBeDisabled();

    const stopped = 'your code printed more than the output limit allows, so its answers could not be read: print less and try again';
    await held.answer({ message: 'ok', result: { found: false, tried: 200, runs: 6, stopped, ranges: ['nums: 1..10 items, each -20..20'] } });
    const result = await screen.findByTestId('counterexample-result');
    expect(result).toHaveTextContent('No failing input found in 200 tries.');
    expect(result).toHaveTextContent(`The search stopped early: ${stopped}.`);
    expect(within(result).getByTestId('counterexample-ranges')).toHaveTextContent('Inputs were drawn from these ranges, their ends included:nums: 1..10 items, each -20..20');
    expect(result).toHaveTextContent('That is no proof the code is correct');
    expect(within(panel).getByRole('button', { name: 'Find a failing input' })).toBeEnabled();
  });

  it('toasts a refused search with the server message, and offers no search on a problem that cannot generate inputs', async () => {
    const { user } = await openWorkspace(GENERABLE, {
      '/api/v1/execute-code/counterexample': { status: 400, body: { statusCode: 400, code: 'NOT_GENERABLE', message: 'This problem cannot generate inputs.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Find a failing input' }));
    expect(await screen.findByText('This problem cannot generate inputs.')).toBeInTheDocument();
  });

  it('says a problem without generators cannot generate inputs yet, with no button', async () => {
    const plain: ProblemSignature = { ...GENERABLE, params: GENERABLE.params.map(({ name, type }) => ({ name, type })) };
    const { user } = await openWorkspace(plain);
    expect(screen.getByTestId('counterexample-unavailable')).toHaveTextContent('This problem cannot generate inputs yet');
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    await screen.findByTestId('results');
    expect(screen.getAllByTestId('counterexample-unavailable').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Find a failing input' })).not.toBeInTheDocument();
  });
});

describe('the found input', () => {
  async function view(result: CounterexampleResult, added?: AddedState) {
    stubFetch(HEALTHY);
    const onAdd = jest.fn();
    await renderWithProviders(<CounterexampleResultView signature={GENERABLE} result={result} onAdd={onAdd} added={added} />);
    return onAdd;
  }

  it('takes the keyboard focus when it appears after the focus was lost, so Tab goes on to "Add to test cases"', async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await view(FOUND);
    expect(screen.getByTestId('counterexample-result')).toHaveFocus();
  });

  it('leaves the focus where the learner moved it while the search ran', async () => {
    const field = document.body.appendChild(document.createElement('input'));
    try {
      field.focus();
      await view(FOUND);
      expect(field).toHaveFocus();
    } finally {
      field.remove();
    }
  });

  it('names the verdict and why when the code crashed instead of answering', async () => {
    await view({ ...FOUND, actual: null, verdict: 'Runtime Error (NZEC)', tried: 1, stdout: 'debug line', message: 'Line 3: TypeError: nums is undefined' });
    expect(screen.getByText('Failing input found after 1 try')).toBeInTheDocument();
    expect(screen.getByTestId('counterexample-verdict')).toHaveTextContent('Your code gave no answer: Runtime Error (NZEC)');
    expect(screen.queryByText('Your output')).not.toBeInTheDocument();
    expect(screen.getByText('Error').nextSibling).toHaveTextContent('Line 3: TypeError: nums is undefined');
    expect(screen.getByText('debug line')).toBeInTheDocument();
  });

  it('shows the compiler output, not an input to add, when the code does not compile', async () => {
    await view({ ...FOUND, actual: null, verdict: 'Compilation Error', tried: 100, message: "Type 'string' is not assignable to type 'number'." });
    expect(screen.getByTestId('counterexample-result')).toHaveTextContent('Your code does not compile, so it fails on every input.');
    expect(screen.getByText('Compile output').nextSibling).toHaveTextContent('not assignable');
    expect(screen.queryByText('nums =')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to test cases' })).not.toBeInTheDocument();
  });

  it('marks the first differing line of the answer', async () => {
    await view({ ...FOUND, expected: '[0,1]', actual: '[1,0]' });
    expect(screen.getByText('Your output').nextSibling).toHaveTextContent('[1,0]');
    expect(document.querySelector('[data-differs="true"]')).toHaveTextContent('[1,0]');
    expect(screen.getByTestId('counterexample-difference')).toHaveTextContent('at [0]: expected 0, got 1');
  });

  it(`says so when the Testcase panel already holds ${MAX_CASES} cases`, async () => {
    const onAdd = await view(FOUND, { kind: 'full' });
    expect(screen.getByRole('status')).toHaveTextContent(`The Testcase panel is full (${MAX_CASES} cases): remove one to add this input.`);
    expect(screen.getByRole('button', { name: 'Add to test cases' })).toBeDisabled();
    expect(onAdd).not.toHaveBeenCalled();
  });
});

describe('server messages shown to a learner', () => {
  it('never names an API path', () => {
    const error = (message: string) => ({ status: 400, data: { statusCode: 400, message } });
    expect(learnerErrorMessage(error('Too many runs; try again in a minute'), 'fallback')).toBe('Too many runs; try again in a minute');
    expect(learnerErrorMessage(error('poll GET /api/v1/submission/42 for the verdict'), 'fallback')).toBe('fallback');
    expect(learnerErrorMessage({ status: 'FETCH_ERROR' }, 'fallback')).toBe('fallback');
  });
});
