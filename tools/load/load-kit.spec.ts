import { Language } from '@algosheets/contracts';
import { createDataSource, runMigrations } from '@algosheets/database';
import { type AppProcess, freePort, provisionTestInfra, startSandbox, startWorkspaceApp, type TestInfra } from '@algosheets/testing';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { readProblem, defaultContentRoot } from '../content/content-files';
import { loadProblems } from '../content/content-loader';
import { removeLoadTestUsers } from './cleanup';
import { GatewaySession } from './gateway-session';
import { learnerEmail, signInLearners } from './learners';
import { buildLoadPlan } from './load-plan';
import { formatReport, runLoadTest } from './load-test';

jest.setTimeout(240_000);

/** Two problems of the library, loaded as the content-load Job does. */
const SLUGS = ['best-time-to-trade', 'climbing-stairs-mod'];

/**
 * The load-test kit for a few seconds against a local stack (sandbox, worker and gateway as child
 * processes): learners sign up through the gateway, access tokens expire during the run (a 2-s
 * TTL) and are refreshed, real reference solutions are judged, then the cleanup removes the
 * learners and their submissions.
 */
describe('load-test kit against a local stack', () => {
  let infra: TestInfra;
  const started: AppProcess[] = [];
  let base: string;
  const password = randomBytes(12).toString('hex');

  beforeAll(async () => {
    infra = await provisionTestInfra('load-kit', { migrate: (url) => runMigrations({ url }) });
    const dataSource = createDataSource({ url: infra.database.url, poolSize: 2 });
    await dataSource.initialize();
    await loadProblems(
      dataSource,
      SLUGS.map((slug) => readProblem(defaultContentRoot(), slug)),
    );
    await dataSource.destroy();
    const shared = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: infra.database.url, REDIS_URL: infra.redis.url, REDIS_PREFIX: infra.redis.prefix };
    const sandbox = await startSandbox();
    started.push(sandbox);
    const healthPort = await freePort();
    started.push(await startWorkspaceApp('execution', healthPort, '/health/ready', { ...shared, HEALTH_PORT: String(healthPort), JUDGE0_URL: sandbox.url, JUDGE0_AUTH_TOKEN: sandbox.authToken }));
    const port = await freePort();
    const gateway = await startWorkspaceApp('gateway', port, '/api/v1/health', {
      ...shared,
      PORT: String(port),
      WEB_ORIGIN: 'http://127.0.0.1:4200',
      JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
      ACCESS_TOKEN_TTL_S: '2',
      COOKIE_SECURE: 'false',
      // The load-test overlay's limits (k8s/overlays/loadtest): one IP signs in every learner.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      EXECUTION_USER_CONCURRENCY: '10',
      EXECUTION_USER_PER_MINUTE: '600',
    });
    started.push(gateway);
    base = gateway.url.replace(/\/+$/, '');
  });

  afterAll(async () => {
    for (const service of started.reverse()) await service.stop();
    await infra?.teardown();
  });

  it('signs in learners, judges real solutions under load with token refresh, reports, and cleans up', async () => {
    const sessions = await signInLearners(base, 3, password);
    const plan = await buildLoadPlan(sessions[0], [Language.Python], SLUGS.length);
    expect(new Set(plan.map((item) => item.body.problemId)).size).toBe(SLUGS.length);
    expect(plan.map((item) => item.body.store).sort()).toEqual([false, false, true, true]);

    const report = await runLoadTest(base, sessions, plan, 5);
    console.log(formatReport(report));

    const answered = Object.values(report.statuses).reduce((sum, n) => sum + n, 0);
    expect(answered).toBeGreaterThan(0);
    // Only verdicts, limits and a refreshed session's one 401 are answers here; nothing failed.
    expect(Object.keys(report.statuses).filter((status) => !['200', '202', '401', '429', '503'].includes(status))).toEqual([]);
    expect(report.verdicts.Accepted).toBeGreaterThan(0);
    expect(Object.keys(report.verdicts).filter((verdict) => !['Accepted', 'Pending'].includes(verdict))).toEqual([]);
    expect([report.errors, report.timeouts]).toEqual([0, 0]);
    // The 2-s access tokens expired during the 5-s run and were renewed.
    expect(report.refreshes).toBeGreaterThan(0);
    expect(report.latencyMs.p50).toBeGreaterThan(0);
    expect(report.latencyMs.p99).toBeGreaterThanOrEqual(report.latencyMs.p95);

    // A second run reuses the learners (login instead of sign-up); a run with a generated password signs up its own.
    expect(await signInLearners(base, 3, password)).toHaveLength(3);
    const [tagged] = await signInLearners(base, 1, randomBytes(12).toString('hex'), undefined, 'abcd1234');

    // Ordinary users, one of them at the load-test domain and one with a learner's local part elsewhere, with a submission.
    const ordinary = ['ada@example.com', 'load-tester@load-test.algosheets.invalid', `load-learner-0000@example.com`];
    const ordinarySessions: GatewaySession[] = [];
    for (const email of ordinary) {
      const session = new GatewaySession(base);
      expect((await session.request('POST', '/api/v1/auth/register', { name: 'Ordinary learner', email, password })).status).toBe(201);
      ordinarySessions.push(session);
    }
    const submit = plan.filter((item) => item.body.store)[0].body;
    for (const session of [ordinarySessions[0], tagged]) {
      // The 2-s access token may have lapsed during the sign-ups above.
      expect(await session.refresh()).toBe(true);
      expect([200, 202]).toContain((await session.request('POST', '/api/v1/execute-code', submit)).status);
    }

    const db = new Client({ connectionString: infra.database.url });
    await db.connect();
    try {
      const count = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0].n as number;
      const ofOrdinary = 'SELECT count(*)::int AS n FROM submissions s JOIN users u ON u.id = s.user_id WHERE u.email = ANY($1)';
      const ordinarySubmissions = await count(ofOrdinary, [ordinary]);
      expect(ordinarySubmissions).toBe(1);
      const before = await count('SELECT count(*)::int AS n FROM submissions');
      const summary = await removeLoadTestUsers(infra.database.url);
      expect(summary.users).toBe(4);
      expect(summary.submissions).toBe(before - ordinarySubmissions);
      expect(await count('SELECT count(*)::int AS n FROM users WHERE email = ANY($1)', [[0, 1, 2].map((i) => learnerEmail(i)).concat(learnerEmail(0, undefined, 'abcd1234'))])).toBe(0);
      // Everyone else, and what they submitted, is untouched.
      expect(await count('SELECT count(*)::int AS n FROM users WHERE email = ANY($1)', [ordinary])).toBe(ordinary.length);
      expect(await count('SELECT count(*)::int AS n FROM submissions')).toBe(ordinarySubmissions);
      expect(await count(ofOrdinary, [ordinary])).toBe(ordinarySubmissions);
    } finally {
      await db.end();
    }
  });
});
