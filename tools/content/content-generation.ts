import { isGenerable } from '@algosheets/judge';
import type { ContentProblem } from './content-files';

/** How many of `problems` the counterexample finder can generate inputs for (`isGenerable`). */
export function countGenerable(problems: ContentProblem[]): number {
  return problems.filter((problem) => isGenerable(problem.signature)).length;
}
