import { type FunctionSignature, PROBLEM_MESSAGES } from '@algosheets/contracts';
import { type ProblemDefinition, problemDefinitionErrors, problemErrorDetails } from './problem-rules';

const SIGNATURE: FunctionSignature = { kind: 'function', name: 'largest', params: [{ name: 'nums', type: 'int[]', constraints: { minLength: 1, items: { min: -9, max: 9 } } }], returns: 'int' };
const CODE = 'reference';

const VALID: ProblemDefinition = {
  title: 'Largest Value',
  description: 'Return the largest value of nums.',
  difficulty: 'EASY',
  tags: ['Array'],
  aliases: ['Maximum'],
  constraints: '1 <= nums.length <= 100',
  testcases: [
    { input: '[3,1,4]', output: '4', isSample: true },
    { input: '[-7,-2]', output: '' },
  ],
  examples: { JAVASCRIPT: { input: '[3,1,4]', output: '4' }, PYTHON: { input: '[3,1,4]', output: '4' }, JAVA: { input: '[3,1,4]', output: '4' } },
  codeSnippets: { JAVASCRIPT: CODE, PYTHON: CODE, JAVA: CODE },
  referenceSolutions: { JAVASCRIPT: CODE, PYTHON: CODE, JAVA: CODE },
  timeLimitMs: 2000,
  timeLimitsMs: { PYTHON: 3000 },
  memoryLimitKb: 128_000,
  signature: SIGNATURE,
  comparator: { kind: 'exact' },
};

/** The errors of VALID with `changes` applied. */
const errorsWith = (changes: Partial<ProblemDefinition>) => problemDefinitionErrors({ ...VALID, ...changes });

describe('problemDefinitionErrors', () => {
  it('passes a valid definition, and one without the optional fields', () => {
    expect(problemDefinitionErrors(VALID)).toEqual([]);
    const { aliases: _aliases, timeLimitMs: _t, timeLimitsMs: _ts, memoryLimitKb: _m, comparator: _c, ...required } = VALID;
    expect(problemDefinitionErrors(required)).toEqual([]);
    expect(errorsWith({ comparator: null, timeLimitsMs: null })).toEqual([]);
  });

  it.each<[string, Partial<ProblemDefinition>, string, string]>([
    ['a short title (trimmed)', { title: '  ab  ' }, 'title', PROBLEM_MESSAGES.title],
    ['a short description (trimmed)', { description: '    short     ' }, 'description', PROBLEM_MESSAGES.description],
    ['an unknown difficulty', { difficulty: 'TRIVIAL' }, 'difficulty', 'Difficulty must be one of EASY, MEDIUM, HARD'],
    ['no tag', { tags: [] }, 'tags', PROBLEM_MESSAGES.tags],
    ['a blank tag', { tags: ['Array', ' '] }, 'tags', 'Tags must not be empty'],
    ['aliases not a list', { aliases: 'Maximum' }, 'aliases', 'Aliases must be a list of names'],
    ['too many aliases', { aliases: Array.from({ length: 11 }, (_, i) => `Name ${i}`) }, 'aliases', 'At most 10 aliases'],
    ['an alias not text', { aliases: [42] }, 'aliases', 'Aliases must be text'],
    ['a blank alias', { aliases: ['  '] }, 'aliases', 'Aliases must not be empty'],
    ['an alias too long', { aliases: ['x'.repeat(101)] }, 'aliases', 'Each alias must be at most 100 characters'],
    ['blank constraints', { constraints: ' ' }, 'constraints', PROBLEM_MESSAGES.constraints],
    ['no test case', { testcases: [] }, 'testcases', PROBLEM_MESSAGES.testcases],
    ['a blank test input', { testcases: [{ input: ' ', output: '1' }] }, 'testcases.0.input', PROBLEM_MESSAGES.input],
    ['no sample among marked cases', { testcases: [{ input: '[1]', output: '1', isSample: false }] }, 'testcases', PROBLEM_MESSAGES.sample],
    ['a required example without input', { examples: { ...(VALID.examples as object), PYTHON: { input: '', output: '4' } } }, 'examples.PYTHON.input', PROBLEM_MESSAGES.input],
    ['an optional example without output', { examples: { ...(VALID.examples as object), CPP: { input: '1', output: '' } } }, 'examples.CPP.output', PROBLEM_MESSAGES.output],
    ['a required starter missing', { codeSnippets: { JAVASCRIPT: CODE, PYTHON: CODE } }, 'codeSnippets.JAVA', PROBLEM_MESSAGES.snippets.JAVA],
    ['a required reference blank', { referenceSolutions: { JAVASCRIPT: ' ', PYTHON: CODE, JAVA: CODE } }, 'referenceSolutions.JAVASCRIPT', PROBLEM_MESSAGES.solutions.JAVASCRIPT],
    ['starter code without a reference', { codeSnippets: { ...(VALID.codeSnippets as object), CPP: CODE } }, 'referenceSolutions.CPP', 'C++ needs a reference solution: learners are offered every language with starter code'],
    ['a time limit out of range', { timeLimitMs: 50 }, 'timeLimitMs', 'timeLimitMs must be from 100 to 15000'],
    ['a language time limit not whole', { timeLimitsMs: { CPP: 1500.5 } }, 'timeLimitsMs.CPP', 'timeLimitsMs.CPP must be from 100 to 15000'],
    ['a time limit of an unknown language', { timeLimitsMs: { COBOL: 1000 } }, 'timeLimitsMs.COBOL', 'COBOL is not a language: one of JAVASCRIPT, PYTHON, JAVA, TYPESCRIPT, CPP'],
    ['time limits not an object', { timeLimitsMs: [1000] }, 'timeLimitsMs', 'timeLimitsMs must be an object or null'],
    ['a memory limit out of range', { memoryLimitKb: 1_000_000 }, 'memoryLimitKb', 'memoryLimitKb must be from 16000 to 512000'],
    ['no signature', { signature: null }, 'signature', PROBLEM_MESSAGES.signature],
    ['an unknown parameter type', { signature: { ...SIGNATURE, params: [{ name: 'nums', type: 'integer' }] } }, 'signature.params.0.type', 'unknown type "integer"'],
    ['a name no harness can embed (untrimmed)', { signature: { ...SIGNATURE, name: 'largest ' } }, 'signature', 'signature: "largest " is not an identifier'],
    ['a field that does not fit the type', { signature: { ...SIGNATURE, params: [{ name: 'nums', type: 'int[]', constraints: { alphabet: 'ab' } }] } }, 'signature', 'generation constraints: parameter "nums": "alphabet" does not apply to int[]'],
    ['lengths in the wrong order', { signature: { ...SIGNATURE, params: [{ name: 'nums', type: 'int[]', constraints: { minLength: 3, maxLength: 1 } }] } }, 'signature', 'generation constraints: parameter "nums": "minLength" 3 is above "maxLength" 1'],
    ['a precondition that does not parse', { signature: { ...SIGNATURE, precondition: 'return (;' } }, 'signature.precondition', 'the precondition does not compile: Unexpected token (line 1, column 9)'],
    ['an unknown comparator', { comparator: { kind: 'fuzzy' } }, 'comparator.kind', 'comparator must be one of exact, float, unordered, unordered-deep, checker'],
    ['a tolerance out of range', { comparator: { kind: 'float', tolerance: 2 } }, 'comparator.tolerance', 'Tolerance must be a number between 0 and 1'],
    ['a checker without a body', { comparator: { kind: 'checker', source: ' ' } }, 'comparator.source', 'A checker needs its JavaScript body'],
    ['a checker that does not parse', { comparator: { kind: 'checker', source: 'return actual ===;' } }, 'comparator.source', 'the checker does not compile: Unexpected token (line 1, column 18)'],
    ['an input not of its type', { testcases: [{ input: '[1,"x"]', output: '1' }] }, 'testcases.0.input', 'case 1, parameter "nums"[1]: expected int but got "x"'],
    ['an answer not of the return type', { testcases: [{ input: '[1]', output: '"one"' }] }, 'testcases.0.output', 'case 1'],
  ])('refuses %s', (_case, changes, path, message) => {
    const errors = errorsWith(changes);
    expect(errors).toContainEqual({ path, message: expect.stringContaining(message) });
    expect(errors.every((error) => error.path === path)).toBe(true);
  });

  it('checks no test case against a signature while it is invalid (the comparator still), and never throws on a malformed definition', () => {
    const unread = errorsWith({ signature: { kind: 'function', name: '', params: [], returns: 'int' }, comparator: { kind: 'fuzzy' }, testcases: [{ input: '"x"', output: '1' }] });
    expect(unread).toEqual([
      { path: 'signature.name', message: 'Name is required' },
      { path: 'comparator.kind', message: 'comparator must be one of exact, float, unordered, unordered-deep, checker' },
    ]);
    const nothing = { title: 1, description: null, difficulty: 7, tags: 'x', constraints: [], testcases: 'y', examples: 3, codeSnippets: null, referenceSolutions: [], signature: 'f' };
    expect(problemErrorDetails(problemDefinitionErrors(nothing))).toEqual({
      title: [PROBLEM_MESSAGES.title],
      description: [PROBLEM_MESSAGES.description],
      difficulty: ['Difficulty must be one of EASY, MEDIUM, HARD'],
      tags: [PROBLEM_MESSAGES.tags],
      constraints: [PROBLEM_MESSAGES.constraints],
      testcases: [PROBLEM_MESSAGES.testcases],
      'examples.JAVASCRIPT.input': [PROBLEM_MESSAGES.input],
      'examples.JAVASCRIPT.output': [PROBLEM_MESSAGES.output],
      'examples.PYTHON.input': [PROBLEM_MESSAGES.input],
      'examples.PYTHON.output': [PROBLEM_MESSAGES.output],
      'examples.JAVA.input': [PROBLEM_MESSAGES.input],
      'examples.JAVA.output': [PROBLEM_MESSAGES.output],
      'codeSnippets.JAVASCRIPT': [PROBLEM_MESSAGES.snippets.JAVASCRIPT],
      'referenceSolutions.JAVASCRIPT': [PROBLEM_MESSAGES.solutions.JAVASCRIPT],
      'codeSnippets.PYTHON': [PROBLEM_MESSAGES.snippets.PYTHON],
      'referenceSolutions.PYTHON': [PROBLEM_MESSAGES.solutions.PYTHON],
      'codeSnippets.JAVA': [PROBLEM_MESSAGES.snippets.JAVA],
      'referenceSolutions.JAVA': [PROBLEM_MESSAGES.solutions.JAVA],
      signature: [PROBLEM_MESSAGES.signature],
    });
  });

  it('groups the errors by path in order, as the gateway\'s 400 details', () => {
    expect(problemErrorDetails([{ path: 'signature', message: 'a' }, { path: 'title', message: 'b' }, { path: 'signature', message: 'c' }])).toEqual({ signature: ['a', 'c'], title: ['b'] });
  });
});
