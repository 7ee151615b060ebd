import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOAD_METRICS } from './artillery-steps';
import { RUN_DIR_ENV } from './load-run-files';

/** The open model of a run: Run/Submit clicks arrive at `rate`/s regardless of how fast the system answers. */
export interface LoadShape {
  /** Arrivals per second during the hold (one arrival: browse, think, one Run or Submit). */
  rate: number;
  /** Ramp from 1/s to `rate`, s (0: none). */
  rampS: number;
  /** Hold at `rate`, s. */
  holdS: number;
  /** A learner's think time between opening the problem and clicking, s. */
  thinkS: number;
}

/** Limits a run must keep, or the kit exits 1. */
export interface LoadThresholds {
  /** 95th percentile of Run verdict latency, per language, ms. */
  runP95Ms: number;
  /** 95th percentile of Submit verdict latency, per language, ms. */
  submitP95Ms: number;
  /** Share of attempts without a verdict or with `Internal Error` (refusals apart), 0–1. */
  errorRate: number;
  /** Share of attempts refused with 503 (queue full) or timed out (a Run's 503), 0–1. */
  unavailableRate: number;
}

/** The thresholds of the issue that asked for them: Runs within 5 s, Submits within 30 s, errors 0.5 %, 503 1 %. */
export const DEFAULT_THRESHOLDS: LoadThresholds = { runP95Ms: 5000, submitP95Ms: 30_000, errorRate: 0.005, unavailableRate: 0.01 };

/** Artillery's script for a run (written as JSON; Artillery accepts JSON as YAML). */
export function artilleryScript(url: string, shape: LoadShape, processor: string): object {
  const phases = [
    ...(shape.rampS > 0 ? [{ name: 'ramp', duration: shape.rampS, arrivalRate: 1, rampTo: shape.rate }] : []),
    { name: 'hold', duration: shape.holdS, arrivalRate: shape.rate },
  ];
  return {
    config: { target: url, phases, processor },
    scenarios: [
      {
        name: 'learner',
        flow: [{ function: 'signedInLearner' }, { function: 'browse' }, ...(shape.thinkS > 0 ? [{ think: shape.thinkS }] : []), { function: 'runOrSubmit' }],
      },
    ],
  };
}

/** Percentiles of one latency series, ms. */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** One interval of Artillery's report (10 s by default). */
export interface LoadInterval {
  /** Start of the interval, ms since the epoch. */
  periodMs: number;
  attempts: number;
  verdicts: number;
  refused: number;
  /** Verdict latency p95 of each `<mode>.<LANGUAGE>` in this interval, ms. */
  p95Ms: Record<string, number>;
}

/** What a run measured: the JSON summary the kit prints and writes with `--report`. */
export interface LoadSummary {
  attempts: number;
  /** Verdict latency (click to verdict known) by `<mode>.<LANGUAGE>`. */
  verdictLatency: Record<string, LatencySummary>;
  /** Verdicts by `<mode>.<verdict>`. */
  verdicts: Record<string, number>;
  /** Refusals by reason (`rate_limited`, `queue_full`): never in a latency. */
  refused: Record<string, number>;
  timedOut: number;
  /** Attempts without a verdict by cause, Internal Error verdicts included as `internal_error`. */
  errors: Record<string, number>;
  followed202: number;
  rates: { error: number; unavailable: number };
  intervals: LoadInterval[];
  /** Thresholds broken, in words; empty when the run passed. */
  failures: string[];
}

/** The part of Artillery's JSON report (`--output`) the kit reads. */
export interface ArtilleryReport {
  aggregate: ArtilleryStats;
  intermediate: (ArtilleryStats & { period?: number | string })[];
}
interface ArtilleryStats {
  counters?: Record<string, number>;
  summaries?: Record<string, { count: number; p50: number; p95: number; p99: number; max: number }>;
}

function prefixed(counters: Record<string, number>, prefix: string): Record<string, number> {
  return Object.fromEntries(Object.entries(counters).filter(([name]) => name.startsWith(`${prefix}.`)).map(([name, value]) => [name.slice(prefix.length + 1), value]));
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);

/**
 * Summarises Artillery's report of a kit run and checks it against `thresholds`: every
 * `<mode>.<LANGUAGE>` verdict latency p95 within its mode's bound, (errors + Internal Error
 * verdicts) / attempts and (503 queue full + Run timed out) / attempts within their rates. A run
 * with no attempt fails (it measured nothing).
 */
export function summarize(report: ArtilleryReport, thresholds: LoadThresholds): LoadSummary {
  const counters = report.aggregate.counters ?? {};
  const summaries = report.aggregate.summaries ?? {};
  const attempts = counters[LOAD_METRICS.attempts] ?? 0;
  const verdictLatency: Record<string, LatencySummary> = {};
  for (const [name, stats] of Object.entries(summaries)) {
    if (name.startsWith(`${LOAD_METRICS.verdictMs}.`)) verdictLatency[name.slice(LOAD_METRICS.verdictMs.length + 1)] = { count: stats.count, p50: stats.p50, p95: stats.p95, p99: stats.p99, max: stats.max };
  }
  const verdicts = prefixed(counters, LOAD_METRICS.verdicts);
  const refused = prefixed(counters, LOAD_METRICS.refused);
  const timedOut = counters[LOAD_METRICS.timedOut] ?? 0;
  const internal = Object.entries(verdicts).filter(([key]) => key.endsWith(`.${'Internal Error'}`)).reduce((total, [, n]) => total + n, 0);
  const errors = { ...prefixed(counters, LOAD_METRICS.errors), ...(internal > 0 ? { internal_error: internal } : {}) };
  const rates = { error: attempts === 0 ? 0 : sum(errors) / attempts, unavailable: attempts === 0 ? 0 : ((refused.queue_full ?? 0) + timedOut) / attempts };
  const failures: string[] = [];
  if (attempts === 0) failures.push('no Run or Submit was sent');
  for (const [key, latency] of Object.entries(verdictLatency)) {
    const bound = key.startsWith('run.') ? thresholds.runP95Ms : thresholds.submitP95Ms;
    if (latency.p95 > bound) failures.push(`p95 verdict latency of ${key} ${Math.round(latency.p95)} ms > ${bound} ms`);
  }
  if (rates.error > thresholds.errorRate) failures.push(`errors + Internal Error ${(rates.error * 100).toFixed(2)} % > ${(thresholds.errorRate * 100).toFixed(2)} %`);
  if (rates.unavailable > thresholds.unavailableRate) failures.push(`503 (queue full, Run timed out) ${(rates.unavailable * 100).toFixed(2)} % > ${(thresholds.unavailableRate * 100).toFixed(2)} %`);
  const intervals = report.intermediate.map((stats) => {
    const c = stats.counters ?? {};
    const p95Ms = Object.fromEntries(
      Object.entries(stats.summaries ?? {})
        .filter(([name]) => name.startsWith(`${LOAD_METRICS.verdictMs}.`))
        .map(([name, s]) => [name.slice(LOAD_METRICS.verdictMs.length + 1), s.p95]),
    );
    return { periodMs: Number(stats.period ?? 0), attempts: c[LOAD_METRICS.attempts] ?? 0, verdicts: sum(prefixed(c, LOAD_METRICS.verdicts)), refused: sum(prefixed(c, LOAD_METRICS.refused)), p95Ms };
  });
  return { attempts, verdictLatency, verdicts, refused, timedOut, errors, followed202: counters[LOAD_METRICS.followed] ?? 0, rates, intervals, failures };
}

/** The summary as the kit prints it, before the JSON. */
export function formatSummary(summary: LoadSummary): string {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => `${key} ${count}`)
      .join(', ') || 'none';
  const latency = Object.entries(summary.verdictLatency)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, l]) => `  ${key.padEnd(18)} n=${String(l.count).padStart(5)}  p50 ${Math.round(l.p50)} ms  p95 ${Math.round(l.p95)} ms  p99 ${Math.round(l.p99)} ms`);
  return [
    `attempts ${summary.attempts}; 202 followed to a verdict ${summary.followed202}`,
    'verdict latency (click to verdict known):',
    ...latency,
    `verdicts: ${list(summary.verdicts)}`,
    `refused (not in latencies): ${list(summary.refused)}; Run timed out ${summary.timedOut}`,
    `errors: ${list(summary.errors)}`,
    `error rate ${(summary.rates.error * 100).toFixed(2)} %, 503 rate ${(summary.rates.unavailable * 100).toFixed(2)} %`,
    summary.failures.length === 0 ? 'thresholds: all kept' : `thresholds broken:\n${summary.failures.map((failure) => `  ${failure}`).join('\n')}`,
  ].join('\n');
}

/**
 * Runs Artillery (the workspace's `artillery` package, `WORKERS` worker threads) on `scriptPath`
 * with the run folder in the environment, its console report on this process's stdout, and
 * returns its JSON report.
 * @throws Error when Artillery exits non-zero without a report
 */
export async function runArtillery(scriptPath: string, runDir: string, workers: number, quiet = false): Promise<ArtilleryReport> {
  const output = join(runDir, 'report.json');
  const bin = require.resolve('artillery/bin/run');
  const child = spawn(process.execPath, [bin, 'run', '--output', output, ...(quiet ? ['--quiet'] : []), scriptPath], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, [RUN_DIR_ENV]: runDir, WORKERS: String(workers), ARTILLERY_DISABLE_TELEMETRY: 'true', DO_NOT_TRACK: '1' },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  try {
    return JSON.parse(readFileSync(output, 'utf8')) as ArtilleryReport;
  } catch {
    throw new Error(`artillery exited with ${code} and wrote no report`);
  }
}
