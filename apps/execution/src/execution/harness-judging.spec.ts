import { SubmissionStatus } from '@algosheets/contracts';
import type { TestVerdictName } from '@algosheets/judge';
import { statusOfVerdict } from './harness-judging';

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
