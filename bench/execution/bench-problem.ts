/**
 * The execution benchmarks' own problem, the smallest a Submit can be: the function signature
 * `add(a: int, b: int) -> int` with ADD_TESTS stored tests (the first two samples, the rest
 * hidden), judged as every problem is, by one harness run holding every test. What is measured
 * is then the path (gateway, queue, worker, sandbox start-up), not the learner's work.
 */
import { Language, type ProblemSignature } from '@algosheets/contracts';
import type { Client } from 'pg';

/** Stored tests of the problem, every one judged in the same harness run. */
export const ADD_TESTS = 10;
/** The problem's per-test CPU time limit, ms (no per-language limits). */
export const ADD_TIME_LIMIT_MS = 2000;
/** The problem's memory limit, KB. */
export const ADD_MEMORY_LIMIT_KB = 256_000;
/** Samples among the tests: the first ones, as the content loader stores them. */
const SAMPLES = 2;

/** The problem's signature: `add(a: int, b: int) -> int`, LeetCode's `class Solution` method. */
export const ADD_SIGNATURE: ProblemSignature = {
  kind: 'function',
  name: 'add',
  params: [
    { name: 'a', type: 'int' },
    { name: 'b', type: 'int' },
  ],
  returns: 'int',
};

/** Each test as stored: its input (one JSON value per parameter, one per line) and expected answer. */
export const ADD_CASES: readonly { input: string; output: string }[] = Array.from({ length: ADD_TESTS }, (_, i) => ({ input: `${i * 7}\n${i + 1}`, output: String(i * 8 + 1) }));

/** An Accepted solution per language the benchmarks Submit. */
export const ADD_SOLUTIONS: Readonly<Partial<Record<Language, string>>> = {
  [Language.Python]: 'class Solution:\n    def add(self, a: int, b: int) -> int:\n        return a + b\n',
  [Language.Java]: 'class Solution {\n    public int add(int a, int b) {\n        return a + b;\n    }\n}\n',
};

/**
 * Stores the problem under `slug` with its tests, as the content loader would (exact comparison:
 * no comparator); returns its id.
 * @throws what PostgreSQL throws (a slug already taken)
 */
export async function seedAddProblem(db: Client, slug: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO problems (slug, title, description, difficulty, constraints, time_limit_ms, memory_limit_kb, signature)
     VALUES ($1, $1, 'Add two numbers.', 'EASY', '-', $2, $3, $4) RETURNING id`,
    [slug, ADD_TIME_LIMIT_MS, ADD_MEMORY_LIMIT_KB, JSON.stringify(ADD_SIGNATURE)],
  );
  for (const [ordinal, test] of ADD_CASES.entries()) {
    await db.query('INSERT INTO test_cases (problem_id, ordinal, input, output, is_sample) VALUES ($1, $2, $3, $4, $5)', [rows[0].id, ordinal, test.input, test.output, ordinal < SAMPLES]);
  }
  return rows[0].id;
}
