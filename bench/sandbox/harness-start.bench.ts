/**
 * Where a Python (and, beside it, a JavaScript) harness run's time goes in the sandbox, for a real
 * problem of the library: `best-time-to-trade`'s reference with its 13 stored tests (two samples,
 * the largest 100,000 prices), planned as the worker plans a Submit (`planHarnessRun`) and run
 * stepped through `BwrapRunner` as the sandbox runs it (one slot, cgroup accounting when the host
 * has it). Per row, medians of RUNS runs one after another: wall ms and CPU ms as the sandbox
 * measures them (the run's cgroup: every process of it, bubblewrap's own start included), and for
 * the harness with its tests the CPU ms its records report inside the tests (reading each test's
 * JSON, the learner's call, writing the answer: the harness's own untrusted count, summed).
 *
 * The rows split a run into the interpreter's bare start, the modules the harness imports, the
 * harness's start (imports, compiling the program, loading the learner's code: no tests) and the
 * tests. CPU rather than wall time is what to compare on a shared machine: other processes stretch
 * every wall time, not the CPU a run uses.
 *
 * Run as root on a host with bubblewrap:
 * `node -r @swc-node/register bench/sandbox/harness-start.bench.ts [runs]` (default 30).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JUDGE0_LANGUAGE, type ProblemSignature } from '@algosheets/contracts';
import { languageByKey, planHarnessRun, type HarnessRunPlan } from '@algosheets/judge';
import { readCommandLine } from '@algosheets/server-common';
import { allocateSandboxUids } from '@algosheets/testing';
import { loadSandboxConfig } from '../../apps/sandbox/src/config/sandbox-config';
import { languageDefinitions } from '../../apps/sandbox/src/languages/language-definitions';
import { BwrapRunner, type ReadOnlyBind, type RunRequest } from '../../apps/sandbox/src/runner/bwrap-runner';

const { positionals } = readCommandLine({ usage: 'usage: node -r @swc-node/register bench/sandbox/harness-start.bench.ts [runs]', options: {}, maxPositionals: 1 });
const RUNS = Number(positionals[0] ?? 30);
const CONTENT_SLUG = 'best-time-to-trade';
const slot = { index: 0, uid: allocateSandboxUids() };
const limits = { cpuTimeMs: 10_000, extraTimeMs: 1000, wallTimeMs: 30_000, memoryKb: 256_000, stackKb: 64_000, maxProcesses: 60, maxFileSizeKb: 1024 };
const definitions = languageDefinitions(loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true' }).runtimes);
const bindsOf = (id: number): ReadOnlyBind[] => definitions.find((d) => d.id === id)?.binds ?? [];

/** The problem's reference in `key`'s language with all its stored tests, planned as a Submit. */
function submitPlan(key: 'python' | 'javascript', reference: string): HarnessRunPlan {
  const dir = join(__dirname, '../../content/problems', CONTENT_SLUG);
  const problem = JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')) as { signature: ProblemSignature };
  const inputs = readdirSync(join(dir, 'tests'))
    .filter((name) => name.endsWith('.in'))
    .sort()
    .map((name) => readFileSync(join(dir, 'tests', name), 'utf8'));
  const language = languageByKey(key);
  if (!language) throw new Error(`no language ${key}`);
  return planHarnessRun({ signature: problem.signature, language, code: readFileSync(join(dir, 'solutions', reference), 'utf8'), inputs, timeLimitMs: 2000, memoryLimitKb: limits.memoryKb });
}

/** A row: a program and its stdin, stepped as a harness run when `plan` is given (all its tests) or with no test at all. */
interface Row {
  name: string;
  argv: string[];
  binds: ReadOnlyBind[];
  files: Map<string, Buffer>;
  stdin: Buffer;
  steps?: RunRequest['steps'];
}

/** The plan's run as the sandbox runs it: stdin cut into the plan's steps. */
function stepped(name: string, argv: string[], binds: ReadOnlyBind[], file: string, plan: HarnessRunPlan): Row {
  const stdin = Buffer.from(plan.submission.stdin);
  const inputs: Buffer[] = [];
  let at = 0;
  for (const size of plan.submission.test_steps.sizes) {
    inputs.push(stdin.subarray(at, at + size));
    at += size;
  }
  const files = new Map([[file, Buffer.from(plan.submission.source_code)]]);
  return { name, argv, binds, files, stdin, steps: { mark: plan.nonce, inputs, cpuLimitMs: 2000 } };
}

/** The same program told there are no tests: it starts, loads the learner's code, says ready and ends. */
function noTests(name: string, argv: string[], binds: ReadOnlyBind[], file: string, plan: HarnessRunPlan): Row {
  return { name, argv, binds, files: new Map([[file, Buffer.from(plan.submission.source_code)]]), stdin: Buffer.from(`${plan.nonce}\n0\n`) };
}

/** The harness's own CPU count inside the tests (ms): the `cpuMs` of every record on stdout. */
function recordsCpuMs(stdout: Buffer): number {
  let sum = 0;
  for (const match of stdout.toString('utf8').matchAll(/"cpuMs":([0-9.]+)/g)) sum += Number(match[1]);
  return sum;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const python = bindsOf(JUDGE0_LANGUAGE.PYTHON);
  const node = bindsOf(JUDGE0_LANGUAGE.JAVASCRIPT);
  const pyPlan = submitPlan('python', 'reference.py');
  const jsPlan = submitPlan('javascript', 'reference.js');
  const bare = (name: string, argv: string[], binds: ReadOnlyBind[]): Row => ({ name, argv, binds, files: new Map(), stdin: Buffer.alloc(0) });
  const rows: Row[] = [
    bare('python3 -c pass', ['/usr/bin/python3', '-c', 'pass'], python),
    bare('python3 -S -c pass', ['/usr/bin/python3', '-S', '-c', 'pass'], python),
    bare('python3: import json', ['/usr/bin/python3', '-c', 'import json'], python),
    bare('python3: import typing', ['/usr/bin/python3', '-c', 'import typing'], python),
    bare('python3: harness imports', ['/usr/bin/python3', '-c', 'import binascii, collections, contextlib, io, json, sys, time, typing'], python),
    noTests('Python harness, no test', ['/usr/bin/python3', 'script.py'], python, 'script.py', pyPlan),
    stepped('Python harness, 13 tests', ['/usr/bin/python3', 'script.py'], python, 'script.py', pyPlan),
    bare('node -e 0', ['/usr/bin/node', '-e', '0'], node),
    noTests('JS harness, no test', ['/usr/bin/node', 'script.js'], node, 'script.js', jsPlan),
    stepped('JS harness, 13 tests', ['/usr/bin/node', 'script.js'], node, 'script.js', jsPlan),
  ];
  const runner = await BwrapRunner.create({ workDir: join(tmpdir(), 'algosheets-sandbox-bench-harness-start'), tmpSizeKb: 65_536, cgroupMode: 'auto' });
  try {
    console.log(`${CONTENT_SLUG}, reference, medians of ${RUNS} sandboxed runs one after another, accounting: ${runner.accounting}`);
    console.log('program                       wall ms   CPU ms   in tests (harness count) ms');
    for (const row of rows) {
      const request: RunRequest = { slot, argv: row.argv, binds: row.binds, files: row.files, stdin: row.stdin, steps: row.steps, limits, mergeStderr: false };
      // Warm the page cache and start the slot's launcher.
      for (let i = 0; i < 3; i++) await runner.run(request);
      const wall: number[] = [];
      const cpu: number[] = [];
      const inTests: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await runner.run(request);
        if (result.exitCode !== 0) throw new Error(`${row.name} failed in the sandbox: ${result.stderr.toString()}`);
        wall.push(result.wallTimeMs);
        cpu.push(result.cpuTimeMs);
        inTests.push(recordsCpuMs(result.stdout));
      }
      const tests = row.steps ? median(inTests).toFixed(1) : '';
      console.log([row.name.padEnd(28), median(wall).toFixed(1).padStart(8), median(cpu).toFixed(1).padStart(8), tests.padStart(14)].join(' '));
    }
  } finally {
    await runner.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
