import { cppLanguage } from '../harness/cpp/cpp-language';
import type { HarnessLanguage } from '../harness/harness-language';
import { javaLanguage } from '../harness/java/java-language';
import { javascriptHarness } from '../harness/javascript/javascript-harness';
import { pythonHarness } from '../harness/python/python-harness';
import { typescriptHarness } from '../harness/typescript/typescript-harness';

/**
 * The one list of languages a learner can write function-signature solutions in, in the order
 * the editor offers them. Each entry carries everything the platform needs of a language: label,
 * Judge0 id, Monaco id, file name, type table, starter and harness generators
 * ({@link HarnessLanguage}). Adding a language is one module under `harness/<language>/`, one
 * entry here and its runtime in the sandbox.
 */
export const LANGUAGES: readonly HarnessLanguage[] = [
  pythonHarness,
  javascriptHarness,
  typescriptHarness,
  javaLanguage,
  cppLanguage,
];

/** The language with this Judge0 id, or undefined (the caller answers 400 naming the id). */
export function languageById(id: number): HarnessLanguage | undefined {
  return LANGUAGES.find((language) => language.id === id);
}

/** The language with this content key (`python`, `javascript`, ...), or undefined. */
export function languageByKey(key: string): HarnessLanguage | undefined {
  return LANGUAGES.find((language) => language.key === key);
}
