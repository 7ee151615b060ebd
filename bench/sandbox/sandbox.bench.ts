/**
 * Sandbox benchmark. Prints, per language, for a 10-test-case batch of a small solution:
 * the batch wall time through the sandbox's HTTP API, the bare cost of the same compile and run
 * commands without any sandbox run one after another, and their ratio (target ≤ 1.0); for Java and
 * TypeScript, compile-once (one batch) against compile-per-test (ten distinct sources, what Judge0
 * does), on all slots and on one slot; and throughput in test cases per second at saturation.
 * Medians of RUNS runs.
 *
 * Why both speed-ups: with S slots, compile C and run R, compile-per-test takes (10/S)(C + R) and
 * compile-once C + (10/S)R, so on S = 2 the wall-time speed-up is 5(C + R)/(C + 5R), below 5 for
 * any R > 0. On one slot (one Judge0 worker doing the whole batch) it is 10(C + R)/(C + 10R),
 * which is also the ratio of the work (CPU) the two approaches spend.
 *
 * Run as root on a host with bubblewrap: `node -r @swc-node/register bench/sandbox/sandbox.bench.ts`
 * (names after the script, such as `Python Java`, limit the languages). Other load on the machine skews both sides.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readCommandLine } from '@algosheets/server-common';
import { allocateSandboxUids, freePort, startServiceProcess } from '@algosheets/testing';
import { loadSandboxConfig } from '../../apps/sandbox/src/config/sandbox-config';
import { timeBare, type BareStep } from './bare';

const RUNS = 7;
const TESTS = 10;
/** Poll interval of a batch's results, ms: about what the execution worker settles to. */
const POLL_MS = 10;
// The bare runs use the runtimes the sandbox would use (only the defaults are read; no server starts here).
const config = loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true' });
const { javaHome, node, python, tscDir, typesNodeDir } = config.runtimes;
const SLOTS = config.slots;
/** Languages named on the command line, or all. */
const { positionals: named } = readCommandLine({ usage: 'usage: node -r @swc-node/register bench/sandbox/sandbox.bench.ts [language ...]', options: {}, maxPositionals: Infinity });
const only = named.length > 0 ? named.map((name) => name.toLowerCase()) : null;

interface Bench {
  name: string;
  id: number;
  file: string;
  source: string;
  compile?: (dir: string) => string[];
  run: string[];
}

const BENCHES: Bench[] = [
  { name: 'Python', id: 71, file: 'script.py', source: 'a, b = map(int, input().split())\nprint(a + b)\n', run: [python, 'script.py'] },
  { name: 'JavaScript', id: 63, file: 'script.js', source: "const [a, b] = require('fs').readFileSync(0, 'utf8').split(' ').map(Number);\nconsole.log(a + b);\n", run: [node, 'script.js'] },
  {
    name: 'TypeScript',
    id: 74,
    file: 'script.ts',
    source: "const [a, b]: number[] = require('fs').readFileSync(0, 'utf8').split(' ').map(Number);\nconsole.log(a + b);\n",
    compile: () => [join(tscDir, 'tsc'), '--target', 'es2022', '--module', 'commonjs', '--strict', 'false', '--skipLibCheck', '--types', 'node', '--typeRoots', join(typesNodeDir, '..'), 'script.ts'],
    run: [node, 'script.js'],
  },
  {
    name: 'Java',
    id: 62,
    file: 'Main.java',
    source: 'import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(s.nextInt() + s.nextInt()); } }\n',
    compile: () => [join(javaHome, 'bin/javac'), 'Main.java'],
    run: [join(javaHome, 'bin/java'), 'Main'],
  },
];

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const now = (): number => performance.now();
let unique = 0;
/** A distinct source each time, so the compile cache never answers from an earlier run. */
const fresh = (b: Bench): string => `${b.source}${b.id === 71 ? '#' : '//'} run ${process.pid}-${unique++}\n`;

/** The same compile and run commands with no sandbox, one after another (see {@link timeBare}). */
function bare(b: Bench): number {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  writeFileSync(join(dir, b.file), fresh(b));
  const steps: BareStep[] = b.compile ? [{ argv: b.compile(dir) }] : [];
  for (let i = 0; i < TESTS; i++) steps.push({ argv: b.run, input: `${i} 1`, expect: String(i + 1) });
  const elapsed = timeBare(steps, dir);
  rmSync(dir, { recursive: true, force: true });
  return elapsed;
}

/** A sandbox instance on a free port with the two calls the benchmark needs. */
interface Target {
  workDir: string;
  close: () => Promise<void>;
  post: (items: object[]) => Promise<string[]>;
  /** Polls every POLL_MS until every token is final; throws unless all are Accepted. */
  waitAll: (tokens: string[]) => Promise<void>;
}

const root = resolve(__dirname, '../..');

/**
 * Compiles the sandbox as its container image does (deploy/docker/build-server.mjs: plain
 * CommonJS, no TypeScript at run time) into a temporary directory. Measured on the source run
 * through @swc-node/register instead, the service's heap is about twice as large, and every fork
 * it makes (one per run) copies page tables in proportion.
 */
function buildSandbox(): string {
  const out = mkdtempSync(join(tmpdir(), 'algosheets-sandbox-build-'));
  const build = spawnSync(process.execPath, [join(root, 'deploy/docker/build-server.mjs'), 'sandbox', out], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`sandbox build failed: ${build.stderr}`);
  return out;
}

/**
 * Starts the built sandbox service as its own process, as it runs in production, so that the
 * benchmark's HTTP client does not share the service's event loop. Third-party packages come from
 * the workspace's node_modules (the image installs the same locked versions).
 */
async function startTarget(build: string, slots: number): Promise<Target> {
  const uidBase = allocateSandboxUids();
  const port = await freePort();
  const workDir = join(tmpdir(), `algosheets-sandbox-bench-${uidBase}`);
  const token = randomBytes(24).toString('hex');
  const auth = { 'X-Auth-Token': token };
  const app = await startServiceProcess({
    name: 'sandbox',
    command: process.execPath,
    args: [join(build, 'apps/sandbox/src/main.js')],
    cwd: build,
    env: {
      PATH: '/usr/sbin:/usr/bin:/sbin:/bin',
      NODE_PATH: join(root, 'node_modules'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SANDBOX_UID_BASE: String(uidBase),
      SANDBOX_SLOTS: String(slots),
      SANDBOX_WORK_DIR: workDir,
      AUTHN_TOKEN: token,
    },
    readyUrl: `http://127.0.0.1:${port}/health/ready`,
    readyTimeoutMs: 60_000,
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    workDir,
    close: () => app.stop(),
    post: async (items) => {
      const response = await fetch(`${base}/submissions/batch`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify({ submissions: items }) });
      return ((await response.json()) as { token: string }[]).map((t) => t.token);
    },
    waitAll: async (tokens) => {
      for (;;) {
        const response = await fetch(`${base}/submissions/batch?tokens=${tokens.join(',')}&fields=status_id`, { headers: auth });
        const statuses = ((await response.json()) as { submissions: { status_id: number }[] }).submissions.map((s) => s.status_id);
        if (statuses.every((s) => s > 2)) {
          if (statuses.some((s) => s !== 3)) throw new Error(`not all accepted: ${statuses.join(',')}`);
          return;
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    },
  };
}

async function main(): Promise<void> {
  const build = buildSandbox();
  const all = await startTarget(build, SLOTS);
  const one = await startTarget(build, 1);
  const items = (b: Bench, source: () => string, offset = 0): object[] =>
    Array.from({ length: TESTS }, (_, i) => ({ language_id: b.id, source_code: source(), stdin: `${i + offset} 1`, expected_output: String(i + offset + 1) }));
  const timed = async (work: () => Promise<void>): Promise<number> => {
    const started = now();
    await work();
    return now() - started;
  };
  const batchOf = (target: Target, b: Bench, source: () => string): Promise<number> => timed(async () => target.waitAll(await target.post(items(b, source))));

  console.log(`sandbox benchmark (production build): ${TESTS}-test batch, median of ${RUNS} runs, ${SLOTS} slots (and 1 slot for the single-slot columns), results polled every ${POLL_MS} ms`);
  console.log('language    batch ms  bare seq ms  ratio  per-test ms  speed-up  1-slot batch ms  1-slot per-test ms  1-slot speed-up  throughput tests/s');
  for (const b of BENCHES.filter((bench) => !only || only.includes(bench.name.toLowerCase()))) {
    bare(b); // warm the page cache
    await batchOf(all, b, () => fresh(b));
    const batch: number[] = [];
    const bareRuns: number[] = [];
    const perTest: number[] = [];
    const oneBatch: number[] = [];
    const onePerTest: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      bareRuns.push(bare(b));
      const source = fresh(b);
      batch.push(await batchOf(all, b, () => source));
      if (b.compile) {
        perTest.push(await batchOf(all, b, () => fresh(b)));
        const oneSource = fresh(b);
        oneBatch.push(await batchOf(one, b, () => oneSource));
        onePerTest.push(await batchOf(one, b, () => fresh(b)));
      }
    }
    // Saturation: four batches of ten submitted at once, one compile each.
    const sources = [fresh(b), fresh(b), fresh(b), fresh(b)];
    const saturation = await timed(async () => {
      const tokens = await Promise.all(sources.map((s, k) => all.post(items(b, () => s, k * TESTS))));
      await Promise.all(tokens.map(all.waitAll));
    });
    const m = median(batch);
    const mb = median(bareRuns);
    const compiled = (text: () => string, width: number): string => (b.compile ? text() : '-').padStart(width);
    const row = [
      b.name.padEnd(10),
      m.toFixed(0).padStart(9),
      mb.toFixed(0).padStart(12),
      (m / mb).toFixed(2).padStart(6),
      compiled(() => median(perTest).toFixed(0), 12),
      compiled(() => `${(median(perTest) / m).toFixed(1)}x`, 9),
      compiled(() => median(oneBatch).toFixed(0), 16),
      compiled(() => median(onePerTest).toFixed(0), 19),
      compiled(() => `${(median(onePerTest) / median(oneBatch)).toFixed(1)}x`, 16),
      ((4 * TESTS) / (saturation / 1000)).toFixed(1).padStart(19),
    ];
    console.log(row.join(' '));
  }
  await all.close();
  await one.close();
  rmSync(build, { recursive: true, force: true });
  for (const dir of [all.workDir, one.workDir]) {
    const leftovers = readdirSync(dir);
    if (leftovers.length > 0) console.log(`warning: ${leftovers.length} box directories left in ${dir}`);
  }
}

void main();
