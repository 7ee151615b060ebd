import { type ExecutionJobResult, SubmissionStatus } from '@algosheets/contracts';
import { Injectable } from '@nestjs/common';
import { ProblemSolved, Submission, TestCaseResult } from '@algosheets/database';
import { DataSource } from 'typeorm';
import { submissionColumns } from './judging';

/** The columns a repeated delivery's per-test result overwrites (all but the key). */
const UPSERTED_RESULT_COLUMNS = ['passed', 'hidden', 'input', 'status', 'stdout', 'output', 'expected', 'stderr', 'compile_output', 'time_s', 'memory_kb'];

/** A judged test as its `test_case_results` row, without the submission id. */
function testCaseResultColumns(test: ExecutionJobResult['tests'][number]): Omit<TestCaseResult, 'submissionId' | 'submission'> {
  return {
    ordinal: test.ordinal,
    passed: test.passed,
    hidden: test.hidden,
    input: test.input,
    status: test.status,
    stdout: test.stdout,
    output: test.output,
    expected: test.expected,
    stderr: test.stderr,
    compileOutput: test.compileOutput,
    timeS: test.timeS,
    memoryKb: test.memoryKb,
  };
}

/**
 * The numeric measurement an Accepted Submit keeps for the speed standing: its `aggregate` (the
 * slowest hidden-run test's CPU time as the sandbox's cgroup counted it, s, and the run's peak
 * memory, KB, both already coarsened) as whole ms and KB. Null for any other verdict, and for a job
 * without hidden tests (no aggregate): only the sandbox's own figures of the hidden run may rank.
 */
export function measurementColumns(result: ExecutionJobResult): { cpuTimeMs: number | null; peakMemoryKb: number | null } {
  const aggregate = result.status === SubmissionStatus.Accepted ? result.aggregate : undefined;
  if (!aggregate || aggregate.timeS === null || aggregate.memoryKb === null) return { cpuTimeMs: null, peakMemoryKb: null };
  return { cpuTimeMs: Math.round(aggregate.timeS * 1000), peakMemoryKb: Math.round(aggregate.memoryKb) };
}

/**
 * Writes a Submit's verdict: submission, per-test results and solved mark in one transaction.
 * At-least-once delivery means a job may run twice (a worker killed after judging, before
 * acknowledging), so every write is idempotent:
 * - the submission is finalised by a conditional update of a `Pending` row, so only the first
 *   finished run writes, and a later one (or a late `Internal Error`) changes nothing;
 * - per-test results are upserted by their key (submission, ordinal);
 * - the solved mark is `INSERT ... ON CONFLICT DO NOTHING` on (user, problem).
 * All three happen in one transaction. An Accepted one also keeps its measurement as numbers
 * ({@link measurementColumns}).
 */
@Injectable()
export class SubmissionStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores the verdict of a Pending submission. Returns false (and writes nothing) when the row is
   * no longer Pending: an earlier delivery of the same job already stored it.
   */
  async storeVerdict(submissionId: string, result: ExecutionJobResult): Promise<boolean> {
    const columns = submissionColumns(result.tests, result.aggregate);
    // An Internal Error has no judged tests; its reason is what the learner and operator need.
    const stderr = result.reason ?? columns.stderr;
    return this.dataSource.transaction(async (manager) => {
      const updated = await manager
        .createQueryBuilder()
        .update(Submission)
        .set({
          status: result.status,
          stdout: columns.stdout,
          stderr,
          compileOutput: columns.compileOutput,
          time: columns.time,
          memory: columns.memory,
          ...measurementColumns(result),
          updatedAt: () => 'now()',
        })
        .where('id = :submissionId AND status = :pending', { submissionId, pending: SubmissionStatus.Pending })
        .returning(['userId', 'problemId'])
        .execute();
      // RETURNING rows come back raw, with the columns' database names.
      const row = (updated.raw as { user_id: string; problem_id: string }[])[0];
      if (!row) return false;
      if (result.tests.length > 0) {
        // One multi-row INSERT ... ON CONFLICT for all tests (one round trip inside the transaction,
        // measured in bench/execution/README.md, "Where the time went"); the builder emits that single statement.
        await manager
          .createQueryBuilder()
          .insert()
          .into(TestCaseResult)
          .values(result.tests.map((test) => ({ submissionId, ...testCaseResultColumns(test) })))
          .orUpdate(UPSERTED_RESULT_COLUMNS, ['submission_id', 'ordinal'])
          .updateEntity(false)
          .execute();
      }
      if (result.status === SubmissionStatus.Accepted) {
        await manager.createQueryBuilder().insert().into(ProblemSolved).values({ userId: row.user_id, problemId: row.problem_id }).orIgnore().updateEntity(false).execute();
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
    const rows = await this.dataSource
      .getRepository(Submission)
      .createQueryBuilder('s')
      .select('s.id')
      .where('s.status = :pending', { pending: SubmissionStatus.Pending })
      .andWhere('s.createdAt < now() - make_interval(secs => :seconds)', { seconds: olderThanMs / 1000 })
      .orderBy('s.createdAt')
      .limit(limit)
      .getMany();
    return rows.map((row) => row.id);
  }
}
