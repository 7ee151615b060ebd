/**
 * Fresh code, fast verdict: what a learner who edits before every Submit waits, per language. Starts
 * its own stack (database, Redis prefix, sandbox, worker, gateway as child processes, the sandbox's
 * defaults: the C++ precompiled header built at its start-up), stores a real problem of the library
 * (CONTENT_SLUG: two samples and its hidden tests, up to the constraints' maximum sizes) and Submits
 * its reference solution in each language with a new comment each time, so no compile cache can
 * answer. For each language it prints, in one run:
 *
 * - Submit p50 and p95, ms from sending the POST to knowing the verdict (the long poll after a 202,
 *   as the web app does), IDLE_RUNS Submits one at a time on an idle stack;
 * - the language's floor measured in the same run: a bare start of its runtime (`python3 -c pass`,
 *   `node -e 0`), or compile and run of a hello world (`javac` + `java`, `g++ -O2 -std=c++17`), and
 *   the p50's ratio to it;
 * - saturation throughput: fresh-source Submits/s with IN_FLIGHT in flight (one learner each) for
 *   WINDOW_S seconds;
 * - the pipeline's CPU per idle Submit, ms, of the gateway, the worker and the sandbox's server
 *   (its own threads, the programs it runs apart), from /proc over the IDLE_RUNS Submits.
 *
 * Run as root on a host with bubblewrap, PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the
 * test harness's fallbacks): `node -r @swc-node/register bench/execution/fresh-source.bench.ts`
 * [--idle-runs 15] [--window-s 20] [--languages PYTHON,CPP] [--sandbox-env SANDBOX_X=v,SANDBOX_Y=w].
 * About 5 minutes with the defaults. `--sandbox-env` sets sandbox settings for the run, e.g.
 * `SANDBOX_JAVA_COMPILE_SERVICE=off,SANDBOX_CPP_PCH_DIR=off` for the figures without the warm Java
 * compiler and the C++ precompiled header on the same machine.
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Language } from '@algosheets/contracts';
import { readCommandLine } from '@algosheets/server-common';
import { Client } from 'pg';
import { agent, contentDir, listeningPid, now, percentile, processCpuMs, saturation, seedContentProblem, signUp, sleep, startStack, submit } from './bench-stack';

const LANGUAGES = [Language.Python, Language.JavaScript, Language.TypeScript, Language.Java, Language.Cpp] as const;
const { values: flags } = readCommandLine({
  usage: 'usage: node -r @swc-node/register bench/execution/fresh-source.bench.ts [--idle-runs 15] [--window-s 20] [--languages PYTHON,CPP] [--sandbox-env SANDBOX_X=v,...]',
  options: {
    'window-s': { type: 'string', default: '20' },
    'idle-runs': { type: 'string', default: '15' },
    languages: { type: 'string', default: LANGUAGES.join(',') },
    'sandbox-env': { type: 'string', default: '' },
  },
  positiveNumbers: ['window-s', 'idle-runs'],
});
const WINDOW_S = Number(flags['window-s']);
const IDLE_RUNS = Number(flags['idle-runs']);
const IN_FLIGHT = 4;
const CHOSEN = String(flags.languages).split(',');
const unknown = CHOSEN.filter((name) => !(LANGUAGES as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`--languages: no such language ${unknown.join(', ')} (one of ${LANGUAGES.join(', ')})`);
/** `--sandbox-env`: the sandbox's settings for this run, `SANDBOX_…=value` pairs. */
const SANDBOX_ENV: Record<string, string> = Object.fromEntries(
  String(flags['sandbox-env'])
    .split(',')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const match = /^(SANDBOX_[A-Z0-9_]+)=(.*)$/.exec(pair);
      if (!match) throw new Error(`--sandbox-env: "${pair}" is not SANDBOX_NAME=value`);
      return [match[1], match[2]];
    }),
);

/** The library problem Submitted, and each language's reference file in it. */
const CONTENT_SLUG = 'best-time-to-trade';
const REFERENCES: Record<(typeof LANGUAGES)[number], string> = {
  [Language.Python]: 'reference.py',
  [Language.JavaScript]: 'reference.js',
  [Language.TypeScript]: 'reference.ts',
  [Language.Java]: 'Solution.java',
  [Language.Cpp]: 'reference.cpp',
};
/** A line comment in each language, to make every source new. */
const COMMENT: Record<(typeof LANGUAGES)[number], string> = {
  [Language.Python]: '#',
  [Language.JavaScript]: '//',
  [Language.TypeScript]: '//',
  [Language.Java]: '//',
  [Language.Cpp]: '//',
};

let edits = 0;
/** The reference as a learner who just edited it sends it: a comment no earlier Submit had. */
function freshSource(language: (typeof LANGUAGES)[number]): string {
  edits += 1;
  const source = readFileSync(join(contentDir(CONTENT_SLUG), 'solutions', REFERENCES[language]), 'utf8');
  return `${source}\n${COMMENT[language]} edit ${edits} ${process.pid} ${Date.now()}\n`;
}

/** Median wall time (ms) of `steps` run one after another, five times. */
function floorMs(steps: { argv: string[]; cwd?: string }[]): number {
  const times = Array.from({ length: 5 }, () => {
    const started = now();
    for (const step of steps) {
      const result = spawnSync(step.argv[0], step.argv.slice(1), { cwd: step.cwd });
      if (result.status !== 0) throw new Error(`floor: ${step.argv.join(' ')} failed: ${String(result.stderr)}`);
    }
    return now() - started;
  });
  return percentile(times, 50);
}

/** Each language's floor on this machine: its runtime's bare start, or a hello world's compile and run. */
function floors(): Record<(typeof LANGUAGES)[number], { what: string; ms: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'algosheets-bench-floor-'));
  try {
    writeFileSync(join(dir, 'Main.java'), 'public class Main { public static void main(String[] a) { System.out.println("hi"); } }\n');
    writeFileSync(join(dir, 'main.cpp'), '#include <iostream>\nint main() { std::cout << "hi\\n"; }\n');
    const node = { what: 'node -e 0', ms: floorMs([{ argv: [process.execPath, '-e', '0'] }]) };
    return {
      [Language.Python]: { what: 'python3 -c pass', ms: floorMs([{ argv: ['/usr/bin/python3', '-c', 'pass'] }]) },
      [Language.JavaScript]: node,
      [Language.TypeScript]: node,
      [Language.Java]: {
        what: 'javac + java of a hello world',
        ms: floorMs([
          { argv: ['/usr/bin/javac', 'Main.java'], cwd: dir },
          { argv: ['/usr/bin/java', '-cp', dir, 'Main'], cwd: dir },
        ]),
      },
      [Language.Cpp]: {
        what: 'g++ -O2 -std=c++17 + run of a hello world',
        ms: floorMs([
          { argv: ['/usr/bin/g++', '-O2', '-std=c++17', 'main.cpp', '-o', 'main'], cwd: dir },
          { argv: [join(dir, 'main')], cwd: dir },
        ]),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const floor = floors();
  const stack = await startStack('bench-fresh', { EXECUTION_QUEUE_MAX_WAITING: '1000' }, SANDBOX_ENV);
  const db = new Client({ connectionString: stack.infra.database.url });
  await db.connect();
  try {
    const problemId = await seedContentProblem(db, CONTENT_SLUG);
    const session = await signUp(stack.gateway.url, 0);
    const learners = await Promise.all(Array.from({ length: IN_FLIGHT }, (_, index) => signUp(stack.gateway.url, index + 1)));
    // The sandbox builds the C++ precompiled header in the background at start-up; a learner's
    // Submit a few seconds after a pod starts is the exception, not what this measures.
    await sleep(10_000);
    console.log(`fresh-source Submit of ${CONTENT_SLUG} (its reference, a new comment each time), ${IDLE_RUNS} one at a time, then ${IN_FLIGHT} in flight for ${WINDOW_S} s`);
    const settings = Object.entries(SANDBOX_ENV).map(([name, value]) => `${name}=${value}`);
    console.log(`sandbox settings: ${settings.length > 0 ? settings.join(' ') : 'defaults'}`);
    console.log('language     p50 ms   p95 ms   floor ms  p50/floor  saturation Submits/s  floor');
    const processes = { gateway: listeningPid(stack.gateway.url), worker: listeningPid(stack.worker.url), sandbox: listeningPid(stack.sandbox.url) };
    const cpuNow = () => Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, processCpuMs(pid)]));
    const cpuLines: string[] = [];
    for (const language of LANGUAGES.filter((name) => CHOSEN.includes(name))) {
      await submit(session, problemId, language, freshSource(language));
      const latencies: number[] = [];
      const cpuBefore = cpuNow();
      for (let run = 0; run < IDLE_RUNS; run += 1) latencies.push(await submit(session, problemId, language, freshSource(language)));
      const cpuAfter = cpuNow();
      cpuLines.push(`${language.padEnd(10)} ${Object.keys(processes).map((name) => `${name} ${((cpuAfter[name] - cpuBefore[name]) / IDLE_RUNS).toFixed(1)}`).join('  ')}`);
      await sleep(500);
      const throughput = await saturation(learners, WINDOW_S, (learner) => submit(learner, problemId, language, freshSource(language)));
      const p50 = percentile(latencies, 50);
      const row = [
        language.padEnd(10),
        p50.toFixed(0).padStart(8),
        percentile(latencies, 95).toFixed(0).padStart(8),
        floor[language].ms.toFixed(0).padStart(10),
        `${(p50 / floor[language].ms).toFixed(1)}x`.padStart(10),
        throughput.toFixed(2).padStart(21),
        `  ${floor[language].what}`,
      ];
      console.log(row.join(' '));
    }
    console.log('CPU per idle Submit, ms (own threads; the sandbox\'s runs apart):');
    for (const line of cpuLines) console.log(line);
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
