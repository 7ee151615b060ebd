import {
  type ExecutionJobResult,
  type ExecutionTestInput,
  type ExecutionTestResult,
  formatSeconds,
  isJudge0RuntimeError,
  JUDGE0_MEMORY_LIMIT_MESSAGE,
  JUDGE0_STATUS,
  SubmissionStatus,
} from '@algosheets/contracts';
import type { Judge0Result } from '../judge0/judge0.client';

/** Longest text kept per output field (stdout, stderr, compile output) of a test, in characters. */
export const MAX_STORED_TEXT = 64 * 1024;

/**
 * Judge0's output rule (`isolate_job.rb#strip` in Judge0's code): split on `\n`,
 * right-strip each line (spaces, tabs, `\r`, `\0`), join, right-strip the whole. Leading whitespace
 * and blank lines in the middle stay significant.
 */
export function normalizeOutput(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[\s\0]+$/, ''))
    .join('\n')
    .replace(/[\s\0]+$/, '');
}

/**
 * True when `stdout` matches `expected` under {@link normalizeOutput}. As in Judge0, an empty
 * expected output never matches a program that printed nothing (`"" == nil` is false in Ruby).
 */
export function outputMatches(stdout: string | null, expected: string): boolean {
  if (stdout === null) return false;
  return normalizeOutput(stdout) === normalizeOutput(expected);
}

function truncate(text: string | null): string | null {
  if (text === null || text.length <= MAX_STORED_TEXT) return text;
  return `${text.slice(0, MAX_STORED_TEXT)}\n… [truncated ${text.length - MAX_STORED_TEXT} characters]`;
}

/**
 * The status text of one finished Judge0 run (a `SubmissionStatus` text, so `Compile Error`, not
 * Judge0's Compilation Error): 3 → Accepted (then the output rule decides), 4 → Wrong Answer, 5 → Time Limit Exceeded, 6 →
 * Compile Error, 7–12 → Runtime Error or Memory Limit Exceeded when the sandbox says so in
 * `message`, 13/14 and unknown ids → Internal Error (a fault of the judge, not of the program).
 */
export function statusOfRun(result: Judge0Result, test: ExecutionTestInput): SubmissionStatus {
  const id = result.status.id;
  if (id === JUDGE0_STATUS.ACCEPTED || id === JUDGE0_STATUS.WRONG_ANSWER) {
    if (test.expectedOutput === undefined) return SubmissionStatus.Accepted;
    return outputMatches(result.stdout, test.expectedOutput) ? SubmissionStatus.Accepted : SubmissionStatus.WrongAnswer;
  }
  if (id === JUDGE0_STATUS.TIME_LIMIT_EXCEEDED) return SubmissionStatus.TimeLimitExceeded;
  if (id === JUDGE0_STATUS.COMPILATION_ERROR) return SubmissionStatus.CompileError;
  if (isJudge0RuntimeError(id)) {
    return result.message === JUDGE0_MEMORY_LIMIT_MESSAGE ? SubmissionStatus.MemoryLimitExceeded : SubmissionStatus.RuntimeError;
  }
  return SubmissionStatus.InternalError;
}

/** Per-test verdict of one Judge0 result, with outputs capped at {@link MAX_STORED_TEXT}. */
export function judgeTest(ordinal: number, test: ExecutionTestInput, result: Judge0Result): ExecutionTestResult {
  const status = statusOfRun(result, test);
  const time = result.time === null ? null : Number.parseFloat(result.time);
  return {
    ordinal,
    passed: status === SubmissionStatus.Accepted,
    status,
    hidden: test.hidden ?? false,
    input: truncate(test.input),
    stdout: truncate(result.stdout),
    output: null,
    expected: test.expectedOutput === undefined ? null : truncate(test.expectedOutput),
    // The sandbox's reason for a kill (memory, output limit) is more useful than an empty stderr.
    stderr: truncate(result.stderr ?? (status === SubmissionStatus.Accepted || status === SubmissionStatus.WrongAnswer ? null : result.message)),
    compileOutput: truncate(result.compile_output),
    timeS: time === null || Number.isNaN(time) ? null : time,
    memoryKb: result.memory,
  };
}

/** `Accepted` when every test passed, else the first failing test's status. */
export function overallStatus(results: ExecutionTestResult[]): SubmissionStatus {
  return results.find((result) => !result.passed)?.status ?? SubmissionStatus.Accepted;
}

/**
 * Submission-level columns of a judged job (the Submission entity of the API, whose `time` and `memory`
 * the screens parse as JSON lists): JSON text of per-test values for `stdout`, `stderr`, `time` and
 * `memory`, and the compile output once (it is the same for every test). Hidden tests contribute
 * `null` stdout/stderr so the submission row cannot leak them, and a job with hidden tests stores
 * its `aggregate` as one-element `time` and `memory` lists instead of per-test figures.
 */
export function submissionColumns(
  results: ExecutionTestResult[],
  aggregate?: ExecutionJobResult['aggregate'],
): {
  stdout: string;
  stderr: string;
  compileOutput: string | null;
  time: string;
  memory: string;
} {
  return {
    stdout: JSON.stringify(results.map((result) => (result.hidden ? null : result.stdout))),
    stderr: JSON.stringify(results.map((result) => (result.hidden ? null : result.stderr))),
    compileOutput: results.find((result) => result.compileOutput !== null)?.compileOutput ?? null,
    time: aggregate
      ? JSON.stringify([formatSeconds(aggregate.timeS) ?? '0 s'])
      : JSON.stringify(results.map((result) => formatSeconds(result.timeS) ?? '0 s')),
    memory: aggregate ? JSON.stringify([aggregate.memoryKb ?? 0]) : JSON.stringify(results.map((result) => result.memoryKb ?? 0)),
  };
}
