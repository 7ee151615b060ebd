import { COMPLEXITY_CLASSES, type ComplexityClass, type ComplexityFit } from '@algosheets/contracts';

/** The natural log of each class's growth function at n (n >= 2). */
const LOG_GROWTH: Record<ComplexityClass, (n: number) => number> = {
  'O(1)': () => 0,
  'O(log n)': (n) => Math.log(Math.log2(n)),
  'O(n)': (n) => Math.log(n),
  'O(n log n)': (n) => Math.log(n) + Math.log(Math.log2(n)),
  'O(n²)': (n) => 2 * Math.log(n),
  'O(n³)': (n) => 3 * Math.log(n),
  'O(2ⁿ)': (n) => n * Math.LN2,
};

/**
 * CPU time (ms) below which a size's measurement is noise rather than growth: the sandbox counts
 * each test's CPU in nanoseconds, but a test's own work under 0.2 ms is within the scheduler's and
 * the harness's jitter, so it cannot tell O(1) from O(n). Such sizes are shown, not fitted.
 */
export const FIT_FLOOR_MS = 0.2;

/** Sizes a fit needs at least: a slope from two points says nothing of the class. */
export const MIN_FITTED_SIZES = 3;

/**
 * Relative jitter of one test's CPU count on a loaded machine (5 %: cache and scheduler
 * interference) and its absolute jitter (0.05 ms), which together set how precisely a size's own
 * time is known; fitted on measured series, see {@link fitComplexity}.
 */
export const FIT_JITTER = { relative: 0.05, absoluteMs: 0.05 } as const;

/**
 * A measured size for the fit: n, the solution's own CPU time (ms, the baseline's subtracted) and,
 * when a baseline was subtracted, `totalMs`, the solution's time before it (ms; `ms` when absent).
 */
export interface FitPoint {
  n: number;
  ms: number;
  totalMs?: number;
}

/**
 * The weight of a point in the fit: the inverse of the variance of log(ms). A size's own time is
 * the difference of two counts, each about `totalMs` and as jittery: where the harness's reading
 * dwarfs the solution's work (a 10^5-item array read in 40 ms, searched in 4), the difference is
 * mostly noise and counts little; where the work dominates, it counts fully.
 */
function weightOf(point: FitPoint): number {
  const total = Math.max(point.ms, point.totalMs ?? point.ms);
  const variance = ((FIT_JITTER.relative * total) ** 2 + FIT_JITTER.absoluteMs ** 2) / point.ms ** 2;
  return 1 / variance;
}

/**
 * The class whose growth best explains `points`, by weighted least squares on log-log data: for
 * each class f of {@link COMPLEXITY_CLASSES}, log t = log c + log f(n) with the one free constant
 * c fitted (the weighted mean of log t - log f(n)); the class with the smallest weighted sum of
 * squared residuals wins. Each point weighs the inverse variance of its log time ({@link weightOf},
 * {@link FIT_JITTER}): a size whose own work is a small difference of two large counts (the
 * solution's and the baseline's) would otherwise bend the slope as much as a size whose work
 * dominates. On 86 Python reference series measured on this 2-core machine under load, the weights
 * raised the agreement with the declared class from 64 to 68; a free additive constant
 * (t = a + c f(n)) lowered it to 54-61, as it lets a steeper class bend to fit a cache-bound linear
 * series, and is not used. Points below {@link FIT_FLOOR_MS} are left out; when every point is
 * below it the work does not grow measurably (`O(1)`, exponent 0). `exponent` is the slope of
 * log t against log n (weighted least squares on the points fitted); `confidence` is 1 - best /
 * second-best residual (0 when two classes fit equally, near 1 when one fits far better), 1 for a
 * perfect fit. Returns null with fewer than 3 sizes fitted (a slope from two points says nothing
 * of the class), unless none is above the floor.
 */
export function fitComplexity(points: FitPoint[]): ComplexityFit | null {
  const usable = points.filter((point) => point.n >= 2 && Number.isFinite(point.ms));
  if (usable.length >= MIN_FITTED_SIZES && usable.every((point) => point.ms < FIT_FLOOR_MS)) return { class: 'O(1)', exponent: 0, confidence: 1 };
  const fitted = usable.filter((point) => point.ms >= FIT_FLOOR_MS);
  if (fitted.length < MIN_FITTED_SIZES) return null;
  const logT = fitted.map((point) => Math.log(point.ms));
  const weights = fitted.map(weightOf);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const ranked = COMPLEXITY_CLASSES.map((name) => {
    const logF = fitted.map((point) => LOG_GROWTH[name](point.n));
    const logC = logT.reduce((sum, t, i) => sum + weights[i] * (t - logF[i]), 0) / totalWeight;
    const residual = logT.reduce((sum, t, i) => sum + weights[i] * (t - logC - logF[i]) ** 2, 0);
    return { name, residual };
  }).sort((a, b) => a.residual - b.residual);
  const [best, second] = ranked;
  const confidence = second.residual === 0 ? 0 : 1 - best.residual / second.residual;
  return { class: best.name, exponent: round(slope(fitted.map((point) => Math.log(point.n)), logT, weights), 2), confidence: round(confidence, 2) };
}

/**
 * The time (ms) a fitted class projects at `n`: the class's growth scaled through the largest
 * point fitted (the one least disturbed by constant costs). For O(2ⁿ) beyond n = 1000 it is
 * Infinity.
 */
export function projectMs(fit: ComplexityFit, points: FitPoint[], n: number): number {
  const anchor = [...points].filter((point) => point.ms >= FIT_FLOOR_MS && point.n >= 2).sort((a, b) => b.n - a.n)[0];
  if (!anchor) return fit.class === 'O(1)' ? Math.max(0, ...points.map((point) => point.ms)) : 0;
  const growth = LOG_GROWTH[fit.class];
  return anchor.ms * Math.exp(growth(Math.max(2, n)) - growth(anchor.n));
}

/** The weighted least-squares slope of y on x (0 when x does not vary). */
function slope(x: number[], y: number[], w: number[]): number {
  const total = w.reduce((a, b) => a + b, 0);
  const meanX = x.reduce((sum, xi, i) => sum + w[i] * xi, 0) / total;
  const meanY = y.reduce((sum, yi, i) => sum + w[i] * yi, 0) / total;
  const sxx = x.reduce((sum, xi, i) => sum + w[i] * (xi - meanX) ** 2, 0);
  if (sxx === 0) return 0;
  return x.reduce((sum, xi, i) => sum + w[i] * (xi - meanX) * (y[i] - meanY), 0) / sxx;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * Share of a size's median reading below which a reading is an undercount, not a fast run: noise
 * only ever adds CPU, but the sandbox's counter can miss part or all of a test (the kernel adds a
 * running process's CPU to its cgroup only at a tick or when it blocks, so a harness still working
 * when its record arrives has that time counted later or not at all): tests of 2 ms read as 0.
 */
export const UNDERCOUNT_SHARE = 0.5;

/**
 * The CPU time (ms) a size's readings stand for: the fastest reading that is not an undercount,
 * i.e. at least {@link UNDERCOUNT_SHARE} of their median. The fastest, because noise (a page
 * fault, a collection, another process's cache traffic) only ever adds CPU; not below half the
 * median, because a reading that far under the others missed part of its own test (the fastest of
 * five then picks a 0 ms reading of a 2 ms test, and a series of inputs growing in size shows a
 * hole). When the median itself is 0 (every test of the size missed), 0. NaN for no readings.
 */
export function countedMs(readings: number[]): number {
  if (readings.length === 0) return Number.NaN;
  const floor = UNDERCOUNT_SHARE * median(readings);
  return Math.min(...readings.filter((ms) => ms >= floor));
}

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
