import type { Comparator, ProblemSignature } from '@algosheets/contracts';
import { checkSignatureNames, LANGUAGES, parseExpected, parseTestInput } from '@algosheets/judge';
import { compileChecker } from '@algosheets/judge/node';
import { InvalidSignatureProblemException } from './problems.errors';
import { isBlankExpected } from './reference-answers';

const COMPARATOR_KINDS = new Set(['exact', 'float', 'unordered', 'unordered-deep', 'checker']);

/**
 * Checks that a function-signature problem can be judged before anything is stored or run (the
 * same rules the content check applies to the library): every name in the signature is an
 * identifier and every type is known (the harness of every language is generated from it), the
 * comparator is one of the five (a checker's body compiles), and every test case's input and
 * expected answer match the signature; a blank expected answer is left to the reference solutions.
 * @throws InvalidSignatureProblemException (400) naming the field, the case (from 1) and the parameter
 */
export function checkSignatureProblem(signature: ProblemSignature, comparator: Comparator | null | undefined, testcases: { input: string; output: string }[]): void {
  try {
    checkSignatureNames(signature);
    for (const language of LANGUAGES) language.program(signature, '');
  } catch (error) {
    throw new InvalidSignatureProblemException('signature', `signature: ${(error as Error).message}`);
  }
  if (comparator) {
    if (!COMPARATOR_KINDS.has(comparator.kind)) throw new InvalidSignatureProblemException('comparator', `comparator must be one of ${[...COMPARATOR_KINDS].join(', ')}`);
    if (comparator.kind === 'float' && comparator.tolerance !== undefined && !(typeof comparator.tolerance === 'number' && comparator.tolerance > 0 && comparator.tolerance < 1)) {
      throw new InvalidSignatureProblemException('comparator', 'comparator.tolerance must be a number between 0 and 1');
    }
    if (comparator.kind === 'checker') {
      if (typeof comparator.source !== 'string' || comparator.source.trim() === '') throw new InvalidSignatureProblemException('comparator', 'a checker comparator needs its source');
      try {
        compileChecker(comparator.source);
      } catch (error) {
        throw new InvalidSignatureProblemException('comparator', `the checker does not compile: ${(error as Error).message}`);
      }
    }
  }
  testcases.forEach((testCase, index) => {
    try {
      const input = parseTestInput(signature, testCase.input, index);
      if (!isBlankExpected(testCase.output)) parseExpected(signature, input, testCase.output, index);
    } catch (error) {
      throw new InvalidSignatureProblemException(`testcases.${index}`, (error as Error).message);
    }
  });
}
