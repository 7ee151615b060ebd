import type { FunctionSignature } from '@algosheets/contracts';
import { inputArbitrary } from '../../src/generation/input-arbitrary';
import type { JsonValue } from '../../src/values/json-value';
import fc from 'fast-check';
import { type InputJudgement, OUT_OF_BATCHES, searchCounterexample } from './counterexample-search';

/** What the in-process judge reports for a disagreement: both answers. */
interface Answers {
  expected: unknown;
  actual: unknown;
}

/** A judge running two plain functions in process, recording each batch's size. */
function judgeWith<T>(reference: (input: T) => unknown, learner: (input: T) => unknown, batches: number[] = []) {
  return async (inputs: T[]): Promise<InputJudgement<Answers>[]> => {
    batches.push(inputs.length);
    return inputs.map((input) => {
      const expected = reference(input);
      const actual = learner(input);
      return JSON.stringify(expected) === JSON.stringify(actual) ? { outcome: 'agree' } : { outcome: 'disagree', detail: { expected, actual } };
    });
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** A "learner" that forgets negative numbers: wrong on any array holding one. */
const sumOfPositives = (values: number[]) => values.filter((value) => value > 0).reduce((total, value) => total + value, 0);

const base = { batchSize: 50, shrinkBatchSize: 16, maxInputs: 1000, maxBatches: 100, budgetMs: 10_000, seed: 42 };

describe('searchCounterexample', () => {
  it('finds an input that disagrees and shrinks it to one negative element', async () => {
    const batches: number[] = [];
    const outcome = await searchCounterexample({
      ...base,
      arbitrary: fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 20 }),
      judgeBatch: judgeWith(sum, sumOfPositives, batches),
    });
    expect(outcome).toEqual({ found: true, input: [-1], detail: { expected: -1, actual: 0 }, tried: expect.any(Number), batches: batches.length });
    // Every judged input counts, the random batch and every shrink batch.
    expect(outcome.tried).toBe(batches.reduce((total, size) => total + size, 0));
    expect(batches[0]).toBe(50);
    expect(batches.slice(1).every((size) => size <= 16)).toBe(true);
    expect(batches.length).toBeGreaterThan(2);
  });

  it('shrinks several parameters at once to the smallest failing pair', async () => {
    // The learner answers b instead of the maximum when a exceeds b by more than 3.
    const outcome = await searchCounterexample({
      ...base,
      arbitrary: fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 })),
      judgeBatch: judgeWith(
        ([a, b]: [number, number]) => Math.max(a, b),
        ([a, b]: [number, number]) => (a > b + 3 ? b : Math.max(a, b)),
      ),
    });
    expect(outcome).toMatchObject({ found: true, input: [4, 0], detail: { expected: 4, actual: 0 } });
  });

  it('answers found: false after maxInputs when the learner agrees, counting every input', async () => {
    const batches: number[] = [];
    const outcome = await searchCounterexample({
      ...base,
      maxInputs: 120,
      arbitrary: fc.array(fc.integer()),
      judgeBatch: judgeWith(sum, (values: number[]) => [...values].reverse().reduce((total, value) => total + value, 0), batches),
    });
    expect(outcome).toEqual({ found: false, tried: 120, batches: 3 });
    expect(batches).toEqual([50, 50, 20]);
  });

  it('starts no batch after the budget has passed, and hands the judge the deadline', async () => {
    let clock = 1_000_000;
    const deadlines: number[] = [];
    const outcome = await searchCounterexample({
      ...base,
      budgetMs: 1000,
      now: () => clock,
      arbitrary: fc.nat(),
      judgeBatch: async (inputs: number[], deadline) => {
        deadlines.push(deadline);
        clock += 400;
        return inputs.map(() => ({ outcome: 'agree' }));
      },
    });
    // Batches start at +0, +400 and +800 ms; the fourth would start at +1200 ms, past the budget.
    expect(outcome).toEqual({ found: false, tried: 150, batches: 3 });
    expect(deadlines).toEqual([1_001_000, 1_001_000, 1_001_000]);
  });

  it('stops shrinking when the budget runs out and answers the smallest disagreeing input so far', async () => {
    let clock = 0;
    const outcome = await searchCounterexample({
      ...base,
      budgetMs: 1000,
      now: () => clock,
      arbitrary: fc.array(fc.integer({ min: -1000, max: -500 }), { minLength: 5, maxLength: 20 }),
      judgeBatch: async (inputs: number[][]) => {
        clock += 600;
        return inputs.map((input) => ({ outcome: 'disagree', detail: { expected: sum(input), actual: 0 } }));
      },
    });
    // One random batch and one shrink batch fit in the budget; the input is only partly shrunk.
    expect(outcome).toMatchObject({ found: true, tried: 50 + 16 });
    const input = (outcome as { input: number[] }).input;
    expect(input.length).toBeGreaterThanOrEqual(5);
  });

  it('does not count inputs it could not judge, and skips them when looking for a disagreement', async () => {
    const outcome = await searchCounterexample({
      ...base,
      maxInputs: 100,
      arbitrary: fc.integer({ min: -50, max: 50 }),
      // The reference answers nothing on negative inputs; the learner is wrong on every one of them.
      judgeBatch: async (inputs: number[]) => inputs.map((input): InputJudgement<Answers> => (input < 0 ? { outcome: 'unknown' } : { outcome: 'agree' })),
    });
    expect(outcome.found).toBe(false);
    expect(outcome.tried).toBeGreaterThan(0);
    expect(outcome.tried).toBeLessThan(100);
  });

  it('uses at most maxBatches batches, searching and shrinking together, and says so when it found nothing', async () => {
    const batches: number[] = [];
    const agreeing = await searchCounterexample({ ...base, maxBatches: 2, arbitrary: fc.integer(), judgeBatch: judgeWith((value: number) => value, (value: number) => value, batches) });
    expect(agreeing).toEqual({ found: false, tried: 100, batches: 2, stopped: OUT_OF_BATCHES });
    expect(batches).toEqual([50, 50]);
    const shrinking = await searchCounterexample({
      ...base,
      maxBatches: 3,
      arbitrary: fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 20 }),
      judgeBatch: judgeWith(sum, sumOfPositives),
    });
    expect(shrinking).toMatchObject({ found: true, batches: 3 });
  });

  it('ends at the first batch the learner\'s output makes unreadable, keeping a disagreement found before it', async () => {
    const flood: InputJudgement<Answers> = { outcome: 'unreadable', reason: 'printed too much' };
    const batches: number[] = [];
    const flooding = await searchCounterexample({
      ...base,
      arbitrary: fc.integer(),
      judgeBatch: async (inputs: number[]) => {
        batches.push(inputs.length);
        return inputs.map((_input, index): InputJudgement<Answers> => (index < 3 ? { outcome: 'agree' } : index === 3 ? flood : { outcome: 'unknown' }));
      },
    });
    expect(flooding).toEqual({ found: false, tried: 3, batches: 1, stopped: 'printed too much' });
    expect(batches).toEqual([50]);
    // A disagreement before the flood in a shrink batch still counts; no batch follows.
    let calls = 0;
    const shrunk = await searchCounterexample({
      ...base,
      arbitrary: fc.array(fc.integer({ min: -1000, max: -1 }), { minLength: 3, maxLength: 5 }),
      judgeBatch: async (inputs: number[][]) => {
        calls += 1;
        return inputs.map((input, index): InputJudgement<Answers> => (calls > 1 && index > 0 ? flood : { outcome: 'disagree', detail: { expected: sum(input), actual: 0 } }));
      },
    });
    expect(shrunk).toMatchObject({ found: true, batches: 2 });
    expect(calls).toBe(2);
  });

  it('does not shrink a disagreement no input can change (a compile error)', async () => {
    const batches: number[] = [];
    const outcome = await searchCounterexample({
      ...base,
      arbitrary: fc.array(fc.integer(), { minLength: 3 }),
      judgeBatch: async (inputs: number[][]) => {
        batches.push(inputs.length);
        return inputs.map(() => ({ outcome: 'disagree', detail: { expected: 0, actual: null }, inputIndependent: true }));
      },
    });
    expect(outcome).toMatchObject({ found: true, tried: 50 });
    expect(batches).toEqual([50]);
  });

  it('draws the same inputs for the same seed', async () => {
    const seen: number[][] = [[], []];
    for (const run of [0, 1]) {
      await searchCounterexample({
        ...base,
        maxInputs: 60,
        arbitrary: fc.integer(),
        judgeBatch: async (inputs: number[]) => {
          seen[run].push(...inputs);
          return inputs.map(() => ({ outcome: 'agree' }));
        },
      });
    }
    expect(seen[0]).toHaveLength(60);
    expect(seen[1]).toEqual(seen[0]);
    // The second batch is not the first one again.
    expect(seen[0].slice(50, 60)).not.toEqual(seen[0].slice(0, 10));
  });

  it('refuses a judge that answers the wrong number of judgements', async () => {
    await expect(
      searchCounterexample({ ...base, arbitrary: fc.nat(), judgeBatch: async () => [{ outcome: 'agree' }] }),
    ).rejects.toThrow('judgeBatch answered 1 judgements for 50 inputs');
  });
});

describe('searchCounterexample on inputs drawn from declared constraints', () => {
  const INT_MIN = -(2 ** 31);
  const INT_MAX = 2 ** 31 - 1;
  /** `add(a, b)` over two ints of [min, max]: the reference answers a long. */
  const add = (min: number, max: number): FunctionSignature => ({
    kind: 'function',
    name: 'add',
    params: ['a', 'b'].map((name) => ({ name, type: 'int', constraints: { min, max } })),
    returns: 'long',
  });
  const exactSum = ([a, b]: JsonValue[]) => (a as number) + (b as number);
  /** A learner adding in 32 bits, as Java's or C++'s int does: the sum wraps past the int range. */
  const int32Sum = ([a, b]: JsonValue[]) => ((a as number) + (b as number)) | 0;
  const finder = { ...base, batchSize: 100, shrinkBatchSize: 32, maxInputs: 2000 };

  it('finds a 32-bit overflow of a sum and shrinks it to a pair just past the int range', async () => {
    const outcome = await searchCounterexample({ ...finder, arbitrary: inputArbitrary(add(INT_MIN, INT_MAX)), judgeBatch: judgeWith(exactSum, int32Sum) });
    expect(outcome.found).toBe(true);
    const sum = exactSum((outcome as { input: JsonValue[] }).input);
    expect([2 ** 31, INT_MIN - 1]).toContain(sum);
  });

  it('finds a learner wrong only when both ints are at the declared maximum', async () => {
    const wrongAtMaxima = ([a, b]: JsonValue[]) => (a === INT_MAX && b === INT_MAX ? -2 : exactSum([a, b]));
    const outcome = await searchCounterexample({ ...finder, arbitrary: inputArbitrary(add(0, INT_MAX)), judgeBatch: judgeWith(exactSum, wrongAtMaxima) });
    expect(outcome).toMatchObject({ found: true, input: [INT_MAX, INT_MAX], detail: { expected: 2 * INT_MAX, actual: -2 } });
  });

  it('shrinks an overflow of an array sum, which needs 3 or more values, to a short array just past the int range', async () => {
    const nums: FunctionSignature = { kind: 'function', name: 'total', params: [{ name: 'nums', type: 'int[]', constraints: { maxLength: 1000, items: { min: 0, max: 1_000_000_000 } } }], returns: 'long' };
    const total = ([values]: JsonValue[]) => (values as number[]).reduce((sum, value) => sum + value, 0);
    const outcome = await searchCounterexample({ ...finder, arbitrary: inputArbitrary(nums), judgeBatch: judgeWith(total, ([values]: JsonValue[]) => total([values]) | 0) });
    expect(outcome.found).toBe(true);
    const [values] = (outcome as { input: JsonValue[] }).input as number[][];
    expect(total([values])).toBe(2 ** 31);
    expect(values.length).toBeGreaterThanOrEqual(3);
    expect(values.length).toBeLessThanOrEqual(20);
  });
});
