/**
 * The counterexample finder on the problem library, through its engine (`@algosheets/judge/node`,
 * what the worker runs) and a real sandbox (no gateway, queue or database: the figures are the finder's). For every problem whose
 * signature can generate inputs, each of its `wrong/` solutions is given to `findCounterexample`
 * with the problem's Python reference, its limits and comparator, and the default budget. A solution is wrong on small inputs when it fails one of the
 * problem's stored tests of at most `--small-chars` characters (judged in one harness run); the
 * headline figures are over those. It prints one line per solution, then:
 *
 * - problems with generators: N of the library's total;
 * - wrong solutions wrong on small inputs, and counterexamples found among them (with the misses);
 * - time to a counterexample, median and p90, s (wall time of `findCounterexample`, found ones);
 * - inputs tried, median (found ones, shrinking included);
 * - for the other wrong solutions (wrong only on larger stored tests, marked `*`): how many the
 *   finder still caught within the stated constraints.
 *
 * Run as root on a host with bubblewrap (the sandbox takes its slot uids from the test pool):
 * `node -r @swc-node/register bench/counterexample/counterexample.bench.ts [--budget-ms 10000]
 * [--small-chars 100] [--seed 1] [--only <slug>]`. Nothing fails: it measures.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { type ExecutionJobPayload, Language, SubmissionStatus } from '@algosheets/contracts';
import { isGenerable } from '@algosheets/judge';
import { findCounterexample, inputGeneratorFor } from '@algosheets/judge/node';
import { startSandbox } from '@algosheets/testing';
import { ConfigService } from '@nestjs/config';
import { EXECUTION_CONFIG, loadExecutionConfig } from '../../apps/execution/src/config/execution.config';
import { harnessRunner } from '../../apps/execution/src/execution/counterexample-judging';
import { judgeHarnessJob } from '../../apps/execution/src/execution/harness-judging';
import { Judge0Client } from '../../apps/execution/src/judge0/judge0.client';
import { type ContentProblem, readAllProblems } from '../../tools/content/content-files';
import { percentile } from '../execution/bench-stack';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function numberOption(name: string, fallback: number): number {
  const value = Number(option(name) ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const BUDGET_MS = numberOption('budget-ms', 10_000);
const SMALL_CHARS = numberOption('small-chars', 100);
const SEED = numberOption('seed', 1);
const ONLY = option('only');

/** One wrong solution's search. */
interface Search {
  slug: string;
  label: string;
  found: boolean;
  seconds: number;
  tried: number;
  input?: string;
}

/** A job of `problem` for `sourceCode` in `language`, judged against its Python reference. */
function jobOf(problem: ContentProblem, language: Language, sourceCode: string): ExecutionJobPayload {
  const reference = problem.references[Language.Python];
  if (!reference) throw new Error(`${problem.slug} has no Python reference`);
  return {
    kind: 'counterexample',
    requestId: 'bench-counterexample',
    userId: null,
    problemId: null,
    language,
    sourceCode,
    tests: [],
    cpuTimeLimitS: (problem.meta.timeLimitMs ?? 2000) / 1000,
    memoryLimitKb: problem.meta.memoryLimitKb ?? 256_000,
    harness: { signature: problem.signature, comparator: problem.comparator, reference: { language: Language.Python, sourceCode: readFileSync(reference.path, 'utf8') } },
    counterexample: { budgetMs: BUDGET_MS, seed: SEED },
  };
}

async function main(): Promise<void> {
  const library = readAllProblems();
  const generable = library.filter((problem) => isGenerable(problem.signature));
  const searched = generable.filter((problem) => !ONLY || problem.slug === ONLY);
  const sandbox = await startSandbox();
  const config = loadExecutionConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: 'postgres://127.0.0.1/unused', REDIS_URL: 'redis://127.0.0.1:6379', JUDGE0_URL: sandbox.url, JUDGE0_AUTH_TOKEN: sandbox.authToken });
  const judge0 = new Judge0Client(new ConfigService({ [EXECUTION_CONFIG]: config }));
  const runSubmissions = (items: Parameters<Judge0Client['run']>[0]) => judge0.run(items);
  /** Searches for the solutions wrong on small inputs, and for the others (`*` in the listing). */
  const searches: Search[] = [];
  const others: Search[] = [];
  let wrongSolutions = 0;
  try {
    for (const problem of searched) {
      const small = problem.tests.filter((test) => test.input.length <= SMALL_CHARS).map((test) => ({ input: test.input, expectedOutput: test.output }));
      for (const wrong of problem.wrong) {
        wrongSolutions += 1;
        const payload = jobOf(problem, wrong.language, readFileSync(wrong.path, 'utf8'));
        const onSmall = small.length ? await judgeHarnessJob({ ...payload, kind: 'run', tests: small }, runSubmissions) : undefined;
        const wrongOnSmall = onSmall !== undefined && onSmall.status !== SubmissionStatus.Accepted;
        const started = performance.now();
        const result = await findCounterexample(payload, inputGeneratorFor(problem.signature), harnessRunner(runSubmissions));
        const search: Search = { slug: problem.slug, label: wrong.label, found: result.found, seconds: (performance.now() - started) / 1000, tried: result.tried, ...(result.found ? { input: result.input } : {}) };
        (wrongOnSmall ? searches : others).push(search);
        const what = result.found ? `found  ${result.verdict}: ${result.input.replace(/\n/g, ' | ').slice(0, 60)}` : 'none found';
        const mark = wrongOnSmall ? ' ' : '*';
        console.log(`${mark} ${problem.slug.padEnd(30)} ${wrong.label.padEnd(36)} ${search.seconds.toFixed(2).padStart(6)} s  tried ${String(search.tried).padStart(5)}  ${what}`);
      }
    }
  } finally {
    judge0.onModuleDestroy();
    await sandbox.stop();
  }
  const found = searches.filter((search) => search.found);
  const times = found.map((search) => search.seconds);
  console.log('');
  console.log(`problems with generators           ${generable.length} of ${library.length}`);
  console.log(`wrong solutions of those problems  ${wrongSolutions}, of which ${searches.length} fail a stored test of at most ${SMALL_CHARS} characters`);
  console.log(`counterexamples found              ${found.length} of ${searches.length}`);
  console.log(`time to a counterexample           median ${percentile(times, 50).toFixed(2)} s, p90 ${percentile(times, 90).toFixed(2)} s`);
  console.log(`inputs tried                       median ${percentile(found.map((search) => search.tried), 50)} (found), ${percentile(searches.map((search) => search.tried), 50)} (all)`);
  for (const miss of searches.filter((search) => !search.found)) console.log(`missed                             ${miss.slug} ${miss.label}`);
  console.log(`passing every small stored test    counterexamples found for ${others.filter((search) => search.found).length} of ${others.length} (*)`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
