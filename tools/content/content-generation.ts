import { checkGenerationConstraints, isGenerable } from '@algosheets/judge';
import { compilePrecondition } from '@algosheets/judge/node';
import type { ContentProblem } from './content-files';

/**
 * The mistakes of a problem's generation constraints (what the counterexample finder draws
 * from), each naming the problem: every `checkGenerationConstraints` message, and a
 * `precondition` that does not compile. A problem without constraints has none (it is just not
 * generable).
 */
export function validateGeneration(problem: ContentProblem): string[] {
  const errors = checkGenerationConstraints(problem.signature).map((message) => `${problem.slug}: generation constraints: ${message}`);
  const { signature } = problem;
  if (signature.kind === 'function' && typeof signature.precondition === 'string') {
    try {
      compilePrecondition(signature.precondition);
    } catch (error) {
      errors.push(`${problem.slug}: precondition does not compile: ${(error as Error).message}`);
    }
  }
  return errors;
}

/** How many of `problems` the counterexample finder can generate inputs for (`isGenerable`). */
export function countGenerable(problems: ContentProblem[]): number {
  return problems.filter((problem) => isGenerable(problem.signature)).length;
}
