import type { ApiProblem, ApiProblemSummary, ApiTestCase } from '@algosheets/contracts';
import type { Problem, TestCase } from '@algosheets/database';

/**
 * A problem in lists. `solvedBy` carries only the viewer's own entry, when the viewer solved it:
 * other learners' progress is not anyone else's business.
 */
export function toProblemSummary(
  problem: Pick<Problem, 'id' | 'title' | 'difficulty' | 'tags' | 'companies' | 'aliases' | 'createdAt' | 'updatedAt'>,
  viewerId: string,
  solved: boolean,
): ApiProblemSummary {
  return {
    id: problem.id,
    title: problem.title,
    difficulty: problem.difficulty,
    tags: problem.tags,
    companies: problem.companies,
    aliases: problem.aliases,
    solvedBy: solved ? [{ userId: viewerId }] : [],
    createdAt: problem.createdAt.toISOString(),
    updatedAt: problem.updatedAt.toISOString(),
  };
}

/**
 * The full problem. Learners receive sample test cases only and no reference solutions; admins
 * receive everything (the origin leaked both to learners).
 */
export function toApiProblem(problem: Problem, testCases: TestCase[], viewer: { id: string; isAdmin: boolean }, solved: boolean): ApiProblem {
  const visible = viewer.isAdmin ? testCases : testCases.filter((testCase) => testCase.isSample);
  const testcases: ApiTestCase[] = [...visible]
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((testCase) => ({ input: testCase.input, output: testCase.output, isSample: testCase.isSample }));
  const view: ApiProblem = {
    ...toProblemSummary(problem, viewer.id, solved),
    description: problem.description,
    constraints: problem.constraints,
    hints: problem.hints,
    editorial: problem.editorial,
    examples: problem.examples,
    codeSnippets: problem.codeSnippets,
    testcases,
    category: problem.category,
    timeLimitMs: problem.timeLimitMs,
    timeLimitsMs: problem.timeLimitsMs,
    memoryLimitKb: problem.memoryLimitKb,
    signature: problem.signature,
    comparator: problem.comparator,
    complexity: problem.complexity,
  };
  if (viewer.isAdmin) view.referenceSolutions = problem.referenceSolutions;
  return view;
}

/** `'Two Sum!'` → `'two-sum'`; never empty. */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'problem';
}

/** `%value%` for ILIKE, with the pattern characters of `value` escaped. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `'Array, hash table,'` → `['Array', 'hash table']`. */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
