import 'reflect-metadata';
import { EXECUTION_QUEUE, type ExecutionJobData, type ExecutionJobPayload, type ExecutionJobResult, Language, type ProblemSignature, SubmissionStatus } from '@algosheets/contracts';
import { MIGRATED_COMPARATOR, MIGRATED_SIGNATURE, updateProblem } from '@algosheets/database';
import { currentSchema } from '@algosheets/database';
import { type SandboxProcess, freePort, provisionTestInfra, startSandbox, startWorkspaceApp, type TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import { Client } from 'pg';
import { planTests } from '@algosheets/judge';
import { DataSource } from 'typeorm';
import { loadExecutionConfig } from '../src/config/execution.config';
import { redisConnectionOptions } from '@algosheets/server-common';
import { ReconcilerService } from '../src/execution/reconciler.service';
import { TestPlanCache } from '../src/execution/test-plan-cache';
import { WorkerModule } from '../src/worker.module';
import { insertPending, seedProblem, waitForVerdict } from './support/fixtures';
import { PROGRAMS, SUM_HARNESS, SUM_TESTS } from './support/programs';

jest.setTimeout(120_000);

/** Worker settings that keep the suite short: quick polls, retries and stall detection. */
function workerEnv(infra: TestInfra, judge0Url: string, judge0Token?: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HEALTH_PORT: '0',
    DATABASE_URL: infra.database.url,
    REDIS_URL: infra.redis.url,
    REDIS_PREFIX: infra.redis.prefix,
    JUDGE0_URL: judge0Url,
    ...(judge0Token === undefined ? {} : { JUDGE0_AUTH_TOKEN: judge0Token }),
    JUDGE0_RETRY_INITIAL_MS: '50',
    JUDGE0_RETRY_MAX_MS: '200',
    JUDGE0_REQUEST_TIMEOUT_MS: '20000',
    JUDGE0_DEADLINE_MS: '30000',
    EXECUTION_ATTEMPTS: '2',
    EXECUTION_BACKOFF_MS: '200',
    EXECUTION_LOCK_DURATION_MS: '2000',
    EXECUTION_STALLED_INTERVAL_MS: '1000',
    RECONCILE_INTERVAL_MS: '0',
    RECONCILE_PENDING_AGE_MS: '1000',
  };
}

async function startWorker(env: Record<string, string>): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(loadExecutionConfig(env))] }).compile();
  const app = moduleRef.createNestApplication();
  await app.init();
  return app;
}

describe('execution worker against the sandbox', () => {
  let infra: TestInfra;
  let sandbox: SandboxProcess;
  let worker: INestApplication;
  let queue: Queue<ExecutionJobData, ExecutionJobResult>;
  let events: QueueEvents;
  let db: Client;

  beforeAll(async () => {
    infra = await provisionTestInfra('execution-worker', { schema: currentSchema() });
    sandbox = await startSandbox();
    worker = await startWorker(workerEnv(infra, sandbox.url, sandbox.authToken));
    const connection = redisConnectionOptions(infra.redis.url);
    queue = new Queue(EXECUTION_QUEUE, { connection, prefix: infra.redis.prefix });
    events = new QueueEvents(EXECUTION_QUEUE, { connection, prefix: infra.redis.prefix });
    await events.waitUntilReady();
    db = new Client({ connectionString: infra.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await worker?.close();
    await events?.close();
    await queue?.close();
    await db?.end();
    await sandbox?.stop();
    await infra?.teardown();
  });

  function payload(language: Language, sourceCode: string, tests: ExecutionJobPayload['tests'], extra: Partial<ExecutionJobPayload> = {}): ExecutionJobPayload {
    return { kind: 'run', requestId: 'req-test', userId: null, problemId: null, language, sourceCode, tests, cpuTimeLimitS: 1, memoryLimitKb: 256000, harness: SUM_HARNESS, ...extra };
  }

  /** A Submit's job as the gateway enqueues it: the problem's stored tests by reference, never their data. */
  function submitByReference(problemId: string, userId: string, submissionId: string, sourceCode: string, version = 1): ExecutionJobData {
    const { tests: _inline, ...rest } = payload(Language.Python, sourceCode, [], { kind: 'submit', userId, problemId, submissionId });
    return { ...rest, testSet: { problemId, version, cases: 'all' } };
  }

  async function runJob(data: ExecutionJobData, jobId?: string): Promise<ExecutionJobResult> {
    const job = await queue.add(data.kind, data, { jobId, attempts: 2, backoff: { type: 'fixed', delay: 200 } });
    return job.waitUntilFinished(events, 60_000);
  }

  const cases: [Language, keyof (typeof PROGRAMS)[Language], SubmissionStatus][] = [];
  for (const language of Object.values(Language)) {
    cases.push([language, 'accepted', SubmissionStatus.Accepted], [language, 'wrong', SubmissionStatus.WrongAnswer]);
    cases.push([language, 'tle', SubmissionStatus.TimeLimitExceeded], [language, 'runtimeError', SubmissionStatus.RuntimeError]);
    if (PROGRAMS[language].compileError) cases.push([language, 'compileError', SubmissionStatus.CompileError]);
  }

  it('judges every language: Accepted, Wrong Answer, Time Limit Exceeded, Runtime Error, Compile Error', async () => {
    const results = await Promise.all(
      cases.map(async ([language, program, expected]) => {
        // One test for the slow verdicts keeps the suite short; two where outputs are compared.
        const tests = program === 'accepted' || program === 'wrong' ? SUM_TESTS : SUM_TESTS.slice(0, 1);
        const result = await runJob(payload(language, PROGRAMS[language][program] as string, tests));
        return { language, program, expected, result };
      }),
    );
    for (const { language, program, expected, result } of results) {
      expect({ language, program, status: result.status }).toEqual({ language, program, status: expected });
    }
    const accepted = results.find((r) => r.language === Language.Python && r.program === 'accepted')?.result;
    expect(accepted?.tests.map((t) => [t.passed, t.output, t.expected])).toEqual([
      [true, '3', '3'],
      [true, '6', '6'],
    ]);
    const compile = results.find((r) => r.language === Language.Java && r.program === 'compileError')?.result;
    expect(compile?.tests[0].compileOutput).toMatch(/incompatible types/);
  });

  it('judges a problem as the whole-program migration leaves it: solve(input) against the output-rule checker', async () => {
    const harness = { signature: MIGRATED_SIGNATURE as unknown as ProblemSignature, comparator: MIGRATED_COMPARATOR };
    // The old stdin and stdout, as the migration stores them: JSON strings.
    const tests = [
      { input: JSON.stringify('1 2\n'), expectedOutput: JSON.stringify('3') },
      { input: JSON.stringify('10 -4'), expectedOutput: JSON.stringify('6') },
    ];
    const answer = (text: string) => `class Solution:\n    def solve(self, input: str) -> str:\n        a, b = map(int, input.split())\n        return ${text}\n`;
    // A trailing newline, as the old program printed, passes; a leading space does not (Judge0's rule).
    expect((await runJob(payload(Language.Python, answer('f"{a + b}\\n"'), tests, { harness }))).status).toBe(SubmissionStatus.Accepted);
    expect((await runJob(payload(Language.Python, answer('f" {a + b}"'), tests, { harness }))).status).toBe(SubmissionStatus.WrongAnswer);
  });

  it('stores a Submit once with per-test results and the solved mark, even when the job is delivered twice', async () => {
    const { userId, problemId } = await seedProblem(worker.get(DataSource).manager, SUM_TESTS);
    const source = PROGRAMS[Language.Python].accepted;
    const submissionId = await insertPending(db, userId, problemId, Language.Python, source);
    const data = submitByReference(problemId, userId, submissionId, source);
    const first = await runJob(data, submissionId);
    // Compact: the verdicts are in PostgreSQL, the returned value holds the status only.
    expect(first).toEqual({ status: SubmissionStatus.Accepted, tests: [] });
    // A second delivery of the same job after completion (and a second add with the same id): no change.
    await queue.add('submit', data, { jobId: submissionId });
    expect((await queue.getJobCounts('waiting', 'active')).waiting).toBe(0);
    expect((await runJob(data, `${submissionId}-again`)).status).toBe(SubmissionStatus.Accepted);

    const submissions = await db.query('SELECT status, time, memory, stdout FROM submissions WHERE problem_id = $1', [problemId]);
    expect(submissions.rows).toHaveLength(1);
    expect(submissions.rows[0].status).toBe('Accepted');
    // A job with a hidden test keeps the sandbox's aggregate figure, not one per test.
    expect(JSON.parse(submissions.rows[0].time)).toHaveLength(1);
    // The hidden test's output is not copied to the submission row.
    expect(JSON.parse(submissions.rows[0].stdout)[1]).toBeNull();
    const results = await db.query('SELECT ordinal, passed, hidden FROM test_case_results WHERE submission_id = $1 ORDER BY ordinal', [submissionId]);
    expect(results.rows).toEqual([
      { ordinal: 0, passed: true, hidden: false },
      { ordinal: 1, passed: true, hidden: true },
    ]);
    const solved = await db.query('SELECT count(*)::int AS n FROM problem_solved WHERE user_id = $1 AND problem_id = $2', [userId, problemId]);
    expect(solved.rows[0].n).toBe(1);
  });

  it('judges a Submit against the test set its job names; replacing the tests bumps the version and is judged anew', async () => {
    const manager = worker.get(DataSource).manager;
    const { userId, problemId } = await seedProblem(manager, SUM_TESTS);
    const source = PROGRAMS[Language.Python].accepted;
    const before = await insertPending(db, userId, problemId, Language.Python, source);
    expect((await runJob(submitByReference(problemId, userId, before, source), before)).status).toBe(SubmissionStatus.Accepted);

    // New tests on which the same program fails: the stored version moves to 2.
    await updateProblem(manager, problemId, { testCases: [{ input: '2\n2', output: '5', isSample: true }] });
    expect((await db.query('SELECT test_set_version AS v FROM problems WHERE id = $1', [problemId])).rows[0].v).toBe(2);
    const after = await insertPending(db, userId, problemId, Language.Python, source);
    expect((await runJob(submitByReference(problemId, userId, after, source, 2), after)).status).toBe(SubmissionStatus.WrongAnswer);
    const judged = await db.query('SELECT input, expected FROM test_case_results WHERE submission_id = $1', [after]);
    expect(judged.rows).toEqual([{ input: '2\n2', expected: '5' }]);

    // Version 2 is cached by the worker: a later job naming it does not read the (now empty) table.
    await db.query('DELETE FROM test_cases WHERE problem_id = $1', [problemId]);
    const cached = await insertPending(db, userId, problemId, Language.Python, source);
    expect((await runJob(submitByReference(problemId, userId, cached, source, 2), cached)).status).toBe(SubmissionStatus.WrongAnswer);

    // A problem whose tests are gone ends its Submit as Internal Error at once, without retries.
    await db.query('UPDATE problems SET test_set_version = 3 WHERE id = $1', [problemId]);
    const orphan = await insertPending(db, userId, problemId, Language.Python, source);
    const gone = await runJob(submitByReference(problemId, userId, orphan, source, 3), orphan);
    expect(gone).toMatchObject({ status: SubmissionStatus.InternalError, reason: expect.stringMatching(/after 1 attempt\(s\): the problem's test cases no longer exist/) });
  });

  it('plans a stored test set once for all its Submits: learners\' code apart, every job gets the same plan, unaltered; a new version is planned anew', async () => {
    const manager = worker.get(DataSource).manager;
    const plans = worker.get(TestPlanCache);
    const { userId, problemId } = await seedProblem(manager, SUM_TESTS);
    const submitOnce = async (source: string, version: number) => {
      const id = await insertPending(db, userId, problemId, Language.Python, source);
      return runJob(submitByReference(problemId, userId, id, source, version), id);
    };
    /** The plan the worker keeps for `version` (one run: the sample, then the hidden test); never planned here. */
    const kept = (version: number) =>
      plans.plan(`${problemId}@${version}:all`, SUM_HARNESS.signature, '1:0,1', () => {
        throw new Error(`version ${version} is not planned`);
      });
    const entries = plans.size.entries;

    expect((await submitOnce(PROGRAMS[Language.Python].accepted, 1)).status).toBe(SubmissionStatus.Accepted);
    const first = kept(1);
    expect((await submitOnce(PROGRAMS[Language.Python].wrong, 1)).status).toBe(SubmissionStatus.WrongAnswer);
    expect((await submitOnce(PROGRAMS[Language.Python].accepted, 1)).status).toBe(SubmissionStatus.Accepted);
    expect(plans.size.entries).toBe(entries + 1);
    expect(kept(1)).toBe(first);
    const fresh = planTests(SUM_HARNESS.signature, SUM_TESTS.map((test) => test.input));
    expect(JSON.stringify(first)).toBe(JSON.stringify([{ tests: fresh, stored: [3, 6] }]));

    // New tests (version 2): planned anew, the version 1 plan left as it was.
    await updateProblem(manager, problemId, { testCases: [{ input: '2\n2', output: '5', isSample: true }, { input: '1\n1', output: '2', isSample: false }] });
    expect((await submitOnce(PROGRAMS[Language.Python].accepted, 2)).status).toBe(SubmissionStatus.WrongAnswer);
    expect(plans.size.entries).toBe(entries + 2);
    expect(kept(2)[0].tests.inputs).toEqual([[2, 2], [1, 1]]);
    expect(JSON.stringify(kept(1))).toBe(JSON.stringify([{ tests: fresh, stored: [3, 6] }]));
  });

  it('ends as Internal Error with the reason after retries when the Judge0 API is unreachable', async () => {
    const deadEnv = { ...workerEnv(infra, `http://127.0.0.1:${await freePort()}`), REDIS_PREFIX: `${infra.redis.prefix}-dead` };
    const deadWorker = await startWorker(deadEnv);
    const deadQueue = new Queue<ExecutionJobPayload, ExecutionJobResult>(EXECUTION_QUEUE, { connection: redisConnectionOptions(infra.redis.url), prefix: deadEnv.REDIS_PREFIX });
    const deadEvents = new QueueEvents(EXECUTION_QUEUE, { connection: redisConnectionOptions(infra.redis.url), prefix: deadEnv.REDIS_PREFIX });
    try {
      await deadEvents.waitUntilReady();
      const { userId, problemId } = await seedProblem(worker.get(DataSource).manager, SUM_TESTS);
      const source = PROGRAMS[Language.Python].accepted;
      const submissionId = await insertPending(db, userId, problemId, Language.Python, source);
      const data = payload(Language.Python, source, SUM_TESTS, { kind: 'submit', userId, problemId, submissionId });
      const job = await deadQueue.add('submit', data, { jobId: submissionId, attempts: 2, backoff: { type: 'fixed', delay: 200 } });
      const result = await job.waitUntilFinished(deadEvents, 30_000);
      expect(result.status).toBe(SubmissionStatus.InternalError);
      const row = await db.query('SELECT status, stderr FROM submissions WHERE id = $1', [submissionId]);
      expect(row.rows[0].status).toBe('Internal Error');
      expect(row.rows[0].stderr).toMatch(/after 2 attempt\(s\): Judge0 API unreachable/);
      expect((await deadQueue.getJob(submissionId))?.attemptsMade).toBe(2);
    } finally {
      await deadWorker.close();
      await deadEvents.close();
      await deadQueue.close();
    }
  });

  it('runs a job once when judging fails on the learner\'s answer: an answer nested 3,500 deep ends with a verdict, never a retry', async () => {
    const signature = { kind: 'function' as const, name: 'nest', params: [{ name: 'n', type: 'int' }], returns: 'int[]' };
    const source = 'import sys\nsys.setrecursionlimit(100000)\nclass Solution:\n    def nest(self, n):\n        value = [n]\n        for _ in range(3500):\n            value = [value]\n        return value\n';
    const data = payload(Language.Python, source, [{ input: '1', expectedOutput: '[1]' }], { harness: { signature, comparator: { kind: 'exact' } } });
    const job = await queue.add('run', data, { attempts: 3, backoff: { type: 'fixed', delay: 200 } });
    const result = await job.waitUntilFinished(events, 60_000);
    const finished = await queue.getJob(job.id as string);
    expect({ attemptsStarted: finished?.attemptsStarted, attemptsMade: finished?.attemptsMade }).toEqual({ attemptsStarted: 1, attemptsMade: 1 });
    expect(result.reason ?? '').not.toMatch(/after [2-9] attempt/);
  });

  it('reconciles a Pending row whose job was lost: re-enqueued under its id and judged', async () => {
    const { userId, problemId } = await seedProblem(worker.get(DataSource).manager, SUM_TESTS);
    const submissionId = await insertPending(db, userId, problemId, Language.Python, PROGRAMS[Language.Python].wrong);
    await db.query(`UPDATE submissions SET created_at = now() - interval '1 minute' WHERE id = $1`, [submissionId]);
    expect(await worker.get(ReconcilerService).reconcile()).toBeGreaterThanOrEqual(1);
    expect(await waitForVerdict(db, submissionId, 30_000)).toBe('Wrong Answer');
  });

  it('survives kill -9 of the worker mid-job: exactly one final submission with the right verdict', async () => {
    const slow = 'import time\n\nclass Solution:\n    def add(self, a: int, b: int) -> int:\n        time.sleep(1.5)\n        return a + b\n';
    const { userId, problemId } = await seedProblem(worker.get(DataSource).manager, SUM_TESTS, 3000);
    const submissionId = await insertPending(db, userId, problemId, Language.Python, slow);
    const killPrefix = `${infra.redis.prefix}-kill`;
    const env: Record<string, string> = { ...workerEnv(infra, sandbox.url, sandbox.authToken), REDIS_PREFIX: killPrefix };
    const killQueue = new Queue<ExecutionJobPayload, ExecutionJobResult>(EXECUTION_QUEUE, { connection: redisConnectionOptions(infra.redis.url), prefix: killPrefix });
    let child = await startWorkspaceApp('execution', Number((env.HEALTH_PORT = String(await freePort()))), '/health/live', env);
    try {
      await killQueue.add('submit', payload(Language.Python, slow, SUM_TESTS, { kind: 'submit', userId, problemId, submissionId, cpuTimeLimitS: 3 }), {
        jobId: submissionId,
        attempts: 2,
        backoff: { type: 'fixed', delay: 200 },
      });
      const job = await killQueue.getJob(submissionId);
      for (let i = 0; i < 100 && (await job?.getState()) !== 'active'; i++) await new Promise((done) => setTimeout(done, 50));
      expect(await job?.getState()).toBe('active');
      await new Promise((done) => setTimeout(done, 300));
      await child.kill();
      expect((await db.query('SELECT status FROM submissions WHERE id = $1', [submissionId])).rows[0].status).toBe('Pending');
      child = await startWorkspaceApp('execution', Number((env.HEALTH_PORT = String(await freePort()))), '/health/live', env);
      expect(await waitForVerdict(db, submissionId, 60_000)).toBe('Accepted');
      const rows = await db.query('SELECT count(*)::int AS n FROM submissions WHERE problem_id = $1', [problemId]);
      expect(rows.rows[0].n).toBe(1);
      const results = await db.query('SELECT count(*)::int AS n FROM test_case_results WHERE submission_id = $1', [submissionId]);
      expect(results.rows[0].n).toBe(2);
      expect((await killQueue.getJob(submissionId))?.attemptsStarted).toBeGreaterThanOrEqual(2);
    } finally {
      await child.stop();
      await killQueue.close();
    }
  });
});
