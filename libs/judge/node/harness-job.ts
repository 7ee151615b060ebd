import { type Comparator, type ExecutionJobPayload, LANGUAGE_IDS, type Language, type ProblemSignature } from '@algosheets/contracts';
import { type CompareAnswer, comparatorFunction } from '../src/judging/comparators';
import { type HarnessRunPlan, planHarnessRunOn, type PlannedTests, planTests } from '../src/judging/harness-run';
import type { HarnessRunResult } from '../src/judging/judge-run';
import { parseHarnessOutput } from '../src/harness/harness-protocol';
import type { HarnessLanguage } from '../src/harness/harness-language';
import { languageById } from '../src/languages/harness-languages';
import type { JsonValue } from '../src/values/json-value';
import { compileChecker } from './checker-isolate';

/** A test whose expected answer is unknown (a custom Run whose reference gave none). */
export const NO_EXPECTED: JsonValue = Object.freeze({ noExpected: true });

/**
 * The one harness run of `code` in `language` on `inputs` (test-input text) under the job's limits
 * (`cpuTimeLimitS` per test, s; `memoryLimitKb`, KB).
 * @throws TestCaseError when an input does not match the signature; Error when the language has no harness
 */
export function planFor(payload: Pick<ExecutionJobPayload, 'cpuTimeLimitS' | 'memoryLimitKb'>, language: Language, code: string, signature: ProblemSignature, inputs: string[]): HarnessRunPlan {
  return planForTests(payload, language, code, planTests(signature, inputs));
}

/**
 * {@link planFor} on tests planned before (`planTests`): only the program and the nonce are new,
 * `tests` is shared and never written.
 * @throws Error when the language has no harness
 */
export function planForTests(payload: Pick<ExecutionJobPayload, 'cpuTimeLimitS' | 'memoryLimitKb'>, language: Language, code: string, tests: PlannedTests): HarnessRunPlan {
  return planHarnessRunOn(tests, { language: harnessOf(language), code, timeLimitMs: Math.round(payload.cpuTimeLimitS * 1000), memoryLimitKb: payload.memoryLimitKb });
}

/** The harness of `language`. @throws Error when it has none */
function harnessOf(language: Language): HarnessLanguage {
  const harnessLanguage = languageById(LANGUAGE_IDS[language]);
  if (!harnessLanguage) throw new Error(`no harness for ${language}`);
  return harnessLanguage;
}

/** The reference's answer per test, or {@link NO_EXPECTED} where it gave none (it failed on that input). */
export function referenceAnswers(plan: HarnessRunPlan, run: Pick<HarnessRunResult, 'stdout'>): JsonValue[] {
  const outputs = parseHarnessOutput(run.stdout ?? '', plan.nonce, plan.inputs.length);
  return outputs.map((output) => (output.state === 'recorded' && output.record.status === 'ok' ? (output.record.value ?? null) : NO_EXPECTED));
}

/**
 * The problem's comparator, accepting any answer to a test whose expected answer is
 * {@link NO_EXPECTED}; a `checker` is compiled into an isolate of its own (`compileChecker`), which
 * `dispose()` frees once the job is judged (unused, it frees itself after a short idle time).
 * @throws Error when the checker's source does not compile
 */
export function problemComparator(comparator: Comparator): CompareAnswer & { dispose: () => void } {
  const checker = comparator.kind === 'checker' ? compileChecker(comparator.source) : undefined;
  const base = comparatorFunction(comparator, checker);
  const compare: CompareAnswer = (input, expected, actual) => expected === NO_EXPECTED || base(input, expected, actual);
  return Object.assign(compare, { dispose: () => checker?.dispose() });
}
