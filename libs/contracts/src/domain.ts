/** Problem difficulty. */
export enum Difficulty {
  Easy = 'EASY',
  Medium = 'MEDIUM',
  Hard = 'HARD',
}

/** User roles: 'ADMIN', and 'USER' for everyone else (a learner). */
export enum Role {
  Admin = 'ADMIN',
  User = 'USER',
}

export { Language, LANGUAGE_IDS, languageForId } from './languages';

/**
 * Overall submission status text: `Accepted`, else the first failing test's status. `Compile Error`
 * is spelled so on purpose (Judge0 says Compilation Error); `Pending` is the state between the Submit request and the stored
 * verdict. The harness names a test's verdict as Judge0 does (`TestVerdictName` of
 * @algosheets/judge: `Compilation Error`, `Runtime Error (SIGSEGV)` ...); those names become these
 * statuses through one table, `statusOfVerdict` in apps/execution/src/execution/harness-judging.ts.
 */
export enum SubmissionStatus {
  Pending = 'Pending',
  Accepted = 'Accepted',
  WrongAnswer = 'Wrong Answer',
  TimeLimitExceeded = 'Time Limit Exceeded',
  MemoryLimitExceeded = 'Memory Limit Exceeded',
  RuntimeError = 'Runtime Error',
  CompileError = 'Compile Error',
  InternalError = 'Internal Error',
  /**
   * A test's status only (never a submission's): the run ended (a crash or a limit during an earlier
   * test) before this test started.
   */
  NotRun = 'Not Run',
  /**
   * A hidden test's status as a learner sees it (never stored, never a submission's): it did not
   * pass. Which way it failed is not told: the submission's own status names the first failure.
   */
  Failed = 'Failed',
}
