import { languagePairErrors, PROBLEM_MESSAGES, sampleRuleError } from './problems';

describe('the authoring rules of a problem', () => {
  it('needs a sample once test cases are marked, and leaves unmarked ones to the store', () => {
    expect(sampleRuleError([{}, {}])).toBeNull();
    expect(sampleRuleError([{ isSample: false }, { isSample: true }])).toBeNull();
    expect(sampleRuleError([{ isSample: false }, {}])).toBe(PROBLEM_MESSAGES.sample);
    expect(sampleRuleError([{ isSample: false }, { isSample: false }])).toBe(PROBLEM_MESSAGES.sample);
  });

  it('pairs starter code with reference solutions: learners get the languages with both', () => {
    const required = { JAVASCRIPT: 'js', PYTHON: 'py', JAVA: 'java' };
    expect(languagePairErrors({ codeSnippets: { ...required, CPP: 'starter' }, referenceSolutions: { ...required, CPP: 'int main() {}' } })).toEqual({});
    expect(languagePairErrors({ codeSnippets: { ...required, CPP: 'starter' }, referenceSolutions: { ...required, CPP: ' ' } })).toEqual({
      'referenceSolutions.CPP': 'C++ needs a reference solution: learners are offered every language with starter code',
    });
    expect(languagePairErrors({ codeSnippets: required, referenceSolutions: { ...required, TYPESCRIPT: 'let x = 1;' } })).toEqual({
      'codeSnippets.TYPESCRIPT': 'TypeScript needs starter code: learners are offered the languages with a reference solution',
    });
  });
});
