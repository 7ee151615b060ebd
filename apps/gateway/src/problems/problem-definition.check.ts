import type { Comparator, ProblemSignature } from '@algosheets/contracts';
import { checkerSyntaxError, checkSignatureNames, LANGUAGES, parseExpected, parseTestInput, preconditionSyntaxError, signatureFieldErrors } from '@algosheets/judge';
import { ValidationFailedException } from '../common/api.exception';
import { complexityDeclarationErrorsOffThread } from './complexity-check';
import { InvalidSignatureProblemException } from './problems.errors';
import { isBlankExpected } from './reference-answers';

const COMPARATOR_KINDS = new Set(['exact', 'float', 'unordered', 'unordered-deep', 'checker']);

/**
 * Checks that a function-signature problem can be judged before anything is stored or run (the
 * same rules the content check applies to the library): the judge's field rules of a signature
 * ({@link signatureFieldErrors}, which the admin form applies as it is typed: identifiers, known
 * types, distinct names, the in-place parameter of a void function), then the harness of every
 * language is generated from it; the
 * comparator is one of the five, a checker's body and a precondition's are valid function bodies
 * (parsed only: the gateway never runs problem code, the worker runs it in an isolate), and every
 * test case's input and expected answer match the signature; a blank expected answer is left to
 * the reference solutions.
 * @throws ValidationFailedException (400) with `details` keyed by the signature's field paths (`signature.params.0.type`)
 * @throws InvalidSignatureProblemException (400) naming the field, the case (from 1) and the parameter
 */
export function checkSignatureProblem(signature: ProblemSignature, comparator: Comparator | null | undefined, testcases: { input: string; output: string }[]): void {
  const fieldErrors = Object.entries(signatureFieldErrors(signature));
  if (fieldErrors.length > 0) throw new ValidationFailedException(Object.fromEntries(fieldErrors.map(([path, message]) => [path, [message]])));
  try {
    checkSignatureNames(signature);
    for (const language of LANGUAGES) language.program(signature, '');
  } catch (error) {
    throw new InvalidSignatureProblemException('signature', `signature: ${(error as Error).message}`);
  }
  if (signature.kind === 'function' && signature.precondition !== undefined) {
    const mistake = typeof signature.precondition === 'string' ? preconditionSyntaxError(signature.precondition) : 'it must be the body of a JavaScript function, as a string';
    if (mistake) throw new InvalidSignatureProblemException('signature.precondition', `the precondition does not compile: ${mistake}`);
  }
  if (comparator) {
    if (!COMPARATOR_KINDS.has(comparator.kind)) throw new InvalidSignatureProblemException('comparator', `comparator must be one of ${[...COMPARATOR_KINDS].join(', ')}`);
    if (comparator.kind === 'float' && comparator.tolerance !== undefined && !(typeof comparator.tolerance === 'number' && comparator.tolerance > 0 && comparator.tolerance < 1)) {
      throw new InvalidSignatureProblemException('comparator', 'comparator.tolerance must be a number between 0 and 1');
    }
    if (comparator.kind === 'checker') {
      if (typeof comparator.source !== 'string' || comparator.source.trim() === '') throw new InvalidSignatureProblemException('comparator', 'a checker comparator needs its source');
      const mistake = checkerSyntaxError(comparator.source);
      if (mistake) throw new InvalidSignatureProblemException('comparator', `the checker does not compile: ${mistake}`);
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

/**
 * Checks a problem's complexity declaration against its signature (`complexityDeclarationErrors`,
 * the rule the content check applies too: classes, sizes, parameters, drawable inputs), off the
 * event loop and within a time and memory budget ({@link complexityDeclarationErrorsOffThread}).
 * @throws InvalidSignatureProblemException (400) on `complexity`, naming every fault
 */
export async function checkComplexityDeclaration(signature: ProblemSignature, complexity: unknown): Promise<void> {
  const errors = await complexityDeclarationErrorsOffThread(signature, complexity);
  if (errors.length > 0) throw new InvalidSignatureProblemException('complexity', errors.join('; '));
}
