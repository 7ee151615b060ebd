import type { ProblemSignature } from '@algosheets/contracts';
import type { HarnessLanguage } from '../harness/harness-language';

/**
 * A body that returns at once, per language, valid for any return type: Python's `None`, C++'s
 * value-initialised `{}`, JavaScript's `null`, TypeScript's `null!` (of type `never`, assignable to
 * every type) and, for Java, an exception (no one literal fits `int` and `int[]` alike), which its
 * harness records as that test's error and goes on.
 */
const RETURN_AT_ONCE: Record<string, string> = {
  python: 'return None',
  cpp: 'return {};',
  javascript: 'return null;',
  typescript: 'return null!;',
  java: 'throw new UnsupportedOperationException();',
};

/**
 * The baseline of a complexity measurement in `language`: the problem's starter with every method
 * returning at once. Run on the same inputs as a solution, its per-test CPU time is the harness's
 * own (reading the input, calling, writing the answer), which the measurement subtracts, so that a
 * solution is timed on its own work: otherwise reading a 10^5-item array, O(n), would hide an
 * O(log n) search and blur O(n) against O(n log n). A function returning `void` keeps an empty body
 * (the harness then writes the in-place parameter, as it does for the solution).
 * @throws Error when the language has no baseline body
 */
export function baselineSolution(language: HarnessLanguage, signature: ProblemSignature): string {
  const body = RETURN_AT_ONCE[language.key];
  if (body === undefined) throw new Error(`no complexity baseline for ${language.key}`);
  const returnsVoid = signature.kind === 'function' && signature.returns.trim() === 'void';
  return language.starter(signature, returnsVoid ? (language.key === 'python' ? 'pass' : '') : body);
}
