import { Language } from '@algosheets/contracts';
import { createDataSource, currentSchema } from '@algosheets/database';
import { provisionTestInfra, startWorkspaceStack, type TestInfra, type WorkspaceStack } from '@algosheets/testing';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { readProblem, defaultContentRoot } from '../content/content-files';
import { loadProblems } from '../content/content-loader';
import { removeLoadTestUsers } from './cleanup';
import { DEFAULT_LEARNER_DOMAIN as DEFAULT_DOMAIN, learnerEmail, signInLearners } from './learners';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { learnerSessions } from './learners';
import { buildLoadMix, SOLUTION_KINDS } from './load-mix';
import type { LoadSummary } from './load-test';

jest.setTimeout(400_000);

/** Two problems of the library, loaded as the content-load Job does. */
const SLUGS = ['best-time-to-trade', 'climbing-stairs-mod'];

const ROOT = join(__dirname, '..', '..');

/**
 * The load-test kit for a few seconds against a local stack (sandbox, worker and gateway as child
 * processes): learners sign up through the gateway and their sessions are saved and reused,
 * access tokens expire during the run (a 2-s TTL) and are renewed, the gateway answers every Submit
 * 202 at once (EXECUTION_WAIT_MS 1) so each is followed to its verdict by long polls, real
 * solutions of every kind are judged through Artillery, thresholds decide the exit code, then the
 * cleanup removes the learners and their submissions.
 */
describe('load-test kit against a local stack', () => {
  let infra: TestInfra;
  let stack: WorkspaceStack | undefined;
  let base: string;
  const password = randomBytes(12).toString('hex');

  beforeAll(async () => {
    infra = await provisionTestInfra('load-kit', { schema: currentSchema() });
    const dataSource = createDataSource({ url: infra.database.url, poolSize: 2 });
    await dataSource.initialize();
    await loadProblems(
      dataSource,
      SLUGS.map((slug) => readProblem(defaultContentRoot(), slug)),
    );
    await dataSource.destroy();
    stack = await startWorkspaceStack(infra, {
      ACCESS_TOKEN_TTL_S: '2',
      // The load-test overlay's limits (k8s/overlays/loadtest): one IP signs in every learner.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      EXECUTION_USER_CONCURRENCY: '10',
      EXECUTION_USER_PER_MINUTE: '600',
      EXECUTION_WAIT_MS: '1',
    });
    base = stack.gateway.url;
  });

  afterAll(async () => {
    await stack?.stop();
    await infra?.teardown();
  });

  /**
   * `npm run bench:load` as an SRE runs it, on this stack; its JSON summary from `--report`. Spawned
   * asynchronously: a blocked event loop here would stop reading the stack's output pipes and stall it.
   */
  const benchLoad = async (args: string[]): Promise<{ status: number | null; stdout: string; summary: LoadSummary }> => {
    const report = join(mkdtempSync(join(tmpdir(), 'load-kit-')), 'summary.json');
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'tools/load/load-test.cli.ts', '--url', base, '--report', report, ...args], {
      cwd: ROOT,
      env: { ...process.env, LOAD_TEST_PASSWORD: password },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (!existsSync(report)) throw new Error(`bench:load exited ${status} without a summary: ${stderr}`);
    return { status, stdout, summary: JSON.parse(readFileSync(report, 'utf8')) as LoadSummary };
  };

  it('builds the mix from content/: every kind of solution, Run and Submit, with the web app\'s bodies', async () => {
    const [session] = await signInLearners(base, 1, password);
    const mix = await buildLoadMix(session, [Language.Python, Language.Java], SLUGS.length);
    expect(new Set(mix.map((item) => item.body.problemId)).size).toBe(SLUGS.length);
    for (const kind of SOLUTION_KINDS) {
      for (const mode of ['run', 'submit']) expect(mix.filter((item) => item.kind === kind && item.mode === mode && item.language === Language.Java).length).toBeGreaterThan(0);
    }
    const run = mix.find((item) => item.mode === 'run') as (typeof mix)[number];
    const submit = mix.find((item) => item.mode === 'submit') as (typeof mix)[number];
    expect(run.body).toMatchObject({ store: false, language_id: 71 });
    expect(run.body.stdin.length).toBeGreaterThan(0);
    expect(run.body.expected_outputs).toHaveLength(run.body.stdin.length);
    expect(submit.body).toMatchObject({ store: true, stdin: [], expected_outputs: [] });
    // Wrong solutions are content/problems/<slug>/wrong/*, not the reference.
    const wrong = mix.filter((item) => item.kind === 'wrong' && item.language === Language.Python).map((item) => item.body.source_code);
    const accepted = mix.filter((item) => item.kind === 'accepted' && item.language === Language.Python).map((item) => item.body.source_code);
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.some((source) => accepted.includes(source))).toBe(false);
  });

  it('runs Artillery with saved sessions, follows each 202 to its verdict, counts timed-out Runs apart and exits 1 on a broken threshold', async () => {
    const sessions = join(mkdtempSync(join(tmpdir(), 'load-sessions-')), 'sessions.json');
    await learnerSessions({ url: base, learners: 3, password, domain: DEFAULT_DOMAIN, sessions });
    expect(statSync(sessions).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(sessions, 'utf8')) as { email: string }[];
    expect(saved.map((entry) => entry.email)).toEqual([0, 1, 2].map((i) => learnerEmail(i)));

    // Half Submits, which the gateway answers 202 at once (it waits 1 ms) and the kit follows to their
    // verdicts; half Runs, which it cannot judge within that wait: 503 timed out, counted apart.
    const { status, stdout, summary } = await benchLoad(['--sessions', sessions, '--learners', '3', '--languages', 'PYTHON', '--problems', String(SLUGS.length), '--rate', '3', '--ramp', '0', '--duration', '3', '--think', '0', '--submit-ratio', '0.5', '--mix', 'accepted=1,wrong=1,compile-error=1', '--max-submit-p95', '60000']);
    const submits = Object.entries(summary.verdicts).reduce((total, [key, n]) => total + (key.startsWith('submit.') ? n : 0), 0);
    expect(summary.attempts).toBeGreaterThan(0);
    // A learner over its in-flight limit (EXECUTION_USER_CONCURRENCY) is refused 429: counted apart too.
    const refused = Object.values(summary.refused).reduce((total, n) => total + n, 0);
    expect(submits + summary.timedOut + refused).toBe(summary.attempts);
    expect(summary.followed202).toBe(submits);
    expect(summary.verdicts['submit.Pending']).toBeUndefined();
    expect(summary.errors).toEqual({});
    expect(Object.keys(summary.verdictLatency)).toEqual(submits > 0 ? ['submit.PYTHON'] : []);
    expect(summary.verdictLatency['submit.PYTHON']?.count ?? 0).toBe(submits);
    expect(summary.intervals.reduce((total, interval) => total + interval.attempts, 0)).toBe(summary.attempts);
    // The timed-out Runs break the 503 threshold: the kit says which and exits 1.
    expect(summary.timedOut).toBeGreaterThan(0);
    expect(summary.failures).toEqual([`503 (queue full, Run timed out) ${((summary.timedOut / summary.attempts) * 100).toFixed(2)} % > 1.00 %`]);
    expect(stdout).toContain('thresholds broken');
    expect(status).toBe(1);

    const removed = await removeLoadTestUsers(infra.database.url);
    expect(removed.users).toBeGreaterThanOrEqual(3);
    const db = new Client({ connectionString: infra.database.url });
    await db.connect();
    try {
      expect((await db.query("SELECT count(*)::int AS n FROM users WHERE email LIKE 'load-learner-%'")).rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  });
});
