import { Language, LANGUAGE_TABLE, PROBLEM_MESSAGES } from '@algosheets/contracts';
import { emptyLanguageEntry, emptyProblemForm, FORM_LANGUAGES, REQUIRED_LANGUAGES, formFromProblem, removeRow, serverFieldErrors, serverFieldLabel, toProblemPayload } from './problem-form';
import { problemFormErrors } from './problem-schema';
import { adminProblemView } from './problem-view-fixtures';
import { sampleProblem } from './sample-problems';
import { generatedStarter } from './signature-form';

describe("the form's languages (read from the contracts' language table)", () => {
  it('has a language section for every table row, in its order, JAVASCRIPT, PYTHON and JAVA required', () => {
    expect(FORM_LANGUAGES).toEqual(LANGUAGE_TABLE.map((row) => row.value));
    expect(REQUIRED_LANGUAGES).toEqual([Language.JavaScript, Language.Python, Language.Java]);
  });

  it('sends an optional C++ entry with the starter its signature generates, and asks for its reference', () => {
    const sample = sampleProblem('STRING');
    const cpp = { ...emptyLanguageEntry(), solution: 'class Solution { public: bool isPalindrome(string s) { return true; } };' };
    const payload = toProblemPayload({ ...sample, languages: { ...sample.languages, [Language.Cpp]: cpp } });
    expect(payload.codeSnippets[Language.Cpp]).toBe(generatedStarter(sample.signature, Language.Cpp));
    expect(payload.referenceSolutions[Language.Cpp]).toBe(cpp.solution);
    const half = problemFormErrors({ ...sample, languages: { ...sample.languages, [Language.Cpp]: { ...cpp, solution: ' ' } } });
    expect(half).toEqual({ [`referenceSolutions.${Language.Cpp}`]: 'C++ needs a reference solution: learners are offered every language with starter code' });
  });
});

describe('create-problem rules', () => {
  it('reports every form message on an empty form', () => {
    const errors = problemFormErrors(emptyProblemForm());
    expect(errors).toMatchObject({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      tags: 'At least one tag is required',
      constraints: 'Constraints are required',
      'examples.JAVASCRIPT.input': 'Input is required',
      'examples.JAVA.output': 'Output is required',
      'referenceSolutions.JAVASCRIPT': 'JavaScript solution is required',
      'referenceSolutions.PYTHON': 'Python solution is required',
      'referenceSolutions.JAVA': 'Java solution is required',
    });
    // A new problem starts as a function: its starters are generated and a blank expected output is answered by the references.
    expect(Object.keys(errors).filter((path) => path.startsWith('codeSnippets.') || path === 'testcases.0.output')).toEqual([]);
    expect(errors['signature.name']).toEqual(expect.any(String));
  });

  it('keeps the last tag row', () => {
    expect(removeRow(['only'], 0)).toEqual(['only']);
    expect(removeRow(['a', 'b'], 0)).toEqual(['b']);
  });

  it.each(['STRING', 'DP'] as const)('loads a valid %s sample that passes validation', (variant) => {
    const sample = sampleProblem(variant);
    expect(problemFormErrors(sample)).toEqual({});
    const payload = toProblemPayload(sample);
    expect(Object.keys(payload.codeSnippets).sort()).toEqual(['JAVA', 'JAVASCRIPT', 'PYTHON']);
    expect(payload.testcases.length).toBeGreaterThanOrEqual(3);
    expect(payload.hints).toEqual(expect.any(String));
  });

  it('loads different problems for the String and DP toggles', () => {
    expect(sampleProblem('STRING').title).toBe('Palindrome Sentence');
    expect(sampleProblem('DP').title).toBe('Fewest Coins for an Amount');
    expect(sampleProblem('DP').tags).toContain('Dynamic Programming');
  });

  it('drops blank tags and optional fields from the payload', () => {
    const values = { ...sampleProblem('STRING'), tags: ['String', ' '], hints: ' ', editorial: '' };
    const payload = toProblemPayload(values);
    expect(payload.tags).toEqual(['String']);
    expect(payload.hints).toBeNull();
    expect(payload.editorial).toBeNull();
  });

  it('round-trips an admin problem view into the edit form', () => {
    const payload = toProblemPayload(sampleProblem('STRING'));
    const problem = adminProblemView(payload, payload.testcases.map((testcase) => ({ ...testcase, isSample: testcase.isSample === true })));
    expect(toProblemPayload(formFromProblem(problem))).toEqual(payload);
    expect(formFromProblem(problem).languages[Language.TypeScript]).toBeUndefined();
  });

  it('keeps which test cases are samples through the edit form, and needs at least one', () => {
    const sample = sampleProblem('STRING');
    const payload = toProblemPayload({ ...sample, testcases: sample.testcases.map((testcase, index) => ({ ...testcase, isSample: index !== 1 })) });
    expect(payload.testcases.map((testcase) => testcase.isSample)).toEqual([true, false, true]);
    const problem = adminProblemView(payload, payload.testcases.map((testcase) => ({ ...testcase, isSample: testcase.isSample === true })));
    expect(formFromProblem(problem).testcases.map((testcase) => testcase.isSample)).toEqual([true, false, true]);
    expect(problemFormErrors({ ...sample, testcases: sample.testcases.map((testcase) => ({ ...testcase, isSample: false })) })).toEqual({ testcases: PROBLEM_MESSAGES.sample });
  });

  it('maps the gateway details onto field paths', () => {
    expect(serverFieldErrors({ 'examples.PYTHON.input': ['Input is required'], referenceSolutions: ['a', 'b'] })).toEqual({ 'examples.PYTHON.input': 'Input is required', referenceSolutions: 'a; b' });
  });

  it('names the paths of the server\'s details as the form labels them', () => {
    const labels = { PYTHON: 'Python', JAVA: 'Java' };
    expect(serverFieldLabel('referenceSolutions.PYTHON', labels)).toBe('Python reference solution');
    expect(serverFieldLabel('codeSnippets.JAVA', labels)).toBe('Java starter code');
    expect(serverFieldLabel('examples.JAVA.input', labels)).toBe('Java example input');
    expect(serverFieldLabel('testcases.1.output', labels)).toBe('Test case 2 output');
    expect(serverFieldLabel('testcases.0', labels)).toBe('Test case 1');
    expect(serverFieldLabel('referenceSolutions.RUBY', labels)).toBe('referenceSolutions.RUBY');
    expect(serverFieldLabel('title', labels)).toBe('title');
  });
});
