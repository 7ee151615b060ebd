/**
 * Content check: validates every problem folder's shape, its generation constraints (what the
 * counterexample finder draws from) and the library's distribution, then
 * judges every reference solution in every language on every test (all must be Accepted) and every
 * wrong solution (each must be rejected by at least one test, not by a compile error; a `slow-` one
 * by Time Limit Exceeded), each as a Submit is judged, under its language's time limit: one run
 * through the real sandbox (started on a free port for the check). Then the counterexample stage
 * (`content-counterexamples.ts`) searches, with the finder's engine, every wrong solution that
 * fails a stored test of at most 100 characters (a `slow-` one only with `--all-counterexamples`),
 * as many searches at a time as the sandbox has slots once all judging is done; one with no
 * counterexample fails the check unless its folder explains it (`counterexampleMisses`). With `--growth` it then measures each problem's growth
 * as "Analyze growth" does and prints two figures (`content-complexity.ts`): the Python
 * references that fit their declared class, against the `AGREEMENT_TARGET` the measurement aims
 * for, and the `slow-` wrong solutions measured in a worse class than their reference, each
 * disagreement named. They are reported, not enforced: the measurement's noise moves them by a few
 * problems from one run to the next (decision 0011), and a check that fails at random would stop
 * every change; a declaration that cannot be measured at all is an error. The growth stage is not
 * part of `npm test`: it doubles the check's time (356 s on the 2-core CI machine) for figures that
 * enforce nothing; a declaration's shape is checked there all the same (`validateProblem`).
 *
 * Usage: node -r @swc-node/register tools/content/check-content.ts [--no-cache] [--all-counterexamples] [--growth | --growth-only] [slug ...]
 * `--all-counterexamples` searches the `slow-` wrong solutions too (minutes more; no cache).
 * `--growth` adds the growth stage; `--growth-only` measures the growth alone (no judging, no
 * cache), for writing a declaration.
 * With slugs, only those problems run (the library-wide totals are then not enforced). The check's
 * sandbox takes its slot uids from the test pool (`allocateSandboxUids`), so checks and test suites
 * can run at once; the problems' sources are judged as many at a time as the sandbox has slots, one
 * problem's next to the previous one's last (no slot waits for a problem's slowest run).
 * A problem that passed before with the same files, judge, sandbox and runtimes (`check-cache.ts`)
 * is not run again unless `--no-cache` is given; a fresh clone (CI) has no cache and runs all.
 * Exit code 0 when everything passes, 1 otherwise.
 */
import {
  COMPANIES,
  DIFFICULTIES,
  type ContentProblem,
  distributionOf,
  mustTimeOut,
  readAllProblems,
  TOPICS,
  validateLibrary,
  validateProblem,
} from './content-files';
import { percentile, startSandbox, TEST_SANDBOX_SLOTS } from '@algosheets/testing';
import { FIT_FLOOR_MS, isGenerable, type TestVerdictName } from '@algosheets/judge';
import type { RunHarnessSubmissions } from '@algosheets/judge/node';
import { type Judge0Target, runOnJudge0 } from './runner/harness-runner';
import { contentTimeLimitMs, judgeContentSource as runSignatureSource } from './runner/judge-source';
import { cachedPass, checkKey, judgeFingerprint, storePass } from './check-cache';
import { countGenerable } from './content-generation';
import { AGREEMENT_TARGET, describeGrowth, measureProblemGrowth, type ProblemGrowth } from './content-complexity';
import { ComplexityCache } from '@algosheets/judge/node';
import {
  type CounterexampleCheck,
  counterexampleErrors,
  counterexampleTargets,
  describeCounterexamples,
  failsSmallTest,
  SMALL_TEST_CHARS,
  searchWrongSolution,
  smallTests,
} from './content-counterexamples';

/** What checking one problem through the sandbox found. */
interface ProblemCheck {
  errors: string[];
  notes: string[];
  runs: number;
  wrongTotal: number;
  wrongRejected: number;
  /** Each wrong solution's verdicts on the stored tests, in test order, by label. */
  wrongVerdicts: Map<string, TestVerdictName[]>;
  /** The counterexample stage's searches (empty until it has run). */
  counterexamples: CounterexampleCheck[];
}

/** Runs the tasks handed to it at most `limit` at a time, in the order they were handed over. */
type Limiter = <R>(task: () => Promise<R>) => Promise<R>;

/** A {@link Limiter} of `limit` tasks at a time (first come, first served). */
function limiter(limit: number): Limiter {
  const waiting: (() => void)[] = [];
  let active = 0;
  const next = (): void => {
    if (active >= limit) return;
    const start = waiting.shift();
    if (!start) return;
    active++;
    start();
  };
  return (task) =>
    new Promise((resolve, reject) => {
      waiting.push(() =>
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          }),
      );
      next();
    });
}

/**
 * Judges a problem's references (each must be Accepted) and wrong solutions (each must be rejected
 * by a test, not by a compile error; a `slow-` one by Time Limit Exceeded), each run through
 * `slots`, which every problem of the check shares: the next problem's runs take a slot as soon
 * as this one's last runs leave it free, instead of waiting for the slowest of them.
 */
async function checkProblem(target: Judge0Target, problem: ContentProblem, slots: Limiter): Promise<ProblemCheck> {
  const references = Object.values(problem.references);
  const sources = [...references, ...problem.wrong];
  const outcomes = await Promise.all(sources.map((source) => slots(() => runSignatureSource(target, problem, source))));
  const check: ProblemCheck = { errors: [], notes: [], runs: references.length, wrongTotal: problem.wrong.length, wrongRejected: 0, wrongVerdicts: new Map(), counterexamples: [] };
  sources.forEach((source, index) => {
    const outcome = outcomes[index];
    if (index < references.length) {
      const limit = contentTimeLimitMs(problem, source.language);
      check.notes.push(`${source.language.toLowerCase()} ${Math.round(outcome.slowestMs)}ms`);
      if (!outcome.passed) check.errors.push(`${problem.slug}: reference ${source.label} fails ${outcome.firstFailure}`);
      else if (outcome.slowestMs > limit * 0.6) check.notes.push(`(near the ${limit}ms limit)`);
      return;
    }
    check.wrongVerdicts.set(source.label, outcome.testVerdicts);
    if (outcome.passed) check.errors.push(`${problem.slug}: wrong solution ${source.label} passes every test`);
    else if (/Compilation Error/.test(outcome.firstFailure ?? '')) check.errors.push(`${problem.slug}: wrong solution ${source.label} does not compile: ${outcome.firstFailure}`);
    else if (mustTimeOut(source) && outcome.firstVerdict !== 'Time Limit Exceeded') check.errors.push(`${problem.slug}: too-slow wrong solution ${source.label} is not Time Limit Exceeded but ${outcome.firstFailure}`);
    else {
      check.wrongRejected++;
      check.notes.push(`${source.label}: ${outcome.firstFailure?.split(' (')[0]}`);
    }
  });
  return check;
}

/**
 * The counterexample stage of one judged problem (`content-counterexamples.ts`): finds which wrong
 * solutions fail a small stored test (from the judging's verdicts; a run of the small tests alone
 * through `slots` when the judging's run ended before them), searches each one the folder does not
 * explain with the finder's engine, each search taking a place of `searches` (its runs sent to the
 * sandbox as they come: `searches` bounds them), and adds the problem's line and errors to `check`.
 */
async function searchProblem(target: Judge0Target, problem: ContentProblem, check: ProblemCheck, slots: Limiter, searches: Limiter, includeSlow: boolean): Promise<void> {
  const runHarness: RunHarnessSubmissions = (submissions) => Promise.all(submissions.map((submission) => runOnJudge0(target, { submission }, `${problem.slug} counterexample search`)));
  const wrongOnSmall = new Set<string>();
  if (isGenerable(problem.signature)) {
    for (const source of problem.wrong.filter((wrong) => includeSlow || !mustTimeOut(wrong))) {
      const fails = failsSmallTest(problem, check.wrongVerdicts.get(source.label) ?? []);
      const failsAlone = fails ?? !(await slots(() => runSignatureSource(target, problem, source, undefined, smallTests(problem)))).passed;
      if (failsAlone) wrongOnSmall.add(source.label);
    }
  }
  const targets = counterexampleTargets(problem, (source) => wrongOnSmall.has(source.label), includeSlow);
  const searched = targets.filter((one) => !one.explained);
  check.counterexamples.push(...(await Promise.all(searched.map(({ source }) => searches(() => searchWrongSolution(problem, source, runHarness))))));
  check.errors.push(...counterexampleErrors(problem, targets, check.counterexamples));
  check.notes.push(describeCounterexamples(targets, check.counterexamples));
}

/**
 * Prints the counterexample stage's figure: the searched wrong solutions found, of those failing a
 * small stored test, with the searches' median and p90 wall time (s), the explained ones counted;
 * says when the `slow-` ones were left out (`includeSlow` false).
 */
function reportCounterexamples(problems: ContentProblem[], searches: CounterexampleCheck[], includeSlow: boolean): void {
  const found = searches.filter((search) => search.found);
  const times = searches.map((search) => search.seconds);
  const explained = problems.reduce((sum, problem) => sum + Object.keys(problem.meta.counterexampleMisses ?? {}).length, 0);
  const timing = times.length ? `, search median ${percentile(times, 50).toFixed(2)} s, p90 ${percentile(times, 90).toFixed(2)} s` : '';
  console.log(`counterexamples found: ${found.length} of ${searches.length} wrong solutions failing a stored test of at most ${SMALL_TEST_CHARS} characters (${explained} explained, not searched${includeSlow ? '' : '; slow- ones left to the large tests'})${timing}`);
}

/**
 * Prints the growth stage's two figures (the declared class met, the `slow-` solutions measured
 * worse), each disagreement named, against {@link AGREEMENT_TARGET}. A disagreeing problem whose
 * reference stayed under the noise floor at every size is named apart, as not measurable: it
 * still counts against the first figure.
 */
function reportGrowth(growths: ProblemGrowth[]): void {
  const agreeing = growths.filter((growth) => growth.agrees).length;
  const slow = growths.flatMap((growth) => growth.slow);
  console.log(`growth agrees with the declared class: ${agreeing} of ${growths.length} problems (${growths.length ? Math.round((100 * agreeing) / growths.length) : 0} %; the target is ${AGREEMENT_TARGET * 100} %)`);
  console.log(`too-slow wrong solutions measured in a worse class than their reference: ${slow.filter((s) => s.worse).length} of ${slow.length}`);
  const disagreeing = growths.filter((growth) => !growth.agrees && !growth.belowFloor).map((growth) => `${growth.slug} (declared ${growth.declared}, measured ${growth.measured?.class ?? 'no fit'})`);
  if (disagreeing.length > 0) console.log(`  disagreeing: ${disagreeing.join(', ')}`);
  const unmeasurable = growths.filter((growth) => !growth.agrees && growth.belowFloor).map((growth) => `${growth.slug} (declared ${growth.declared})`);
  if (unmeasurable.length > 0) console.log(`  not measurable, the reference's own work under ${FIT_FLOOR_MS} ms at every size (counted as disagreeing): ${unmeasurable.join(', ')}`);
  const notWorse = slow.filter((s) => !s.worse).map((s) => `${s.label} (${s.measured ?? 'no fit'} against ${s.reference ?? 'no fit'})`);
  if (notWorse.length > 0) console.log(`  too-slow solutions not measured worse: ${notWorse.join(', ')}`);
}

async function main(): Promise<number> {
  const started = Date.now();
  const args = process.argv.slice(2);
  const growthOnly = args.includes('--growth-only');
  const withGrowth = growthOnly || args.includes('--growth');
  const allCounterexamples = args.includes('--all-counterexamples');
  const useCache = !args.includes('--no-cache') && !growthOnly && !allCounterexamples;
  const only = args.filter((arg) => !['--no-cache', '--growth', '--growth-only', '--all-counterexamples'].includes(arg));
  const all = readAllProblems();
  const problems = only.length > 0 ? all.filter((p) => only.includes(p.slug)) : all;
  const errors = problems.flatMap(validateProblem);
  if (only.length === 0) errors.push(...validateLibrary(all));

  const judge = judgeFingerprint();
  const keys = new Map(problems.map((problem) => [problem.slug, checkKey(problem.dir, judge)]));
  const cached = new Map(
    problems.flatMap((problem) => {
      const pass = useCache ? cachedPass(problem.slug, keys.get(problem.slug) ?? '') : null;
      // A pass cached without the growth stage is run again when the stage is asked for.
      return pass && (!withGrowth || pass.growth) ? [[problem.slug, pass] as const] : [];
    }),
  );
  let runs = 0;
  let wrongRejected = 0;
  let wrongTotal = 0;
  const growths: ProblemGrowth[] = [];
  const searches: CounterexampleCheck[] = [];
  let searchSeconds = 0;
  for (const [slug, pass] of cached) {
    console.log(`${slug}: passed before with the same problem files and judge (cached); ${pass.notes.join('; ')}`);
    if (pass.growth) growths.push(pass.growth);
    searches.push(...(pass.counterexamples ?? []));
    wrongRejected += pass.wrongTotal;
    wrongTotal += pass.wrongTotal;
  }
  const toRun = problems.filter((problem) => !cached.has(problem.slug));
  if (toRun.length > 0) {
    // A sandbox of its own, on slot uids from the test pool, so the check can run beside a running
    // `npm start` and the test suites; as many runs at a time as it has slots.
    // The warm Java compiler, as deployed: the check compiles every Java solution of the library.
    const sandbox = await startSandbox(undefined, { SANDBOX_JAVA_COMPILE_SERVICE: 'on' });
    console.log(`runner: the sandbox's Judge0 API at ${sandbox.url}`);
    const complexityCache = new ComplexityCache();
    /** Counts a problem's check (with its growth, when measured), prints its line and caches a pass. */
    const report = (problem: ContentProblem, check: ProblemCheck, growth: ProblemGrowth | null): void => {
      runs += check.runs;
      wrongRejected += check.wrongRejected;
      wrongTotal += check.wrongTotal;
      errors.push(...check.errors);
      searches.push(...check.counterexamples);
      if (growth) {
        growths.push(growth);
        check.notes.push(describeGrowth(growth));
      }
      console.log(`${problem.slug}: ${problem.tests.length} tests; ${check.notes.join('; ')}`);
      if (!growthOnly && check.errors.length === 0) storePass(problem.slug, keys.get(problem.slug) ?? '', { notes: check.notes, runs: check.runs, wrongTotal: check.wrongTotal, growth, counterexamples: check.counterexamples });
    };
    try {
      // Every problem's runs share the sandbox's slots, in the problems' order.
      const slots = limiter(TEST_SANDBOX_SLOTS);
      const checks = await Promise.all(
        toRun.map((problem) =>
          growthOnly ? Promise.resolve<ProblemCheck>({ errors: [], notes: [], runs: 0, wrongTotal: 0, wrongRejected: 0, wrongVerdicts: new Map(), counterexamples: [] }) : checkProblem(sandbox, problem, slots),
        ),
      );
      // The counterexample stage after all the judging: a search's budget is wall time, so its
      // runs must not queue behind other problems' judging. As many searches at a time as the
      // sandbox has slots; a problem is reported once its searches are done.
      const searchStarted = Date.now();
      const searches = limiter(TEST_SANDBOX_SLOTS);
      await Promise.all(
        toRun.map(async (problem, index) => {
          if (!growthOnly) await searchProblem(sandbox, problem, checks[index], slots, searches, allCounterexamples);
          if (!withGrowth) report(problem, checks[index], null);
        }),
      );
      searchSeconds = (Date.now() - searchStarted) / 1000;
      // The growth stage times runs: one problem at a time, after the judging, on an idle sandbox.
      if (withGrowth) {
        for (const [index, problem] of toRun.entries()) {
          let growth: ProblemGrowth | null = null;
          try {
            growth = await measureProblemGrowth(sandbox, problem, complexityCache);
          } catch (error) {
            errors.push(`${problem.slug}: its growth could not be measured: ${(error as Error).message}`);
          }
          report(problem, checks[index], growth);
        }
      }
    } finally {
      await sandbox.stop();
    }
  }

  const dist = distributionOf(problems);
  const tests = problems.reduce((sum, p) => sum + p.tests.length, 0);
  console.log('');
  console.log(`problems: ${dist.total}`);
  console.log(`tests: ${tests} (${problems.reduce((s, p) => s + p.meta.samples.length, 0)} samples), program runs: ${runs} (${cached.size} problems passed before unchanged: not run again)`);
  console.log(`wrong solutions rejected: ${wrongRejected} of ${wrongTotal}`);
  console.log(`generators: ${countGenerable(problems)} of ${dist.total}`);
  if (!growthOnly) reportCounterexamples(problems, searches, allCounterexamples);
  if (withGrowth) reportGrowth(growths);
  console.log(`by difficulty: ${DIFFICULTIES.map((d) => `${d} ${dist.byDifficulty[d]}`).join(', ')}`);
  console.log(`by topic: ${TOPICS.map((t) => `${t} ${dist.byTopic[t]}`).join(', ')}`);
  console.log(`by company: ${COMPANIES.map((c) => `${c} ${dist.byCompany[c]}`).join(', ')}`);
  console.log(`time: ${((Date.now() - started) / 1000).toFixed(1)} s (the counterexample stage ${searchSeconds.toFixed(1)} s)`);
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
