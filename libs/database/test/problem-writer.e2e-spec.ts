import 'reflect-metadata';
import { Difficulty } from '@algosheets/contracts';
import { provisionTestInfra, type TestInfra } from '@algosheets/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  createDataSource,
  DEFAULT_MEMORY_LIMIT_KB,
  DEFAULT_TIME_LIMIT_MS,
  insertProblem,
  Problem,
  type ProblemFields,
  runMigrations,
  TestCase,
  type TestCaseFields,
  updateProblem,
} from '../src';

function fields(overrides: Partial<ProblemFields> = {}): ProblemFields {
  return {
    title: 'Sum',
    description: 'Add two numbers.',
    difficulty: Difficulty.Easy,
    tags: ['Math', 'Arrays', 'Math'],
    companies: ['google', 'Meta', 'Meta'],
    constraints: '1 <= a, b <= 10',
    hints: 'Add.',
    editorial: null,
    examples: { PYTHON: { input: '1 2', output: '3' } },
    codeSnippets: { PYTHON: 'print()' },
    referenceSolutions: { PYTHON: 'print(sum(map(int, input().split())))' },
    signature: null,
    comparator: { kind: 'unordered' },
    ...overrides,
  };
}

const cases = (count: number, prefix = 'in'): TestCaseFields[] => Array.from({ length: count }, (_, i) => ({ input: `${prefix} ${i}`, output: `${i}` }));

describe('problem writer (PostgreSQL)', () => {
  let infra: TestInfra;
  let dataSource: DataSource;

  const storedCases = (problemId: string) => dataSource.getRepository(TestCase).find({ where: { problemId }, order: { ordinal: 'ASC' } });
  const slug = () => `writer-${randomUUID()}`;

  beforeAll(async () => {
    infra = await provisionTestInfra('problem-writer', { migrate: (url) => runMigrations({ url }) });
    dataSource = createDataSource({ url: infra.database.url, poolSize: 2 });
    await dataSource.initialize();
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await infra?.teardown();
  });

  it('inserts the columns with company names among the tags, the default limits and no comparator without a signature', async () => {
    const created = await insertProblem(dataSource.manager, { slug: slug(), fields: fields(), testCases: cases(2) });
    const row = await dataSource.getRepository(Problem).findOneByOrFail({ id: created.id });
    expect(row.tags).toEqual(['Math', 'Arrays', 'google', 'Meta']);
    expect(row.companies).toEqual(['google', 'Meta']);
    expect(row.comparator).toBeNull();
    expect(row.createdBy).toBeNull();
    expect([row.timeLimitMs, row.memoryLimitKb]).toEqual([DEFAULT_TIME_LIMIT_MS, DEFAULT_MEMORY_LIMIT_KB]);
    expect(row.examples).toEqual({ PYTHON: { input: '1 2', output: '3' } });
  });

  it('keeps a company already among the tags in another case once, and stores given limits', async () => {
    const created = await insertProblem(dataSource.manager, {
      slug: slug(),
      fields: fields({ tags: ['Google'], companies: ['google'], timeLimitMs: 500, memoryLimitKb: 64000 }),
      testCases: cases(1),
    });
    const row = await dataSource.getRepository(Problem).findOneByOrFail({ id: created.id });
    expect(row.tags).toEqual(['Google']);
    expect([row.timeLimitMs, row.memoryLimitKb]).toEqual([500, 64000]);
  });

  it('stores every test case in order across insert chunks, the first as the sample when none is marked', async () => {
    const created = await insertProblem(dataSource.manager, { slug: slug(), fields: fields(), testCases: cases(12) });
    const stored = await storedCases(created.id);
    expect(stored.map((c) => [c.ordinal, c.input, c.isSample])).toEqual(cases(12).map((c, i) => [i, c.input, i === 0]));
  });

  it('keeps the marked samples as given', async () => {
    const testCases = [{ input: 'a', output: '1' }, { input: 'b', output: '2', isSample: true }, { input: 'c', output: '3', isSample: true }];
    const created = await insertProblem(dataSource.manager, { slug: slug(), fields: fields(), testCases });
    expect((await storedCases(created.id)).map((c) => c.isSample)).toEqual([false, true, true]);
  });

  it('writes nothing when the slug is taken, a tombstoned problem included', async () => {
    const taken = slug();
    const first = await insertProblem(dataSource.manager, { slug: taken, fields: fields(), testCases: cases(1) });
    await dataSource.getRepository(Problem).softDelete({ id: first.id });
    const before = await dataSource.getRepository(TestCase).count();
    await expect(insertProblem(dataSource.manager, { slug: taken, fields: fields({ title: 'Again' }), testCases: cases(3) })).rejects.toThrow(/uq_problems_slug/);
    expect(await dataSource.getRepository(TestCase).count()).toBe(before);
    expect(await dataSource.getRepository(Problem).countBy({ title: 'Again' })).toBe(0);
  });

  it('joins the caller\'s transaction: rolled back with it', async () => {
    const rolledBack = slug();
    await expect(
      dataSource.transaction(async (manager) => {
        await insertProblem(manager, { slug: rolledBack, fields: fields(), testCases: cases(2) });
        throw new Error('caller gives up');
      }),
    ).rejects.toThrow('caller gives up');
    expect(await dataSource.getRepository(Problem).findOne({ where: { slug: rolledBack }, withDeleted: true })).toBeNull();
  });

  it('updates the columns and replaces the test cases, renumbered from 0, keeping slug, author and unchanged limits', async () => {
    const original = slug();
    const created = await insertProblem(dataSource.manager, { slug: original, fields: fields({ timeLimitMs: 700 }), testCases: cases(6) });
    const updated = await updateProblem(dataSource.manager, created.id, {
      fields: fields({ title: 'Sum, revised', tags: ['Math'], companies: ['Amazon'] }),
      testCases: cases(2, 'new'),
    });
    expect(updated).toBe(true);
    const row = await dataSource.getRepository(Problem).findOneByOrFail({ id: created.id });
    expect([row.slug, row.title, row.tags, row.timeLimitMs]).toEqual([original, 'Sum, revised', ['Math', 'Amazon'], 700]);
    expect((await storedCases(created.id)).map((c) => [c.ordinal, c.input, c.isSample])).toEqual([
      [0, 'new 0', true],
      [1, 'new 1', false],
    ]);
  });

  it('leaves the test cases alone when only the columns change, and the columns when only the test cases do', async () => {
    const created = await insertProblem(dataSource.manager, { slug: slug(), fields: fields(), testCases: cases(3) });
    const ids = (await storedCases(created.id)).map((c) => c.id);
    await updateProblem(dataSource.manager, created.id, { fields: fields({ title: 'Columns only' }) });
    expect((await storedCases(created.id)).map((c) => c.id)).toEqual(ids);
    await updateProblem(dataSource.manager, created.id, { testCases: cases(1, 'only') });
    expect((await dataSource.getRepository(Problem).findOneByOrFail({ id: created.id })).title).toBe('Columns only');
    expect((await storedCases(created.id)).map((c) => c.input)).toEqual(['only 0']);
  });

  it('writes nothing when a test case fails to store: the column update is rolled back with it', async () => {
    const created = await insertProblem(dataSource.manager, { slug: slug(), fields: fields(), testCases: cases(2) });
    // PostgreSQL text refuses the NUL character, so the last write of the transaction fails.
    await expect(
      updateProblem(dataSource.manager, created.id, { fields: fields({ title: 'Half written' }), testCases: [{ input: 'bad\u0000', output: '1' }] }),
    ).rejects.toThrow();
    expect((await dataSource.getRepository(Problem).findOneByOrFail({ id: created.id })).title).toBe('Sum');
    expect((await storedCases(created.id)).map((c) => c.input)).toEqual(['in 0', 'in 1']);
  });

  it('refuses a tombstoned or unknown problem, writing nothing', async () => {
    const created = await insertProblem(dataSource.manager, { slug: slug(), fields: fields(), testCases: cases(2) });
    await dataSource.getRepository(Problem).softDelete({ id: created.id });
    expect(await updateProblem(dataSource.manager, created.id, { fields: fields({ title: 'Resurrected' }), testCases: cases(1) })).toBe(false);
    const row = await dataSource.getRepository(Problem).findOneOrFail({ where: { id: created.id }, withDeleted: true });
    expect(row.title).toBe('Sum');
    expect(await storedCases(created.id)).toHaveLength(2);
    expect(await updateProblem(dataSource.manager, randomUUID(), { fields: fields() })).toBe(false);
  });
});
