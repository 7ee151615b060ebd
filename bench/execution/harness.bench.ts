/**
 * One harness run per Submit, measured through the whole stack. Starts its own stack (database,
 * Redis prefix, sandbox, worker, gateway as child processes) and stores two function-signature
 * problems: `add`, the benchmarks' own 10-test problem (bench-problem.ts), and `content`, a real
 * problem of the library (CONTENT_SLUG, 13 tests: two samples, eleven hidden ones up to the
 * constraints' maximum sizes) Submitted with its own reference solutions. For Python and Java, and
 * each problem, it prints:
 *
 * - sandbox runs per Submit: the sandbox's own count of programs it ran (its run wall-time
 *   histogram in `/metrics`) before and after one Submit (target: 1 for `add`, ≤ 2 for `content`);
 * - Submit latency p50/p95 on an idle stack, ms from sending the POST to knowing the verdict (the
 *   200 answer, or the long poll after a 202, as the web app does), IDLE_RUNS Submits one at a time;
 *   each Python p50 is compared with a bare `/usr/bin/python3 -c pass` measured in the same run
 *   (target ≤ 10×);
 * - saturation throughput, Submits/s with IN_FLIGHT Submits in flight (one learner each) for
 *   WINDOW_S seconds.
 *
 * To compare the judge before and after a change, run this file from both checkouts in the same
 * session.
 *
 * Run as root on a host with bubblewrap, PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the
 * test harness's fallbacks): `node -r @swc-node/register bench/execution/harness.bench.ts`.
 * About 3 minutes; `--window-s 20` and `--idle-runs 15` change the phases.
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Language } from '@algosheets/contracts';
import { readCommandLine } from '@algosheets/server-common';
import { Client } from 'pg';
import { ADD_SOLUTIONS, seedAddProblem } from './bench-problem';
import { agent, contentDir, now, percentile, saturation, seedContentProblem, signUp, sleep, startStack, submit } from './bench-stack';

const { values: flags } = readCommandLine({
  usage: 'usage: node -r @swc-node/register bench/execution/harness.bench.ts [--window-s 20] [--idle-runs 15]',
  options: { 'window-s': { type: 'string', default: '20' }, 'idle-runs': { type: 'string', default: '15' } },
  positiveNumbers: ['window-s', 'idle-runs'],
});
const WINDOW_S = Number(flags['window-s']);
const IDLE_RUNS = Number(flags['idle-runs']);
const IN_FLIGHT = 6;

/** The library problem of the `content` row, and where its files are. */
const CONTENT_SLUG = 'best-time-to-trade';
const CONTENT_DIR = contentDir(CONTENT_SLUG);

type BenchProblem = 'add' | 'content';
const BENCH_PROBLEMS: readonly BenchProblem[] = ['add', 'content'];
const SOURCES: Record<BenchProblem, Partial<Record<Language, string>>> = {
  add: ADD_SOLUTIONS,
  content: {
    [Language.Python]: readFileSync(join(CONTENT_DIR, 'solutions', 'reference.py'), 'utf8'),
    [Language.Java]: readFileSync(join(CONTENT_DIR, 'solutions', 'Solution.java'), 'utf8'),
  },
};

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
    const problemIds: Record<BenchProblem, string> = { add: await seedAddProblem(db, 'bench-add'), content: await seedContentProblem(db, CONTENT_SLUG) };
    const session = await signUp(stack.gateway.url, 0);
    const learners = await Promise.all(Array.from({ length: IN_FLIGHT }, (_, index) => signUp(stack.gateway.url, index + 1)));
    const figures = new Map<string, Figures>();
    for (const language of [Language.Python, Language.Java]) {
      for (const problem of BENCH_PROBLEMS) {
        const source = SOURCES[problem][language] as string;
        const before = await sandboxRuns(stack.sandbox.url, stack.sandbox.authToken);
        await submit(session, problemIds[problem], language, source);
        const runsPerSubmit = (await sandboxRuns(stack.sandbox.url, stack.sandbox.authToken)) - before;
        const latencies: number[] = [];
        for (let run = 0; run < IDLE_RUNS; run += 1) latencies.push(await submit(session, problemIds[problem], language, source));
        await sleep(500);
        const throughput = await saturation(learners, WINDOW_S, (learner) => submit(learner, problemIds[problem], language, source));
        const row = { runsPerSubmit, p50: percentile(latencies, 50), p95: percentile(latencies, 95), throughput };
        figures.set(`${language} ${problem}`, row);
        console.log(`${language.padEnd(6)} ${problem.padEnd(7)} sandbox runs per Submit ${row.runsPerSubmit}; idle Submit p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms; saturation ${row.throughput.toFixed(2)} Submits/s`);
      }
    }
    const bare = barePythonMs();
    console.log(`\nbare /usr/bin/python3 -c pass: p50 ${bare.toFixed(1)} ms`);
    for (const language of [Language.Python, Language.Java]) {
      const add = figures.get(`${language} add`) as Figures;
      console.log(`${language}: add runs per Submit ${add.runsPerSubmit} (target 1: ${add.runsPerSubmit === 1 ? 'PASS' : 'MISS'})`);
    }
    const ratio = (figures.get(`${Language.Python} add`) as Figures).p50 / bare;
    console.log(`Python add Submit p50 = ${ratio.toFixed(1)}x a bare python3 start (target <= 10x: ${ratio <= 10 ? 'PASS' : 'MISS'})`);
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
