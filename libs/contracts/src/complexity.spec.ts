import { complexitySentence, type ComplexityResult, formatDuration } from './complexity';

const RESULT: ComplexityResult = {
  n: 'nums.length',
  maxN: 100_000,
  timeLimitMs: 2000,
  declared: 'O(n log n)',
  learner: { points: [], fit: { class: 'O(n²)', exponent: 2.02, confidence: 0.9 }, projectedMs: 40_000 },
  reference: { points: [], fit: { class: 'O(n log n)', exponent: 1.1, confidence: 0.8 }, projectedMs: 150 },
  runs: 1,
  cpuMs: 900,
};

describe('complexitySentence', () => {
  it('states both classes and the projection at the largest allowed input', () => {
    expect(complexitySentence(RESULT)).toBe('Your solution grows like O(n²); the reference grows like O(n log n). At the largest allowed input (n = 100,000) yours would take about 40 s against a 2 s limit.');
  });

  it('warns when the learner\'s class is barely better than its neighbours', () => {
    const unsure = { ...RESULT, learner: { ...RESULT.learner, fit: { class: 'O(n)' as const, exponent: 1.05, confidence: 0.2 } } };
    expect(complexitySentence(unsure)).toMatch(/ Take your class with care: the classes next to O\(n\) fit the measurements almost as well\.$/);
  });

  it('says why there is no class: a failure, or too few sizes', () => {
    const failed = { ...RESULT, learner: { points: [], fit: null, projectedMs: null, verdict: 'Runtime Error (NZEC)' } };
    expect(complexitySentence(failed)).toBe('Your solution failed (Runtime Error (NZEC)) before its growth could be measured; the reference grows like O(n log n).');
    const few = { ...RESULT, learner: { points: [], fit: null, projectedMs: null } };
    expect(complexitySentence(few)).toBe('Too few sizes of your solution could be measured to tell its growth; the reference grows like O(n log n).');
  });
});

describe('formatDuration', () => {
  it('writes seconds, milliseconds and fractions readably', () => {
    expect([formatDuration(40_000), formatDuration(1234), formatDuration(350), formatDuration(0.4)]).toEqual(['40 s', '1.2 s', '350 ms', '0.4 ms']);
  });
});
