/**
 * Function-signature judging against the per-test design, in one run. Starts its own stack
 * (database, Redis prefix, sandbox, worker, gateway as child processes) and stores the same 10-test
 * problem twice: as a whole program judged per test (one sandbox run per test, Judge0's output
 * rule) and as a function-signature problem judged with the generated harness (one sandbox run for
 * all tests). For Python and Java, and each design, it prints:
 *
 * - sandbox runs per Submit: the sandbox's own count of programs it ran (its run wall-time
 *   histogram in `/metrics`) before and after one Submit (target for the harness: 1);
 * - Submit latency p50/p95 on an idle stack, ms from sending the POST to knowing the verdict (the
 *   200 answer, or the long poll after a 202, as the web app does), IDLE_RUNS Submits one at a time;
 *   the harness's Python p50 is compared with a bare `/usr/bin/python3 -c pass` measured in the same
 *   run (target ≤ 10×);
 * - saturation throughput, Submits/s with IN_FLIGHT Submits in flight (one learner each) for WINDOW_S seconds (target
 *   for the harness: ≥ 5× the per-test design's).
 *
 * A third design, `content`, is a real problem of the library (CONTENT_SLUG, 13 tests: two samples,
 * eleven hidden ones up to the constraints' maximum sizes) Submitted with its own reference solutions: runs per Submit
 * (target ≤ 2), p50 against the bare Python start (target ≤ 10×) and saturation. To compare the
 * judge before and after a change, run this file from both checkouts in the same session.
 *
 * Run as root on a host with bubblewrap, PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the
 * test harness's fallbacks): `node -r @swc-node/register bench/execution/harness.bench.ts`.
 * About 5 minutes; `--window-s 20` and `--idle-runs 15` change the phases.
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Language, type ProblemSignature } from '@algosheets/contracts';
import { readCommandLine } from '@algosheets/server-common';
import { Client } from 'pg';
import { agent, contentDir, now, percentile, saturation, seedContentProblem, signUp, sleep, startStack, submit } from './bench-stack';

const { values: flags } = readCommandLine({
  usage: 'usage: node -r @swc-node/register bench/execution/harness.bench.ts [--window-s 20] [--idle-runs 15]',
  options: { 'window-s': { type: 'string', default: '20' }, 'idle-runs': { type: 'string', default: '15' } },
  positiveNumbers: ['window-s', 'idle-runs'],
});
const WINDOW_S = Number(flags['window-s']);
const IDLE_RUNS = Number(flags['idle-runs']);
const IN_FLIGHT = 6;
const TESTS = 10;
const TIME_LIMIT_MS = 2000;
const MEMORY_LIMIT_KB = 256_000;
const CASES = Array.from({ length: TESTS }, (_, i) => ({ a: i * 7, b: i + 1 }));
const SIGNATURE: ProblemSignature = {
  kind: 'function',
  name: 'add',
  params: [
    { name: 'a', type: 'int' },
    { name: 'b', type: 'int' },
  ],
  returns: 'int',
};

/** The library problem of the `content` design, and where its files are. */
const CONTENT_SLUG = 'best-time-to-trade';
const CONTENT_DIR = contentDir(CONTENT_SLUG);

type Design = 'per-test' | 'harness' | 'content';
const SOURCES: Record<Design, Partial<Record<Language, string>>> = {
  content: {
    [Language.Python]: readFileSync(join(CONTENT_DIR, 'solutions', 'reference.py'), 'utf8'),
    [Language.Java]: readFileSync(join(CONTENT_DIR, 'solutions', 'Solution.java'), 'utf8'),
  },
  'per-test': {
    [Language.Python]: 'a, b = map(int, input().split())\nprint(a + b)\n',
    [Language.Java]: 'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextInt() + s.nextInt()); } }\n',
  },
  harness: {
    [Language.Python]: 'class Solution:\n    def add(self, a: int, b: int) -> int:\n        return a + b\n',
    [Language.Java]: 'class Solution {\n    public int add(int a, int b) {\n        return a + b;\n    }\n}\n',
  },
};

/** Stores the problem in one design, as the content loader would; returns its id. */
async function seedProblem(db: Client, design: Exclude<Design, 'content'>): Promise<string> {
  const harness = design === 'harness';
  const { rows } = await db.query(
    `INSERT INTO problems (slug, title, description, difficulty, constraints, time_limit_ms, memory_limit_kb, signature)
     VALUES ($1, $1, 'Add two numbers.', 'EASY', '-', $2, $3, $4) RETURNING id`,
    [`bench-${design}`, TIME_LIMIT_MS, MEMORY_LIMIT_KB, harness ? JSON.stringify(SIGNATURE) : null],
  );
  for (const [ordinal, { a, b }] of CASES.entries()) {
    const input = harness ? `${a}\n${b}` : `${a} ${b}`;
    await db.query('INSERT INTO test_cases (problem_id, ordinal, input, output, is_sample) VALUES ($1, $2, $3, $4, $5)', [rows[0].id, ordinal, input, String(a + b), ordinal < 2]);
  }
  return rows[0].id;
}

/** Programs the sandbox has run: the count of its run wall-time histogram, every language. */
async function sandboxRuns(url: string, token: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { headers: { 'X-Auth-Token': token } })).text();
  return [...text.matchAll(/^algosheets_sandbox_run_wall_time_seconds_count\{[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
}

/** Median wall time (ms) of a bare `/usr/bin/python3 -c pass`, the floor of any Python run. */
function barePythonMs(runs = 20): number {
  const times = Array.from({ length: runs }, () => {
    const started = now();
    spawnSync('/usr/bin/python3', ['-c', 'pass']);
    return now() - started;
  });
  return percentile(times, 50);
}

interface Figures {
  runsPerSubmit: number;
  p50: number;
  p95: number;
  throughput: number;
}

async function main(): Promise<void> {
  const stack = await startStack('bench-harness', { EXECUTION_QUEUE_MAX_WAITING: '1000' });
  const db = new Client({ connectionString: stack.infra.database.url });
  await db.connect();
  try {
    const problems: Record<Design, string> = { 'per-test': await seedProblem(db, 'per-test'), harness: await seedProblem(db, 'harness'), content: await seedContentProblem(db, CONTENT_SLUG) };
    const session = await signUp(stack.gateway.url, 0);
    const learners = await Promise.all(Array.from({ length: IN_FLIGHT }, (_, index) => signUp(stack.gateway.url, index + 1)));
    const figures = new Map<string, Figures>();
    for (const language of [Language.Python, Language.Java]) {
      for (const design of ['per-test', 'harness', 'content'] as const) {
        const source = SOURCES[design][language] as string;
        const before = await sandboxRuns(stack.sandbox.url, stack.sandbox.authToken);
        await submit(session, problems[design], language, source);
        const runsPerSubmit = (await sandboxRuns(stack.sandbox.url, stack.sandbox.authToken)) - before;
        const latencies: number[] = [];
        for (let run = 0; run < IDLE_RUNS; run += 1) latencies.push(await submit(session, problems[design], language, source));
        await sleep(500);
        const throughput = await saturation(learners, WINDOW_S, (learner) => submit(learner, problems[design], language, source));
        const row = { runsPerSubmit, p50: percentile(latencies, 50), p95: percentile(latencies, 95), throughput };
        figures.set(`${language} ${design}`, row);
        console.log(`${language.padEnd(6)} ${design.padEnd(8)} sandbox runs per Submit ${row.runsPerSubmit}; idle Submit p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms; saturation ${row.throughput.toFixed(2)} Submits/s`);
      }
    }
    const bare = barePythonMs();
    console.log(`\nbare /usr/bin/python3 -c pass: p50 ${bare.toFixed(1)} ms`);
    for (const language of [Language.Python, Language.Java]) {
      const perTest = figures.get(`${language} per-test`) as Figures;
      const harness = figures.get(`${language} harness`) as Figures;
      const speedup = harness.throughput / perTest.throughput;
      console.log(`${language}: harness runs per Submit ${harness.runsPerSubmit} (target 1: ${harness.runsPerSubmit === 1 ? 'PASS' : 'MISS'}); saturation ${speedup.toFixed(1)}x the per-test design (target >= 5x: ${speedup >= 5 ? 'PASS' : 'MISS'}); p50 ${(perTest.p50 / harness.p50).toFixed(1)}x faster`);
    }
    const ratio = (figures.get(`${Language.Python} harness`) as Figures).p50 / bare;
    console.log(`Python harness Submit p50 = ${ratio.toFixed(1)}x a bare python3 start (target <= 10x: ${ratio <= 10 ? 'PASS' : 'MISS'})`);
    const content = figures.get(`${Language.Python} content`) as Figures;
    const contentRatio = content.p50 / bare;
    console.log(
      `Python ${CONTENT_SLUG} (${readdirSync(join(CONTENT_DIR, 'tests')).filter((name) => name.endsWith('.in')).length} tests) Submit p50 = ${contentRatio.toFixed(1)}x a bare python3 start (target <= 10x: ${contentRatio <= 10 ? 'PASS' : 'MISS'}); runs per Submit ${content.runsPerSubmit} (target <= 2: ${content.runsPerSubmit <= 2 ? 'PASS' : 'MISS'})`,
    );
  } finally {
    agent.destroy();
    await db.end();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
