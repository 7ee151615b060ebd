import type { ApiSubmission, ApiTestCaseResult } from '@algosheets/contracts';
import type { Submission, TestCaseResult } from '@algosheets/database';

/** The per-test fields {@link toApiSubmission} reads: a stored result row, or a Run's in-memory one. */
export type TestResultView = Pick<
  TestCaseResult,
  'ordinal' | 'passed' | 'status' | 'hidden' | 'input' | 'stdout' | 'expected' | 'stderr' | 'compileOutput' | 'timeS' | 'memoryKb'
>;

/** `0.0123` → `"0.012 s"` (spec section 3: each time entry begins with a number of seconds). */
export function formatSeconds(timeS: number | null): string | null {
  return timeS === null ? null : `${timeS.toFixed(3)} s`;
}

/**
 * The API shape of a submission (spec section 3; DESIGN.md section 4). For a viewer who may not see
 * hidden test cases, their input, expected output, actual output and stderr are null: only the
 * verdict, time and memory remain, so hidden tests cannot be read back through printing.
 * `time`/`memory` are the stored JSON text of per-test values, else derived from `results` in test order.
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
  const testcases: ApiTestCaseResult[] = ordered.map((result) => {
    const masked = result.hidden && !options.revealHidden;
    return {
      testCase: result.ordinal + 1,
      passed: result.passed,
      status: result.status,
      input: masked ? null : result.input,
      stdout: masked ? null : result.stdout,
      expected: masked ? null : result.expected,
      stderr: masked ? null : result.stderr,
      compileOutput: result.compileOutput,
      time: formatSeconds(result.timeS),
      memory: result.memoryKb === null ? null : `${result.memoryKb} KB`,
    };
  });
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
    time: submission.time ?? JSON.stringify(ordered.map((result) => formatSeconds(result.timeS) ?? '0 s')),
    memory: submission.memory ?? JSON.stringify(ordered.map((result) => result.memoryKb ?? 0)),
    testcases,
    createdAt: submission.createdAt.toISOString(),
    updatedAt: submission.updatedAt.toISOString(),
  };
}
