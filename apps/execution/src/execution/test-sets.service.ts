import type { ExecutionJobData, ExecutionJobPayload, ExecutionTestInput, ExecutionTestSetRef } from '@algosheets/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';

/** Injection token of the cache's bound, bytes of test data ({@link TestSetsService}). */
export const TEST_SET_CACHE_BYTES = Symbol('TEST_SET_CACHE_BYTES');

/** A problem's stored test cases in judging order, as read once and shared by every job naming them. */
interface StoredTestSet {
  version: number;
  cases: { input: string; output: string; isSample: boolean }[];
}

/**
 * A job ready to judge: its payload with the tests, and `testSetKey` when they are a stored set
 * (`<problem>@<version>:<cases>`, the version being the one read), which names the same tests for
 * as long as the version stands.
 */
export interface ResolvedJob {
  payload: ExecutionJobPayload;
  testSetKey?: string;
}

/** Thrown when a job names a problem or test set that no longer exists: no retry can bring it back. */
export class TestSetGoneError extends Error {}

/**
 * One statement, so the version and the rows come from one snapshot (a concurrent replacement
 * either shows entirely or not at all). A problem with no test cases gives one row of NULLs.
 */
const TEST_SET_QUERY = `SELECT p.test_set_version AS "version", t.input, t.output, t.is_sample AS "isSample"
  FROM problems p LEFT JOIN test_cases t ON t.problem_id = p.id WHERE p.id = $1 ORDER BY t.ordinal`;

/**
 * Resolves a job's tests: a job names a problem's stored test cases by reference
 * ({@link ExecutionTestSetRef}) and the judging code gets them as {@link ExecutionJobPayload.tests},
 * in the same shape as inline tests (a Submit's hidden ones marked `hidden`; a Run's samples with
 * their stored outputs). Test sets are read from PostgreSQL through an LRU bounded by the bytes of
 * test data it holds (`TEST_SET_CACHE_MB`), keyed by (problem, version): replacing a problem's
 * tests bumps its version, so a cached copy is never judged in place of newer tests. Concurrent
 * misses of one key share one read.
 *
 * A job naming an older version than the stored one (its tests were replaced after it was
 * enqueued, and the old set is not cached here) is judged against the stored tests, the only ones
 * that still exist, and logged.
 */
@Injectable()
export class TestSetsService {
  private readonly cache: LRUCache<string, StoredTestSet, ExecutionTestSetRef>;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(TEST_SET_CACHE_BYTES) maxBytes: number,
    @InjectPinoLogger('TestSets') private readonly logger: PinoLogger,
  ) {
    this.cache = new LRUCache<string, StoredTestSet, ExecutionTestSetRef>({
      maxSize: maxBytes,
      // A set larger than the whole cache is still read and used, just not kept.
      maxEntrySize: maxBytes,
      sizeCalculation: (set) => Math.max(1, set.cases.reduce((sum, test) => sum + test.input.length + test.output.length, 0)),
      fetchMethod: (_key, _stale, { context }) => this.read(context),
    });
  }

  /**
   * The job's payload with its tests resolved (a job with inline tests is returned as it is), and
   * for stored tests the key of what was judged: problem, the version actually read, and cases.
   * @throws TestSetGoneError when the problem no longer exists or has no test cases
   * @throws the driver's error when PostgreSQL fails (retryable)
   */
  async resolve(data: ExecutionJobData): Promise<ResolvedJob> {
    if (!data.testSet) return { payload: data as ExecutionJobPayload };
    const { testSet, ...rest } = data;
    const stored = await this.cache.fetch(`${testSet.problemId}@${testSet.version}`, { context: testSet });
    if (!stored) throw new TestSetGoneError(`the problem's test cases no longer exist (problem ${testSet.problemId})`);
    return { payload: { ...rest, tests: toTests(stored, testSet.cases) }, testSetKey: `${testSet.problemId}@${stored.version}:${testSet.cases}` };
  }

  /** How many test sets and bytes of test data the cache holds now (for tests and logs). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cache.calculatedSize };
  }

  private async read(ref: ExecutionTestSetRef): Promise<StoredTestSet | undefined> {
    const rows = await this.dataSource.query<{ version: number; input: string | null; output: string | null; isSample: boolean | null }[]>(TEST_SET_QUERY, [ref.problemId]);
    if (rows.length === 0 || rows[0].input === null) return undefined;
    const version = rows[0].version;
    if (version !== ref.version) this.logger.warn({ problemId: ref.problemId, jobVersion: ref.version, storedVersion: version }, 'job names another test-set version than the stored one; judging the stored tests');
    return { version, cases: rows.map((row) => ({ input: row.input as string, output: row.output as string, isSample: row.isSample as boolean })) };
  }
}

/** The judging shape of `cases` of a stored set: every test (hidden ones marked) or the samples only. */
function toTests(stored: StoredTestSet, cases: ExecutionTestSetRef['cases']): ExecutionTestInput[] {
  if (cases === 'samples') return stored.cases.filter((test) => test.isSample).map((test) => ({ input: test.input, expectedOutput: test.output }));
  return stored.cases.map((test) => ({ input: test.input, expectedOutput: test.output, hidden: !test.isSample }));
}
