import { LANGUAGE_IDS, Language, languageForId } from './domain';

describe('language ids (Judge0 CE ids)', () => {
  it('maps each language to its Judge0 id', () => {
    expect(LANGUAGE_IDS).toEqual({ PYTHON: 71, JAVASCRIPT: 63, JAVA: 62, TYPESCRIPT: 74, CPP: 54 });
  });

  it('maps ids back, and refuses ids we do not run', () => {
    expect(languageForId(62)).toBe(Language.Java);
    expect(languageForId(74)).toBe(Language.TypeScript);
    expect(languageForId(54)).toBe(Language.Cpp);
    expect(languageForId(50)).toBeUndefined();
  });
});
