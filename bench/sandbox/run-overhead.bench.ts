/**
 * Per-run cost of the sandbox itself: the same program run N times one after another
 * through `BwrapRunner` (one slot, cgroup accounting when the host has it) and bare (`timeBare`:
 * spawnSync, /usr/local hidden as in the sandbox), mean wall time per run in ms, and the program's
 * own wall time as the runner measured it. The difference is what one run costs beyond its program: launcher, bubblewrap's
 * namespaces, pipes, cgroup bookkeeping.
 *
 * Run as root on a host with bubblewrap:
 * `node -r @swc-node/register bench/sandbox/run-overhead.bench.ts [runs]` (default 60).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JUDGE0_LANGUAGE } from '@algosheets/contracts';
import { readCommandLine } from '@algosheets/server-common';
import { allocateSandboxUids } from '@algosheets/testing';
import { loadSandboxConfig } from '../../apps/sandbox/src/config/sandbox-config';
import { languageDefinitions } from '../../apps/sandbox/src/languages/language-definitions';
import { BwrapRunner, type ReadOnlyBind, type RunRequest } from '../../apps/sandbox/src/runner/bwrap-runner';
import { timeBare } from './bare';

const { positionals } = readCommandLine({ usage: 'usage: node -r @swc-node/register bench/sandbox/run-overhead.bench.ts [runs]', options: {}, maxPositionals: 1 });
const RUNS = Number(positionals[0] ?? 60);
/** A uid no test or other benchmark holds meanwhile. */
const slot = { index: 0, uid: allocateSandboxUids() };
const limits = { cpuTimeMs: 5000, extraTimeMs: 1000, wallTimeMs: 10_000, memoryKb: 256_000, stackKb: 64_000, maxProcesses: 60, maxFileSizeKb: 1024 };
// Each program gets what the sandbox binds for its language (only the defaults are read; no server starts here).
const definitions = languageDefinitions(loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true' }).runtimes);
const bindsOf = (id: number): ReadOnlyBind[] => definitions.find((d) => d.id === id)?.binds ?? [];
const PROGRAMS: { name: string; argv: string[]; binds: ReadOnlyBind[] }[] = [
  { name: '/bin/true', argv: ['/usr/bin/true'], binds: [{ source: '/usr/bin/true', target: '/usr/bin/true' }] },
  { name: 'python3 -c pass', argv: ['/usr/bin/python3', '-c', 'pass'], binds: bindsOf(JUDGE0_LANGUAGE.PYTHON) },
  { name: 'node -e 0', argv: ['/usr/bin/node', '-e', '0'], binds: bindsOf(JUDGE0_LANGUAGE.JAVASCRIPT) },
];

async function main(): Promise<void> {
  const runner = await BwrapRunner.create({ workDir: join(tmpdir(), 'algosheets-sandbox-bench-overhead'), tmpSizeKb: 65_536, cgroupMode: 'auto' });
  console.log(`per-run cost, ${RUNS} runs one after another, accounting: ${runner.accounting}`);
  console.log('program            sandboxed ms/run  program wall ms  bare ms/run  overhead ms');
  for (const program of PROGRAMS) {
    const request: RunRequest = { slot, argv: program.argv, binds: program.binds, files: new Map(), stdin: Buffer.alloc(0), limits, mergeStderr: false };
    // Warm the page cache and start the slot's launcher.
    for (let i = 0; i < 5; i++) await runner.run(request);
    let programWallMs = 0;
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) {
      const result = await runner.run(request);
      if (result.exitCode !== 0) throw new Error(`${program.name} failed in the sandbox: ${result.stderr.toString()}`);
      programWallMs += result.wallTimeMs;
    }
    const sandboxed = (performance.now() - started) / RUNS;
    const bare = timeBare(Array.from({ length: RUNS }, () => ({ argv: program.argv })), tmpdir()) / RUNS;
    const row = [program.name.padEnd(18), sandboxed.toFixed(1).padStart(16), (programWallMs / RUNS).toFixed(1).padStart(16), bare.toFixed(1).padStart(12), (sandboxed - bare).toFixed(1).padStart(12)];
    console.log(row.join(' '));
  }
  await runner.close();
}

void main();
