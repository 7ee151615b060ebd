import 'reflect-metadata';
import { executeCodeRequest, type ExecuteCodeRequest, EXECUTION_QUEUE, type ExecutionJobPayload, Language } from '@algosheets/contracts';
import { redisConnectionOptions } from '@algosheets/server-common';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { openBrowserSession, type BrowserSession } from './support/browser-session';
import { seedProblem, SUM_REFERENCES } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';
import { type ExecutionPipeline, startExecutionPipeline } from './support/start-execution-pipeline';

jest.setTimeout(240_000);

const PY_SUM = SUM_REFERENCES.PYTHON;
const ENDLESS = 'class Solution:\n    def sum(self, a: int, b: int) -> int:\n        while True:\n            pass\n';
/** A Run of custom inputs may hold at most 20 of them: the longest Run a learner can ask for. */
const MAX_RUN_INPUTS = 20;
/**
 * The bound on another learner's Run under the flood, ms. One endless loop holds a slot at most
 * until its first test's time limit (1 s) ends its harness run; the other learner waits for one
 * such slot to free up, then runs, with the host shared by other test suites.
 */
const FAIR_VERDICT_MS = 6000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('fair share of judging between learners (real queue, worker and sandbox)', () => {
  let infra: TestInfra;
  let pipeline: ExecutionPipeline;
  let app: INestApplication;
  let db: Client;
  let queue: Queue<ExecutionJobPayload>;
  let problemId: string;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-fair-share');
    pipeline = await startExecutionPipeline(infra);
    app = await createTestApp(infra, { EXECUTION_WAIT_MS: '8000', EXECUTION_USER_PER_MINUTE: '1000' });
    db = new Client({ connectionString: infra.database.url });
    await db.connect();
    queue = new Queue(EXECUTION_QUEUE, { connection: redisConnectionOptions(infra.redis.url), prefix: infra.redis.prefix });
    // Eight tests: an endless loop submitted here holds the sandbox for eight time limits.
    const testcases = Array.from({ length: 8 }, (_, ordinal) => ({ input: `${ordinal}\n1`, output: String(ordinal + 1), isSample: ordinal === 0 }));
    problemId = await seedProblem(app, null, { timeLimitMs: 1000, testcases });
  });

  afterAll(async () => {
    await queue?.close();
    await app?.close();
    await db?.end();
    await pipeline?.stop();
    await infra?.teardown();
  });

  async function learner(target: INestApplication = app): Promise<{ session: BrowserSession; id: string }> {
    const session = await openBrowserSession(target);
    const email = `learner-${Math.random().toString(36).slice(2)}@example.com`;
    await session.post('/api/v1/auth/register', { name: 'Learner', email, password: 'correct-horse-battery' }).expect(201);
    const { rows } = await db.query('SELECT id FROM users WHERE email = $1', [email]);
    return { session, id: rows[0].id };
  }

  /** The workspace's body for a Python Run of custom `inputs` or a Submit of `sourceCode` on the test problem. */
  const body = (mode: 'run' | 'submit', sourceCode = PY_SUM, inputs: string[] = []) =>
    executeCodeRequest({ language: Language.Python, sourceCode, problemId, mode, cases: inputs.map((stdin) => ({ stdin })) });

  /** Jobs of `userId` a worker holds or that wait for one (BullMQ's active, wait and prioritized). */
  async function jobsInFlight(userId: string): Promise<number> {
    const jobs = await queue.getJobs(['active', 'wait', 'prioritized']);
    return jobs.filter((job) => job?.data?.userId === userId).length;
  }

  it("gives another learner's Run its verdict within seconds while one learner keeps the most endless loops in flight", async () => {
    const flooder = await learner();
    const other = await learner();
    let flooding = true;
    const answers: number[] = [];
    // Three lanes, one more than the per-learner maximum in flight, so that the maximum is always
    // in flight: endless-loop Submits (every test) and Runs of 20 endless-loop inputs, each sent
    // again as soon as the last one answered, or 100 ms after it was refused.
    const lane = async (request: ExecuteCodeRequest): Promise<void> => {
      while (flooding) {
        const response = await flooder.session.post('/api/v1/execute-code', request);
        answers.push(response.status);
        if (response.status === 429) await sleep(100);
      }
    };
    const longRun = body('run', ENDLESS, Array.from({ length: MAX_RUN_INPUTS }, (_, i) => `${i}\n1`));
    const lanes = [lane(body('submit', ENDLESS)), lane(longRun), lane(longRun)];
    const inFlight: number[] = [];
    const sampler = setInterval(() => void jobsInFlight(flooder.id).then((n) => inFlight.push(n), () => undefined), 250);
    try {
      // Let the flood fill the worker and the sandbox first.
      for (let i = 0; i < 40 && (await jobsInFlight(flooder.id)) < 2; i++) await sleep(250);
      expect(await jobsInFlight(flooder.id)).toBe(2);
      await sleep(2000);
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const response = await other.session.post('/api/v1/execute-code', body('run'));
        times.push(Date.now() - started);
        expect([response.status, response.body.submission?.status]).toEqual([200, 'Accepted']);
        // The flood is still on. Between one of the flooder's jobs ending and its lane's next request
        // being queued only one may be in flight for a moment; the sampler below proves it never had more than two.
        expect(await jobsInFlight(flooder.id)).toBeGreaterThanOrEqual(1);
      }
      process.stdout.write(`other learner's Run under the flood: ${times.join(', ')} ms\n`);
      expect(times.filter((ms) => ms > FAIR_VERDICT_MS)).toEqual([]);
    } finally {
      flooding = false;
      clearInterval(sampler);
      await Promise.all(lanes);
    }
    // The flood was refused past the per-learner limit, and never had more than it in flight.
    expect(answers).toContain(429);
    expect(Math.max(...inFlight)).toBeLessThanOrEqual(2);
    // Leave an idle worker to the next test.
    for (let i = 0; i < 240 && (await jobsInFlight(flooder.id)) > 0; i++) await sleep(250);
  });

  it('keeps the lease of a Run answered 503 while a worker still judges it', async () => {
    // One harness run judges the Run: its first test, an endless loop, ends only at the problem's
    // 1 s CPU limit, so a 0.5 s wait never sees the job finish (2 s did, once the four inputs no
    // longer ran one after another).
    const strictApp = await createTestApp(infra, { EXECUTION_WAIT_MS: '500', EXECUTION_USER_CONCURRENCY: '1', EXECUTION_USER_PER_MINUTE: '1000' });
    try {
      const { session, id } = await learner(strictApp);
      const endless = body('run', ENDLESS, ['1\n1', '2\n2', '3\n3', '4\n4']);
      const timedOut = await session.post('/api/v1/execute-code', endless).expect(503);
      expect(timedOut.body.code).toBe('EXECUTION_TIMED_OUT');
      // The job is still judged: a second execution is refused rather than piled on.
      expect(await jobsInFlight(id)).toBe(1);
      const refused = await session.post('/api/v1/execute-code', body('run')).expect(429);
      expect(refused.body.code).toBe('EXECUTION_RATE_LIMITED');
      for (let i = 0; i < 120 && (await jobsInFlight(id)) > 0; i++) await sleep(250);
      expect(await jobsInFlight(id)).toBe(0);
      // The job ended, and with it the lease (its end is read every second).
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await session.post('/api/v1/execute-code', body('run'))).status;
        if (status !== 200) await sleep(100);
      }
      expect(status).toBe(200);
    } finally {
      await strictApp.close();
    }
  });

  it("puts a learner's first job waiting for a worker ahead of another learner's second", async () => {
    const quickApp = await createTestApp(infra, { EXECUTION_WAIT_MS: '0', EXECUTION_USER_PER_MINUTE: '1000' });
    const busy = await learner(quickApp);
    const fresh = await learner(quickApp);
    // Workers take nothing while the queue is paused: the three jobs wait side by side.
    await queue.pause();
    try {
      await busy.session.post('/api/v1/execute-code', body('submit')).expect(202);
      await busy.session.post('/api/v1/execute-code', body('submit')).expect(202);
      await fresh.session.post('/api/v1/execute-code', body('submit')).expect(202);
      // BullMQ keeps prioritized jobs in the order it will hand them to workers.
      const waiting = await queue.getJobs(['prioritized'], 0, -1, true);
      expect(waiting.map((job) => [job.data.userId === busy.id ? 'busy' : 'fresh', job.opts.priority])).toEqual([
        ['busy', 1],
        ['fresh', 1],
        ['busy', 2],
      ]);
    } finally {
      await queue.resume();
      for (let i = 0; i < 120; i++) {
        const counts = await queue.getJobCounts('prioritized', 'active');
        if (counts.prioritized + counts.active === 0) break;
        await sleep(250);
      }
      await quickApp.close();
    }
    const { rows } = await db.query('SELECT status FROM submissions WHERE user_id = ANY($1)', [[busy.id, fresh.id]]);
    expect(rows.map((row) => row.status)).toEqual(['Accepted', 'Accepted', 'Accepted']);
  });
});
