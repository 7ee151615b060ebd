import { readFileSync } from 'node:fs';
import { COUNTEREXAMPLE_DEFAULT_BUDGET_MS, type ExecutionJobPayload, Language } from '@algosheets/contracts';
import { isGenerable, type TestVerdictName } from '@algosheets/judge';
import { findCounterexample, inputGeneratorFor, type RunHarnessSubmissions } from '@algosheets/judge/node';
import { DEFAULT_MEMORY_LIMIT_KB } from '@algosheets/database';
import { type ContentProblem, type ContentSource, type ContentTest, mustTimeOut } from './content-files';
import { contentTimeLimitMs } from './runner/judge-source';

/**
 * Longest stored test input, in characters, that counts as small: a wrong solution failing one of
 * them is wrong on inputs the finder draws (the counterexample benchmark's definition).
 */
export const SMALL_TEST_CHARS = 100;

/** Seed of every search of the stage: a rerun draws the same inputs. */
export const CHECK_SEED = 1;

/** One wrong solution's search as the stage records (and caches) it; `seconds` is its wall time, s. */
export interface CounterexampleCheck {
  label: string;
  found: boolean;
  seconds: number;
  /** Inputs judged, shrink candidates included. */
  tried: number;
  /** The learner's verdict on the shrunk input and that input, one line per parameter joined by ` | `. */
  verdict?: string;
  input?: string;
}

/**
 * Wall time one search may take in the check, ms: three times the finder's default budget, which a
 * learner gets. The check guards what the generators can reach (a range narrowed by a change stops
 * a solution being caught at all), not how fast: a search found in 6 s on a quiet machine must not
 * fail the check because CI's cores were busy. The learner's wait is measured by
 * bench/counterexample.
 */
export const CHECK_BUDGET_MS = 3 * COUNTEREXAMPLE_DEFAULT_BUDGET_MS;

/** What the stage does with one wrong solution: search it, or hold it explained (`counterexampleMisses`). */
export interface CounterexampleTarget {
  source: ContentSource;
  /** The folder's reason the finder cannot catch it: the stage does not search it. */
  explained?: string;
}

/** The problem's stored tests of at most {@link SMALL_TEST_CHARS} characters. */
export function smallTests(problem: ContentProblem): ContentTest[] {
  return problem.tests.filter((test) => test.input.length <= SMALL_TEST_CHARS);
}

/**
 * Whether a wrong solution fails one of the problem's small stored tests ({@link smallTests}),
 * from its verdicts on all of them in order (`testVerdicts` of the content check's judging):
 * true when a small test is neither Accepted nor Not Run; false when every small test is
 * Accepted; undefined when none failed but some were Not Run (the run ended at an earlier test),
 * so only a run on the small tests alone can tell.
 */
export function failsSmallTest(problem: ContentProblem, testVerdicts: TestVerdictName[]): boolean | undefined {
  const small = problem.tests.flatMap((test, index) => (test.input.length <= SMALL_TEST_CHARS ? [testVerdicts[index] ?? 'Not Run'] : []));
  if (small.some((verdict) => verdict !== 'Accepted' && verdict !== 'Not Run')) return true;
  return small.includes('Not Run') ? undefined : false;
}

/**
 * The wrong solutions the stage holds to a counterexample (the content check's counterexample
 * rule): on a problem whose signature generates inputs, each one that fails a small stored test
 * (`wrongOnSmall`), searched unless `counterexampleMisses` explains it. A `slow-` one only with
 * `includeSlow` (the check's `--all-counterexamples`): the finder can catch it only by a Time
 * Limit Exceeded, each run paying the whole time limit, which made the stage cost minutes of a
 * fresh check, and the stored large tests reject it already.
 */
export function counterexampleTargets(problem: ContentProblem, wrongOnSmall: (source: ContentSource) => boolean, includeSlow = false): CounterexampleTarget[] {
  if (!isGenerable(problem.signature)) return [];
  const misses = problem.meta.counterexampleMisses ?? {};
  return problem.wrong
    .filter((source) => (includeSlow || !mustTimeOut(source)) && wrongOnSmall(source))
    .map((source) => (misses[source.label] ? { source, explained: misses[source.label] } : { source }));
}

/**
 * What fails the stage for a problem: a searched wrong solution with no counterexample, and an
 * explanation in `counterexampleMisses` of a solution the stage would not search (it passes every
 * small stored test, or the problem has no generator), which explains nothing.
 */
export function counterexampleErrors(problem: ContentProblem, targets: CounterexampleTarget[], checks: CounterexampleCheck[]): string[] {
  const errors = checks
    .filter((check) => !check.found)
    .map(
      (check) =>
        `${problem.slug}: the counterexample finder found no failing input for wrong solution ${check.label} (it fails a stored test of at most ${SMALL_TEST_CHARS} characters; ${check.tried} inputs tried in ${check.seconds.toFixed(1)} s): widen the parameters' constraints to what the statement allows, or explain it in counterexampleMisses`,
    );
  const explained = new Set(targets.filter((target) => target.explained).map((target) => target.source.label));
  const slowSearched = targets.some((target) => mustTimeOut(target.source));
  const unsearchedSlow = (label: string): boolean => !slowSearched && problem.wrong.some((source) => source.label === label && mustTimeOut(source));
  for (const label of Object.keys(problem.meta.counterexampleMisses ?? {})) {
    if (!explained.has(label) && !unsearchedSlow(label)) errors.push(`${problem.slug}: counterexampleMisses explains ${label}, which the counterexample stage does not search (it passes every stored test of at most ${SMALL_TEST_CHARS} characters, or the problem has no generator)`);
  }
  return errors;
}

/**
 * A counterexample job for `source` as the worker gets it from the gateway: the problem's Python
 * reference, the source language's time limit (s) and the memory limit (KB), the comparator,
 * the check's budget ({@link CHECK_BUDGET_MS}) and the stage's fixed seed.
 * @throws Error when the problem has no Python reference
 */
export function counterexampleJob(problem: ContentProblem, source: ContentSource): ExecutionJobPayload {
  const reference = problem.references[Language.Python];
  if (!reference) throw new Error(`${problem.slug} has no Python reference`);
  return {
    kind: 'counterexample',
    requestId: `content-check-${problem.slug}`,
    userId: null,
    problemId: null,
    language: source.language,
    sourceCode: readFileSync(source.path, 'utf8'),
    tests: [],
    cpuTimeLimitS: contentTimeLimitMs(problem, source.language) / 1000,
    memoryLimitKb: problem.meta.memoryLimitKb ?? DEFAULT_MEMORY_LIMIT_KB,
    harness: { signature: problem.signature, comparator: problem.comparator, reference: { language: Language.Python, sourceCode: readFileSync(reference.path, 'utf8') } },
    counterexample: { budgetMs: CHECK_BUDGET_MS, seed: CHECK_SEED },
  };
}

/**
 * Searches one wrong solution with the finder's engine and default settings (`findCounterexample`),
 * its runs sent through `runSubmissions`, and records the outcome with the search's wall time.
 * @throws what `findCounterexample` throws (the sandbox's API failing)
 */
export async function searchWrongSolution(problem: ContentProblem, source: ContentSource, runSubmissions: RunHarnessSubmissions): Promise<CounterexampleCheck> {
  const started = performance.now();
  const result = await findCounterexample(counterexampleJob(problem, source), inputGeneratorFor(problem.signature), runSubmissions);
  const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  if (!result.found) return { label: source.label, found: false, seconds, tried: result.tried };
  return { label: source.label, found: true, seconds, tried: result.tried, verdict: result.verdict, input: result.input.replace(/\n/g, ' | ') };
}

/** The problem's line of the stage: each searched solution's verdict and shrunk input, or that none was found; explained ones named. */
export function describeCounterexamples(targets: CounterexampleTarget[], checks: CounterexampleCheck[]): string {
  const searched = checks.map((check) => (check.found ? `${check.label} ${check.verdict} on ${shorten(check.input ?? '')} (${check.seconds.toFixed(1)} s)` : `${check.label} NOT FOUND (${check.tried} inputs, ${check.seconds.toFixed(1)} s)`));
  const explained = targets.filter((target) => target.explained).map((target) => `${target.source.label} explained (not searched)`);
  return `counterexamples ${checks.filter((check) => check.found).length} of ${checks.length}: ${[...searched, ...explained].join(', ') || 'none to search'}`;
}

function shorten(text: string): string {
  return text.length <= 60 ? text : `${text.slice(0, 57)}...`;
}
