import { JUDGE0_LANGUAGE } from '@algosheets/contracts';
import { languageById, languageByKey, LANGUAGES } from './language-registry';

describe('language registry', () => {
  it('lists each language once, with distinct ids, keys and file names', () => {
    expect(LANGUAGES.map((l) => [l.key, l.id, l.monacoId, l.fileName])).toEqual([
      ['python', JUDGE0_LANGUAGE.PYTHON, 'python', 'solution.py'],
      ['javascript', JUDGE0_LANGUAGE.JAVASCRIPT, 'javascript', 'solution.js'],
      ['typescript', JUDGE0_LANGUAGE.TYPESCRIPT, 'typescript', 'solution.ts'],
      ['java', JUDGE0_LANGUAGE.JAVA, 'java', 'Solution.java'],
      ['cpp', JUDGE0_LANGUAGE.CPP, 'cpp', 'solution.cpp'],
    ]);
    for (const field of ['id', 'key', 'fileName'] as const) expect(new Set(LANGUAGES.map((l) => l[field])).size).toBe(LANGUAGES.length);
  });

  it('finds languages by Judge0 id and by key', () => {
    expect(languageById(71)?.key).toBe('python');
    expect(languageByKey('typescript')?.id).toBe(74);
    expect(languageById(999)).toBeUndefined();
    expect(languageByKey('cobol')).toBeUndefined();
  });
});
