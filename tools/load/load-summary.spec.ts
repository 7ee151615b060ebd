import { Language } from '@algosheets/contracts';
import { artilleryScript, DEFAULT_THRESHOLDS, summarize } from './load-test';
import { DEFAULT_MIX, type MixItem, parseKindWeights, pickItem, SOLUTION_KINDS } from './load-mix';

const latency = (p95: number) => ({ count: 10, p50: p95 / 2, p95, p99: p95 * 1.2, max: p95 * 2 });

describe('load-test summary and thresholds', () => {
  it('keeps refusals out of latencies and passes a run within every threshold', () => {
    const summary = summarize(
      {
        aggregate: {
          counters: { 'execute.attempts': 1000, 'verdicts.run.Accepted': 700, 'verdicts.submit.Wrong Answer': 290, 'execute.refused.rate_limited': 6, 'execute.refused.queue_full': 4, 'execute.followed_202': 12 },
          summaries: { 'verdict_ms.run.PYTHON': latency(4900), 'verdict_ms.submit.JAVA': latency(29_000), browse_ms: latency(20) },
        },
        intermediate: [{ period: 1_700_000_000_000, counters: { 'execute.attempts': 1000, 'execute.refused.queue_full': 4 }, summaries: { 'verdict_ms.run.PYTHON': latency(4900) } }],
      },
      DEFAULT_THRESHOLDS,
    );
    expect(Object.keys(summary.verdictLatency)).toEqual(['run.PYTHON', 'submit.JAVA']);
    expect(summary.refused).toEqual({ rate_limited: 6, queue_full: 4 });
    expect(summary.rates).toEqual({ error: 0, unavailable: 0.004 });
    expect(summary.followed202).toBe(12);
    expect(summary.intervals).toEqual([{ periodMs: 1_700_000_000_000, attempts: 1000, verdicts: 0, refused: 4, p95Ms: { 'run.PYTHON': 4900 } }]);
    expect(summary.failures).toEqual([]);
  });

  it('fails on each broken threshold: p95 per mode x language, errors with Internal Error, 503s, and a run that sent nothing', () => {
    const summary = summarize(
      {
        aggregate: {
          counters: { 'execute.attempts': 200, 'verdicts.submit.Internal Error': 1, 'execute.errors.http_500': 1, 'execute.refused.queue_full': 2, 'execute.timed_out': 1 },
          summaries: { 'verdict_ms.run.JAVA': latency(5001), 'verdict_ms.run.PYTHON': latency(100), 'verdict_ms.submit.CPP': latency(30_001) },
        },
        intermediate: [],
      },
      DEFAULT_THRESHOLDS,
    );
    expect(summary.errors).toEqual({ http_500: 1, internal_error: 1 });
    expect(summary.failures).toEqual([
      'p95 verdict latency of run.JAVA 5001 ms > 5000 ms',
      'p95 verdict latency of submit.CPP 30001 ms > 30000 ms',
      'errors + Internal Error 1.00 % > 0.50 %',
      '503 (queue full, Run timed out) 1.50 % > 1.00 %',
    ]);
    expect(summarize({ aggregate: {}, intermediate: [] }, DEFAULT_THRESHOLDS).failures).toEqual(['no Run or Submit was sent']);
  });

  it('writes an open-model Artillery script: a ramp, a hold at the rate, think time between browse and click', () => {
    expect(artilleryScript('http://127.0.0.1:3000', { rate: 40, rampS: 60, holdS: 300, thinkS: 5 }, '/kit/processor.cjs')).toEqual({
      config: {
        target: 'http://127.0.0.1:3000',
        phases: [
          { name: 'ramp', duration: 60, arrivalRate: 1, rampTo: 40 },
          { name: 'hold', duration: 300, arrivalRate: 40 },
        ],
        processor: '/kit/processor.cjs',
      },
      scenarios: [{ name: 'learner', flow: [{ function: 'signedInLearner' }, { function: 'browse' }, { think: 5 }, { function: 'runOrSubmit' }] }],
    });
  });
});

describe('load-test mix', () => {
  const items: MixItem[] = SOLUTION_KINDS.flatMap((kind) =>
    (['run', 'submit'] as const).map((mode) => ({ mode, kind, language: Language.Python, label: `${kind} ${mode}`, body: { source_code: kind, language_id: 71, stdin: [], expected_outputs: [], problemId: 'p', store: mode === 'submit' } })),
  );
  /** A seeded generator (mulberry32), so the shares below are the same on every run. */
  const seeded = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  it('picks Submits at the submit ratio and kinds by weight', () => {
    const random = seeded(28);
    const picks = Array.from({ length: 20_000 }, () => pickItem(items, DEFAULT_MIX, random));
    const share = (test: (item: MixItem) => boolean) => picks.filter(test).length / picks.length;
    expect(share((item) => item.mode === 'submit')).toBeCloseTo(0.3, 1);
    expect(share((item) => item.kind === 'accepted')).toBeCloseTo(0.55, 1);
    expect(share((item) => item.kind === 'compile-error')).toBeCloseTo(0.15, 1);
    expect(share((item) => item.kind === 'too-slow')).toBeGreaterThan(0.03);
    expect(picks.every((item) => item.body.store === (item.mode === 'submit'))).toBe(true);
  });

  it('leaves out kinds the mix has no item of, and refuses bad weights', () => {
    const acceptedOnly = items.filter((item) => item.kind === 'accepted');
    expect(new Set(Array.from({ length: 100 }, () => pickItem(acceptedOnly, DEFAULT_MIX).kind))).toEqual(new Set(['accepted']));
    expect(parseKindWeights('accepted=3,wrong=1')).toEqual({ accepted: 3, wrong: 1, 'too-slow': 0, 'compile-error': 0 });
    expect(() => parseKindWeights('accepted=1,slow=2')).toThrow(/unknown solution kind "slow"/);
    expect(() => parseKindWeights('accepted=-1')).toThrow(/at least 0, not "-1"/);
    expect(() => parseKindWeights('accepted=0')).toThrow(/above 0/);
  });
});
