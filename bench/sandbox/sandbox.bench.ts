/**
 * Sandbox benchmark (issue 3). Prints, per language, for a 10-test-case batch of a small solution:
 * the batch wall time through the sandbox's HTTP API, the bare cost of the same compile and run
 * commands without any sandbox run one after another, and their ratio (target ≤ 1.0); for Java and
 * TypeScript, compile-once (one batch) against compile-per-test (ten distinct sources, what Judge0
 * does); and throughput in test cases per second at saturation. Medians of RUNS runs.
 *
 * Run as root on a host with bubblewrap: `node -r @swc-node/register bench/sandbox/sandbox.bench.ts`
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxApp } from '../../apps/sandbox/src/app';
import { loadSandboxConfig } from '../../apps/sandbox/src/config/sandbox-config';

const RUNS = 5;
const TESTS = 10;
const config = loadSandboxConfig({ LOG_LEVEL: 'error', SANDBOX_UID_BASE: '63000' });
const { javaHome, node, python, tscDir, typesNodeDir } = config.runtimes;

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

/** The same compile and run commands with no sandbox, one after another, with an empty environment. */
function bare(b: Bench): number {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  writeFileSync(join(dir, b.file), fresh(b));
  const started = now();
  if (b.compile) {
    const [cmd, ...args] = b.compile(dir);
    if (spawnSync(cmd, args, { cwd: dir, env: {} }).status !== 0) throw new Error(`bare compile failed for ${b.name}`);
  }
  for (let i = 0; i < TESTS; i++) {
    const [cmd, ...args] = b.run;
    const out = spawnSync(cmd, args, { cwd: dir, env: {}, input: `${i} 1` });
    if (out.stdout.toString().trim() !== String(i + 1)) throw new Error(`bare run failed for ${b.name}: ${out.stderr}`);
  }
  const elapsed = now() - started;
  rmSync(dir, { recursive: true, force: true });
  return elapsed;
}

async function main(): Promise<void> {
  const app = await createSandboxApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const post = async (items: object[]): Promise<string[]> => {
    const response = await fetch(`${base}/submissions/batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ submissions: items }) });
    return ((await response.json()) as { token: string }[]).map((t) => t.token);
  };
  const waitAll = async (tokens: string[]): Promise<void> => {
    for (;;) {
      const response = await fetch(`${base}/submissions/batch?tokens=${tokens.join(',')}&fields=status_id`);
      const statuses = ((await response.json()) as { submissions: { status_id: number }[] }).submissions.map((s) => s.status_id);
      if (statuses.every((s) => s > 2)) {
        if (statuses.some((s) => s !== 3)) throw new Error(`not all accepted: ${statuses.join(',')}`);
        return;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const items = (b: Bench, source: () => string, offset = 0): object[] =>
    Array.from({ length: TESTS }, (_, i) => ({ language_id: b.id, source_code: source(), stdin: `${i + offset} 1`, expected_output: String(i + offset + 1) }));
  const timed = async (work: () => Promise<void>): Promise<number> => {
    const started = now();
    await work();
    return now() - started;
  };

  console.log(`sandbox benchmark: ${TESTS}-test batch, median of ${RUNS} runs, ${config.slots} slots`);
  console.log('language    batch ms  bare seq ms  ratio   compile-per-test ms  speed-up   throughput tests/s');
  for (const b of BENCHES) {
    bare(b); // warm the page cache
    await waitAll(await post(items(b, () => fresh(b))));
    const batch: number[] = [];
    const bareRuns: number[] = [];
    const perTest: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      bareRuns.push(bare(b));
      const source = fresh(b);
      batch.push(await timed(async () => waitAll(await post(items(b, () => source)))));
      if (b.compile) perTest.push(await timed(async () => waitAll(await post(items(b, () => fresh(b))))));
    }
    // Saturation: four batches of ten submitted at once, one compile each.
    const sources = [fresh(b), fresh(b), fresh(b), fresh(b)];
    const saturation = await timed(async () => {
      const tokens = await Promise.all(sources.map((s, k) => post(items(b, () => s, k * TESTS))));
      await Promise.all(tokens.map(waitAll));
    });
    const m = median(batch);
    const mb = median(bareRuns);
    const row = [
      b.name.padEnd(10),
      m.toFixed(0).padStart(9),
      mb.toFixed(0).padStart(12),
      (m / mb).toFixed(2).padStart(6),
      (b.compile ? median(perTest).toFixed(0) : '-').padStart(20),
      (b.compile ? `${(median(perTest) / m).toFixed(1)}x` : '-').padStart(10),
      ((4 * TESTS) / (saturation / 1000)).toFixed(1).padStart(20),
    ];
    console.log(row.join(' '));
  }
  await app.close();
  const leftovers = readdirSync(config.workDir);
  if (leftovers.length > 0) console.log(`warning: ${leftovers.length} box directories left in ${config.workDir}`);
}

void main();
