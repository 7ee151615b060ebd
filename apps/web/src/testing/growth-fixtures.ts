import type { ComplexityResult, ProblemComplexity } from '@algosheets/contracts';

/** A problem's complexity declaration, as count-inversions makes one: n is the array's length. */
export const COUNT_INVERSIONS_COMPLEXITY: ProblemComplexity = {
  reference: 'O(n log n)',
  n: 'nums.length',
  maxN: 100_000,
  params: { nums: { minLength: 'n', maxLength: 'n', items: { min: -1_000_000_000, max: 1_000_000_000 } } },
};

/**
 * An analysis of a quadratic solution against an O(n log n) reference: the learner's code ran past
 * the 2 s limit at n = 64,000 and was then skipped at 100,000; the reference measured everywhere.
 */
export const QUADRATIC_RESULT: ComplexityResult = {
  n: 'nums.length',
  maxN: 100_000,
  timeLimitMs: 2000,
  declared: 'O(n log n)',
  learner: {
    points: [
      { n: 1000, ms: 4, outcome: 'measured' },
      { n: 4000, ms: 64, outcome: 'measured' },
      { n: 16_000, ms: 1020, outcome: 'measured' },
      { n: 64_000, ms: null, outcome: 'time-limit' },
      { n: 100_000, ms: null, outcome: 'skipped' },
    ],
    fit: { class: 'O(n²)', exponent: 2.0137, confidence: 0.874 },
    projectedMs: 40_000,
  },
  reference: {
    points: [
      { n: 1000, ms: 0.3, outcome: 'measured' },
      { n: 4000, ms: 1.4, outcome: 'measured' },
      { n: 16_000, ms: 6.2, outcome: 'measured' },
      { n: 64_000, ms: 28, outcome: 'measured' },
      { n: 100_000, ms: 46, outcome: 'measured' },
    ],
    fit: { class: 'O(n log n)', exponent: 1.0812, confidence: 0.9 },
    projectedMs: 46,
  },
  runs: 24,
  cpuMs: 3400,
};

/** The sentence a learner reads for {@link QUADRATIC_RESULT}, written out (not built) so a test of it can fail. */
export const QUADRATIC_SENTENCE = 'Your solution grows like O(n²); the reference grows like O(n log n). At the largest allowed input (n = 100,000) yours would take about 40 s against a 2 s limit.';
