import type { DataSource } from 'typeorm';
import type { TestResultView } from './submission-view';

/** A stored per-test result as {@link toApiSubmission} reads it, with its submission's id. */
export type StoredTestResult = TestResultView & { submissionId: string };

/**
 * Every column {@link toApiSubmission} reads. For a viewer who may not see hidden tests, a hidden
 * test's input, answers, prints and error are not read at all (NULL, the value the view shows in
 * their place): a Submit's hidden inputs are most of its stored results (up to 64 KB each, about
 * 700 KB for a problem whose largest tests hold 100,000 numbers), and PostgreSQL then neither
 * reads them from TOAST nor sends them. `$1` the submission ids, `$2` whether hidden tests show.
 * Raw SQL (decision 0008): a measured hot path, read on every Submit's answer and every
 * `/submission` read (bench/execution/README.md has the gateway's CPU before and after).
 */
const TEST_RESULTS_QUERY = `SELECT submission_id AS "submissionId", ordinal, passed, status, hidden, compile_output AS "compileOutput", time_s AS "timeS", memory_kb AS "memoryKb",
  CASE WHEN hidden AND NOT $2 THEN NULL ELSE input END AS input,
  CASE WHEN hidden AND NOT $2 THEN NULL ELSE stdout END AS stdout,
  CASE WHEN hidden AND NOT $2 THEN NULL ELSE output END AS output,
  CASE WHEN hidden AND NOT $2 THEN NULL ELSE expected END AS expected,
  CASE WHEN hidden AND NOT $2 THEN NULL ELSE stderr END AS stderr
  FROM test_case_results WHERE submission_id = ANY($1::uuid[]) ORDER BY submission_id, ordinal`;

/**
 * The stored per-test results of `submissionIds` in test order, as a viewer sees them:
 * `revealHidden` false leaves out what {@link toApiSubmission} masks of hidden tests anyway.
 * @throws the driver's error when PostgreSQL fails
 */
export function readTestResults(dataSource: DataSource, submissionIds: string[], revealHidden: boolean): Promise<StoredTestResult[]> {
  return dataSource.query<StoredTestResult[]>(TEST_RESULTS_QUERY, [submissionIds, revealHidden]);
}
