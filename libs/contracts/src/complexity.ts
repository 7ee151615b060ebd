import type { GenerationBound, ValueConstraints } from './problem-signature';

/**
 * Measured complexity: how a solution's CPU time grows with the size of its input, measured by the
 * sandbox on generated inputs of increasing size and fitted to one of these classes (slowest
 * growing first). `n` is what the problem's {@link ProblemComplexity} says it counts.
 */
export const COMPLEXITY_CLASSES = ['O(1)', 'O(log n)', 'O(n)', 'O(n log n)', 'O(n²)', 'O(n³)', 'O(2ⁿ)'] as const;

/** One of {@link COMPLEXITY_CLASSES}. */
export type ComplexityClass = (typeof COMPLEXITY_CLASSES)[number];

/** Whether `value` names a {@link ComplexityClass}. */
export function isComplexityClass(value: unknown): value is ComplexityClass {
  return typeof value === 'string' && (COMPLEXITY_CLASSES as readonly string[]).includes(value);
}

/**
 * Generation constraints of one parameter at size n: a `ValueConstraints` in which any number (a
 * bound, a length, a graph's `nodes`) may be the text `"n"`, replaced by the size being measured.
 * E.g. `{ "minLength": "n", "maxLength": "n", "items": { "min": -1000000000, "max": 1000000000 } }`.
 */
export interface SizedConstraints extends Omit<ValueConstraints, 'min' | 'max' | 'minLength' | 'maxLength' | 'items' | 'edges'> {
  min?: SizedBound;
  max?: SizedBound;
  minLength?: SizedBound;
  maxLength?: SizedBound;
  items?: SizedConstraints;
  edges?: Omit<NonNullable<ValueConstraints['edges']>, 'nodes'> & { nodes: SizedBound };
}

/** A bound of {@link SizedConstraints}: a `GenerationBound`, or `"n"`, the size being measured. */
export type SizedBound = GenerationBound | 'n';

/**
 * A problem's complexity declaration (`complexity` in `problem.json` and in the problem's API view):
 * - `reference`: the class the problem claims for its reference solution;
 * - `n`: what n counts, in words for the learner (`"nums.length"`, `"the grid's side"`, `"n"`);
 * - `maxN`: the largest n the problem's constraints allow (the projection's "largest allowed input");
 * - `minN`: the smallest n measured (default 16; sizes run geometrically from it to `measureMaxN`);
 * - `measureMaxN`: the largest n measured (default `maxN`): lower when five inputs or answers of
 *   size `maxN` per size would not fit one run (16 MB of input, 4 MB of output in all); the
 *   projection to `maxN` extends the fit;
 * - `params`: per parameter (of the function, or of a design class's constructor and methods), its
 *   constraints at size n ({@link SizedConstraints}); a parameter not named keeps its own;
 * - `operations`: for a design problem, `"n"` makes the number of operations the size.
 */
export interface ProblemComplexity {
  reference: ComplexityClass;
  n: string;
  maxN: number;
  minN?: number;
  measureMaxN?: number;
  params: Record<string, SizedConstraints>;
  operations?: 'n';
}

/**
 * Sandbox runs a growth analysis takes at most: the learner's code, the reference and the harness's
 * baseline (the last two measured once per worker and then reused). The gateway charges the
 * learner per run.
 */
export const COMPLEXITY_MAX_RUNS = 3;

/** `POST /execute-code/complexity` body: measure how this code's CPU time grows. Same auth, XSRF and limits as Run. */
export interface ComplexityRequest {
  source_code: string;
  language_id: number;
  problemId: string;
}

/**
 * One size of a measured series: `n`, and the CPU time (ms, the fastest of the inputs of that size) the sandbox counted for the
 * solution's own work at that size (the harness's reading and writing subtracted), or what stopped
 * it: `time-limit` (a test at this size ran past the problem's time limit: shown as such, not
 * dropped), `failed` (the code crashed or ran out of memory here), `skipped` (the analysis budget
 * ran out before this size, or an earlier size stopped the run).
 */
export interface ComplexityPoint {
  n: number;
  ms: number | null;
  outcome: 'measured' | 'time-limit' | 'failed' | 'skipped';
}

/**
 * The least-squares fit of a series on log-log data: the best class, the fitted exponent (slope of
 * log time against log n) and a confidence in [0, 1] (how much better the best class fits than the
 * next best: 0 when they fit equally well).
 */
export interface ComplexityFit {
  class: ComplexityClass;
  exponent: number;
  confidence: number;
}

/**
 * One solution's measurements: its points (ascending n), the fit (null with fewer than 3 measured
 * sizes), the time the fit projects at `maxN` (ms; null without a fit), and, when the code failed,
 * the verdict and its message (`Runtime Error (NZEC)`, `Line 4: IndexError: ...`).
 */
export interface ComplexitySeries {
  points: ComplexityPoint[];
  fit: ComplexityFit | null;
  projectedMs: number | null;
  verdict?: string;
  message?: string | null;
}

/**
 * What `POST /execute-code/complexity` answers: the learner's series and the reference's (same
 * inputs, same language when the problem has a reference in it), what n counts and its largest
 * allowed value, the problem's time limit in this language (ms), the class the problem declares for
 * its reference, and the sandbox runs and CPU time (ms) the analysis used (each run counted against
 * the learner's executions per minute, like a Run).
 */
export interface ComplexityResult {
  n: string;
  maxN: number;
  timeLimitMs: number;
  declared: ComplexityClass | null;
  learner: ComplexitySeries;
  reference: ComplexitySeries;
  runs: number;
  cpuMs: number;
}

/** `POST /execute-code/complexity` answer (200). */
export interface ComplexityResponse {
  message: string;
  result: ComplexityResult;
}

/** Confidence below which a fit's class is told with a warning: the next class explains the points almost as well. */
export const CONFIDENT_FIT = 0.5;

/** A duration for a sentence: `40 s`, `1.2 s`, `350 ms`, `0.4 ms`. */
export function formatDuration(ms: number): string {
  if (ms >= 10_000) return `${Math.round(ms / 1000).toLocaleString('en-US')} s`;
  if (ms >= 1000) return `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`;
  if (ms >= 10) return `${Math.round(ms)} ms`;
  return `${ms.toPrecision(1)} ms`;
}

/**
 * The analysis in one sentence, as the learner reads it: "Your solution grows like O(n²); the
 * reference grows like O(n log n). At the largest allowed input (n = 100,000) yours would take
 * about 40 s against a 2 s limit." A series without a fit says why (it failed, or too few sizes
 * could be measured); the projection is left out when there is none; a fit of the learner's below
 * {@link CONFIDENT_FIT} says that its neighbouring classes fit almost as well.
 */
export function complexitySentence(result: ComplexityResult): string {
  const { learner, reference } = result;
  const mine = learner.fit ? `Your solution grows like ${learner.fit.class}` : learner.verdict ? `Your solution failed (${learner.verdict}) before its growth could be measured` : 'Too few sizes of your solution could be measured to tell its growth';
  const theirs = reference.fit ? `the reference grows like ${reference.fit.class}` : 'the reference could not be measured';
  const largest = `n = ${result.maxN.toLocaleString('en-US')}`;
  const projection = learner.projectedMs === null ? '' : ` At the largest allowed input (${largest}) yours would take about ${formatDuration(learner.projectedMs)} against a ${formatDuration(result.timeLimitMs)} limit.`;
  const uncertain = learner.fit && learner.fit.confidence < CONFIDENT_FIT ? ` Take your class with care: the classes next to ${learner.fit.class} fit the measurements almost as well.` : '';
  return `${mine}; ${theirs}.${projection}${uncertain}`;
}
