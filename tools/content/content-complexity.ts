import { readFileSync } from 'node:fs';
import { COMPLEXITY_CLASSES, type ComplexityClass, type ComplexityFit, type ComplexityResult, type ComplexitySeries, Language } from '@algosheets/contracts';
import { DEFAULT_MEMORY_LIMIT_KB } from '@algosheets/database';
import { FIT_FLOOR_MS, MIN_FITTED_SIZES } from '@algosheets/judge';
import { type ComplexityCache, type MeasuredRun, measureComplexity } from '@algosheets/judge/node';
import { type ContentProblem, type ContentSource, mustTimeOut } from './content-files';
import { type Judge0Target, runOnJudge0 } from './runner/harness-runner';
import { contentTimeLimitMs } from './runner/judge-source';

/** Share of the problems whose measured reference should agree with its declared class: the aim, printed beside the figure. */
export const AGREEMENT_TARGET = 0.9;

/** One too-slow wrong solution's measured class against its reference's (same language, same inputs); `label` names the problem and the file. */
export interface SlowGrowth {
  label: string;
  measured: ComplexityClass | null;
  reference: ComplexityClass | null;
  worse: boolean;
}

/**
 * What measuring a problem's growth found: the declared class, the Python reference's fit, whether
 * they agree (the same class), whether its growth was measurable at all (`belowFloor`: the
 * reference's own work under {@link FIT_FLOOR_MS} at every size, so its fit says O(1) whatever
 * the class) and each `slow-` wrong solution's class against the reference's.
 */
export interface ProblemGrowth {
  slug: string;
  declared: ComplexityClass;
  measured: ComplexityFit | null;
  agrees: boolean;
  belowFloor?: boolean;
  slow: SlowGrowth[];
}

const rank = (name: ComplexityClass | null | undefined): number => (name ? COMPLEXITY_CLASSES.indexOf(name) : -1);

/**
 * Whether a too-slow solution's series stopped on the time limit at a size its reference measured
 * within it: its growth outran the reference's there, whether or not either gave a fit (a
 * reference whose own work stays under the noise floor at most sizes gives none).
 */
function stoppedWhereReferenceRan(mine: ComplexitySeries, theirs: ComplexitySeries): boolean {
  const stop = mine.points.find((point) => point.outcome === 'time-limit');
  return stop !== undefined && theirs.points.some((point) => point.n === stop.n && point.outcome === 'measured');
}

/**
 * A too-slow solution's analysis (`result.learner`, against `result.reference` in its language) as
 * the check counts it: worse when its class is higher than the reference's (a reference without a
 * fit ranks below every class), or when it gave no fit but reached the time limit at a size the
 * reference measured ({@link stoppedWhereReferenceRan}).
 */
export function slowGrowth(label: string, result: Pick<ComplexityResult, 'learner' | 'reference'>): SlowGrowth {
  const mine = result.learner.fit?.class ?? null;
  const theirs = result.reference.fit?.class ?? null;
  const stoppedSooner = mine === null && stoppedWhereReferenceRan(result.learner, result.reference);
  return { label, measured: mine, reference: theirs, worse: rank(mine) > rank(theirs) || stoppedSooner };
}

/**
 * Whether a series' own work stayed under {@link FIT_FLOOR_MS} at every size it measured, over at
 * least {@link MIN_FITTED_SIZES} sizes: the fit's own rule for calling such a series O(1).
 */
export function belowFloorEverywhere(series: ComplexitySeries): boolean {
  const measured = series.points.filter((point) => point.outcome === 'measured' && point.ms !== null);
  return measured.length >= MIN_FITTED_SIZES && measured.every((point) => (point.ms as number) < FIT_FLOOR_MS);
}

/**
 * Measures a problem's growth as "Analyze growth" does (`measureComplexity`, the problem's
 * declaration and per-language limits, through the check's sandbox): the Python reference against
 * its declared class, and every `slow-` wrong solution against the reference in its own language,
 * which it should grow worse than: a higher class, or, for a solution too slow to give three
 * sizes, its time limit reached at a size the reference ran within it. Null when the problem
 * declares no complexity.
 * @throws Error when the sandbox refuses a run; ComplexityDeclarationError for a declaration that cannot be drawn
 */
export async function measureProblemGrowth(target: Judge0Target, problem: ContentProblem, cache: ComplexityCache): Promise<ProblemGrowth | null> {
  const declaration = problem.meta.complexity;
  if (!declaration) return null;
  // One timing run at a time: on two cores a solution and its baseline run side by side slow each
  // other through the shared caches, and not by the same amount at every size.
  const runs = (label: string) => async (submissions: Parameters<typeof runOnJudge0>[1]['submission'][]) => {
    const results: MeasuredRun[] = [];
    for (const submission of submissions) {
      const run = await runOnJudge0(target, { submission }, `${problem.slug} ${label}`);
      results.push({ ...run, cpuMs: run.timeMs });
    }
    return results;
  };
  const analyse = (source: ContentSource) => {
    const reference = problem.references[source.language] as ContentSource;
    return measureComplexity(
      {
        signature: problem.signature,
        declaration,
        language: source.language as Language,
        sourceCode: readFileSync(source.path, 'utf8'),
        reference: { language: source.language as Language, sourceCode: readFileSync(reference.path, 'utf8') },
        timeLimitMs: contentTimeLimitMs(problem, source.language),
        memoryLimitKb: problem.meta.memoryLimitKb ?? DEFAULT_MEMORY_LIMIT_KB,
      },
      runs(source.label),
      cache,
    );
  };
  const slowSources = problem.wrong.filter(mustTimeOut);
  const python = await analyse(problem.references[Language.Python] as ContentSource);
  // The slow solutions one after another, each with its language's reference (Python's cached now).
  const slowResults: ComplexityResult[] = [];
  for (const source of slowSources) slowResults.push(await analyse(source));
  const measured = python.reference.fit;
  const slow = slowSources.map((source, index) => slowGrowth(`${problem.slug}/${source.label}`, slowResults[index]));
  return { slug: problem.slug, declared: declaration.reference, measured, agrees: measured?.class === declaration.reference, belowFloor: belowFloorEverywhere(python.reference), slow };
}

/** A problem's growth in one line of the check's output. */
export function describeGrowth(growth: ProblemGrowth): string {
  const measured = growth.measured ? `${growth.measured.class} (exponent ${growth.measured.exponent})` : 'no fit';
  const slow = growth.slow.map((s) => `${s.label} ${s.measured ?? 'no fit'}${s.worse ? '' : ' NOT WORSE'}`);
  const disagrees = growth.agrees ? '' : growth.belowFloor ? ` (disagrees: own work under ${FIT_FLOOR_MS} ms at every size, not measurable)` : ' (disagrees)';
  return [`growth: declared ${growth.declared}, measured ${measured}${disagrees}`, ...slow].join('; ');
}
