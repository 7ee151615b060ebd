import { Language, STANDING_MINIMUM_SAMPLE, type SubmissionStanding, SubmissionStatus } from '@algosheets/contracts';
import { screen, within } from '@testing-library/react';
import { standingSentences } from './speed-standing';
import { onALaptop, openWorkspace, workspaceProblem, workspaceSubmission } from './workspace-fixtures';

jest.mock('../../components/code-editor/code-editor', () => jest.requireActual('./workspace-fixtures').EDITOR_STUB);

jest.setTimeout(30_000);

const PROBLEM = workspaceProblem();
const SUBMISSION_ID = '00000000-0000-4000-8000-000000000777';
const ACCEPTED = workspaceSubmission({
  id: SUBMISSION_ID,
  language: Language.Python,
  status: SubmissionStatus.Accepted,
  time: '["0.030 s"]',
  memory: '[10240]',
  testcases: [{ testCase: 1, passed: true, status: 'Accepted', input: null, stdout: null, output: null, expected: null, stderr: null, compileOutput: null, time: null, memory: null }],
});

/** A standing of {@link ACCEPTED}: 412 Python submissions, faster than 73 %, less memory than 58 %. */
function standing(overrides: Partial<SubmissionStanding> = {}): SubmissionStanding {
  return {
    submissionId: SUBMISSION_ID,
    problemId: PROBLEM.id,
    language: Language.Python,
    sampleSize: 412,
    minimumSample: STANDING_MINIMUM_SAMPLE,
    cpuTimeMs: 30,
    peakMemoryKb: 10240,
    percentFaster: 73,
    percentLessMemory: 58,
    cpuTimeHistogram: [
      { from: 10, to: 30, count: 100, mine: false },
      { from: 30, to: 50, count: 312, mine: true },
    ],
    peakMemoryHistogram: [
      { from: 9216, to: 10240, count: 200, mine: false },
      { from: 10240, to: 11264, count: 212, mine: true },
    ],
    ...overrides,
  };
}

/** Submits in the workspace, the gateway answering {@link ACCEPTED} (or `run`) and the standing `answer`; resolves to the Results panel. */
async function submitWith(answer: SubmissionStanding, run = ACCEPTED) {
  const opened = await openWorkspace(PROBLEM, {
    run,
    extra: { [`/api/v1/submission/${SUBMISSION_ID}/standing`]: { body: { message: 'ok', standing: answer } } },
  });
  await opened.user.click(screen.getByRole('button', { name: 'Submit' }));
  return { ...opened, results: await screen.findByTestId('results') };
}

describe('the speed standing of an Accepted Submit', () => {
  onALaptop();

  it('says how much faster and leaner it is than the sample, and charts both distributions with that sentence as their text', async () => {
    const { results, fetch } = await submitWith(standing());
    expect(await within(results).findByText('Faster than 73 % of 412 Python submissions')).toBeInTheDocument();
    expect(within(results).getByText('Less memory than 58 % of 412 Python submissions')).toBeInTheDocument();
    expect(await within(results).findByRole('img', { name: 'CPU time: Faster than 73 % of 412 Python submissions' })).toBeInTheDocument();
    expect(within(results).getByRole('img', { name: 'Peak memory: Less memory than 58 % of 412 Python submissions' })).toBeInTheDocument();
    const asked = fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
    expect(asked).toContain(`/api/v1/submission/${SUBMISSION_ID}/standing`);
  });

  it(`says there are too few submissions instead of a percentage below ${STANDING_MINIMUM_SAMPLE}`, async () => {
    const { results } = await submitWith(standing({ sampleSize: 12, percentFaster: null, percentLessMemory: null }));
    expect(await within(results).findByText('Too few Python submissions (12) to rank yet: 20 needed')).toBeInTheDocument();
    expect(within(results).queryByText(/Faster than|Less memory than/)).not.toBeInTheDocument();
  });

  it('asks for no standing after a verdict other than Accepted', async () => {
    const { results, fetch } = await submitWith(standing(), { ...ACCEPTED, status: SubmissionStatus.WrongAnswer });
    expect(within(results).getByTestId('summary-Status')).toHaveTextContent('Wrong Answer');
    expect(within(results).queryByTestId('speed-standing')).not.toBeInTheDocument();
    const asked = fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
    expect(asked.some((path) => path.endsWith('/standing'))).toBe(false);
  });
});

describe('standingSentences', () => {
  it('ranks from the minimum sample on, naming the language by its label', () => {
    expect(standingSentences(standing({ language: Language.Cpp, sampleSize: 20, percentFaster: 0, percentLessMemory: 95 }))).toEqual({
      speed: 'Faster than 0 % of 20 C++ submissions',
      memory: 'Less memory than 95 % of 20 C++ submissions',
    });
  });

  it('says a submission judged before measurements were kept has none to rank', () => {
    expect(standingSentences(standing({ cpuTimeMs: null, peakMemoryKb: null, percentFaster: null, percentLessMemory: null }))).toEqual({
      speed: 'This submission has no sandbox measurement to rank.',
      memory: null,
    });
  });
});
