import { Language } from '@algosheets/contracts';
import { typeError } from '@algosheets/judge';
import { editCaseLines, formFromProblem, toProblemPayload, type ProblemFormValues } from './problem-form';
import { problemFormErrors } from './problem-schema';
import { adminProblemView } from './problem-view-fixtures';
import { sampleProblem } from './sample-problems';
import { applyListEdit, blankSignature, generatedStarter, validateSignature } from './signature-form';

/** The String sample turned into `int largest(int[] nums)` with one test case. */
function largestProblem(overrides: Partial<ProblemFormValues> = {}): ProblemFormValues {
  return {
    ...sampleProblem('STRING'),
    signature: { kind: 'function', name: ' largest ', params: [{ name: 'nums', type: 'int[]' }], returns: 'int' },
    testcases: [{ input: '[3,1,4]', output: '', isSample: true }],
    ...overrides,
  };
}

describe('signature editing', () => {
  it('puts the signature, the comparator and the generated starters in the payload', () => {
    const values = largestProblem({ comparator: { kind: 'float', tolerance: '0.001', source: '' } });
    expect(problemFormErrors(values)).toEqual({});
    const payload = toProblemPayload(values);
    expect(payload.signature).toEqual({ kind: 'function', name: 'largest', params: [{ name: 'nums', type: 'int[]' }], returns: 'int' });
    expect(payload.comparator).toEqual({ kind: 'float', tolerance: 0.001 });
    expect(payload.testcases).toEqual([{ input: '[3,1,4]', output: '', isSample: true }]);
    expect(payload.codeSnippets.PYTHON).toContain('def largest(self, nums: List[int]) -> int:');
    expect(payload.codeSnippets.JAVA).toContain('public int largest(int[] nums)');
    expect(payload.codeSnippets.JAVASCRIPT).toBe(generatedStarter(values.signature!, Language.JavaScript));
  });

  it('sends every problem with its signature, and an exact comparator by default', () => {
    expect(toProblemPayload(sampleProblem('STRING'))).toMatchObject({ signature: { kind: 'function', name: 'isPalindrome' }, comparator: { kind: 'exact' } });
    expect(toProblemPayload(largestProblem()).comparator).toEqual({ kind: 'exact' });
  });

  it('allows a blank expected output: the reference solutions answer it', () => {
    expect(problemFormErrors(largestProblem())).toEqual({});
  });

  it('does not ask for starter code a signature generates', () => {
    const values = largestProblem();
    const languages = Object.fromEntries(Object.entries(values.languages).map(([language, entry]) => [language, { ...entry, snippet: '' }]));
    expect(problemFormErrors({ ...values, languages })).toEqual({});
  });

  it('checks every test-case line against its parameter type, and a written expected output against the return type', () => {
    const values = largestProblem({ testcases: [{ input: '[3,1,4]', output: '4', isSample: true }, { input: '[1,"x"]', output: '', isSample: false }, { input: '[1]', output: '"one"', isSample: false }] });
    expect(problemFormErrors(values)).toEqual({
      'testcases.1.input': 'case 2, parameter "nums"[1]: expected int but got "x"',
      'testcases.2.output': expect.stringMatching(/^case 3, expected/),
    });
  });

  it('reports type errors with the type parser’s message, and names that are not identifiers', () => {
    expect(typeError('int[]')).toBeNull();
    expect(typeError('list<TreeNode>')).toBeNull();
    expect(typeError('void')).toMatch(/^unknown type "void"/);
    expect(typeError('void', true)).toBeNull();
    expect(typeError('')).toBe('Type is required');
    expect(typeError('integer')).toMatch(/^unknown type "integer": expected one of int, long/);
    const signature = { kind: 'function' as const, name: '2sum', params: [{ name: 'a', type: 'vector<int>' }, { name: 'a', type: 'int' }], returns: 'void' };
    expect(validateSignature(signature, { kind: 'checker', tolerance: '', source: ' ' })).toEqual({
      'signature.name': 'Use letters, digits and _, not starting with a digit',
      'signature.params.0.type': expect.stringMatching(/^unknown type "vector<int>"/),
      'signature.params.1.name': 'Parameter names must differ',
      'signature.inPlace': 'A void function names the parameter it changes in place',
      'comparator.source': 'A checker needs its JavaScript body',
    });
    expect(validateSignature({ ...signature, name: 'rotate', params: [{ name: 'nums', type: 'int[]' }], inPlace: 'nums' }, { kind: 'float', tolerance: '2', source: '' })).toEqual({
      'comparator.tolerance': 'Tolerance must be a number between 0 and 1',
    });
  });

  it('checks a design class: its name, methods, parameter and return types', () => {
    const design = blankSignature('design');
    expect(validateSignature(design, { kind: 'exact', tolerance: '', source: '' })).toEqual({
      'signature.className': 'Name is required',
      'signature.methods.0.name': 'Name is required',
    });
    const cache = { kind: 'design' as const, className: 'Cache', constructorParams: [{ name: 'capacity', type: 'int' }], methods: [{ name: 'get', params: [{ name: 'key', type: 'int' }], returns: 'integer' }] };
    expect(validateSignature(cache, { kind: 'exact', tolerance: '', source: '' })).toEqual({ 'signature.methods.0.returns': expect.stringMatching(/^unknown type "integer"/) });
  });

  it('moves, removes and adds the test-case lines of moved, removed and added parameters', () => {
    const testcases = [{ input: '1\n"x"', output: '', isSample: true }];
    const moved = editCaseLines(testcases, 2, { kind: 'move', from: 1, to: 0 });
    expect(moved[0].input).toBe('"x"\n1');
    const removed = editCaseLines(moved, 2, { kind: 'remove', index: 0 });
    expect(removed[0].input).toBe('1');
    const added = editCaseLines(removed, 1, { kind: 'add' });
    expect(added[0].input).toBe('1\n');
    expect(applyListEdit([1, 2], { kind: 'move', from: 0, to: -1 }, 0)).toEqual([1, 2]);
  });

  it('round-trips a stored function-signature problem through the edit form', () => {
    const payload = toProblemPayload(largestProblem({ comparator: { kind: 'checker', tolerance: '', source: 'return actual === expected;' } }));
    const problem = adminProblemView(payload, [{ input: '[3,1,4]', output: '4', isSample: true }]);
    const form = formFromProblem(problem);
    expect(form.comparator).toEqual({ kind: 'checker', tolerance: '', source: 'return actual === expected;' });
    expect(toProblemPayload(form)).toEqual({ ...payload, testcases: [{ input: '[3,1,4]', output: '4', isSample: true }] });
  });
});
