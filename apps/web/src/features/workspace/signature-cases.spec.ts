import type { ProblemSignature } from '@algosheets/contracts';
import { addCase, caseError, caseFields, joinCase, MAX_CASES, splitCase } from './signature-cases';

const TWO_SUM: ProblemSignature = {
  kind: 'function',
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
};

describe('signature cases', () => {
  it('splits a stored input into one value per parameter and joins it back', () => {
    const fields = caseFields(TWO_SUM);
    expect(fields.map((field) => field.name)).toEqual(['nums', 'target']);
    expect(splitCase('[2,7,11,15]\n9\n', fields)).toEqual(['[2,7,11,15]', '9']);
    expect(joinCase([' [1, 2] ', '3'])).toBe('[1, 2]\n3');
  });

  it('names the case and parameter of a value that does not match its type, as the server does', () => {
    expect(caseError(TWO_SUM, ['[1,2]', '3'], 0)).toBeNull();
    expect(caseError(TWO_SUM, ['[1,"x"]', '3'], 1)).toMatch(/^case 2, parameter "nums"/);
    expect(caseError(TWO_SUM, ['[1,2]', '3000000000'], 0)).toMatch(/parameter "target"/);
  });

  it('gives a design problem its operations and arguments lists', () => {
    const design: ProblemSignature = { kind: 'design', className: 'Counter', constructorParams: [], methods: [{ name: 'hit', params: [], returns: 'int' }] };
    expect(caseFields(design).map((field) => field.name)).toEqual(['operations', 'arguments']);
    expect(caseError(design, ['["Counter","hit"]', '[[],[]]'], 0)).toBeNull();
    expect(caseError(design, ['["Counter","miss"]', '[[],[]]'], 0)).toMatch(/miss/);
  });

  it('adds a found input as a new case, not twice, and never past the panel\'s limit', () => {
    const cases = [['[1,2]', '3']];
    expect(addCase(cases, ['[4, 5]', '9'])).toEqual({ kind: 'added', cases: [['[1,2]', '3'], ['[4, 5]', '9']], index: 1 });
    // Spaces around the values do not make another input: the judge reads the same text.
    expect(addCase(cases, [' [1,2] ', '3'])).toEqual({ kind: 'present', cases, index: 0 });
    const full = Array.from({ length: MAX_CASES }, (_, index) => [`[${index}]`, '0']);
    expect(addCase(full, ['[99]', '0'])).toEqual({ kind: 'full' });
    expect(addCase(full, ['[3]', '0'])).toEqual({ kind: 'present', cases: full, index: 3 });
  });
});
