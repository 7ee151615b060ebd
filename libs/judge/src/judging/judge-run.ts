import {
  isJudge0Pending,
  isJudge0RuntimeError,
  JUDGE0_MEMORY_LIMIT_MESSAGE,
  JUDGE0_STATUS,
  JUDGE0_STATUS_DESCRIPTIONS,
  type Judge0StatusId,
  type Judge0Submission,
  type Judge0TestTimes,
} from '@algosheets/contracts';
import { type ParsedRecord, TEST_OUTPUT_LIMIT, type TestOutput } from '../harness/harness-protocol';
import type { JsonValue } from '../values/json-value';
import type { CompareAnswer } from './comparators';

/**
 * The fields of the run's Judge0 result that judging reads (text fields already decoded), and the
 * sandbox's per-test CPU times when the run was stepped (absent from a Judge0 without `test_steps`).
 */
export type HarnessRunResult = Pick<Judge0Submission, 'status_id' | 'stdout' | 'stderr' | 'compile_output' | 'message' | 'exit_code'> & Partial<Judge0TestTimes>;

/**
 * A test's verdict, named as Judge0 names statuses, plus the two names Judge0 has no status for:
 * `Memory Limit Exceeded` (Judge0 reports a runtime error with the sandbox's message) and
 * `Not Run` (the run ended before this test started). These names are not the submission status texts
 * (`Compilation Error` becomes `Compile Error`, each `Runtime Error (…)` becomes `Runtime Error`): the one
 * table between the two is `statusOfVerdict` in apps/execution/src/execution/harness-judging.ts.
 */
export type TestVerdictName =
  | 'Accepted'
  | 'Wrong Answer'
  | 'Time Limit Exceeded'
  | 'Compilation Error'
  | 'Runtime Error (SIGSEGV)'
  | 'Runtime Error (SIGXFSZ)'
  | 'Runtime Error (SIGFPE)'
  | 'Runtime Error (SIGABRT)'
  | 'Runtime Error (NZEC)'
  | 'Runtime Error (Other)'
  | 'Internal Error'
  | 'Exec Format Error'
  | 'Memory Limit Exceeded'
  | 'Not Run';

/** One test's verdict from {@link judgeRun}. */
export interface TestVerdict {
  /** Index of the test, from 0. */
  index: number;
  verdict: TestVerdictName;
  /** The Judge0 status the verdict stands for (a runtime-error id for MLE); null when not run. */
  statusId: Judge0StatusId | null;
  /** The learner's answer, when the test's record arrived with one. */
  actual?: JsonValue;
  /**
   * CPU time of the test, ms: the sandbox's count from the test's input to its record (or to the
   * end of the run for the test in progress); the record's own figure only from a Judge0 without
   * per-test times.
   */
  cpuMs?: number;
  /** What the learner printed during this test: the record's capture, then raw stdout writes. */
  stdout: string;
  /** Why, for every verdict but Accepted and Not Run: exception, compiler output, limit. */
  message?: string;
  /** Line in the learner's code the exception came from, when known. */
  line?: number;
}

/** What {@link judgeRun} needs besides the run's result. */
export interface JudgeRunInput {
  run: HarnessRunResult;
  /** `parseHarnessOutput(run.stdout, nonce, tests)`. */
  outputs: TestOutput[];
  /** Each test's parsed arguments, as passed to the comparator. */
  inputs: JsonValue[][];
  /** Each test's expected answer. */
  expected: JsonValue[];
  compare: CompareAnswer;
  /**
   * Checks a learner's answer against the signature and returns it normalised (the value a
   * comparator sees), given the test's arguments.
   * @throws Error (a `TestCaseError`) naming what is wrong with it: the test is Wrong Answer
   */
  checkAnswer: (input: JsonValue[], answer: JsonValue) => JsonValue;
  /** The per-test time limit, ms: a test whose CPU time exceeds it is Time Limit Exceeded. */
  timeLimitMs: number;
}

/** Python's and JavaScript's names for code that does not parse: a load error of these is a compile error. */
const SYNTAX_ERRORS = new Set(['SyntaxError', 'IndentationError', 'TabError']);

const verdictOf = (statusId: Judge0StatusId): Pick<TestVerdict, 'verdict' | 'statusId'> => ({
  verdict: JUDGE0_STATUS_DESCRIPTIONS[statusId] as TestVerdictName,
  statusId,
});

/** The end of a long text (the interesting part of a traceback or a compiler's output). */
function tail(text: string | null): string | undefined {
  if (!text) return undefined;
  return text.length > TEST_OUTPUT_LIMIT ? `…${text.slice(-TEST_OUTPUT_LIMIT)}` : text;
}

/** The test's CPU time, ms: the sandbox's when the run was stepped, else the record's. */
function testTimeMs(run: HarnessRunResult, index: number, recorded?: number): number | undefined {
  return run.test_times ? run.test_times[index] : recorded;
}

function judgeRecorded(output: Extract<TestOutput, { state: 'recorded' }>, index: number, input: JudgeRunInput): TestVerdict {
  const { record } = output;
  const cpuMs = testTimeMs(input.run, index, record.cpuMs);
  const base = { index, ...(cpuMs === undefined ? {} : { cpuMs }), stdout: (record.stdout + output.stray).slice(0, TEST_OUTPUT_LIMIT) };
  if (cpuMs !== undefined && cpuMs > input.timeLimitMs) {
    return { ...base, ...verdictOf(JUDGE0_STATUS.TIME_LIMIT_EXCEEDED), message: `${Math.round(cpuMs)} ms of CPU time, over the ${input.timeLimitMs} ms limit` };
  }
  if (record.status === 'error' && record.error) {
    const { type, message, line } = record.error;
    return { ...base, ...verdictOf(JUDGE0_STATUS.RUNTIME_ERROR_NZEC), message: message ? `${type}: ${message}` : type, ...(line ? { line } : {}) };
  }
  let actual = record.value as JsonValue;
  try {
    actual = input.checkAnswer(input.inputs[index], actual);
  } catch (error) {
    return { ...base, actual, ...verdictOf(JUDGE0_STATUS.WRONG_ANSWER), message: `the answer does not fit the signature: ${(error as Error).message}` };
  }
  let accepted: boolean;
  try {
    accepted = input.compare(input.inputs[index], input.expected[index], actual) === true;
  } catch (error) {
    return { ...base, actual, ...verdictOf(JUDGE0_STATUS.WRONG_ANSWER), message: `the checker failed: ${(error as Error).message}` };
  }
  return { ...base, actual, ...verdictOf(accepted ? JUDGE0_STATUS.ACCEPTED : JUDGE0_STATUS.WRONG_ANSWER) };
}

/** The verdict of the test in progress when the run ended without its record. */
function judgeInProgress(index: number, stray: string, run: HarnessRunResult): TestVerdict {
  const cpuMs = testTimeMs(run, index);
  const base = { index, stdout: stray, ...(cpuMs === undefined ? {} : { cpuMs }) };
  const statusId = run.status_id as Judge0StatusId;
  if (run.test_time_exceeded === index) return { ...base, ...verdictOf(JUDGE0_STATUS.TIME_LIMIT_EXCEEDED), message: 'this test reached its CPU time limit' };
  if (statusId === JUDGE0_STATUS.TIME_LIMIT_EXCEEDED) return { ...base, ...verdictOf(statusId), message: 'the run reached its time limit during this test' };
  if (isJudge0RuntimeError(statusId) && run.message === JUDGE0_MEMORY_LIMIT_MESSAGE) {
    return { ...base, verdict: 'Memory Limit Exceeded', statusId, message: 'the run reached its memory limit during this test' };
  }
  if (isJudge0RuntimeError(statusId) || statusId === JUDGE0_STATUS.INTERNAL_ERROR || statusId === JUDGE0_STATUS.EXEC_FORMAT_ERROR) {
    return { ...base, ...verdictOf(statusId), message: tail(run.stderr) ?? run.message ?? undefined };
  }
  // The program ended cleanly without answering this test: the learner's code ended it.
  return {
    ...base,
    ...verdictOf(JUDGE0_STATUS.RUNTIME_ERROR_OTHER),
    message: `the program exited during this test (exit code ${run.exit_code ?? 0})${run.stderr ? `\n${tail(run.stderr)}` : ''}`,
  };
}

/**
 * The verdicts of a run whose learner's code did not load (test 0's record has `load`): a syntax
 * error is one Compilation Error on every test, as a compiler's would be, with the learner's line;
 * anything else thrown while loading is a Runtime Error of test 0, the rest Not Run.
 */
function judgeLoadError(record: ParsedRecord, count: number): TestVerdict[] {
  const { type = 'Error', message = '', line } = record.error ?? {};
  const text = `${line ? `Line ${line}: ` : ''}${message ? `${type}: ${message}` : type}`;
  if (SYNTAX_ERRORS.has(type)) return Array.from({ length: count }, (_unused, index) => ({ index, ...verdictOf(JUDGE0_STATUS.COMPILATION_ERROR), stdout: '', message: text }));
  return Array.from({ length: count }, (_unused, index): TestVerdict =>
    index === 0
      ? { index, ...verdictOf(JUDGE0_STATUS.RUNTIME_ERROR_NZEC), stdout: record.stdout, message: message ? `${type}: ${message}` : type, ...(line ? { line } : {}) }
      : { index, verdict: 'Not Run', statusId: null, stdout: '' },
  );
}

/**
 * Judges every test of one harness run (the rule of function-signature judging):
 * - Compilation Error: every test, with the compiler's output;
 * - the learner's code did not load: a syntax error is Compilation Error on every test, any other
 *   load error Runtime Error on test 0 and Not Run after it;
 * - a test whose record arrived: Time Limit Exceeded if its CPU time (the sandbox's per-test
 *   count; the record's only without one) is over `timeLimitMs`, else Runtime Error (NZEC) if the
 *   call threw (message and learner line), Wrong Answer if the answer does not fit the signature
 *   (`checkAnswer`), else Accepted or Wrong Answer by `compare` (a comparator that throws gives
 *   Wrong Answer with the reason);
 * - a forged test: Runtime Error (Other), naming what was wrong with its record;
 * - the first test without a record is the one in progress when the run ended: it takes the
 *   run's limit verdict (Time Limit Exceeded when the sandbox killed the run for this test's CPU
 *   time or the run's, Memory Limit Exceeded, the runtime error with stderr, or Runtime Error
 *   (Other) when the program exited by itself); the later ones are Not Run, as is every test
 *   after the one the sandbox ended the run for (`test_time_exceeded`, `test_memory_exceeded`:
 *   that test is Memory Limit Exceeded whatever its record says).
 * @throws Error when the run is still pending (status 1 or 2) or the arrays' lengths differ
 */
export function judgeRun(input: JudgeRunInput): TestVerdict[] {
  const { run, outputs } = input;
  if (isJudge0Pending(run.status_id)) throw new Error('judgeRun needs a finished run');
  if (input.inputs.length !== outputs.length || input.expected.length !== outputs.length) throw new Error('judgeRun needs one input and one expected answer per test');
  if (run.status_id === JUDGE0_STATUS.COMPILATION_ERROR) {
    return outputs.map((_output, index) => ({ index, ...verdictOf(JUDGE0_STATUS.COMPILATION_ERROR), stdout: '', message: tail(run.compile_output) ?? '' }));
  }
  const first = outputs[0];
  if (first?.state === 'recorded' && first.record.load) return judgeLoadError(first.record, outputs.length);
  let inProgressSeen = false;
  const memoryExceeded = run.test_memory_exceeded ?? null;
  const exceeded = run.test_time_exceeded ?? memoryExceeded;
  return outputs.map((output, index): TestVerdict => {
    // The sandbox ended the run for test `exceeded`'s time or memory: nothing after it ran to its end.
    if (exceeded !== null && index > exceeded) return { index, verdict: 'Not Run', statusId: null, stdout: '' };
    if (memoryExceeded === index) {
      const cpuMs = testTimeMs(run, index);
      return { index, verdict: 'Memory Limit Exceeded', statusId: run.status_id as Judge0StatusId, stdout: '', ...(cpuMs === undefined ? {} : { cpuMs }), message: 'the run held more than its memory limit at the end of this test' };
    }
    switch (output.state) {
      case 'recorded':
        return judgeRecorded(output, index, input);
      case 'forged':
        return { index, ...verdictOf(JUDGE0_STATUS.RUNTIME_ERROR_OTHER), stdout: output.stray, message: `this test's output was forged or broken: ${output.reason}` };
      case 'missing':
        if (inProgressSeen) return { index, verdict: 'Not Run', statusId: null, stdout: '' };
        inProgressSeen = true;
        return judgeInProgress(index, output.stray, run);
    }
  });
}

/**
 * The verdict of a whole Run or Submit, as the field shows it: the first test (in order) that
 * was not Accepted, or Accepted when every test was; `passed` counts the Accepted tests.
 */
export function overallVerdict(verdicts: TestVerdict[]): { verdict: TestVerdictName; passed: number; firstFailed: TestVerdict | null } {
  const firstFailed = verdicts.find((v) => v.verdict !== 'Accepted') ?? null;
  return { verdict: firstFailed?.verdict ?? 'Accepted', passed: verdicts.filter((v) => v.verdict === 'Accepted').length, firstFailed };
}

/**
 * The error text of a failed test as the field shows it: `Line 4: IndexError: list index out of
 * range`; null for Accepted, Not Run, a compile error (its output stands alone) or no message.
 */
export function errorText(verdict: TestVerdict): string | null {
  if (verdict.verdict === 'Accepted' || verdict.verdict === 'Not Run' || verdict.verdict === 'Compilation Error' || !verdict.message) return null;
  return verdict.line ? `Line ${verdict.line}: ${verdict.message}` : verdict.message;
}
