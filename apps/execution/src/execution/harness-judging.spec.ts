import { JUDGE0_MEMORY_LIMIT_MESSAGE, JUDGE0_STATUS, JUDGE0_STATUS_DESCRIPTIONS, type Judge0StatusId, SubmissionStatus } from '@algosheets/contracts';
import type { TestVerdictName } from '@algosheets/judge';
import type { Judge0Result } from '../judge0/judge0.client';
import { statusOfVerdict } from './harness-judging';
import { statusOfRun } from './judging';

/** Every harness verdict name (a Record, so the type checker refuses a name left out) and the submission status it stands for. */
const STATUS_BY_VERDICT: Record<TestVerdictName, SubmissionStatus> = {
  Accepted: SubmissionStatus.Accepted,
  'Wrong Answer': SubmissionStatus.WrongAnswer,
  'Time Limit Exceeded': SubmissionStatus.TimeLimitExceeded,
  'Compilation Error': SubmissionStatus.CompileError,
  'Runtime Error (SIGSEGV)': SubmissionStatus.RuntimeError,
  'Runtime Error (SIGXFSZ)': SubmissionStatus.RuntimeError,
  'Runtime Error (SIGFPE)': SubmissionStatus.RuntimeError,
  'Runtime Error (SIGABRT)': SubmissionStatus.RuntimeError,
  'Runtime Error (NZEC)': SubmissionStatus.RuntimeError,
  'Runtime Error (Other)': SubmissionStatus.RuntimeError,
  'Internal Error': SubmissionStatus.InternalError,
  'Exec Format Error': SubmissionStatus.InternalError,
  'Memory Limit Exceeded': SubmissionStatus.MemoryLimitExceeded,
  'Not Run': SubmissionStatus.NotRun,
};

describe('statusOfVerdict: the harness verdict names onto the submission statuses', () => {
  it.each(Object.entries(STATUS_BY_VERDICT))('%s is %s', (verdict, status) => {
    expect(statusOfVerdict(verdict as TestVerdictName)).toBe(status);
  });

  it('reaches every status a test can have, and only Pending (a submission state) and Failed (a masked hidden test) are never verdicts', () => {
    const reached = new Set(Object.keys(STATUS_BY_VERDICT).map((verdict) => statusOfVerdict(verdict as TestVerdictName)));
    expect(Object.values(SubmissionStatus).filter((status) => !reached.has(status))).toEqual([SubmissionStatus.Pending, SubmissionStatus.Failed]);
  });

  it('spells a compile failure as the submission statuses do: Judge0 says Compilation Error, the status Compile Error', () => {
    expect(statusOfVerdict('Compilation Error')).toBe('Compile Error');
  });
});

describe('the two vocabularies agree on every Judge0 status of a finished run', () => {
  const finished = (Object.keys(JUDGE0_STATUS_DESCRIPTIONS).map(Number) as Judge0StatusId[]).filter((id) => id !== JUDGE0_STATUS.IN_QUEUE && id !== JUDGE0_STATUS.PROCESSING);
  const result = (id: Judge0StatusId, message: string | null = null): Judge0Result => ({
    token: 't',
    status: { id, description: JUDGE0_STATUS_DESCRIPTIONS[id] },
    stdout: 'x\n',
    stderr: null,
    compile_output: null,
    message,
    time: '0.01',
    wall_time: '0.02',
    memory: 9000,
    exit_code: 0,
  });

  it.each(finished)('status id %i: the verdict named by its description has the status a whole-program run gets', (id) => {
    // Expected output equal to stdout, so statusOfRun's output rule keeps Accepted as Accepted.
    const expectedOutput = id === JUDGE0_STATUS.WRONG_ANSWER ? 'y' : 'x';
    expect(statusOfVerdict(JUDGE0_STATUS_DESCRIPTIONS[id] as TestVerdictName)).toBe(statusOfRun(result(id), { input: '', expectedOutput }));
  });

  it('a runtime error with the sandbox memory message is Memory Limit Exceeded in both', () => {
    expect(statusOfVerdict('Memory Limit Exceeded')).toBe(statusOfRun(result(JUDGE0_STATUS.RUNTIME_ERROR_SIGSEGV, JUDGE0_MEMORY_LIMIT_MESSAGE), { input: '' }));
  });
});
