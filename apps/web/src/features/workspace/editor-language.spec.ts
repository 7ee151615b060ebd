import { LANGUAGE_TABLE } from '@algosheets/contracts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { availableLanguages, initialLanguage, monacoDefinitionLoaders, monacoLanguage } from './editor-language';

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

describe("Monaco languages (read from the contracts' language table)", () => {
  it("gives every table row's Monaco id to the editor, plaintext to an unknown value", () => {
    for (const row of LANGUAGE_TABLE) expect(monacoLanguage(row.value)).toBe(row.monacoId);
    expect(monacoLanguage('COBOL')).toBe('plaintext');
  });

  it("loads exactly the table's Monaco definitions from the ones installed", () => {
    // The folder monaco-setup.ts globs, by the same path from this folder.
    const definitions = join(__dirname, '../../../../../node_modules/monaco-editor/esm/vs/languages/definitions');
    const installed = Object.fromEntries(readdirSync(definitions).map((id) => [`/definitions/${id}/register.js`, id]));
    expect(Object.keys(installed).length).toBeGreaterThan(LANGUAGE_TABLE.length);
    expect(monacoDefinitionLoaders(installed).sort()).toEqual(LANGUAGE_TABLE.map((row) => row.monacoId).sort());
  });

  it('refuses a table id Monaco has no definition for', () => {
    expect(() => monacoDefinitionLoaders({ '/definitions/python/register.js': 'python' })).toThrow(/no language definition for 'javascript'/);
  });
});
