import { type ExecutionJobResult, SubmissionStatus } from '@algosheets/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { submissionColumns } from './judging';

/**
 * Writes a Submit's verdict: submission, per-test results and solved mark in one transaction.
 * At-least-once delivery means a job may run twice (a worker killed after judging, before
 * acknowledging), so every write is idempotent:
 * - the submission is finalised by a conditional update of a `Pending` row, so only the first
 *   finished run writes, and a later one (or a late `Internal Error`) changes nothing;
 * - per-test results are upserted by their key (submission, ordinal);
 * - the solved mark is `INSERT ... ON CONFLICT DO NOTHING` on (user, problem).
 * All three happen in one transaction.
 */
@Injectable()
export class SubmissionStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores the verdict of a Pending submission. Returns false (and writes nothing) when the row is
   * no longer Pending: an earlier delivery of the same job already stored it.
   */
  async storeVerdict(submissionId: string, result: ExecutionJobResult): Promise<boolean> {
    const columns = submissionColumns(result.tests);
    // An Internal Error has no judged tests; its reason is what the learner and operator need.
    const stderr = result.reason ?? columns.stderr;
    return this.dataSource.transaction(async (manager) => {
      // TypeORM answers an UPDATE ... RETURNING on PostgreSQL with [rows, affected count].
      const [updated]: [{ user_id: string; problem_id: string }[], number] = await manager.query(
        `UPDATE submissions SET status = $2, stdout = $3, stderr = $4, compile_output = $5, time = $6, memory = $7, updated_at = now()
         WHERE id = $1 AND status = $8 RETURNING user_id, problem_id`,
        [submissionId, result.status, columns.stdout, stderr, columns.compileOutput, columns.time, columns.memory, SubmissionStatus.Pending],
      );
      const row = updated[0];
      if (!row) return false;
      if (result.tests.length > 0) {
        // One statement for all tests: one round trip inside the transaction instead of one per test.
        const values = result.tests.map((test) => [
          submissionId,
          test.ordinal,
          test.passed,
          test.hidden,
          test.input,
          test.status,
          test.stdout,
          test.output,
          test.expected,
          test.stderr,
          test.compileOutput,
          test.timeS,
          test.memoryKb,
        ]);
        const placeholders = values.map((fields, index) => `(${fields.map((_, column) => `$${index * fields.length + column + 1}`).join(', ')})`);
        await manager.query(
          `INSERT INTO test_case_results
             (submission_id, ordinal, passed, hidden, input, status, stdout, output, expected, stderr, compile_output, time_s, memory_kb)
           VALUES ${placeholders.join(', ')}
           ON CONFLICT (submission_id, ordinal) DO UPDATE SET
             passed = EXCLUDED.passed, hidden = EXCLUDED.hidden, input = EXCLUDED.input, status = EXCLUDED.status,
             stdout = EXCLUDED.stdout, output = EXCLUDED.output, expected = EXCLUDED.expected, stderr = EXCLUDED.stderr,
             compile_output = EXCLUDED.compile_output, time_s = EXCLUDED.time_s, memory_kb = EXCLUDED.memory_kb`,
          values.flat(),
        );
      }
      if (result.status === SubmissionStatus.Accepted) {
        await manager.query('INSERT INTO problem_solved (user_id, problem_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [row.user_id, row.problem_id]);
      }
      return true;
    });
  }

  /**
   * Ends a Pending submission as `Internal Error`, the reason in `stderr` (no per-test results:
   * nothing was judged). A no-op when a verdict is already stored.
   */
  storeInternalError(submissionId: string, reason: string): Promise<boolean> {
    return this.storeVerdict(submissionId, { status: SubmissionStatus.InternalError, tests: [], reason });
  }

  /** Ids of submissions still `Pending` that were created more than `olderThanMs` ago, oldest first. */
  async stalePending(olderThanMs: number, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM submissions WHERE status = $1 AND created_at < now() - make_interval(secs => $2) ORDER BY created_at LIMIT $3`,
      [SubmissionStatus.Pending, olderThanMs / 1000, limit],
    );
    return rows.map((row) => row.id);
  }
}
