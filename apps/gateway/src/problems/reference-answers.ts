import { type Comparator, type ExecutionJobResult, Language, type ProblemSignature } from '@algosheets/contracts';
import { canonicalJson, comparatorFunction, parseExpected, parseTestInput } from '@algosheets/judge';
import { ReferenceSolutionFailedException } from '../execution/execution.errors';

/** True when an admin left a test case's expected answer to the reference solutions. */
export const isBlankExpected = (output: string): boolean => output.trim() === '';

/**
 * The stored expected outputs of a function-signature problem's test cases: each blank one becomes
 * the reference solutions' answer (canonical JSON) from the harness runs of the validation, the
 * others stay as written. The answer is the first language's in {@link Language} order; every other
 * language's answer must be equal to it under the problem's comparator, since the reference
 * solutions are one solution in several languages. A checker is problem code, which the gateway
 * never runs: for a checker problem `results` holds the first language only, and the caller has the
 * worker judge the other languages against these answers.
 * @param results each language's validate-job result, every test Accepted (the validator's check)
 * @throws ReferenceSolutionFailedException (400) naming the language and the 1-based test whose
 *   answer is missing or differs from the first language's, keyed `referenceSolutions.<LANGUAGE>`
 * @throws Error for a checker problem's results of more than one language (`comparatorFunction`'s)
 */
export function fillExpectedOutputs(
  signature: ProblemSignature,
  comparator: Comparator | null,
  testcases: { input: string; output: string }[],
  results: Partial<Record<Language, ExecutionJobResult>>,
): string[] {
  const languages = Object.values(Language).filter((language) => results[language] !== undefined);
  if (languages.length === 0 || !testcases.some((testCase) => isBlankExpected(testCase.output))) return testcases.map((testCase) => testCase.output);
  const kind = comparator ?? { kind: 'exact' };
  return testcases.map((testCase, index) => {
    if (!isBlankExpected(testCase.output)) return testCase.output;
    const input = parseTestInput(signature, testCase.input, index);
    const answerOf = (language: Language) => {
      const output = results[language]?.tests.find((test) => test.ordinal === index)?.output;
      if (output === null || output === undefined) throw failure(language, `The ${language} reference solution gave no answer to test ${index + 1}`);
      return output;
    };
    const [first, ...others] = languages;
    const answer = answerOf(first);
    const expected = parseExpected(signature, input, answer, index);
    for (const language of others) {
      const other = answerOf(language);
      // comparatorFunction refuses a checker without its compiled function: the gateway compiles none.
      if (!comparatorFunction(kind)(input, expected, parseExpected(signature, input, other, index))) {
        throw failure(language, `The ${language} reference solution answers test ${index + 1} with ${other}, the ${first} one with ${answer}`);
      }
    }
    return canonicalJson(expected);
  });
}

function failure(language: Language, message: string): ReferenceSolutionFailedException {
  return new ReferenceSolutionFailedException(message, { [`referenceSolutions.${language}`]: [message] });
}
