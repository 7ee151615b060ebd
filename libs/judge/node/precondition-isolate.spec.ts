import fc from 'fast-check';
import type { FunctionSignature } from '@algosheets/contracts';
import { GenerationError } from '../src/generation/generation-env';
import { compilePrecondition, validInputArbitrary } from './precondition-isolate';

const TWO_SUM: FunctionSignature = {
  kind: 'function',
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]', constraints: { minLength: 2, maxLength: 6, items: { min: -5, max: 5 } } },
    { name: 'target', type: 'int', constraints: { min: -10, max: 10 } },
  ],
  returns: 'int[]',
  precondition: 'const [nums, target] = input; let pairs = 0;\nfor (let i = 0; i < nums.length; i++) for (let j = i + 1; j < nums.length; j++) if (nums[i] + nums[j] === target) pairs++;\nreturn pairs === 1;',
};

const pairsWithSum = ([nums, target]: unknown[]) => {
  const list = nums as number[];
  return list.flatMap((a, i) => list.slice(i + 1).filter((b) => a + b === target)).length;
};

describe('compilePrecondition', () => {
  it('judges an input by the body, with input in scope, on a copy the body cannot change', () => {
    const precondition = compilePrecondition('input[0].push(99); return input[0].length === 3;');
    const input = [[1, 2]];
    expect(precondition(input)).toBe(true);
    expect(input).toEqual([[1, 2]]);
  });

  it('sees none of the caller, ends an endless body, refuses a non-boolean and a body that does not compile', () => {
    expect(compilePrecondition("return typeof require !== 'undefined' || typeof process !== 'undefined' || input.constructor.constructor('return typeof process')() !== 'undefined';")([[1]])).toBe(false);
    expect(() => compilePrecondition('for (;;) {}', { memoryMb: 16, callTimeoutMs: 50, jobBudgetMs: 10_000 })([])).toThrow('the precondition timed out after 50 ms');
    expect(() => compilePrecondition('return 1;')([])).toThrow('the precondition returned number, not a boolean');
    expect(() => compilePrecondition('return (;')).toThrow(/^the precondition does not compile: SyntaxError: Unexpected token/);
  });
});

describe('validInputArbitrary', () => {
  it('draws only inputs the precondition accepts, and shrinks within them', () => {
    fc.assert(fc.property(validInputArbitrary(TWO_SUM), (input) => pairsWithSum(input) === 1), { numRuns: 200, seed: 11 });
    const details = fc.check(fc.property(validInputArbitrary(TWO_SUM), ([nums]) => (nums as number[]).length < 3), { seed: 11 });
    expect(details.failed).toBe(true);
    const [shrunk] = details.counterexample!;
    expect(pairsWithSum(shrunk)).toBe(1);
    expect(shrunk[0]).toHaveLength(3);
  });

  it('is inputArbitrary itself without a precondition, and gives up on one that accepts nothing', () => {
    const { precondition: _omitted, ...open } = TWO_SUM;
    expect(fc.sample(validInputArbitrary(open), { numRuns: 200, seed: 2 }).some((input) => pairsWithSum(input) !== 1)).toBe(true);
    expect(() => fc.sample(validInputArbitrary({ ...TWO_SUM, precondition: 'return false;' }), 1)).toThrow(GenerationError);
  });
});
