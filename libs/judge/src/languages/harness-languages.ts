import { type Language, LANGUAGE_TABLE } from '@algosheets/contracts';
import { cppLanguage } from '../harness/cpp/cpp-language';
import type { HarnessLanguage, HarnessCodegen } from '../harness/harness-language';
import { javaLanguage } from '../harness/java/java-language';
import { javascriptHarness } from '../harness/javascript/javascript-harness';
import { pythonHarness } from '../harness/python/python-harness';
import { typescriptHarness } from '../harness/typescript/typescript-harness';

/**
 * The code part of every language of the contracts' language table: type table, starter and
 * harness generators. A `Record` over `Language`, so a row added to the table without its harness
 * module does not compile.
 */
const HARNESSES: Readonly<Record<Language, HarnessCodegen>> = {
  JAVASCRIPT: javascriptHarness,
  PYTHON: pythonHarness,
  JAVA: javaLanguage,
  TYPESCRIPT: typescriptHarness,
  CPP: cppLanguage,
};

/**
 * The one list of languages a learner can write function-signature solutions in, in the table's
 * order: each row of `LANGUAGE_TABLE`
 * (label, Judge0 id, Monaco id, file name) joined with its harness ({@link HarnessLanguage}).
 * Adding a language is a row in the table, its module under `harness/<language>/` with its entry
 * in `HARNESSES`, and its runtime in the sandbox.
 */
export const LANGUAGES: readonly HarnessLanguage[] = LANGUAGE_TABLE.map((row) => ({
  ...HARNESSES[row.value],
  language: row.value,
  id: row.judge0Id,
  key: row.key,
  label: row.label,
  monacoId: row.monacoId,
  fileName: row.fileName,
}));

/** The language with this Judge0 id, or undefined (the caller answers 400 naming the id). */
export function languageById(id: number): HarnessLanguage | undefined {
  return LANGUAGES.find((language) => language.id === id);
}

/** The language with this content key (`python`, `javascript`, ...), or undefined. */
export function languageByKey(key: string): HarnessLanguage | undefined {
  return LANGUAGES.find((language) => language.key === key);
}

/** The harness language of a stored language value; every value of the table has one. */
export function harnessOf(language: Language): HarnessLanguage {
  return LANGUAGES.find((entry) => entry.language === language) as HarnessLanguage;
}
