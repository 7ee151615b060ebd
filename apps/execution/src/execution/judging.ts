import { type ExecutionJobResult, type ExecutionTestResult, formatSeconds, SubmissionStatus } from '@algosheets/contracts';

/** Longest text kept per output field (stdout, stderr, compile output) of a test, in characters. */
export const MAX_STORED_TEXT = 64 * 1024;

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
