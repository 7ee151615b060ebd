import 'reflect-metadata';
import { executeCodeRequest, Language, type RunCase } from '@algosheets/contracts';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { PENDING_MESSAGE } from '../src/execution/execute-code.service';
import { openBrowserSession, type BrowserSession } from './support/browser-session';
import { seedProblem, SUM_REFERENCES, SUM_SIGNATURE } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';
import { type ExecutionPipeline, startExecutionPipeline } from './support/start-execution-pipeline';
import { ReferenceSolutionValidator } from '../src/execution/reference-solution.validator';

jest.setTimeout(120_000);

const PY_SUM = SUM_REFERENCES.PYTHON;
const TESTS = [
  { input: '1\n2', output: '3', isSample: true },
  { input: '7000\n2345', output: '9345', isSample: false },
];

describe('POST /execute-code through the queue, worker and sandbox', () => {
  let infra: TestInfra;
  let pipeline: ExecutionPipeline;
  let app: INestApplication;
  let db: Client;
  let problemId: string;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-execution');
    pipeline = await startExecutionPipeline(infra);
    app = await createTestApp(infra, { EXECUTION_WAIT_MS: '30000', EXECUTION_USER_PER_MINUTE: '100' });
    db = new Client({ connectionString: infra.database.url });
    await db.connect();
    problemId = await seedProblem(app, null, { timeLimitMs: 2000, testcases: TESTS });
  });

  afterAll(async () => {
    await app?.close();
    await db?.end();
    await pipeline?.stop();
    await infra?.teardown();
  });

  async function learner(): Promise<BrowserSession> {
    const session = await openBrowserSession(app);
    const email = `learner-${Math.random().toString(36).slice(2)}@example.com`;
    await session.post('/api/v1/auth/register', { name: 'Learner', email, password: 'correct-horse-battery' }).expect(201);
    return session;
  }

  /** The workspace's body for a Python Run of `cases` or a Submit of `sourceCode` on the test problem. */
  const body = (mode: 'run' | 'submit', cases: RunCase[] = [], sourceCode = PY_SUM) => executeCodeRequest({ language: Language.Python, sourceCode, problemId, mode, cases });

  it('runs the samples without storing anything', async () => {
    const session = await learner();
    const response = await session.post('/api/v1/execute-code', body('run', [{ stdin: '1\n2', expected: '999' }])).expect(200);
    expect(response.body.submission).toMatchObject({ id: null, status: 'Accepted', language: Language.Python });
    expect(response.body.submission.testcases).toEqual([expect.objectContaining({ testCase: 1, passed: true, input: '1\n2', expected: '3', output: '3' })]);
    expect((await db.query('SELECT count(*)::int AS n FROM submissions')).rows[0].n).toBe(0);
  });

  it("holds each language to the problem's limit for it, and a language without one to the problem's single limit", async () => {
    // About 0.4 s of CPU per test, counted by each program's own clock: over a 100 ms limit, well under 2 s.
    const burnPython = 'import time\n\nclass Solution:\n    def sum(self, a: int, b: int) -> int:\n        end = time.process_time() + 0.4\n        while time.process_time() < end:\n            pass\n        return a + b\n';
    const burnJs =
      'var sum = function(a, b) {\n  const start = process.cpuUsage();\n  for (let used = process.cpuUsage(start); used.user + used.system < 400000; used = process.cpuUsage(start)) {}\n  return a + b;\n};\n';
    const limited = await seedProblem(app, null, { timeLimitMs: 2000, timeLimitsMs: { [Language.Python]: 100 }, testcases: TESTS });
    const session = await learner();
    const run = (language: Language, sourceCode: string) => executeCodeRequest({ language, sourceCode, problemId: limited, mode: 'run', cases: [] });
    const python = await session.post('/api/v1/execute-code', run(Language.Python, burnPython)).expect(200);
    expect(python.body.submission.status).toBe('Time Limit Exceeded');
    const javascript = await session.post('/api/v1/execute-code', run(Language.JavaScript, burnJs)).expect(200);
    expect(javascript.body.submission.status).toBe('Accepted');
  });

  it("runs custom inputs with the problem's reference answering them for the Expected column", async () => {
    const session = await learner();
    const response = await session.post('/api/v1/execute-code', body('run', [{ stdin: '5\n6' }, { stdin: '7\n8' }])).expect(200);
    expect(response.body.submission.status).toBe('Accepted');
    expect(response.body.submission.testcases.map((t: { output: string; expected: string | null }) => [t.output, t.expected])).toEqual([
      ['11', '11'],
      ['15', '15'],
    ]);
  });

  it('submits against every stored test, hidden ones masked, marks solved once, ignoring client outputs', async () => {
    const session = await learner();
    // Inputs and outputs the workspace never sends with a Submit: the gateway must ignore them.
    const first = await session.post('/api/v1/execute-code', { ...body('submit'), stdin: ['7000\n2345'], expected_outputs: ['wrong'] }).expect(200);
    const submission = first.body.submission;
    expect(submission).toMatchObject({ status: 'Accepted', id: expect.any(String) });
    expect(submission.testcases).toHaveLength(2);
    expect(submission.testcases[1]).toMatchObject({ passed: true, input: null, expected: null, stdout: null, stderr: null });
    expect(JSON.stringify(first.body)).not.toContain('7000\\n2345');
    expect(JSON.stringify(first.body)).not.toContain('"9345');
    await session.post('/api/v1/execute-code', body('submit')).expect(200);
    const solved = await db.query('SELECT count(*)::int AS n FROM problem_solved WHERE problem_id = $1', [problemId]);
    expect(solved.rows[0].n).toBe(1);
    const rows = await db.query(`SELECT status FROM submissions WHERE id = $1`, [submission.id]);
    expect(rows.rows).toEqual([{ status: 'Accepted' }]);
  });

  it('stores a wrong Submit as Wrong Answer with the failing hidden test masked', async () => {
    const session = await learner();
    const response = await session.post('/api/v1/execute-code', body('submit', [], 'class Solution:\n    def sum(self, a: int, b: int) -> int:\n        return 3\n')).expect(200);
    expect(response.body.submission.status).toBe('Wrong Answer');
    // A hidden test is passed, failed or not run to a learner: how it failed is not told.
    expect(response.body.submission.testcases[1]).toMatchObject({ passed: false, status: 'Failed', stdout: null, expected: null });
  });

  it('rejects an unknown language and oversize bodies with 400', async () => {
    const session = await learner();
    const language = await session.post('/api/v1/execute-code', { ...body('run'), language_id: 50 }).expect(400);
    expect(language.body.code).toBe('UNSUPPORTED_LANGUAGE');
    expect(language.body.details.language_id).toEqual(['language_id must be one of 54 (C++), 62 (Java), 63 (JavaScript), 71 (Python), 74 (TypeScript)']);
    const many = await session.post('/api/v1/execute-code', body('run', Array.from({ length: 21 }, () => ({ stdin: '1\n1' })))).expect(400);
    expect(many.body.message).toBe('stdin may hold at most 20 inputs');
  });

  it('answers 202 with the Pending submission when the verdict is not ready in time, and a long poll brings the verdict', async () => {
    const slowApp = await createTestApp(infra, { EXECUTION_WAIT_MS: '0' });
    try {
      const session = await openBrowserSession(slowApp);
      await session.post('/api/v1/auth/register', { name: 'Slow', email: 'slow@example.com', password: 'correct-horse-battery' }).expect(201);
      const response = await session.post('/api/v1/execute-code', body('submit')).expect(202);
      expect(response.body.submission).toMatchObject({ status: 'Pending', id: expect.any(String), testcases: [] });
      // The message may reach a learner's screen: it names no API path.
      expect(response.body.message).toBe(PENDING_MESSAGE);
      expect(response.body.message).not.toMatch(/\/api\//);
      const id = response.body.submission.id as string;
      for (const wait of ['-1', '31', '1e20', 'soon']) {
        expect((await session.get(`/api/v1/submission/${id}?wait=${wait}`).expect(400)).body.message).toBe('wait must be a whole number of seconds from 0 to 30');
      }
      // One long poll: held while the job runs, answered with the verdict as soon as it is stored.
      const verdict = await session.get(`/api/v1/submission/${id}?wait=30`).expect(200);
      expect(verdict.body.submission).toMatchObject({ id, status: 'Accepted' });
      expect((await db.query('SELECT status FROM submissions WHERE id = $1', [id])).rows[0].status).toBe('Accepted');
      // A stored verdict is answered at once, whatever the wait.
      const started = Date.now();
      await session.get(`/api/v1/submission/${id}?wait=30`).expect(200);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await slowApp.close();
    }
  });

  it('answers 503 with Retry-After when the queue is over its bound, without holding the user’s slot, and 429 past the per-user limits', async () => {
    const boundedApp = await createTestApp(infra, { EXECUTION_QUEUE_MAX_WAITING: '1', EXECUTION_USER_PER_MINUTE: '2', EXECUTION_USER_CONCURRENCY: '1' });
    try {
      const session = await openBrowserSession(boundedApp);
      await session.post('/api/v1/auth/register', { name: 'Busy', email: 'busy@example.com', password: 'correct-horse-battery' }).expect(201);
      // A job under another name on the same queue stands in for a backlog: paused so it stays waiting.
      // It has a priority, as learners' jobs do: BullMQ keeps it in `prioritized`, which counts too.
      const queue = new Queue('execution', { connection: { host: '127.0.0.1', port: Number(new URL(infra.redis.url).port || 6379) }, prefix: infra.redis.prefix });
      await queue.pause();
      await queue.add('filler', {} as never, { jobId: 'filler', priority: 1 });
      try {
        const full = await session.post('/api/v1/execute-code', body('submit')).expect(503);
        expect(full.body.code).toBe('EXECUTION_QUEUE_FULL');
        expect(full.headers['retry-after']).toBe('10');
        expect((await db.query(`SELECT count(*)::int AS n FROM submissions s JOIN users u ON u.id = s.user_id WHERE u.email = 'busy@example.com'`)).rows[0].n).toBe(0);
      } finally {
        await queue.remove('filler');
        await queue.resume();
        await queue.close();
      }
      // The refused Submit released its slot: with one execution at a time allowed, this one runs.
      await session.post('/api/v1/execute-code', body('run')).expect(200);
      const limited = await session.post('/api/v1/execute-code', body('run')).expect(429);
      expect(limited.body.code).toBe('EXECUTION_RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await boundedApp.close();
    }
  });

  it('validates reference solutions: passes good ones, names the language and test that fails, quotes compile errors', async () => {
    const validator = app.get(ReferenceSolutionValidator);
    const problem = { timeLimitMs: 2000, memoryLimitKb: 256000, testcases: TESTS.map(({ input, output }) => ({ input, output })), harness: { signature: SUM_SIGNATURE, comparator: { kind: 'exact' as const } } };
    await expect(validator.validate({ ...problem, referenceSolutions: { [Language.Python]: PY_SUM } })).resolves.toBeUndefined();
    await expect(validator.validate({ ...problem, referenceSolutions: { [Language.Python]: PY_SUM, [Language.JavaScript]: 'var sum = function(a, b) {\n  return 3;\n};\n' } })).rejects.toMatchObject({
      message: 'The JAVASCRIPT reference solution fails test 2: Wrong Answer\nInput: 7000\n2345\nExpected: 9345\nActual: 3',
      status: 400,
    });
    await expect(validator.validate({ ...problem, referenceSolutions: { [Language.TypeScript]: "function sum(a: number, b: number): number {\n  const n: number = 'x';\n  return n;\n}\n" } })).rejects.toMatchObject({
      message: expect.stringMatching(/^The TYPESCRIPT reference solution does not compile: .*TS2322/s),
    });
  });
});
