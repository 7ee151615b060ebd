import { Language, LANGUAGE_IDS, SubmissionStatus, type ApiProblem } from '@algosheets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { COUNT_INVERSIONS_COMPLEXITY, QUADRATIC_RESULT, QUADRATIC_SENTENCE } from '../../testing/growth-fixtures';
import { requestsTo, type StubbedResponse } from '../../testing/render-with-providers';
import { holdAnswer, onALaptop, openWorkspace as open, workspaceProblem, workspaceSubmission } from './workspace-fixtures';

jest.mock('../../components/code-editor/code-editor', () => jest.requireActual('./workspace-fixtures').EDITOR_STUB);

const COMPLEXITY_PATH = '/api/v1/execute-code/complexity';

/** The specs' problem in Python only, declaring count-inversions' complexity unless `complexity` says otherwise. */
function problem(complexity: ApiProblem['complexity'] = COUNT_INVERSIONS_COMPLEXITY): ApiProblem {
  return workspaceProblem({ codeSnippets: { [Language.Python]: 'class Solution: pass' }, examples: {}, complexity });
}

/** An Accepted Submit of {@link problem}. */
const ACCEPTED = workspaceSubmission({
  id: '00000000-0000-4000-8000-000000000901',
  language: Language.Python,
  status: SubmissionStatus.Accepted,
  testcases: [{ testCase: 1, passed: true, status: 'Accepted', input: null, stdout: null, output: null, expected: null, stderr: null, compileOutput: null, time: '0.010 s', memory: '1000 KB' }],
});

/** The workspace of {@link problem}; the analysis answers {@link QUADRATIC_RESULT} unless `complexity` says otherwise. */
const openWorkspace = (options: { declared?: ApiProblem['complexity']; run?: typeof ACCEPTED; complexity?: StubbedResponse } = {}) =>
  open(problem(options.declared), { run: options.run ?? ACCEPTED, extra: { [COMPLEXITY_PATH]: options.complexity ?? { body: { message: 'ok', result: QUADRATIC_RESULT } } } });

jest.setTimeout(30_000);

describe('Analyze growth in the workspace', () => {
  onALaptop();
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-1';
  });

  it('is offered after an Accepted Submit: a labelled progress line while it measures, then the sentence, the fits and the chart', async () => {
    const { user, fetch } = await openWorkspace();
    const held = holdAnswer(fetch, '/execute-code/complexity');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const panel = await screen.findByTestId('growth');
    expect(panel).toHaveTextContent('Accepted. How does your solution grow with its input?');
    await user.click(within(panel).getByRole('button', { name: 'Analyze growth' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Measuring how your solution grows…');
    expect(within(panel).getByRole('button', { name: 'Analyze growth' })).toBeDisabled();
    const [request] = requestsTo(fetch, COMPLEXITY_PATH);
    expect(await request!.clone().json()).toEqual({ source_code: 'class Solution: pass', language_id: LANGUAGE_IDS[Language.Python], problemId: problem().id });
    expect(request!.headers.get('X-XSRF-TOKEN')).toBe('token-1');

    await held.answer({ message: 'ok', result: QUADRATIC_RESULT });
    const result = await within(panel).findByTestId('growth-result');
    expect(within(result).getByTestId('growth-sentence')).toHaveTextContent(QUADRATIC_SENTENCE);
    expect(within(result).getByTestId('growth-fits')).toHaveTextContent('Your solution: O(n²), exponent 2.01, confidence 0.87');
    expect(await within(result).findByTestId('growth-chart')).toBeInTheDocument();
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Analyze growth' })).toBeEnabled();
    // The verdict's own results stay under the analysis.
    expect(screen.getByTestId('summary-Status')).toHaveTextContent('Accepted');
  });

  it('runs on demand from the Testcase panel, next to Find a failing input, and a new Run replaces the analysis as a whole', async () => {
    const { user, fetch } = await openWorkspace({ run: workspaceSubmission({ language: Language.Python }) });
    const testcases = screen.getByRole('tabpanel', { name: 'Test Cases' });
    await user.click(within(testcases).getByRole('button', { name: 'Analyze growth' }));
    // The answer shows in the Result area, which opens.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByTestId('growth-sentence')).toHaveTextContent(QUADRATIC_SENTENCE);
    expect(requestsTo(fetch, COMPLEXITY_PATH)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    await screen.findByTestId('results');
    await waitFor(() => expect(screen.queryByTestId('growth-result')).not.toBeInTheDocument());
    // A Wrong Answer Run offers no analysis of its own.
    expect(screen.queryByTestId('growth')).not.toBeInTheDocument();
  });

  it('offers no analysis when the problem declares no complexity, not even after an Accepted Submit', async () => {
    const { user, fetch } = await openWorkspace({ declared: null });
    // The Testcase panel's row of actions is there, without Analyze growth.
    expect(within(screen.getByRole('tabpanel', { name: 'Test Cases' })).getByTestId('counterexample-unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyze growth' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('results');
    expect(screen.getByTestId('summary-Status')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: 'Analyze growth' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('growth')).not.toBeInTheDocument();
    expect(requestsTo(fetch, COMPLEXITY_PATH)).toHaveLength(0);
  });

  it('toasts a refused analysis (429) with the server message, as the finder does, and offers it again', async () => {
    const limited = { status: 429, body: { statusCode: 429, code: 'EXECUTION_RATE_LIMITED', message: 'Too many executions: at most 20 per minute' } };
    const { user } = await openWorkspace({ complexity: limited });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const panel = await screen.findByTestId('growth');
    await user.click(within(panel).getByRole('button', { name: 'Analyze growth' }));
    expect(await screen.findByText('Too many executions: at most 20 per minute')).toBeInTheDocument();
    expect(screen.queryByTestId('growth-result')).not.toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Analyze growth' })).toBeEnabled());
  });
});
