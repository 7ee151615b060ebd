import { JUDGE0_LANGUAGE, Language, LANGUAGE_TABLE } from '@algosheets/contracts';
import { harnessOf, languageById, languageByKey, LANGUAGES } from './harness-languages';

describe('language registry', () => {
  it('joins every row of the language table, in its order, to a harness', () => {
    expect(LANGUAGES.map((l) => [l.language, l.key, l.id, l.monacoId, l.fileName])).toEqual([
      ['JAVASCRIPT', 'javascript', JUDGE0_LANGUAGE.JAVASCRIPT, 'javascript', 'solution.js'],
      ['PYTHON', 'python', JUDGE0_LANGUAGE.PYTHON, 'python', 'solution.py'],
      ['JAVA', 'java', JUDGE0_LANGUAGE.JAVA, 'java', 'Solution.java'],
      ['TYPESCRIPT', 'typescript', JUDGE0_LANGUAGE.TYPESCRIPT, 'typescript', 'solution.ts'],
      ['CPP', 'cpp', JUDGE0_LANGUAGE.CPP, 'cpp', 'solution.cpp'],
    ]);
    expect(LANGUAGES.map((l) => l.language)).toEqual(LANGUAGE_TABLE.map((row) => row.value));
    for (const language of LANGUAGES) {
      expect(typeof language.program).toBe('function');
      expect(typeof language.starter).toBe('function');
    }
  });

  it('finds languages by Judge0 id, by key and by stored value', () => {
    expect(languageById(71)?.key).toBe('python');
    expect(languageByKey('typescript')?.id).toBe(74);
    expect(harnessOf(Language.Cpp).label).toBe('C++');
    expect(languageById(999)).toBeUndefined();
    expect(languageByKey('cobol')).toBeUndefined();
  });
});
