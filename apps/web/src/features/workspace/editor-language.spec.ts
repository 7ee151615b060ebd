import { availableLanguages, initialLanguage } from './editor-language';

describe('editor language (JavaScript first, starter snippet on change)', () => {
  it('lists only languages with snippets, JAVASCRIPT first', () => {
    expect(availableLanguages({ codeSnippets: { PYTHON: 'a', JAVA: 'b', JAVASCRIPT: 'c' } })).toEqual(['JAVASCRIPT', 'PYTHON', 'JAVA']);
  });

  it('starts at JAVASCRIPT, else the first available', () => {
    expect(initialLanguage({ codeSnippets: { PYTHON: 'a', JAVASCRIPT: 'c' } })).toBe('JAVASCRIPT');
    expect(initialLanguage({ codeSnippets: { PYTHON: 'a', JAVA: 'b' } })).toBe('PYTHON');
    expect(initialLanguage({ codeSnippets: {} })).toBeUndefined();
  });
});
