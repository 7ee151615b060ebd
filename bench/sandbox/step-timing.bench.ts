/**
 * How exactly the sandbox times each test of a stepped (harness) run. A program that follows the
 * harness protocol (a ready frame, then one record per test input) spins on each test for a given
 * CPU time and writes in each record its own count of the CPU it used since the previous record
 * (process-wide: every thread; Python `time.process_time()`, Node `process.cpuUsage()`). Here the
 * program is ours, so its count is the truth the sandbox's per-test figure (`steps.cpuMs`, the
 * slot cgroup's counter or /proc) is compared with: per language and spin time, the measured mean
 * and the error (sandbox minus program) at the median and the 95th percentile and the largest,
 * in ms. The counterexample finder's per-test limits and "Analyze growth" rest on these figures.
 *
 * Run as root on a host with bubblewrap:
 * `node -r @swc-node/register bench/sandbox/step-timing.bench.ts [tests per spin]` (default 40).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JUDGE0_LANGUAGE } from '@algosheets/contracts';
import { readCommandLine } from '@algosheets/server-common';
import { allocateSandboxUids } from '@algosheets/testing';
import { loadSandboxConfig } from '../../apps/sandbox/src/config/sandbox-config';
import { languageDefinitions } from '../../apps/sandbox/src/languages/language-definitions';
import { BwrapRunner, type RunRequest } from '../../apps/sandbox/src/runner/bwrap-runner';

const { positionals } = readCommandLine({ usage: 'usage: node -r @swc-node/register bench/sandbox/step-timing.bench.ts [tests per spin]', options: {}, maxPositionals: 1 });
const TESTS = Number(positionals[0] ?? 40);
/** CPU each test spins, ms. */
const SPINS_MS = [1, 3, 10, 30];
const slot = { index: 0, uid: allocateSandboxUids() };
const limits = { cpuTimeMs: 10_000, extraTimeMs: 1000, wallTimeMs: 30_000, memoryKb: 256_000, stackKb: 64_000, maxProcesses: 60, maxFileSizeKb: 1024 };
const definitions = languageDefinitions(loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true' }).runtimes);

/** The harness protocol's frames around a spin of `ms` per test read from stdin, with the program's own CPU count. */
const PROGRAMS: { language: string; id: number; file: string; argv: string[]; source: string }[] = [
  {
    language: 'Python',
    id: JUDGE0_LANGUAGE.PYTHON,
    file: 'main.py',
    argv: ['/usr/bin/python3', '-S', 'main.py'],
    source: `
import sys, time
mark = sys.stdin.buffer.readline().decode().strip()
def frame(body):
    sys.stdout.write("\\n\\x1e" + mark + "\\x1e" + body + "\\n")
    sys.stdout.flush()
frame("ready")
last = time.process_time()
i = 0
for line in sys.stdin.buffer:
    end = time.process_time() + float(line) / 1000
    while time.process_time() < end:
        pass
    now = time.process_time()
    frame('{"i":%d,"own":%.4f}' % (i, (now - last) * 1000))
    last = now
    i += 1
`,
  },
  {
    language: 'JavaScript',
    id: JUDGE0_LANGUAGE.JAVASCRIPT,
    file: 'main.js',
    argv: ['/usr/bin/node', 'main.js'],
    source: `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let mark = null, last = 0, i = 0, buffered = '';
const frame = (body) => process.stdout.write('\\n\\x1e' + mark + '\\x1e' + body + '\\n');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  let newline;
  while ((newline = buffered.indexOf('\\n')) >= 0) {
    const line = buffered.slice(0, newline);
    buffered = buffered.slice(newline + 1);
    if (mark === null) { mark = line.trim(); frame('ready'); last = cpu(); continue; }
    const end = cpu() + Number(line);
    while (cpu() < end) {}
    const now = cpu();
    frame('{"i":' + i + ',"own":' + (now - last).toFixed(4) + '}');
    last = now;
    i++;
  }
});
`,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

async function main(): Promise<void> {
  const runner = await BwrapRunner.create({ workDir: join(tmpdir(), 'algosheets-sandbox-bench-steps'), tmpSizeKb: 65_536, cgroupMode: 'auto' });
  console.log(`per-test CPU times of a stepped run against the program's own count, ${TESTS} tests per spin, accounting: ${runner.accounting}`);
  console.log('language    spin ms  mean ms  error p50 ms  error p95 ms  |error| max ms');
  for (const program of PROGRAMS) {
    const binds = definitions.find((definition) => definition.id === program.id)?.binds ?? [];
    for (const spinMs of SPINS_MS) {
      const mark = randomBytes(8).toString('hex');
      const request: RunRequest = {
        slot,
        argv: program.argv,
        binds,
        files: new Map([[program.file, Buffer.from(program.source)]]),
        stdin: Buffer.alloc(0),
        limits,
        mergeStderr: false,
        steps: { mark, inputs: [Buffer.from(`${mark}\n`), ...Array.from({ length: TESTS }, () => Buffer.from(`${spinMs}\n`))], cpuLimitMs: 5000 },
      };
      const result = await runner.run(request);
      const measured = result.steps?.cpuMs ?? [];
      const own = [...result.stdout.toString().matchAll(/"own":([0-9.]+)/g)].map((match) => Number(match[1]));
      if (measured.length !== TESTS || own.length !== TESTS) throw new Error(`${program.language}: expected ${TESTS} tests, got ${measured.length} times and ${own.length} records: ${result.stderr.toString()}`);
      // The first test also holds the program's start after its ready frame: the others are compared.
      const errors = measured.slice(1).map((ms, index) => ms - own[index + 1]).sort((a, b) => a - b);
      const mean = measured.slice(1).reduce((sum, ms) => sum + ms, 0) / (TESTS - 1);
      const worst = Math.max(...errors.map(Math.abs));
      console.log(
        [program.language.padEnd(10), String(spinMs).padStart(8), mean.toFixed(2).padStart(8), percentile(errors, 0.5).toFixed(2).padStart(13), percentile(errors, 0.95).toFixed(2).padStart(13), worst.toFixed(2).padStart(15)].join(' '),
      );
    }
  }
  await runner.close();
}

void main();
