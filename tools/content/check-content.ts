/**
 * Content check: validates every problem folder's shape, its generation constraints (what the
 * counterexample finder draws from) and the library's distribution, then
 * judges every reference solution in every language on every test (all must be Accepted) and every
 * wrong solution (each must be rejected by at least one test, not by a compile error; a `slow-` one
 * by Time Limit Exceeded), each as a Submit is judged, under its language's time limit: one run
 * through the real sandbox (started on a free port for the check).
 *
 * Usage: node -r @swc-node/register tools/content/check-content.ts [slug ...]
 * With slugs, only those problems run (the library-wide totals are then not enforced). The check's
 * sandbox takes its slot uids from the test pool (`allocateSandboxUids`), so checks and test suites
 * can run at once.
 * Exit code 0 when everything passes, 1 otherwise.
 */
import {
  COMPANIES,
  DIFFICULTIES,
  distributionOf,
  mustTimeOut,
  readAllProblems,
  TOPICS,
  validateLibrary,
  validateProblem,
} from './content-files';
import { startSandbox } from '@algosheets/testing';
import { contentTimeLimitMs, judgeContentSource as runSignatureSource } from './runner/judge-source';
import { countGenerable, validateGeneration } from './content-generation';

async function main(): Promise<number> {
  const started = Date.now();
  const only = process.argv.slice(2);
  const all = readAllProblems();
  const problems = only.length > 0 ? all.filter((p) => only.includes(p.slug)) : all;
  const errors = problems.flatMap((problem) => [...validateProblem(problem), ...validateGeneration(problem)]);
  if (only.length === 0) errors.push(...validateLibrary(all));

  // A sandbox of its own, on slot uids from the test pool, so the check can run beside a running `npm start`.
  const sandbox = await startSandbox();
  console.log(`runner: the sandbox's Judge0 API at ${sandbox.url}`);
  let runs = 0;
  let wrongRejected = 0;
  let wrongTotal = 0;
  try {
    for (const problem of problems) {
      const notes: string[] = [];
      for (const source of Object.values(problem.references)) {
        const limit = contentTimeLimitMs(problem, source.language);
        const outcome = await runSignatureSource(sandbox, problem, source);
        runs += 1;
        notes.push(`${source.language.toLowerCase()} ${Math.round(outcome.slowestMs)}ms`);
        if (!outcome.passed) errors.push(`${problem.slug}: reference ${source.label} fails ${outcome.firstFailure}`);
        else if (outcome.slowestMs > limit * 0.6) notes.push(`(near the ${limit}ms limit)`);
      }
      for (const source of problem.wrong) {
        wrongTotal++;
        const outcome = await runSignatureSource(sandbox, problem, source);
        if (outcome.passed) errors.push(`${problem.slug}: wrong solution ${source.label} passes every test`);
        else if (/Compilation Error/.test(outcome.firstFailure ?? '')) errors.push(`${problem.slug}: wrong solution ${source.label} does not compile: ${outcome.firstFailure}`);
        else if (mustTimeOut(source) && outcome.firstVerdict !== 'Time Limit Exceeded') errors.push(`${problem.slug}: too-slow wrong solution ${source.label} is not Time Limit Exceeded but ${outcome.firstFailure}`);
        else {
          wrongRejected++;
          notes.push(`${source.label}: ${outcome.firstFailure?.split(' (')[0]}`);
        }
      }
      console.log(`${problem.slug}: ${problem.tests.length} tests; ${notes.join('; ')}`);
    }
  } finally {
    await sandbox.stop();
  }

  const dist = distributionOf(problems);
  const tests = problems.reduce((sum, p) => sum + p.tests.length, 0);
  console.log('');
  console.log(`problems: ${dist.total}`);
  console.log(`tests: ${tests} (${problems.reduce((s, p) => s + p.meta.samples.length, 0)} samples), program runs: ${runs}`);
  console.log(`wrong solutions rejected: ${wrongRejected} of ${wrongTotal}`);
  console.log(`generators: ${countGenerable(problems)} of ${dist.total}`);
  console.log(`by difficulty: ${DIFFICULTIES.map((d) => `${d} ${dist.byDifficulty[d]}`).join(', ')}`);
  console.log(`by topic: ${TOPICS.map((t) => `${t} ${dist.byTopic[t]}`).join(', ')}`);
  console.log(`by company: ${COMPANIES.map((c) => `${c} ${dist.byCompany[c]}`).join(', ')}`);
  console.log(`time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (errors.length > 0) {
    console.error(`\n${errors.length} problem(s):\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    return 1;
  }
  console.log('content check passed');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
