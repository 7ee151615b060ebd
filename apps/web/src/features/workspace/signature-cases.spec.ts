import type { ProblemSignature } from '@algosheets/contracts';
import { caseError, caseFields, joinCase, splitCase } from './signature-cases';

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
});
