import { TIME_LIMIT_RANGE_MS } from '@algosheets/judge';

/**
 * The rule per-language time limits are calibrated by, as judges scale limits per language: a
 * language's limit is `factor` times its reference's slowest test (CPU ms, on tests at the
 * constraints' maximum sizes), rounded up to `stepMs`, at least `floorMs` (so a fast reference does
 * not make a limit that noise or a slower machine breaks) and at most `capMs` (a Submit's tests
 * together must stay well inside a run's CPU cap).
 */
export const CALIBRATION = { factor: 3, stepMs: 100, floorMs: 500, capMs: 8000 } as const;

/**
 * A language's CPU time limit per test (ms) from its reference's slowest test (ms), by
 * {@link CALIBRATION}: `min(capMs, max(floorMs, roundUp(factor x slowestMs, stepMs)))`, inside the
 * platform's range of limits.
 * @throws RangeError for a negative or non-finite time
 */
export function calibratedLimitMs(slowestMs: number): number {
  if (!Number.isFinite(slowestMs) || slowestMs < 0) throw new RangeError(`a reference's slowest test takes a time in ms, not ${slowestMs}`);
  const scaled = Math.ceil((CALIBRATION.factor * slowestMs) / CALIBRATION.stepMs) * CALIBRATION.stepMs;
  const limit = Math.min(CALIBRATION.capMs, Math.max(CALIBRATION.floorMs, scaled));
  return Math.min(TIME_LIMIT_RANGE_MS.max, Math.max(TIME_LIMIT_RANGE_MS.min, limit));
}
