import 'reflect-metadata';
import { type ExecutionJobResult, Language, SubmissionStatus } from '@algosheets/contracts';
import { createDataSource, currentSchema } from '@algosheets/database';
import { provisionTestInfra, type TestInfra } from '@algosheets/testing';
import type { DataSource } from 'typeorm';
import { SubmissionStore } from '../src/execution/submission.store';
import { seedProblem } from './support/fixtures';

/** One judged hidden test, as the harness reports it (its figures masked by the aggregate). */
const HIDDEN_TEST: ExecutionJobResult['tests'][number] = {
  ordinal: 0,
  passed: true,
  hidden: true,
  input: '1\n2',
  status: SubmissionStatus.Accepted,
  stdout: null,
  output: '3',
  expected: '3',
  stderr: null,
  compileOutput: null,
  timeS: 0.004,
  memoryKb: 9000,
};

describe('SubmissionStore: the measurement an Accepted Submit keeps for the speed standing', () => {
  let infra: TestInfra;
  let ds: DataSource;
  let store: SubmissionStore;
  let ids: { userId: string; problemId: string };

  beforeAll(async () => {
    infra = await provisionTestInfra('execution-submission-store', { schema: currentSchema() });
    ds = createDataSource({ url: infra.database.url });
    await ds.initialize();
    store = new SubmissionStore(ds);
    ids = await seedProblem(ds.manager, [{ input: '1\n2', expectedOutput: '3' }]);
  });

  afterAll(async () => {
    await ds.destroy();
    await infra.teardown();
  });

  async function judged(result: ExecutionJobResult): Promise<{ cpu_time_ms: number | null; peak_memory_kb: number | null }> {
    const [{ id }] = await ds.query(`INSERT INTO submissions (user_id, problem_id, language, source_code) VALUES ($1, $2, $3, 'x') RETURNING id`, [
      ids.userId,
      ids.problemId,
      Language.Python,
    ]);
    expect(await store.storeVerdict(id, result)).toBe(true);
    const [row] = await ds.query('SELECT cpu_time_ms, peak_memory_kb FROM submissions WHERE id = $1', [id]);
    return row;
  }

  it("stores an Accepted Submit's aggregate as whole ms and KB", async () => {
    const row = await judged({ status: SubmissionStatus.Accepted, tests: [HIDDEN_TEST], aggregate: { timeS: 0.03, memoryKb: 10240 } });
    expect(row).toEqual({ cpu_time_ms: 30, peak_memory_kb: 10240 });
  });

  it('stores nothing to rank for another verdict or a job without an aggregate', async () => {
    const failed = { ...HIDDEN_TEST, passed: false, status: SubmissionStatus.WrongAnswer };
    expect(await judged({ status: SubmissionStatus.WrongAnswer, tests: [failed], aggregate: { timeS: 0.03, memoryKb: 10240 } })).toEqual({
      cpu_time_ms: null,
      peak_memory_kb: null,
    });
    expect(await judged({ status: SubmissionStatus.Accepted, tests: [{ ...HIDDEN_TEST, hidden: false }] })).toEqual({ cpu_time_ms: null, peak_memory_kb: null });
  });
});
