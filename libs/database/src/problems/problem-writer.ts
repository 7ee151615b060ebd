import { type EntityManager, IsNull } from 'typeorm';
import { Problem } from '../entities/problem.entity';
import { TestCase } from '../entities/test-case.entity';

/**
 * The fields of a problem that its author owns, as every writer of problems passes them. Limits in
 * ms and KB; left undefined, an insert takes the column defaults (`DEFAULT_TIME_LIMIT_MS`,
 * `DEFAULT_MEMORY_LIMIT_KB`, no per-language limits) and an update keeps the stored ones.
 */
export type ProblemFields = Pick<
  Problem,
  'title' | 'description' | 'difficulty' | 'tags' | 'companies' | 'constraints' | 'hints' | 'editorial' | 'examples' | 'codeSnippets' | 'referenceSolutions' | 'signature' | 'comparator'
> &
  Partial<Pick<Problem, 'timeLimitMs' | 'timeLimitsMs' | 'memoryLimitKb' | 'complexity' | 'aliases'>>;

/** One test case as given, in judging order; `isSample` absent means hidden. */
export interface TestCaseFields {
  input: string;
  output: string;
  isSample?: boolean;
}

/** A test case as it is stored: its ordinal (from 0) and a definite sample flag. */
export type StoredTestCase = Pick<TestCase, 'ordinal' | 'input' | 'output' | 'isSample'>;

/** Test cases are inserted this many rows per statement: one test case may be about 1 MB of text. */
const TEST_CASE_CHUNK = 5;

/**
 * The columns stored for `fields`. Company names are tags too, because the problem list's company filter
 * matches tags: tags are the given ones without repeats, then each company not already a tag
 * (case-insensitively); companies lose repeats, and aliases repeats ignoring case. A comparator without a signature is dropped
 * (no problem is judged without one since decision 0013), as is a complexity declaration. Undefined limits
 * and an undefined declaration or aliases are left out (an update keeps the stored ones).
 */
export function problemColumns(fields: ProblemFields): ProblemFields {
  const companies = [...new Set(fields.companies)];
  const tags = [...new Set(fields.tags)];
  const lowerTags = new Set(tags.map((tag) => tag.toLowerCase()));
  const columns: ProblemFields = {
    title: fields.title,
    description: fields.description,
    difficulty: fields.difficulty,
    tags: [...tags, ...companies.filter((company) => !lowerTags.has(company.toLowerCase()))],
    companies,
    constraints: fields.constraints,
    hints: fields.hints,
    editorial: fields.editorial,
    // Copies: a validated request body holds class instances, and jsonb wants plain objects.
    examples: { ...fields.examples },
    codeSnippets: { ...fields.codeSnippets },
    referenceSolutions: { ...fields.referenceSolutions },
    signature: fields.signature,
    comparator: fields.signature ? fields.comparator : null,
  };
  if (fields.timeLimitMs !== undefined) columns.timeLimitMs = fields.timeLimitMs;
  if (fields.timeLimitsMs !== undefined) columns.timeLimitsMs = fields.timeLimitsMs ? { ...fields.timeLimitsMs } : null;
  if (fields.memoryLimitKb !== undefined) columns.memoryLimitKb = fields.memoryLimitKb;
  if (fields.aliases !== undefined) columns.aliases = withoutRepeats(fields.aliases);
  if (fields.complexity !== undefined) columns.complexity = fields.signature && fields.complexity ? structuredClone(fields.complexity) : null;
  return columns;
}

/** `names` in their order, without a name that repeats an earlier one ignoring case. */
function withoutRepeats(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The rows stored for `testCases`: ordinals 0..n-1 in the given order; when none is marked a
 * sample, the first one is, so that Run always has something to run.
 */
export function storedTestCases(testCases: readonly TestCaseFields[]): StoredTestCase[] {
  const anySample = testCases.some((testCase) => testCase.isSample);
  return testCases.map((testCase, ordinal) => ({
    ordinal,
    input: testCase.input,
    output: testCase.output,
    isSample: anySample ? Boolean(testCase.isSample) : ordinal === 0,
  }));
}

/**
 * Inserts a problem with its test cases in one transaction (a savepoint when `manager` is already
 * in one) and returns the new row. The slug must be free, tombstoned problems included.
 * Columns as {@link problemColumns}, test cases as {@link storedTestCases}.
 * @throws the driver's QueryFailedError when the slug is taken or a column check fails; nothing is written then
 */
export async function insertProblem(
  manager: EntityManager,
  problem: { slug: string; createdBy?: string | null; fields: ProblemFields; testCases: readonly TestCaseFields[] },
): Promise<Problem> {
  return manager.transaction(async (tx) => {
    const problems = tx.getRepository(Problem);
    const row = await problems.save(problems.create({ ...problemColumns(problem.fields), slug: problem.slug, createdBy: problem.createdBy ?? null }));
    await writeTestCases(tx, row.id, problem.testCases);
    return row;
  });
}

/**
 * Updates live (not tombstoned) problem `id` in one transaction: its columns when `fields` is
 * given ({@link problemColumns}; the slug and author never change), and its test cases, all
 * replaced ({@link storedTestCases}) and `testSetVersion` bumped, when `testCases` is given. Returns false, having written
 * nothing, when no live problem has that id (never found, or deleted meanwhile).
 * @throws the driver's QueryFailedError when a column check fails; nothing is written then
 */
export async function updateProblem(
  manager: EntityManager,
  id: string,
  change: { fields?: ProblemFields; testCases?: readonly TestCaseFields[] },
): Promise<boolean> {
  return manager.transaction(async (tx) => {
    const problems = tx.getRepository(Problem);
    // Locks the row, so that a concurrent delete or update waits for this one.
    const live = await problems.findOne({ where: { id, deletedAt: IsNull() }, select: { id: true }, lock: { mode: 'pessimistic_write' } });
    if (!live) return false;
    if (change.fields) await problems.update({ id }, problemColumns(change.fields));
    if (change.testCases) {
      await writeTestCases(tx, id, change.testCases);
      // Jobs already queued name the old version; the worker's cache must not answer for the new one.
      await problems.increment({ id }, 'testSetVersion', 1);
    }
    return true;
  });
}

/**
 * Replaces problem `problemId`'s test cases. Submissions and their per-test results do not
 * reference test_cases rows, so learners' history is untouched.
 */
async function writeTestCases(manager: EntityManager, problemId: string, testCases: readonly TestCaseFields[]): Promise<void> {
  const repository = manager.getRepository(TestCase);
  await repository.delete({ problemId });
  const rows = storedTestCases(testCases).map((testCase) => ({ ...testCase, problemId }));
  for (let i = 0; i < rows.length; i += TEST_CASE_CHUNK) await repository.insert(rows.slice(i, i + TEST_CASE_CHUNK));
}
