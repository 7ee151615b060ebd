import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The one signature every migrated whole-program problem gets: the program's stdin in, its stdout out. */
export const MIGRATED_SIGNATURE = { kind: 'function', name: 'solve', params: [{ name: 'input', type: 'string' }], returns: 'string' } as const;

/**
 * The checker of a migrated problem: Judge0's output rule (each line's trailing whitespace and `\0`
 * removed, then the text's trailing whitespace) applied to both answers, so an answer the old
 * program would have passed with (a trailing newline, trailing spaces) still passes.
 */
export const MIGRATED_COMPARATOR = {
  kind: 'checker',
  source: String.raw`const rule = (text) => text.split('\n').map((line) => line.replace(/[\s\0]+$/, '')).join('\n').replace(/[\s\0]+$/, '');
return typeof actual === 'string' && rule(actual) === rule(expected);`,
} as const;

/**
 * The starter code of {@link MIGRATED_SIGNATURE} per language, as the judge library's starter
 * generator writes it (the database library may not import the judge library; a test holds these
 * equal to the generator's output). A migration keeps the text it was written with.
 */
export const MIGRATED_STARTERS: Readonly<Record<string, string>> = {
  JAVASCRIPT: '/**\n * @param {string} input\n * @return {string}\n */\nvar solve = function(input) {\n};\n',
  PYTHON: 'class Solution:\n    def solve(self, input: str) -> str:\n        pass\n',
  JAVA: 'class Solution {\n    public String solve(String input) {\n        \n    }\n}\n',
  TYPESCRIPT: 'function solve(input: string): string {\n\n};\n',
  CPP: 'class Solution {\npublic:\n    string solve(string input) {\n        \n    }\n};\n',
};

/** Judge0's output rule: each line right-stripped of whitespace and `\0`, then the whole text. */
function judge0Output(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[\s\0]+$/, ''))
    .join('\n')
    .replace(/[\s\0]+$/, '');
}

/** A JSON string's text, or the value as it is when it is not one (a row the down step did not write). */
function unquote(value: string): string {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : value;
  } catch {
    return value;
  }
}

/** An example as the `examples` column stores it per language. */
type Example = { input: string; output: string; explanation?: string };

/** Each language's example with its input mapped by `mapInput` and its output by `mapOutput`. */
function mapExamples(examples: Record<string, Example>, mapInput: (text: string) => string, mapOutput: (text: string) => string): Record<string, Example> {
  return Object.fromEntries(Object.entries(examples).map(([language, example]) => [language, { ...example, input: mapInput(example.input), output: mapOutput(example.output) }]));
}

/** Rewrites each test case of problem `problemId`: its input by `mapInput`, its expected output by `mapOutput`. */
async function rewriteTests(queryRunner: QueryRunner, problemId: string, mapInput: (text: string) => string, mapOutput: (text: string) => string): Promise<void> {
  const tests: { id: string; input: string; output: string }[] = await queryRunner.query(`SELECT id, input, output FROM test_cases WHERE problem_id = $1`, [problemId]);
  for (const test of tests) {
    await queryRunner.query(`UPDATE test_cases SET input = $2, output = $3 WHERE id = $1`, [test.id, mapInput(test.input), mapOutput(test.output)]);
  }
}

/**
 * Turns every stored whole-program problem (signature null: stdin in, stdout out, judged per test
 * by Judge0's output rule) into the function-signature problem `solve(input: string) -> string`,
 * the only judging model left:
 * - each test's and example's stdin becomes the argument and its expected output the expected
 *   answer after Judge0's output rule, both JSON-quoted (the Testcase notation of a string);
 * - the comparator is {@link MIGRATED_COMPARATOR} (the same rule on both answers);
 * - the starters are {@link MIGRATED_STARTERS} for the languages the problem offered (its
 *   starters', references' and examples' languages);
 * - the reference solutions are cleared (a stdin/stdout program does not answer `solve`);
 * - the test-set version is bumped, so no worker judges with a cached copy of the old tests.
 * Submissions and their results stay as recorded. Soft-deleted problems are migrated too.
 *
 * The down step is lossy: it turns each problem with exactly this signature and checker back into
 * a whole-program one (argument back to stdin, expected answer back to text, comparator null), but
 * the old starters and references are gone (both become empty) and trailing whitespace removed
 * from expected outputs (insignificant under Judge0's output rule) stays removed.
 */
export class WholeProgramToSignature1795348000000 implements MigrationInterface {
  name = 'WholeProgramToSignature1795348000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const problems: { id: string; examples: Record<string, Example>; codeSnippets: Record<string, string>; referenceSolutions: Record<string, string> }[] = await queryRunner.query(
      `SELECT id, examples, code_snippets AS "codeSnippets", reference_solutions AS "referenceSolutions" FROM problems WHERE signature IS NULL`,
    );
    for (const problem of problems) {
      const languages = new Set([...Object.keys(problem.codeSnippets), ...Object.keys(problem.referenceSolutions), ...Object.keys(problem.examples)]);
      const starters = Object.fromEntries([...languages].filter((language) => MIGRATED_STARTERS[language]).map((language) => [language, MIGRATED_STARTERS[language]]));
      const examples = mapExamples(problem.examples, (text) => JSON.stringify(text), (text) => JSON.stringify(judge0Output(text)));
      await queryRunner.query(
        `UPDATE problems SET signature = $2, comparator = $3, code_snippets = $4, reference_solutions = '{}', examples = $5, test_set_version = test_set_version + 1 WHERE id = $1`,
        [problem.id, JSON.stringify(MIGRATED_SIGNATURE), JSON.stringify(MIGRATED_COMPARATOR), JSON.stringify(starters), JSON.stringify(examples)],
      );
      await rewriteTests(queryRunner, problem.id, (text) => JSON.stringify(text), (text) => JSON.stringify(judge0Output(text)));
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const problems: { id: string; examples: Record<string, Example> }[] = await queryRunner.query(`SELECT id, examples FROM problems WHERE signature = $1::jsonb AND comparator = $2::jsonb`, [
      JSON.stringify(MIGRATED_SIGNATURE),
      JSON.stringify(MIGRATED_COMPARATOR),
    ]);
    for (const problem of problems) {
      await queryRunner.query(
        `UPDATE problems SET signature = NULL, comparator = NULL, code_snippets = '{}', reference_solutions = '{}', examples = $2, test_set_version = test_set_version + 1 WHERE id = $1`,
        [problem.id, JSON.stringify(mapExamples(problem.examples, unquote, unquote))],
      );
      await rewriteTests(queryRunner, problem.id, unquote, unquote);
    }
  }
}
