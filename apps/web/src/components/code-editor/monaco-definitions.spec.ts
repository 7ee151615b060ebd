import { LANGUAGE_TABLE } from '@algosheets/contracts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MONACO_DEFINITIONS, monacoDefinitionLoaders, monacoLanguage } from './monaco-definitions';

describe("Monaco languages (read from the contracts' language table)", () => {
  it("gives every table row's Monaco id to the editor, plaintext to an unknown value", () => {
    for (const row of LANGUAGE_TABLE) expect(monacoLanguage(row.value)).toBe(row.monacoId);
    expect(monacoLanguage('COBOL')).toBe('plaintext');
  });

  it("loads exactly the table's Monaco definitions, each one Monaco installs", () => {
    const installed = readdirSync(join(__dirname, '../../../../../node_modules/monaco-editor/esm/vs/languages/definitions'));
    expect(Object.keys(MONACO_DEFINITIONS).filter((id) => !installed.includes(id))).toEqual([]);
    const ids = Object.fromEntries(Object.keys(MONACO_DEFINITIONS).map((id) => [id, id]));
    expect(monacoDefinitionLoaders(ids).sort()).toEqual([...new Set(LANGUAGE_TABLE.map((row) => row.monacoId))].sort());
  });

  it('refuses a table id Monaco has no definition for', () => {
    expect(() => monacoDefinitionLoaders({ python: 'python' })).toThrow(/no language definition for 'javascript'/);
  });
});
