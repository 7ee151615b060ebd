import { Language, SubmissionStatus } from '@algosheets/contracts';
import { createDataSource, currentSchema, Problem, Submission, TestCase, User } from '@algosheets/database';
import { provisionTestInfra, type TestInfra } from '@algosheets/testing';
import type { DataSource } from 'typeorm';
import { type ContentProblem, readAllProblems } from './content-files';
import { loadProblems } from './content-loader';

describe('content loader (PostgreSQL)', () => {
  let infra: TestInfra;
  let dataSource: DataSource;
  const problems = readAllProblems();

  beforeAll(async () => {
    infra = await provisionTestInfra('content-loader', { schema: currentSchema() });
    dataSource = createDataSource({ url: infra.database.url, poolSize: 2 });
    await dataSource.initialize();
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await infra?.teardown();
  });

  it('creates every problem with its test cases, samples first', async () => {
    const summary = await loadProblems(dataSource, problems);
    expect(summary.created).toHaveLength(problems.length);
    expect(await dataSource.getRepository(Problem).count()).toBe(problems.length);
    const expectedTests = problems.reduce((sum, p) => sum + p.tests.length, 0);
    expect(await dataSource.getRepository(TestCase).count()).toBe(expectedTests);

    const sample = problems[0];
    const row = await dataSource.getRepository(Problem).findOneByOrFail({ slug: sample.slug });
    expect(Object.keys(row.examples).sort()).toEqual(['CPP', 'JAVA', 'JAVASCRIPT', 'PYTHON', 'TYPESCRIPT']);
    expect(row.codeSnippets.PYTHON).toBe(sample.starters.PYTHON);
    // The starter is the generated function, without any I/O code.
    expect(row.codeSnippets.PYTHON).toMatch(/^class Solution:/m);
    expect(row.codeSnippets.PYTHON).not.toMatch(/stdin|input\(/);
    expect(row.signature).toEqual(sample.signature);
    expect(row.comparator).toEqual(sample.comparator);
    // The calibrated per-language limits, as problem.json has them (the first problem has some).
    expect(sample.meta.timeLimitsMs).toBeDefined();
    expect(row.timeLimitsMs).toEqual(sample.meta.timeLimitsMs);
    expect(row.tags).toEqual(expect.arrayContaining([...sample.meta.topics, ...sample.meta.companies]));
    // best-time-to-trade is LeetCode's "Best Time to Buy and Sell Stock": the search finds it by that name.
    expect(sample.meta.aliases).toEqual(['Best Time to Buy and Sell Stock']);
    expect(row.aliases).toEqual(sample.meta.aliases);
    const tests = await dataSource.getRepository(TestCase).find({ where: { problemId: row.id }, order: { ordinal: 'ASC' } });
    expect(tests.filter((t) => t.isSample).map((t) => t.ordinal)).toEqual(sample.meta.samples.map((_, i) => i));
  }, 120_000);

  it('is a no-op when run twice', async () => {
    const before = await dataSource.getRepository(TestCase).find({ select: { id: true } });
    const summary = await loadProblems(dataSource, problems);
    expect(summary.unchanged).toHaveLength(problems.length);
    expect(summary.testCasesWritten).toBe(0);
    const after = await dataSource.getRepository(TestCase).find({ select: { id: true } });
    expect(after.map((t) => t.id).sort()).toEqual(before.map((t) => t.id).sort());
  }, 120_000);

  it('replaces a changed problem\'s test cases and keeps learners\' submissions', async () => {
    const target = problems[1];
    const problem = await dataSource.getRepository(Problem).findOneByOrFail({ slug: target.slug });
    const user = await dataSource.getRepository(User).save({ name: 'Learner', email: 'learner@example.com' });
    const submission = await dataSource.getRepository(Submission).save({
      userId: user.id,
      problemId: problem.id,
      language: Language.Python,
      sourceCode: 'print(1)',
      status: SubmissionStatus.Pending,
    });

    const changed: ContentProblem = {
      ...target,
      meta: { ...target.meta, title: `${target.meta.title} (revised)` },
      tests: target.tests.slice(0, -1),
    };
    const summary = await loadProblems(dataSource, [changed]);
    expect(summary.updated).toEqual([target.slug]);

    const reloaded = await dataSource.getRepository(Problem).findOneByOrFail({ slug: target.slug });
    expect(reloaded.id).toBe(problem.id);
    expect(reloaded.title).toBe(`${target.meta.title} (revised)`);
    expect(await dataSource.getRepository(TestCase).countBy({ problemId: problem.id })).toBe(target.tests.length - 1);
    expect(await dataSource.getRepository(Submission).findOneBy({ id: submission.id })).not.toBeNull();
  }, 120_000);

  it('leaves a problem an admin deleted deleted', async () => {
    const target = problems[2];
    await dataSource.getRepository(Problem).softDelete({ slug: target.slug });
    const summary = await loadProblems(dataSource, [target]);
    expect(summary.skippedDeleted).toEqual([target.slug]);
    expect(await dataSource.getRepository(Problem).findOneBy({ slug: target.slug })).toBeNull();
  }, 60_000);
});
