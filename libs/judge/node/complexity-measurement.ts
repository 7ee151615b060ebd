import { createHash } from 'node:crypto';
import { type ComplexityPoint, type ComplexityResult, type ComplexitySeries, LANGUAGE_IDS, type Language, type ProblemComplexity, type ProblemSignature } from '@algosheets/contracts';
import { baselineSolution } from '../src/complexity/baseline-solution';
import { countedMs, type FitPoint, fitComplexity, projectMs } from '../src/complexity/complexity-fit';
import { complexitySizes, type SizedInput, sizedInputs } from '../src/complexity/complexity-inputs';
import type { HarnessLanguage } from '../src/harness/harness-language';
import { type HarnessRunPlan, judgeHarnessRun, planHarnessRun, planSameTests, RUN_STARTUP_ALLOWANCE_S } from '../src/judging/harness-run';
import { errorText, type HarnessRunResult, type TestVerdict } from '../src/judging/judge-run';
import { languageById } from '../src/languages/harness-languages';

/** A finished measurement run as the caller's sandbox client gives it: the result and its CPU time, ms. */
export type MeasuredRun = HarnessRunResult & { cpuMs: number };

/** Runs sandbox submissions (each a stepped harness run) and returns their finished results in order. */
export type RunMeasurements = (submissions: HarnessRunPlan['submission'][]) => Promise<MeasuredRun[]>;

/**
 * What one growth analysis measures: the learner's code in its language, the problem's reference,
 * the signature and complexity declaration, the per-test CPU limit (ms) and the memory limit (KB).
 */
export interface ComplexityRequestPlan {
  signature: ProblemSignature;
  declaration: ProblemComplexity;
  language: Language;
  sourceCode: string;
  reference: { language: Language; sourceCode: string };
  timeLimitMs: number;
  memoryLimitKb: number;
}

/**
 * How a complexity measurement spends the sandbox. Five inputs per size, of which the fastest
 * reading that is not an undercount counts (`countedMs`): noise only ever adds CPU time (a page
 * fault, a collection, a JIT compiling on another thread of the same process, which the sandbox
 * counts too), so the minimum is the estimate least disturbed by it, once readings that missed part
 * of their own test are set aside; three warm-up inputs first let a JIT (Java, JavaScript) compile the code before
 * the sizes are timed. CPU budgets, s, per run (besides the
 * start-up allowance): the learner's 5, the reference's 3 and the baseline's 2 keep an analysis
 * within 10 s of sandbox CPU however slow the learner's code; a run that reaches its budget stops
 * there and the sizes it did not reach are `skipped`. The fixed seed gives every analysis of a
 * problem the same inputs, so the reference's and the baseline's series are measured once per
 * worker and reused ({@link ComplexityCache}).
 */
export const COMPLEXITY_SETTINGS = { repeats: 5, warmups: 3, learnerBudgetS: 5, referenceBudgetS: 3, baselineBudgetS: 2, seed: 20_261_128, cacheEntries: 64 } as const;

/** A measurement run judged: each input's verdict, the input the sandbox stopped for its own CPU limit, the run's CPU time (ms). */
interface TimedRun {
  verdicts: TestVerdict[];
  exceededAt: number | undefined;
  cpuMs: number;
}

/**
 * The worker's memory of what a problem's measurements share, keyed by what determines it: the
 * planned inputs (drawing and parsing 10^5-item inputs takes seconds), the reference's series and
 * each language's baseline times. At most `capacity` entries, the least recently used dropped
 * first. A learner's analysis then costs one sandbox run and no drawing.
 */
export class ComplexityCache {
  private readonly entries = new Map<string, unknown>();

  constructor(private readonly capacity: number = COMPLEXITY_SETTINGS.cacheEntries) {}

  /** The entry under `key`, or undefined (and it becomes the most recently used). */
  get<T>(key: string): T | undefined {
    const value = this.entries.get(key) as T | undefined;
    if (value !== undefined) this.set(key, value);
    return value;
  }

  /** Stores `value` under `key`, dropping the least recently used entries beyond the capacity. */
  set(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}

function cacheKey(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Bounds a measurement run: its CPU limit is `budgetS` plus the start-up allowance (never above
 * what the plan asked), the wall limit twice that plus 1 s; each input keeps the problem's own
 * per-test limit (the plan's `test_steps`).
 */
function budget(plan: HarnessRunPlan, budgetS: number): void {
  const cpu = Math.min(plan.submission.cpu_time_limit, budgetS + RUN_STARTUP_ALLOWANCE_S);
  plan.submission.cpu_time_limit = Number(cpu.toFixed(3));
  plan.submission.wall_time_limit = Number((cpu * 2 + 1).toFixed(3));
}

/** The verdicts of a measurement run, every answer accepted (only the time and the failures count). */
function timedRun(plan: HarnessRunPlan, run: MeasuredRun, timeLimitMs: number): TimedRun {
  const verdicts = judgeHarnessRun(plan, run, plan.inputs.map(() => null), () => true, timeLimitMs);
  return { verdicts, exceededAt: run.test_time_exceeded ?? undefined, cpuMs: run.cpuMs };
}

/**
 * The series of one solution: per size, the fastest of its inputs' CPU times less the fastest of the
 * baseline's on the same inputs (never below 0), readings under half their size's median left out
 * as undercounts (`countedMs`), or what stopped it. A size whose test ran past
 * the per-test limit is `time-limit`; one where the run's budget (not the test's own limit) ran out
 * is `skipped`, as is every size after a stop; a crash or a memory limit is `failed`, with the
 * verdict and message kept for the answer. A compile error fails the whole series. A run stopped
 * in a warm-up input (of size `warmup.n`, run before every size) measured nothing: that size takes
 * the warm-up's outcome and every other is `skipped`.
 */
function seriesOf(inputs: SizedInput[], warmup: { count: number; n: number }, run: TimedRun, baselineMs: (number | undefined)[] | undefined, timeLimitMs: number, maxN: number): ComplexitySeries {
  const verdicts = run.verdicts;
  const warmups = warmup.count;
  const sizes = [...new Set(inputs.map((input) => input.n))];
  if (verdicts.some((verdict) => verdict.verdict === 'Compilation Error')) {
    const failed = verdicts.find((verdict) => verdict.verdict === 'Compilation Error') as TestVerdict;
    return { points: sizes.map((n) => ({ n, ms: null, outcome: 'skipped' })), fit: null, projectedMs: null, verdict: failed.verdict, message: failed.message ?? null };
  }
  const warmStop = verdicts.slice(0, warmups).findIndex((verdict) => verdict.verdict !== 'Accepted' && verdict.verdict !== 'Wrong Answer');
  if (warmStop >= 0) {
    const stop = verdicts[warmStop];
    const byLimit = (stop.cpuMs !== undefined && stop.cpuMs > timeLimitMs) || run.exceededAt === warmStop;
    const outcome: ComplexityPoint['outcome'] = stop.verdict === 'Time Limit Exceeded' ? (byLimit ? 'time-limit' : 'skipped') : stop.verdict === 'Not Run' ? 'skipped' : 'failed';
    const failure = outcome === 'failed' ? { verdict: stop.verdict, message: errorText(stop) } : {};
    return { points: sizes.map((n) => ({ n, ms: null, outcome: n === warmup.n ? outcome : 'skipped' })), fit: null, projectedMs: null, ...failure };
  }
  const points: ComplexityPoint[] = [];
  // Each measured size's own counted time before the baseline's was subtracted: how precisely the fit knows it.
  const totals = new Map<number, number>();
  let stopped = false;
  let failure: TestVerdict | undefined;
  for (const n of sizes) {
    const at = inputs.flatMap((input, index) => (input.n === n ? [index] : []));
    if (stopped) {
      points.push({ n, ms: null, outcome: 'skipped' });
      continue;
    }
    const own: number[] = [];
    let outcome: ComplexityPoint['outcome'] = 'measured';
    for (const index of at) {
      const verdict = verdicts[warmups + index];
      const cpu = verdict.cpuMs;
      if (verdict.verdict === 'Time Limit Exceeded') {
        // Over the problem's own limit, or stopped by the sandbox for it: else the run's budget ended it.
        outcome = (cpu !== undefined && cpu > timeLimitMs) || run.exceededAt === warmups + index ? 'time-limit' : 'skipped';
        break;
      }
      if (verdict.verdict === 'Not Run') {
        outcome = 'skipped';
        break;
      }
      if (verdict.verdict !== 'Accepted' && verdict.verdict !== 'Wrong Answer') {
        outcome = 'failed';
        failure ??= verdict;
        break;
      }
      own.push(cpu ?? 0);
    }
    if (outcome !== 'measured') {
      stopped = true;
      points.push({ n, ms: null, outcome });
      continue;
    }
    const baseline = at.map((index) => baselineMs?.[index]).filter((ms): ms is number => ms !== undefined);
    const total = countedMs(own);
    totals.set(n, total);
    points.push({ n, ms: Number(Math.max(0, total - (baseline.length > 0 ? countedMs(baseline) : 0)).toFixed(3)), outcome });
  }
  const measured: FitPoint[] = points.flatMap((point) => (point.outcome === 'measured' && point.ms !== null ? [{ n: point.n, ms: point.ms, totalMs: totals.get(point.n) }] : []));
  const fit = fitComplexity(measured);
  const projectedMs = fit ? Math.round(projectMs(fit, measured, maxN) * 1000) / 1000 : null;
  return {
    points,
    fit,
    projectedMs: projectedMs !== null && Number.isFinite(projectedMs) ? projectedMs : null,
    ...(failure ? { verdict: failure.verdict, message: errorText(failure) } : {}),
  };
}

/** Per-input CPU times (ms) of a baseline run, warm-ups left out; `undefined` where it did not finish an input. */
function baselineTimes(run: TimedRun, warmups: number, count: number): (number | undefined)[] {
  return Array.from({ length: count }, (_, index) => run.verdicts[warmups + index]?.cpuMs);
}

/** The harness language of `language`. @throws Error when it has none */
function harnessLanguageOf(language: Language): HarnessLanguage {
  const harnessLanguage = languageById(LANGUAGE_IDS[language]);
  if (!harnessLanguage) throw new Error(`no harness for ${language}`);
  return harnessLanguage;
}

/** The inputs of a problem's measurements, planned once: every size's, after the warm-ups. */
interface PlannedInputs {
  inputs: SizedInput[];
  warmup: { count: number; n: number };
  plan: HarnessRunPlan;
}

/**
 * The measurement's inputs ({@link sizedInputs}, the fixed seed), {@link COMPLEXITY_SETTINGS}'s
 * warm-ups first (inputs of the third size: big enough to make a JIT compile the code, small
 * enough that a slow solution passes them), parsed and planned once per worker (`cache`).
 */
function cachedPlan(request: ComplexityRequestPlan, cache: ComplexityCache, key: string): PlannedInputs {
  const cached = cache.get<PlannedInputs>(key);
  if (cached) return cached;
  const { signature, declaration } = request;
  const sizes = complexitySizes(declaration);
  const inputs = sizedInputs(signature, declaration, sizes, COMPLEXITY_SETTINGS.repeats, COMPLEXITY_SETTINGS.seed);
  const warmupSize = sizes[Math.min(2, sizes.length - 1)];
  const warmups = inputs.filter((input) => input.n === warmupSize).slice(0, COMPLEXITY_SETTINGS.warmups);
  const texts = [...warmups, ...inputs].map((input) => input.input);
  const plan = planHarnessRun({ signature, language: harnessLanguageOf(request.language), code: request.sourceCode, inputs: texts, timeLimitMs: request.timeLimitMs, memoryLimitKb: request.memoryLimitKb });
  const planned: PlannedInputs = { inputs, warmup: { count: warmups.length, n: warmupSize }, plan };
  cache.set(key, planned);
  return planned;
}

/** What one analysis plans to run: the solution's and, unless cached, the reference's and the baseline's. */
interface Planned {
  key: string;
  plan: HarnessRunPlan;
}

/**
 * Measures how the learner's code and the problem's reference grow (a `complexity` job): inputs
 * of increasing size drawn from the problem's declaration ({@link sizedInputs}, fixed seed), two
 * warm-up inputs first, each solution one harness run under the problem's per-test limit and a
 * budget of its own ({@link COMPLEXITY_SETTINGS}), every test's CPU time as the sandbox counted it,
 * less the baseline's ({@link baselineSolution}: the harness's own reading and writing) on the same
 * inputs, the fastest per size fitted by least squares on log-log data, each size weighted by how
 * precisely that difference is known (`fitComplexity`). The reference and the baseline
 * are measured once per worker and then come from `cache`; the reference given as the learner's
 * code is measured once, as both. `runs` counts the sandbox runs used (0 when all was cached).
 * @throws ComplexityDeclarationError when the declaration cannot give inputs; Error when a language
 *   has no harness; what `runMeasurements` throws
 */
export async function measureComplexity(request: ComplexityRequestPlan, runMeasurements: RunMeasurements, cache: ComplexityCache): Promise<ComplexityResult> {
  const { declaration, reference, signature, timeLimitMs } = request;
  const settings = COMPLEXITY_SETTINGS;
  const common = [signature, declaration, timeLimitMs, request.memoryLimitKb, settings];
  const base = cachedPlan(request, cache, cacheKey('inputs', ...common));
  const plan = (language: Language, code: string, budgetS: number): HarnessRunPlan => {
    const planned = planSameTests(base.plan, harnessLanguageOf(language), code);
    budget(planned, budgetS);
    return planned;
  };
  const referenceKey = cacheKey('reference', reference.language, reference.sourceCode, ...common);
  const baselineKey = (language: Language) => cacheKey('baseline', language, ...common);
  const languages = [...new Set([request.language, reference.language])];
  // The reference analysed as the learner's code (an admin authoring, the content check): measured once.
  const isReference = request.language === reference.language && request.sourceCode === reference.sourceCode;
  const toRun: Planned[] = isReference ? [] : [{ key: 'learner', plan: plan(request.language, request.sourceCode, settings.learnerBudgetS) }];
  if (!cache.get(referenceKey)) toRun.push({ key: referenceKey, plan: plan(reference.language, reference.sourceCode, settings.referenceBudgetS) });
  for (const language of languages) {
    if (!cache.get(baselineKey(language))) toRun.push({ key: baselineKey(language), plan: plan(language, baselineSolution(harnessLanguageOf(language), signature), settings.baselineBudgetS) });
  }
  const results = toRun.length === 0 ? [] : await runMeasurements(toRun.map((item) => item.plan.submission));
  const timed = new Map(toRun.map((item, index) => [item.key, timedRun(item.plan, results[index], timeLimitMs)]));
  const { inputs, warmup } = base;
  for (const language of languages) {
    const fresh = timed.get(baselineKey(language));
    if (fresh) cache.set(baselineKey(language), baselineTimes(fresh, warmup.count, inputs.length));
  }
  const series = (run: TimedRun, language: Language) => seriesOf(inputs, warmup, run, cache.get<(number | undefined)[]>(baselineKey(language)), timeLimitMs, declaration.maxN);
  const freshReference = timed.get(referenceKey);
  if (freshReference) cache.set(referenceKey, series(freshReference, reference.language));
  const referenceSeries = cache.get<ComplexitySeries>(referenceKey) as ComplexitySeries;
  const learnerSeries = isReference ? referenceSeries : series(timed.get('learner') as TimedRun, request.language);
  return {
    n: declaration.n,
    maxN: declaration.maxN,
    timeLimitMs,
    declared: declaration.reference,
    learner: learnerSeries,
    reference: referenceSeries,
    runs: toRun.length,
    cpuMs: [...timed.values()].reduce((sum, run) => sum + run.cpuMs, 0),
  };
}
