/**
 * Per-language time limits, calibrated: for each problem (all, or the slugs given), judges each
 * language's reference through the real sandbox on every test with a generous limit, takes its
 * slowest test's CPU time and writes `timeLimitsMs` into problem.json by the rule of
 * {@link CALIBRATION} (`calibratedLimitMs`). Run it after `npm run content:generate` whenever a
 * problem's tests or references change, then `npm run content:check`.
 *
 *   npm run content:calibrate -- [slug ...]
 *
 * Prints one line per problem: each language's slowest test (ms) and the limit chosen.
 * Exit code 0 when every reference was Accepted (a failing one is run twice), 1 otherwise (the
 * failing language's limit is then left as it was, the others written),
 * 2 for a bad command line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TimeLimitsMs } from '@algosheets/contracts';
import { TIME_LIMIT_RANGE_MS } from '@algosheets/judge';
import { readCommandLine } from '@algosheets/server-common';
import { startSandbox } from '@algosheets/testing';
import { readAllProblems } from './content-files';
import { judgeContentSource } from './runner/judge-source';
import { calibratedLimitMs } from './time-limits';

async function main(): Promise<number> {
  const { positionals: only } = readCommandLine({ usage: 'usage: npm run content:calibrate -- [slug ...]', options: {}, maxPositionals: Infinity });
  const all = readAllProblems();
  const unknown = only.filter((slug) => !all.some((problem) => problem.slug === slug));
  if (unknown.length > 0) throw new Error(`no such problem: ${unknown.join(', ')}`);
  const problems = only.length > 0 ? all.filter((problem) => only.includes(problem.slug)) : all;
  // A sandbox of its own, on slot uids claimed from the test pool, so it runs beside checks and tests.
  const sandbox = await startSandbox();
  let failed = 0;
  try {
    for (const problem of problems) {
      const limits: TimeLimitsMs = {};
      const notes: string[] = [];
      let accepted = true;
      for (const source of Object.values(problem.references)) {
        // Measured with the widest limit, so that the reference's own time decides, not the current
        // limit; a failure is measured once more, since a loaded machine can push a compile past its wall limit.
        const measure = () => judgeContentSource(sandbox, problem, source, TIME_LIMIT_RANGE_MS.max);
        let outcome = await measure();
        if (!outcome.passed) outcome = await measure();
        if (!outcome.passed) {
          accepted = false;
          notes.push(`${source.language} fails ${outcome.firstFailure}`);
          continue;
        }
        limits[source.language] = calibratedLimitMs(outcome.slowestMs);
        notes.push(`${source.language} ${Math.round(outcome.slowestMs)} ms -> ${limits[source.language]} ms`);
      }
      console.log(`${problem.slug}: ${notes.join(', ')}`);
      if (!accepted) failed += 1;
      if (Object.keys(limits).length === 0) continue;
      const file = join(problem.dir, 'problem.json');
      const meta = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      // A language whose reference failed keeps the limit it had (if any): only measured limits change.
      meta.timeLimitsMs = { ...(meta.timeLimitsMs as TimeLimitsMs | undefined), ...limits };
      writeFileSync(file, `${JSON.stringify(meta, null, 2)}\n`);
    }
  } finally {
    await sandbox.stop();
  }
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // fetch's own message ("fetch failed") says nothing: its cause names the socket's fate.
    console.error(error instanceof Error ? `${error.message}${error.cause ? `: ${String(error.cause)}` : ''}` : error);
    process.exit(1);
  },
);
