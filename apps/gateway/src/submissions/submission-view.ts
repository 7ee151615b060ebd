import { type ApiSubmission, type ApiTestCaseResult, formatKb, formatSeconds, SubmissionStatus } from '@algosheets/contracts';
import type { Submission, TestCaseResult } from '@algosheets/database';

/** The per-test fields {@link toApiSubmission} reads: a stored result row, or a Run's in-memory one. */
export type TestResultView = Pick<
  TestCaseResult,
  'ordinal' | 'passed' | 'status' | 'hidden' | 'input' | 'stdout' | 'output' | 'expected' | 'stderr' | 'compileOutput' | 'timeS' | 'memoryKb'
>;

/**
 * The API shape of a submission. For a viewer who may not see hidden test cases, a hidden test is
 * reduced to passed / failed / not run: `status` is "Accepted", "Failed" or "Not Run" whatever the
 * real verdict, and its input, expected output, actual output, stderr, time and memory are null,
 * because every per-test figure is a channel a learner's program can encode a hidden input into (a
 * review read 11 of 12 bytes of a hidden input through per-test memory). Such a viewer then gets
 * the submission's aggregate `time`/`memory` only: one-element JSON arrays, as the worker stores
 * them for a job with hidden tests (the sandbox's figures, coarsened), else of the slowest test and
 * the peak memory. Otherwise `time`/`memory` are the stored JSON text of per-test values, else
 * derived from `results` in test order.
 */
export function toApiSubmission(
  submission: Pick<
    Submission,
    'userId' | 'problemId' | 'language' | 'sourceCode' | 'status' | 'stdout' | 'stderr' | 'compileOutput' | 'time' | 'memory'
  > & {
    id: string | null;
    createdAt: Date;
    updatedAt: Date;
  },
  results: TestResultView[],
  options: { revealHidden: boolean },
): ApiSubmission {
  const ordered = [...results].sort((a, b) => a.ordinal - b.ordinal);
  const masks = (result: TestResultView): boolean => result.hidden && !options.revealHidden;
  const testcases: ApiTestCaseResult[] = ordered.map((result) => {
    const masked = masks(result);
    return {
      testCase: result.ordinal + 1,
      passed: result.passed,
      status: masked ? maskedStatus(result) : result.status,
      input: masked ? null : result.input,
      stdout: masked ? null : result.stdout,
      output: masked ? null : result.output,
      expected: masked ? null : result.expected,
      stderr: masked ? null : result.stderr,
      compileOutput: result.compileOutput,
      time: masked ? null : formatSeconds(result.timeS),
      memory: masked ? null : formatKb(result.memoryKb),
    };
  });
  const aggregateOnly = ordered.some(masks);
  const storedAggregate = (column: string | null): string | null => (column !== null && parseJsonArrayLength(column) === 1 ? column : null);
  return {
    id: submission.id,
    userId: submission.userId,
    problemId: submission.problemId,
    language: submission.language,
    sourceCode: submission.sourceCode,
    status: submission.status,
    stdout: submission.stdout,
    stderr: submission.stderr,
    compileOutput: submission.compileOutput,
    time: aggregateOnly
      ? (storedAggregate(submission.time) ?? JSON.stringify([formatSeconds(Math.max(...ordered.map((result) => result.timeS ?? 0)))]))
      : (submission.time ?? JSON.stringify(ordered.map((result) => formatSeconds(result.timeS) ?? '0 s'))),
    memory: aggregateOnly
      ? (storedAggregate(submission.memory) ?? JSON.stringify([Math.max(...ordered.map((result) => result.memoryKb ?? 0))]))
      : (submission.memory ?? JSON.stringify(ordered.map((result) => result.memoryKb ?? 0))),
    testcases,
    createdAt: submission.createdAt.toISOString(),
    updatedAt: submission.updatedAt.toISOString(),
  };
}

/** A hidden test's status for a viewer who may not see it: passed, failed or not run, no more. */
function maskedStatus(result: TestResultView): string {
  if (result.passed) return SubmissionStatus.Accepted;
  return result.status === SubmissionStatus.NotRun ? SubmissionStatus.NotRun : SubmissionStatus.Failed;
}

/** Entries of a stored JSON list column, or -1 when it is not one. */
function parseJsonArrayLength(text: string): number {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.length : -1;
  } catch {
    return -1;
  }
}
