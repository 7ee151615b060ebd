import type { ProblemComplexity, ProblemSignature } from '@algosheets/contracts';
import { GENERATION_LIMITS, generationLimits } from '../generation/generation-env';
import { parseTestInput } from '../values/typed-value';
import { complexityDeclarationErrors } from './complexity-declaration';
import { ComplexityDeclarationError, complexitySizes, sizedInputs, sizedSignature } from './complexity-inputs';

const SUM: ProblemSignature = {
  kind: 'function',
  name: 'pairSum',
  params: [
    { name: 'nums', type: 'int[]', constraints: { minLength: 1, maxLength: 8, items: { min: -20, max: 20 } } },
    { name: 'target', type: 'int', constraints: { min: -40, max: 40 } },
  ],
  returns: 'int[]',
  precondition: 'return input[0].length > 0;',
};
const DECLARATION: ProblemComplexity = { reference: 'O(n)', n: 'nums.length', maxN: 100_000, params: { nums: { minLength: 'n', maxLength: 'n', items: { min: -1_000_000_000, max: 1_000_000_000 } } } };

describe('complexitySizes', () => {
  it('spreads 8 sizes geometrically from minN (default 16) to maxN, both ends included', () => {
    expect(complexitySizes({ maxN: 100_000, minN: 100 })).toEqual([100, 268, 720, 1931, 5179, 13_895, 37_276, 100_000]);
    const sizes = complexitySizes({ maxN: 100_000 });
    expect(sizes[0]).toBe(16);
    expect(sizes).toHaveLength(8);
  });

  it('stops at measureMaxN when given (the projection still goes to maxN)', () => {
    expect(complexitySizes({ maxN: 100_000, minN: 100, measureMaxN: 10_000 }).at(-1)).toBe(10_000);
  });

  it('gives fewer sizes over a narrow range, never a repeat', () => {
    expect(complexitySizes({ minN: 2, maxN: 5 })).toEqual([2, 3, 4, 5]);
  });

  it('refuses an empty or non-positive range', () => {
    expect(() => complexitySizes({ minN: 10, maxN: 5 })).toThrow(ComplexityDeclarationError);
    expect(() => complexitySizes({ minN: 0, maxN: 5 })).toThrow(ComplexityDeclarationError);
  });
});

describe('sizedSignature and sizedInputs', () => {
  it('replaces "n" in the declared constraints, keeps the other parameters, drops the precondition', () => {
    const sized = sizedSignature(SUM, DECLARATION, 5000);
    expect(sized.kind === 'function' && sized.params[0].constraints).toEqual({ minLength: 5000, maxLength: 5000, items: { min: -1_000_000_000, max: 1_000_000_000 } });
    expect(sized.kind === 'function' && sized.params[1]).toEqual(SUM.kind === 'function' && SUM.params[1]);
    expect(sized.kind === 'function' && sized.precondition).toBeUndefined();
  });

  it('draws inputs of exactly n items beyond the finder\'s 1000, typical rather than at the edges, and the same ones for the same seed', () => {
    const inputs = sizedInputs(SUM, DECLARATION, [10, 100_000], 2, 7);
    expect(inputs.map((input) => input.n)).toEqual([10, 10, 100_000, 100_000]);
    const values = inputs.map((input) => parseTestInput(SUM, input.input, 0)[0] as number[]);
    expect(values.map((array) => array.length)).toEqual([10, 10, 100_000, 100_000]);
    // Not all equal, not sorted: an edge draw would time a sort at its best case.
    const big = values[2];
    expect(new Set(big).size).toBeGreaterThan(99_000);
    expect(big.some((value, i) => i > 0 && value < big[i - 1])).toBe(true);
    expect(sizedInputs(SUM, DECLARATION, [10, 100_000], 2, 7)).toEqual(inputs);
    // The finder's limits are back in force afterwards.
    expect(generationLimits()).toBe(GENERATION_LIMITS);
  });

  it('names a declaration that cannot be drawn', () => {
    const impossible: ProblemComplexity = { ...DECLARATION, params: { nums: { minLength: 'n', maxLength: 'n', distinct: true, items: { min: 0, max: 5 } } } };
    expect(() => sizedInputs(SUM, impossible, [100], 1, 1)).toThrow(/inputs of size n = 100 cannot be drawn/);
  });
});

describe('complexityDeclarationErrors', () => {
  it('accepts a valid declaration', () => {
    expect(complexityDeclarationErrors(SUM, DECLARATION)).toEqual([]);
  });

  it('names every fault of the shape', () => {
    const errors = complexityDeclarationErrors(SUM, { reference: 'O(n^2)', n: '', maxN: 0, minN: 3, params: [], operations: 'n' });
    expect(errors).toEqual([
      'complexity.reference must be one of O(1), O(log n), O(n), O(n log n), O(n²), O(n³), O(2ⁿ)',
      'complexity.n must say what n counts, in 1 to 60 characters',
      'complexity.maxN must be a whole number from 1 (the largest n the problem allows)',
      'complexity.minN must be a whole number from 1 to measureMaxN (or maxN)',
      'complexity.params must be an object of constraints per parameter',
      'complexity.operations may only be "n", for a design problem',
    ]);
    expect(complexityDeclarationErrors(SUM, 'O(n)')).toEqual(['complexity must be an object']);
  });

  it('refuses a parameter the signature does not have, and inputs that cannot be drawn', () => {
    expect(complexityDeclarationErrors(SUM, { ...DECLARATION, params: { numbers: { minLength: 'n' } } })).toEqual(['complexity: the complexity declaration names "numbers", not a parameter of the signature']);
    expect(complexityDeclarationErrors(SUM, { ...DECLARATION, params: { nums: { minLength: 'n', maxLength: 'n', distinct: true, items: { min: 0, max: 5 } } } })[0]).toMatch(/^complexity: inputs of size n = 16 cannot be drawn/);
  });
});
