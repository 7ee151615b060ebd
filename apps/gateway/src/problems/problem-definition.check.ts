import type { ProblemSignature } from '@algosheets/contracts';
import { type ProblemDefinition, problemDefinitionErrors, problemErrorDetails } from '@algosheets/judge';
import { ValidationFailedException } from '../common/api.exception';
import { complexityDeclarationErrorsOffThread } from './complexity-check';
import { InvalidComplexityDeclarationException } from './problems.errors';

/**
 * Checks a problem an admin creates or updates by the judge's one set of definition rules
 * ({@link problemDefinitionErrors}: the rules the content check and the admin form apply too:
 * texts, aliases, samples, languages, limits, signature, generation constraints, precondition,
 * comparator, test cases against the signature), before anything is stored or run. Cheap enough
 * for the request's event loop: nothing is drawn or run (a checker's and a precondition's bodies
 * are parsed only).
 * @param definition the request body with the signature the problem will have (an update that
 *   omits it: the stored one)
 * Asserts, for the caller's types, that the definition has a signature (a rule of the definition).
 * @throws ValidationFailedException (400) with every broken rule in `details`, keyed by field path
 *   (`signature.params.0.type`, `testcases.1.input`, `comparator.source`); the message is the first
 */
export function checkProblemDefinition<T extends ProblemDefinition>(definition: T): asserts definition is T & { signature: ProblemSignature } {
  const errors = problemDefinitionErrors(definition);
  if (errors.length > 0) throw new ValidationFailedException(problemErrorDetails(errors));
}

/**
 * Checks a problem's complexity declaration against its signature (`complexityDeclarationErrors`,
 * the rule the content check applies too: classes, sizes, parameters, drawable inputs), off the
 * event loop and within a time and memory budget ({@link complexityDeclarationErrorsOffThread}):
 * unlike the definition rules it draws inputs, up to 10^7 values, so it stays out of
 * {@link checkProblemDefinition}.
 * @throws InvalidComplexityDeclarationException (400) on `complexity`, naming every fault
 */
export async function checkComplexityDeclaration(signature: ProblemSignature, complexity: unknown): Promise<void> {
  const errors = await complexityDeclarationErrorsOffThread(signature, complexity);
  if (errors.length > 0) throw new InvalidComplexityDeclarationException(errors.join('; '));
}
