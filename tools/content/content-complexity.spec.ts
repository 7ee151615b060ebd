import type { ComplexityPoint, ComplexitySeries } from '@algosheets/contracts';
import { FIT_FLOOR_MS } from '@algosheets/judge';
import { belowFloorEverywhere, slowGrowth } from './content-complexity';

/** A series of the given points (n, then ms or what stopped it) and fit class. */
function series(points: [number, number | ComplexityPoint['outcome']][], fit: ComplexitySeries['fit'] = null): ComplexitySeries {
  return {
    points: points.map(([n, value]) => (typeof value === 'number' ? { n, ms: value, outcome: 'measured' } : { n, ms: null, outcome: value })),
    fit,
    projectedMs: null,
  };
}

// climbing-stairs-mod in C++, as measured: the plain recursion stops on the time limit in its warm-up
// inputs (n = 375), and the reference's own work stays under the floor at most sizes (no fit).
const REFERENCE_UNDER_FLOOR = series([[16, 0], [77, 0], [375, 0.001], [1818, 0.006], [8803, 0.026], [42633, 0.127], [206478, 0.607], [1000000, 2.948]]);
const STOPPED_AT_375 = series([[16, 'skipped'], [77, 'skipped'], [375, 'time-limit'], [1818, 'skipped'], [8803, 'skipped'], [42633, 'skipped'], [206478, 'skipped'], [1000000, 'skipped']]);

describe('slowGrowth: a too-slow solution against its reference', () => {
  it('is worse in a higher class', () => {
    const reference = series([[100, 1], [1000, 10], [10000, 100]], { class: 'O(n)', exponent: 1, confidence: 0.9 });
    const quadratic = series([[100, 1], [1000, 100], [10000, 'time-limit']], { class: 'O(n²)', exponent: 2, confidence: 0.9 });
    expect(slowGrowth('p/wrong/slow-a.py', { learner: quadratic, reference })).toEqual({ label: 'p/wrong/slow-a.py', measured: 'O(n²)', reference: 'O(n)', worse: true });
    expect(slowGrowth('p/wrong/slow-a.py', { learner: reference, reference }).worse).toBe(false);
  });

  it('is worse without a fit when it reached the time limit at a size the reference measured, though the reference gave no fit', () => {
    expect(slowGrowth('climbing-stairs-mod/wrong/slow-plain-recursion.cpp', { learner: STOPPED_AT_375, reference: REFERENCE_UNDER_FLOOR }).worse).toBe(true);
  });

  it('is not worse when it stopped for another reason, or where the reference stopped too', () => {
    const crashed = series([[16, 'failed'], [77, 'skipped']]);
    expect(slowGrowth('p/wrong/slow-a.cpp', { learner: crashed, reference: REFERENCE_UNDER_FLOOR }).worse).toBe(false);
    const referenceStopped = series([[16, 0.5], [77, 'time-limit']]);
    expect(slowGrowth('p/wrong/slow-a.cpp', { learner: series([[16, 0.5], [77, 'time-limit']]), reference: referenceStopped }).worse).toBe(false);
  });
});

describe('belowFloorEverywhere', () => {
  it('holds when every measured size of the series is under the noise floor', () => {
    expect(belowFloorEverywhere(series([[1, 0], [5, 0.001], [10, FIT_FLOOR_MS / 2]]))).toBe(true);
    expect(belowFloorEverywhere(REFERENCE_UNDER_FLOOR)).toBe(false);
    expect(belowFloorEverywhere(STOPPED_AT_375)).toBe(false);
    // Two sizes are too few to call a series anything, as for the fit.
    expect(belowFloorEverywhere(series([[1, 0], [5, 0.001]]))).toBe(false);
  });
});
