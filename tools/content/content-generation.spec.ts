import { definitionErrors, readAllProblems } from './content-files';
import { countGenerable } from './content-generation';

// Every problem.json's constraints pass the definition rules in content-shape.spec.ts (validateProblem).
describe('generation constraints of the library', () => {
  const problems = readAllProblems();

  it('are counted, and refused when a field does not fit or a precondition does not compile', () => {
    expect(countGenerable(problems)).toBeGreaterThanOrEqual(22);
    const [problem] = problems.filter((p) => p.slug === 'best-time-to-trade');
    const signature = problem.signature as Extract<typeof problem.signature, { kind: 'function' }>;
    const broken = {
      ...problem,
      signature: { ...signature, params: [{ ...signature.params[0], constraints: { alphabet: 'ab', minLength: 3, maxLength: 1 } }], precondition: 'return (;' },
    };
    expect(definitionErrors(broken)).toEqual([
      'best-time-to-trade: signature: generation constraints: parameter "prices": "alphabet" does not apply to int[]',
      'best-time-to-trade: signature: generation constraints: parameter "prices": "minLength" 3 is above "maxLength" 1',
      'best-time-to-trade: signature.precondition: the precondition does not compile: Unexpected token (line 1, column 9)',
    ]);
    expect(countGenerable([broken, { ...problem, signature: { ...signature, params: [{ name: 'prices', type: 'int[]' }] } }])).toBe(1);
  });
});
