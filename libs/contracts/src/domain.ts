/** Problem difficulty. */
export enum Difficulty {
  Easy = 'EASY',
  Medium = 'MEDIUM',
  Hard = 'HARD',
}

/** User roles (the spec has 'ADMIN' or another value; ours is 'USER'). */
export enum Role {
  Admin = 'ADMIN',
  User = 'USER',
}

/** Languages a learner can submit in (TYPESCRIPT is known to execution). */
export enum Language {
  JavaScript = 'JAVASCRIPT',
  Python = 'PYTHON',
  Java = 'JAVA',
  TypeScript = 'TYPESCRIPT',
  Cpp = 'CPP',
}

/** Judge0 CE language ids the execution pipeline sends. */
export const LANGUAGE_IDS: Readonly<Record<Language, number>> = {
  [Language.Python]: 71,
  [Language.JavaScript]: 63,
  [Language.Java]: 62,
  [Language.TypeScript]: 74,
  [Language.Cpp]: 54,
};

/** Reverse of {@link LANGUAGE_IDS}; `undefined` for an id we do not run. */
export function languageForId(languageId: number): Language | undefined {
  return (Object.keys(LANGUAGE_IDS) as Language[]).find((language) => LANGUAGE_IDS[language] === languageId);
}

/**
 * Overall submission status text: `Accepted`, else the first failing test's status. `Compile Error`
 * keeps the spec's spelling; `Pending` is the state between the Submit request and the stored
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
}
