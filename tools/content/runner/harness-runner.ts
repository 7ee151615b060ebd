import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Judge0Submission, Judge0TestTimes } from '@algosheets/contracts';
import type { HarnessRunPlan, HarnessRunResult } from '@algosheets/judge';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const unb64 = (text: string | null | undefined) => (text ? Buffer.from(text, 'base64').toString('utf8') : null);

/** A Judge0 CE API to run on: the sandbox's URL and its `X-Auth-Token`. */
export interface Judge0Target {
  url: string;
  authToken: string;
}

/** The finished run of a harness plan, with the run's CPU time (ms) and peak memory (KB). */
export interface HarnessRunOutcome extends HarnessRunResult {
  timeMs: number;
  memoryKb: number | null;
}

/**
 * Sends a {@link HarnessRunPlan}'s one submission to a Judge0 CE API and waits for it (`wait=true`,
 * base64 both ways, so any byte a program writes survives). The same submission the execution
 * service sends, so the content check judges as the platform does, with the sandbox's per-test
 * CPU times (`test_times`) when it stepped the run.
 * @throws Error when the API answers anything but 201 (naming `label`)
 */
export async function runOnJudge0(target: Judge0Target, plan: Pick<HarnessRunPlan, 'submission'>, label: string): Promise<HarnessRunOutcome> {
  const { source_code, stdin, ...rest } = plan.submission;
  const response = await fetch(`${target.url}/submissions?base64_encoded=true&wait=true&fields=*`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Auth-Token': target.authToken },
    body: JSON.stringify({ ...rest, source_code: b64(source_code), stdin: b64(stdin) }),
    signal: AbortSignal.timeout(180_000),
  });
  if (response.status !== 201) throw new Error(`${label}: the Judge0 API answered ${response.status}: ${await response.text()}`);
  const result = (await response.json()) as Judge0Submission & Partial<Judge0TestTimes>;
  return {
    status_id: result.status.id as Judge0Submission['status_id'],
    stdout: unb64(result.stdout),
    stderr: unb64(result.stderr),
    compile_output: unb64(result.compile_output),
    message: unb64(result.message),
    exit_code: result.exit_code,
    timeMs: Number(result.time ?? 0) * 1000,
    memoryKb: result.memory,
    // The sandbox's own per-test CPU times (a stepped run): what judging holds to the limit, never the program's clock.
    ...(Array.isArray(result.test_times) ? { test_times: result.test_times, test_time_exceeded: result.test_time_exceeded ?? null, test_memory_exceeded: result.test_memory_exceeded ?? null } : {}),
  };
}

/**
 * Runs a Python harness plan as a bare `/usr/bin/python3` process (no sandbox, no limits but a
 * 120 s wall clock): how `content:generate` computes expected answers from the Python reference.
 * @throws Error when the plan is not a Python program (Judge0 id 71)
 */
export function runPythonLocally(plan: HarnessRunPlan): HarnessRunOutcome {
  if (plan.submission.language_id !== 71) throw new Error('runPythonLocally runs Python plans only');
  const dir = mkdtempSync(join(tmpdir(), 'content-generate-'));
  try {
    const script = join(dir, 'script.py');
    writeFileSync(script, plan.submission.source_code);
    const started = process.hrtime.bigint();
    const run = spawnSync('/usr/bin/python3', [script], { input: plan.submission.stdin, encoding: 'utf8', timeout: 120_000, maxBuffer: 256 * 1024 * 1024 });
    const timeMs = Number(process.hrtime.bigint() - started) / 1e6;
    const ok = run.status === 0;
    return {
      // Judge0's ids: 3 Accepted, 5 Time Limit Exceeded (killed by the wall clock), 11 NZEC.
      status_id: ok ? 3 : run.signal ? 5 : 11,
      stdout: run.stdout ?? '',
      stderr: run.stderr || null,
      compile_output: null,
      message: run.error?.message ?? null,
      exit_code: run.status,
      timeMs,
      memoryKb: null,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
