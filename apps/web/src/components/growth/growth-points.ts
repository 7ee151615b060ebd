import { formatDuration, type ComplexityFit, type ComplexityPoint, type ComplexityResult, type ComplexitySeries } from '@algosheets/contracts';

/** The two measured series of an analysis, in the order they are shown, with their names for the learner. */
export const GROWTH_SERIES = [
  { key: 'learner', name: 'Your solution' },
  { key: 'reference', name: 'Reference' },
] as const satisfies readonly { key: keyof Pick<ComplexityResult, 'learner' | 'reference'>; name: string }[];

/** A figure rounded to two decimals without trailing zeros: 1.08, 0.9, 2. */
function twoDecimals(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** A fit as the learner reads it: "O(n log n), exponent 1.08, confidence 0.9". */
export function fitLabel(fit: ComplexityFit): string {
  return `${fit.class}, exponent ${twoDecimals(fit.exponent)}, confidence ${twoDecimals(fit.confidence)}`;
}

/** An input size as text: "100,000". */
export function formatN(n: number): string {
  return n.toLocaleString('en-US');
}

/**
 * One point's cell of the measurements table: its median CPU time (`12 ms`), or what stopped it
 * ("time limit (over 2 s)", "failed", "skipped"): every outcome is named, none left blank.
 */
export function pointLabel(point: ComplexityPoint, timeLimitMs: number): string {
  switch (point.outcome) {
    case 'measured':
      return point.ms === null ? 'measured, no time' : formatDuration(point.ms);
    case 'time-limit':
      return `time limit (over ${formatDuration(timeLimitMs)})`;
    case 'failed':
      return 'failed';
    case 'skipped':
      return 'skipped';
  }
}

/** One row of the measurements table: an input size and each series' point at it (absent when that series has none). */
export interface GrowthRow {
  n: number;
  learner: ComplexityPoint | undefined;
  reference: ComplexityPoint | undefined;
}

/** The measurements table's rows: every size either series has, ascending, so no point is left out. */
export function growthRows(result: ComplexityResult): GrowthRow[] {
  const sizes = [...new Set([...result.learner.points, ...result.reference.points].map((point) => point.n))].sort((a, b) => a - b);
  return sizes.map((n) => ({
    n,
    learner: result.learner.points.find((point) => point.n === n),
    reference: result.reference.points.find((point) => point.n === n),
  }));
}

/** The sizes of a series' points with the given outcome, ascending. */
export function sizesWith(series: ComplexitySeries, outcome: ComplexityPoint['outcome']): number[] {
  return series.points.filter((point) => point.outcome === outcome).map((point) => point.n);
}

/** Sizes as a phrase: "n = 1,024", "n = 1,024 and n = 2,048", "n = 1, n = 2 and n = 4". */
export function sizesPhrase(sizes: number[]): string {
  const each = sizes.map((n) => `n = ${formatN(n)}`);
  return each.length <= 1 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} and ${each[each.length - 1]}`;
}

/**
 * The smallest CPU time the chart draws (ms): its time axis is logarithmic, where 0 has no place, so
 * a size measured at 0 ms (below the sandbox's resolution) is drawn at this floor; the table keeps
 * the measured figure.
 */
export const MIN_PLOTTED_MS = 0.001;

/** A chart point: input size and CPU time (ms), both positive for the log scales. */
export interface PlottedPoint {
  n: number;
  ms: number;
}

/**
 * What the chart draws of one series: the measured points (the line) and the points that ran past
 * the time limit, drawn at the limit with a marker of their own. Failed and skipped points have no
 * time to draw; the result lists them in text under the chart.
 */
export function plottedSeries(series: ComplexitySeries, timeLimitMs: number): { measured: PlottedPoint[]; overLimit: PlottedPoint[] } {
  return {
    measured: series.points.filter((point) => point.outcome === 'measured' && point.ms !== null).map((point) => ({ n: point.n, ms: Math.max(point.ms ?? 0, MIN_PLOTTED_MS) })),
    overLimit: series.points.filter((point) => point.outcome === 'time-limit').map((point) => ({ n: point.n, ms: timeLimitMs })),
  };
}

/**
 * A log axis spanning `values` from the power of ten at or below the smallest to the one at or
 * above the largest, with a tick at each power: [1, 1000] and [1, 10, 100, 1000] for 3 … 700.
 * `[1, 10]` when there is nothing to span.
 */
export function logAxis(values: number[]): { domain: [number, number]; ticks: number[] } {
  const positive = values.filter((value) => value > 0);
  if (positive.length === 0) return { domain: [1, 10], ticks: [1, 10] };
  const low = Math.floor(Math.log10(Math.min(...positive)));
  const high = Math.max(Math.ceil(Math.log10(Math.max(...positive))), low + 1);
  const ticks = Array.from({ length: high - low + 1 }, (_, index) => 10 ** (low + index));
  return { domain: [10 ** low, 10 ** high], ticks };
}
