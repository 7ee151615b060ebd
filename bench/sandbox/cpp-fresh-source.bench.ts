/**
 * A fresh-source C++ Submit through the real sandbox, without the prebuilt C++ artefacts, with the
 * precompiled `<bits/stdc++.h>` alone, and with it and the prebuilt harness runtime: the harness
 * program of a real 12-test problem (CONTENT_SLUG, its reference solution with a new comment each
 * time, so the compile cache never answers) sent with all its tests as the worker sends it, ms from
 * the POST to the verdict. The middle setting sends the program after an empty line, which the
 * sandbox does not take for a harness program, so it compiles the runtime's text with the Submit
 * as before the runtime was prebuilt. Beside it, the floor measured in the same run: a bare
 * `g++ -O2 -std=c++17` of a hello world plus its run. Prints p50 and p95 per setting and the ratio
 * of each p50 to the floor.
 *
 * Run as root on a host with bubblewrap:
 * `node -r @swc-node/register bench/sandbox/cpp-fresh-source.bench.ts [submits]` (default 20).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_IDS, type ProblemSignature } from '@algosheets/contracts';
import { languageById, planHarnessRun } from '@algosheets/judge';
import { readCommandLine } from '@algosheets/server-common';
import { startInProcessSandbox } from '../../apps/sandbox/test/support/sandbox-harness';

const { positionals } = readCommandLine({ usage: 'usage: node -r @swc-node/register bench/sandbox/cpp-fresh-source.bench.ts [submits]', options: {}, maxPositionals: 1 });
const SUBMITS = Number(positionals[0] ?? 20);
const CONTENT_SLUG = 'best-time-to-trade';
const DIR = join(__dirname, '..', '..', 'content', 'problems', CONTENT_SLUG);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** The floor: a bare compile and run of a hello world, ms, median of five. */
function floorMs(): number {
  const dir = mkdtempSync(join(tmpdir(), 'algosheets-cpp-floor-'));
  writeFileSync(join(dir, 'main.cpp'), '#include <iostream>\nint main() { std::cout << "hi\\n"; }\n');
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    spawnSync('/usr/bin/g++', ['-O2', '-std=c++17', 'main.cpp', '-o', 'main'], { cwd: dir });
    spawnSync(join(dir, 'main'));
    times.push(performance.now() - started);
  }
  rmSync(dir, { recursive: true, force: true });
  return percentile(times, 50);
}

/** No prebuilt artefact; the precompiled header alone; the header and the prebuilt runtime. */
const SETTINGS = ['off', 'header', 'header+runtime'] as const;
type Setting = (typeof SETTINGS)[number];

async function measure(setting: Setting, inputs: string[], signature: ProblemSignature, reference: string): Promise<number[]> {
  const pchDir = join(tmpdir(), 'algosheets-bench-cpp-pch');
  const sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '1', SANDBOX_CPP_PCH_DIR: setting === 'off' ? 'off' : pchDir });
  try {
    const language = languageById(LANGUAGE_IDS.CPP);
    if (!language) throw new Error('no C++ harness');
    const submit = async (code: string): Promise<number> => {
      const plan = planHarnessRun({ signature, language, code, inputs, timeLimitMs: 2000, memoryLimitKb: 256_000 });
      const payload = setting === 'header' ? { ...plan.submission, source_code: `\n${plan.submission.source_code}` } : plan.submission;
      const started = performance.now();
      const response = await sandbox.request('/submissions?wait=true', { payload });
      const body = response.json() as { status?: { id: number } };
      const elapsed = performance.now() - started;
      if (body.status?.id !== 3) throw new Error(`the reference was not Accepted: ${JSON.stringify(body).slice(0, 300)}`);
      return elapsed;
    };
    // Both are built in the background at start-up: a first Submit waits for nothing, so give
    // the builds their time before measuring.
    if (setting !== 'off') await new Promise((r) => setTimeout(r, 8000));
    await submit(`${reference}\n// warm-up\n`);
    const times: number[] = [];
    for (let i = 0; i < SUBMITS; i++) times.push(await submit(`${reference}\n// fresh ${setting} ${i} ${Date.now()}\n`));
    return times;
  } finally {
    await sandbox.close();
  }
}

async function main(): Promise<void> {
  const meta = JSON.parse(readFileSync(join(DIR, 'problem.json'), 'utf8')) as { signature: ProblemSignature };
  const reference = readFileSync(join(DIR, 'solutions', 'reference.cpp'), 'utf8');
  const testFiles = readdirSync(join(DIR, 'tests')).filter((f) => f.endsWith('.in')).sort();
  const inputs = testFiles.map((f) => readFileSync(join(DIR, 'tests', f), 'utf8'));
  const floor = floorMs();
  console.log(`C++ fresh-source Submit of ${CONTENT_SLUG} (${inputs.length} tests), ${SUBMITS} Submits one at a time, ms from POST to verdict`);
  console.log(`floor (bare g++ -O2 -std=c++17 hello world + run): ${floor.toFixed(0)} ms`);
  console.log('prebuilt               p50     p95   p50/floor');
  for (const setting of SETTINGS) {
    const times = await measure(setting, inputs, meta.signature, reference);
    const p50 = percentile(times, 50);
    console.log(`${setting.padEnd(18)} ${p50.toFixed(0).padStart(7)} ${percentile(times, 95).toFixed(0).padStart(7)} ${(p50 / floor).toFixed(2).padStart(10)}x`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
