import type { ProblemSignature } from '@algosheets/contracts';
import { parseExpected, planTests } from '@algosheets/judge';
import { type PlannedRun, TestPlanCache } from './test-plan-cache';

const MAX_PROFIT: ProblemSignature = { kind: 'function', name: 'maxProfit', params: [{ name: 'prices', type: 'int[]' }], returns: 'int' };
const SUM: ProblemSignature = { kind: 'function', name: 'sum', params: [{ name: 'prices', type: 'int[]' }], returns: 'int' };

/** One run of `inputs` planned as the worker plans a stored set, with `outputs` its stored answers. */
function planned(signature: ProblemSignature, inputs: string[], outputs: string[]): PlannedRun[] {
  const tests = planTests(signature, inputs);
  return [{ tests, stored: outputs.map((output, ordinal) => parseExpected(signature, tests.inputs[ordinal], output, ordinal)) }];
}

describe('TestPlanCache: planned test sets, made once per key and shared frozen', () => {
  const inputs = ['[7,1,5,3,6,4]', '[7,6,4,3,1]'];
  const outputs = ['5', '0'];

  it('plans a test set once and hands every job the same plan, equal to a fresh one', () => {
    const cache = new TestPlanCache(1024 * 1024);
    let made = 0;
    const make = () => {
      made += 1;
      return planned(MAX_PROFIT, inputs, outputs);
    };
    const first = cache.plan('p1@1:all', MAX_PROFIT, '2:0,1', make);
    const second = cache.plan('p1@1:all', MAX_PROFIT, '2:0,1', make);
    expect(made).toBe(1);
    expect(second).toBe(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(planned(MAX_PROFIT, inputs, outputs)));
    expect(cache.size.entries).toBe(1);
  });

  it('hands out plans no job can alter: every array and object in them is frozen, and writing throws', () => {
    const cache = new TestPlanCache(1024 * 1024);
    const plan = cache.plan('p1@1:all', MAX_PROFIT, '2:0,1', () => planned(MAX_PROFIT, inputs, outputs));
    const run = plan[0];
    expect([plan, run, run.tests, run.tests.inputs, run.tests.inputs[0], run.tests.inputs[0][0], run.tests.sizes, run.stored, run.tests.signature].every(Object.isFrozen)).toBe(true);
    expect(() => (run.tests.inputs[0][0] as number[]).push(9)).toThrow(TypeError);
    expect(() => (run.tests.inputs[0][0] as number[]).sort()).toThrow(TypeError);
    expect(() => {
      (run.stored as unknown[])[0] = 99;
    }).toThrow(TypeError);
    expect(JSON.stringify(cache.plan('p1@1:all', MAX_PROFIT, '2:0,1', () => []))).toBe(JSON.stringify(planned(MAX_PROFIT, inputs, outputs)));
  });

  it('plans again for another version, cases, run layout or signature: each is its own key', () => {
    const cache = new TestPlanCache(1024 * 1024);
    cache.plan('p1@1:all', MAX_PROFIT, '2:0,1', () => planned(MAX_PROFIT, inputs, outputs));
    const newer = cache.plan('p1@2:all', MAX_PROFIT, '2:0,1', () => planned(MAX_PROFIT, ['[1,2]'], ['1']));
    expect(newer[0].tests.inputs).toEqual([[[1, 2]]]);
    cache.plan('p1@1:samples', MAX_PROFIT, '2:0,1', () => planned(MAX_PROFIT, inputs, outputs));
    cache.plan('p1@1:all', MAX_PROFIT, '2:0;0:1', () => planned(MAX_PROFIT, inputs, outputs));
    cache.plan('p1@1:all', SUM, '2:0,1', () => planned(SUM, inputs, outputs));
    expect(cache.size.entries).toBe(5);
    expect(cache.plan('p1@1:all', MAX_PROFIT, '2:0,1', () => [])[0].tests.inputs).toHaveLength(2);
  });

  it('keeps nothing when planning throws (a broken stored test), so the next job plans again', () => {
    const cache = new TestPlanCache(1024 * 1024);
    expect(() => cache.plan('p1@1:all', MAX_PROFIT, '1:0', () => planned(MAX_PROFIT, ['"text"'], ['0']))).toThrow(/case 1/);
    expect(cache.size.entries).toBe(0);
  });

  it('stays within its bound in estimated bytes, the least recently used plan out first', () => {
    const oneSet = planned(MAX_PROFIT, inputs, outputs)[0].tests.body.length * 3;
    const cache = new TestPlanCache(oneSet * 2);
    cache.plan('a@1:all', MAX_PROFIT, '2:0,1', () => planned(MAX_PROFIT, inputs, outputs));
    cache.plan('b@1:all', MAX_PROFIT, '2:0,1', () => planned(MAX_PROFIT, inputs, outputs));
    cache.plan('a@1:all', MAX_PROFIT, '2:0,1', () => []);
    cache.plan('c@1:all', MAX_PROFIT, '2:0,1', () => planned(MAX_PROFIT, inputs, outputs));
    expect(cache.size).toEqual({ entries: 2, bytes: oneSet * 2 });
    let replanned = 0;
    cache.plan('b@1:all', MAX_PROFIT, '2:0,1', () => {
      replanned += 1;
      return planned(MAX_PROFIT, inputs, outputs);
    });
    expect(replanned).toBe(1);
  });
});
