import { JUDGE0_LANGUAGE } from './judge0/judge0-language';
import { Language, LANGUAGE_ID_MESSAGE, LANGUAGE_IDS, LANGUAGE_LABELS, LANGUAGE_TABLE, languageEntry, languageForId } from './languages';

describe('the language table', () => {
  it('has distinct values, members, keys, Judge0 ids, file names and extensions', () => {
    for (const field of ['value', 'member', 'key', 'judge0Id', 'fileName', 'referenceFile', 'extension'] as const) {
      expect(new Set(LANGUAGE_TABLE.map((row) => row[field])).size).toBe(LANGUAGE_TABLE.length);
    }
  });

  it('derives the Language values, the Judge0 id maps and the labels from its rows', () => {
    expect(Language).toEqual({ Python: 'PYTHON', JavaScript: 'JAVASCRIPT', TypeScript: 'TYPESCRIPT', Java: 'JAVA', Cpp: 'CPP' });
    expect(LANGUAGE_IDS).toEqual({ PYTHON: 71, JAVASCRIPT: 63, JAVA: 62, TYPESCRIPT: 74, CPP: 54 });
    expect(JUDGE0_LANGUAGE).toEqual(LANGUAGE_IDS);
    expect(LANGUAGE_LABELS).toEqual({ PYTHON: 'Python', JAVASCRIPT: 'JavaScript', TYPESCRIPT: 'TypeScript', JAVA: 'Java', CPP: 'C++' });
    expect(languageEntry(Language.Java)).toMatchObject({ key: 'java', monacoId: 'java', fileName: 'Solution.java', referenceFile: 'solutions/Solution.java' });
  });

  it('keeps the API order of the languages (the OpenAPI enum, the reference answer of record first)', () => {
    expect(LANGUAGE_TABLE.map((row) => row.value)).toEqual(['JAVASCRIPT', 'PYTHON', 'JAVA', 'TYPESCRIPT', 'CPP']);
  });

  it('maps Judge0 ids back, and refuses ids we do not run', () => {
    expect(languageForId(62)).toBe(Language.Java);
    expect(languageForId(54)).toBe(Language.Cpp);
    expect(languageForId(50)).toBeUndefined();
  });

  it('names every language it runs, by id, when it refuses a language_id', () => {
    expect(LANGUAGE_ID_MESSAGE).toBe('language_id must be one of 54 (C++), 62 (Java), 63 (JavaScript), 71 (Python), 74 (TypeScript)');
  });
});
