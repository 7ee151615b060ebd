import 'reflect-metadata';
import { Difficulty, Language, SubmissionStatus } from '@algosheets/contracts';
import { provisionTestInfra, type TestInfra } from '@algosheets/testing';
import type { DataSource } from 'typeorm';
import { createDataSource, insertProblem, MIGRATED_COMPARATOR, MIGRATED_SIGNATURE, MIGRATED_STARTERS, Problem, type ProblemFields, runMigrations, Submission, TestCase, User } from '../src';
import { MIGRATIONS } from '../src/migrations';

const FIELDS: ProblemFields = {
  title: 'Sum',
  description: 'Read two numbers, print their sum.',
  difficulty: Difficulty.Easy,
  tags: ['Math'],
  companies: [],
  constraints: '-',
  hints: null,
  editorial: null,
  examples: { [Language.Python]: { input: '1 2\n', output: '3 \n\n', explanation: '1 + 2' } },
  codeSnippets: { [Language.Python]: 'print()', [Language.Java]: 'public class Main {}' },
  referenceSolutions: { [Language.Python]: 'print(sum(map(int, input().split())))' },
  signature: null,
  comparator: null,
};

/** Stdin and expected stdout of the whole-program tests: quotes, backslashes, inner blank lines, trailing blanks. */
const TESTS = [
  { input: '1 2\n', output: '3  \n\n', isSample: true },
  { input: 'say "hi"\\n\n  indented\n', output: '  a\t\n\nb \r\n' },
];

async function testsOf(ds: DataSource, problemId: string): Promise<{ input: string; output: string }[]> {
  return ds.getRepository(TestCase).find({ where: { problemId }, order: { ordinal: 'ASC' }, select: { input: true, output: true } });
}

describe('migration WholeProgramToSignature: whole-program problems become solve(input: string) -> string', () => {
  let infra: TestInfra;
  let ds: DataSource;
  let wholeProgram: Problem;
  let signatureProblem: Problem;
  let submission: Submission;

  beforeAll(async () => {
    infra = await provisionTestInfra('db-whole-program', { migrate: (url) => runMigrations({ url }) });
    ds = createDataSource({ url: infra.database.url });
    await ds.initialize();
    // Back to the schema before this migration, where a problem could still be whole-program.
    expect(MIGRATIONS.at(-1)?.name).toBe('WholeProgramToSignature1795348000000');
    await ds.undoLastMigration({ transaction: 'each' });
    wholeProgram = await insertProblem(ds.manager, { slug: 'sum', fields: FIELDS, testCases: TESTS });
    const signature = { kind: 'function' as const, name: 'twice', params: [{ name: 'n', type: 'int' }], returns: 'int' };
    signatureProblem = await insertProblem(ds.manager, { slug: 'twice', fields: { ...FIELDS, title: 'Twice', signature, comparator: { kind: 'exact' } }, testCases: [{ input: '2', output: '4', isSample: true }] });
    const user = await ds.getRepository(User).save({ name: 'Ada', email: 'ada@example.com' });
    submission = await ds.getRepository(Submission).save({ userId: user.id, problemId: wholeProgram.id, language: Language.Python, sourceCode: 'print(3)', status: SubmissionStatus.Accepted });
  });

  afterAll(async () => {
    await ds.destroy();
    await infra.teardown();
  });

  it('up: the signature, the output-rule checker, starters for the offered languages, no references, a new test-set version', async () => {
    expect(await runMigrations({ url: infra.database.url })).toEqual(['WholeProgramToSignature1795348000000']);
    const migrated = await ds.getRepository(Problem).findOneByOrFail({ id: wholeProgram.id });
    expect(migrated.signature).toEqual(MIGRATED_SIGNATURE);
    expect(migrated.comparator).toEqual(MIGRATED_COMPARATOR);
    expect(migrated.codeSnippets).toEqual({ [Language.Python]: MIGRATED_STARTERS[Language.Python], [Language.Java]: MIGRATED_STARTERS[Language.Java] });
    expect(migrated.referenceSolutions).toEqual({});
    expect(migrated.testSetVersion).toBe(wholeProgram.testSetVersion + 1);
    expect(migrated.examples).toEqual({ [Language.Python]: { input: '"1 2\\n"', output: '"3"', explanation: '1 + 2' } });
  });

  it('up: each stdin is the JSON-quoted argument, each expected output the JSON-quoted text after Judge0’s output rule', async () => {
    const tests = await testsOf(ds, wholeProgram.id);
    expect(tests).toEqual([
      { input: JSON.stringify('1 2\n'), output: JSON.stringify('3') },
      { input: JSON.stringify('say "hi"\\n\n  indented\n'), output: JSON.stringify('  a\n\nb') },
    ]);
    expect(JSON.parse(tests[1].input)).toBe(TESTS[1].input);
  });

  it('up: leaves function-signature problems as they were', async () => {
    const untouched = await ds.getRepository(Problem).findOneByOrFail({ id: signatureProblem.id });
    expect(untouched).toMatchObject({ signature: signatureProblem.signature, comparator: { kind: 'exact' }, codeSnippets: FIELDS.codeSnippets, testSetVersion: signatureProblem.testSetVersion });
    expect(await testsOf(ds, signatureProblem.id)).toEqual([{ input: '2', output: '4' }]);
  });

  it('up: keeps past submissions as they were recorded', async () => {
    expect(await ds.getRepository(Submission).findOneByOrFail({ id: submission.id })).toMatchObject({ problemId: wholeProgram.id, sourceCode: 'print(3)', status: SubmissionStatus.Accepted });
  });

  it('down: the migrated problem is whole-program again, stdin restored, output normalised, starters and references lost', async () => {
    await ds.undoLastMigration({ transaction: 'each' });
    const reverted = await ds.getRepository(Problem).findOneByOrFail({ id: wholeProgram.id });
    expect(reverted).toMatchObject({ signature: null, comparator: null, codeSnippets: {}, referenceSolutions: {} });
    expect(reverted.examples).toEqual({ [Language.Python]: { input: '1 2\n', output: '3', explanation: '1 + 2' } });
    expect(await testsOf(ds, wholeProgram.id)).toEqual([
      { input: '1 2\n', output: '3' },
      { input: 'say "hi"\\n\n  indented\n', output: '  a\n\nb' },
    ]);
    expect(await testsOf(ds, signatureProblem.id)).toEqual([{ input: '2', output: '4' }]);
    await runMigrations({ url: infra.database.url });
  });
});
