import 'reflect-metadata';
import { Difficulty, Language, Role, SubmissionStatus } from '@algosheets/contracts';
import { provisionTestInfra, type TestInfra } from '@algosheets/testing';
import { DataSource, QueryFailedError } from 'typeorm';
import {
  createDataSource,
  createDataSourceOptions,
  LoginDay,
  Sheet,
  SheetProblem,
  Problem,
  Submission,
  TestCase,
  TestCaseResult,
  User,
  runMigrations,
} from '../src';
import { MIGRATIONS } from '../src/migrations';
import { SubmissionMeasurements1795338000000 } from '../src/migrations/1795338000000-submission-measurements';

const TABLES = [
  'code_drafts',
  'complexity_analyses',
  'difficulty_points',
  'editor_languages',
  'leaderboard_points',
  'login_days',
  'migrations',
  'playlist_problems',
  'playlists',
  'problem_notes',
  'problem_solved',
  'problems',
  'refresh_tokens',
  'review_cards',
  'review_days',
  'submissions',
  'test_case_results',
  'test_cases',
  'users',
];

async function tableNames(ds: DataSource): Promise<string[]> {
  const rows: { table_name: string }[] = await ds.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('schema migrations', () => {
  let infra: TestInfra;
  let ds: DataSource;

  beforeAll(async () => {
    infra = await provisionTestInfra('db-migrations');
    ds = createDataSource({ url: infra.database.url });
    await ds.initialize();
  });

  afterAll(async () => {
    await ds.destroy();
    await infra.teardown();
  });

  it('never synchronises the schema from entities', () => {
    expect(createDataSourceOptions({ url: infra.database.url }).synchronize).toBe(false);
  });

  it('applies every migration once, then nothing on a second run', async () => {
    const first = await runMigrations({ url: infra.database.url });
    expect(first).toHaveLength(MIGRATIONS.length);
    expect(await runMigrations({ url: infra.database.url })).toEqual([]);
    expect(await tableNames(ds)).toEqual(TABLES);
  });

  it('leaves nothing for the entities to add: migrations and entities agree', async () => {
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('has the indexes the app queries need', async () => {
    const rows: { indexname: string }[] = await ds.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`);
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'ix_submissions_user_problem_created',
        'ix_submissions_status_created',
        'ix_submissions_accepted_cpu_time',
        'ix_submissions_accepted_peak_memory',
        'uq_users_email',
        'uq_playlists_owner_name',
        'ix_playlist_problems_order',
        'uq_test_cases_problem_ordinal',
        'uq_refresh_tokens_hash',
        'ix_review_cards_user_due',
        'uq_problem_notes_user_problem',
        'ix_leaderboard_points_rank',
      ]),
    );
    // login_days and playlist_problems are keyed by (user_id, day) and (playlist_id, problem_id).
    const keys: { table_name: string; columns: string }[] = await ds.query(`
      SELECT tc.table_name, string_agg(kcu.column_name, ',' ORDER BY kcu.ordinal_position) AS columns
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
      WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_name IN ('login_days', 'playlist_problems', 'test_case_results')
      GROUP BY tc.table_name ORDER BY tc.table_name`);
    expect(keys).toEqual([
      { table_name: 'login_days', columns: 'user_id,day' },
      { table_name: 'playlist_problems', columns: 'playlist_id,problem_id' },
      { table_name: 'test_case_results', columns: 'submission_id,ordinal' },
    ]);
  });

  it('reverts completely', async () => {
    for (let i = 0; i < MIGRATIONS.length; i += 1) await ds.undoLastMigration({ transaction: 'each' });
    expect(await tableNames(ds)).toEqual(['migrations']);
    await runMigrations({ url: infra.database.url });
    expect(await tableNames(ds)).toEqual(TABLES);
  });
});

describe('schema rules', () => {
  let infra: TestInfra;
  let ds: DataSource;
  let user: User;
  let problem: Problem;

  beforeAll(async () => {
    infra = await provisionTestInfra('db-rules', { migrate: (url) => runMigrations({ url }) });
    ds = createDataSource({ url: infra.database.url });
    await ds.initialize();
    user = await ds.getRepository(User).save({ name: 'Ada', email: 'ada@example.com', passwordHash: null, role: Role.User });
    problem = await ds.getRepository(Problem).save({
      slug: 'two-sum',
      title: 'Two Sum',
      description: 'Find two numbers that add up to a target.',
      difficulty: Difficulty.Easy,
      tags: ['Array', 'Google'],
      companies: ['Google'],
      constraints: '2 <= n <= 10^5',
      examples: { [Language.Python]: { input: '1 2\n3', output: '0 1' } },
    });
  });

  afterAll(async () => {
    await ds.destroy();
    await infra.teardown();
  });

  it('fills defaults for users and problems', async () => {
    const stored = await ds.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored).toMatchObject({ role: Role.User, streakCount: 0, longestCount: 0, lastLoginDate: null });
    const storedProblem = await ds.getRepository(Problem).findOneByOrFail({ id: problem.id });
    expect(storedProblem).toMatchObject({ timeLimitMs: 2000, memoryLimitKb: 256000, tags: ['Array', 'Google'], deletedAt: null });
  });

  it('refuses a second account with the same e-mail', async () => {
    await expect(ds.getRepository(User).insert({ name: 'Eve', email: 'ada@example.com' })).rejects.toThrow(QueryFailedError);
  });

  it('refuses an unknown role and an unknown difficulty', async () => {
    await expect(ds.query(`INSERT INTO users (name, email, role) VALUES ('x', 'x@example.com', 'ROOT')`)).rejects.toThrow(/ck_users_role/);
    await expect(
      ds.query(`INSERT INTO problems (slug, title, description, difficulty, constraints) VALUES ('s', 't', 'd', 'TRIVIAL', 'c')`),
    ).rejects.toThrow(/ck_problems_difficulty/);
  });

  it('keeps one login-day row per user and day', async () => {
    const days = ds.getRepository(LoginDay);
    await days.insert({ userId: user.id, day: '2026-03-29', count: 1 });
    await expect(days.insert({ userId: user.id, day: '2026-03-29', count: 1 })).rejects.toThrow(QueryFailedError);
    expect(await days.findOneByOrFail({ userId: user.id, day: '2026-03-29' })).toMatchObject({ count: 1 });
  });

  it('keeps sheet names unique per owner and a problem once per sheet', async () => {
    const sheets = ds.getRepository(Sheet);
    const sheet = await sheets.save({ name: 'Graphs', createdBy: user.id });
    await expect(sheets.insert({ name: 'Graphs', createdBy: user.id })).rejects.toThrow(QueryFailedError);
    await ds.getRepository(SheetProblem).insert({ sheetId: sheet.id, problemId: problem.id });
    await expect(ds.getRepository(SheetProblem).insert({ sheetId: sheet.id, problemId: problem.id })).rejects.toThrow(
      QueryFailedError,
    );
  });

  it('keeps test-case ordinals unique per problem', async () => {
    const cases = ds.getRepository(TestCase);
    await cases.insert({ problemId: problem.id, ordinal: 0, input: '1', output: '1', isSample: true });
    await expect(cases.insert({ problemId: problem.id, ordinal: 0, input: '2', output: '2' })).rejects.toThrow(QueryFailedError);
  });

  it('stores one result per (submission, test) so a re-judged job overwrites', async () => {
    const submission = await ds.getRepository(Submission).save({
      userId: user.id,
      problemId: problem.id,
      language: Language.Python,
      sourceCode: 'print(1)',
    });
    expect(submission.status).toBe(SubmissionStatus.Pending);
    const results = ds.getRepository(TestCaseResult);
    const row = { submissionId: submission.id, ordinal: 0, passed: false, status: 'Wrong Answer', timeS: 0.01, memoryKb: 9000 };
    await results.upsert(row, ['submissionId', 'ordinal']);
    await results.upsert({ ...row, passed: true, status: 'Accepted' }, ['submissionId', 'ordinal']);
    expect(await results.findBy({ submissionId: submission.id })).toEqual([
      expect.objectContaining({ ordinal: 0, passed: true, status: 'Accepted', timeS: 0.01, memoryKb: 9000 }),
    ]);
  });

  it('keeps submissions when their problem is tombstoned and refuses a hard delete', async () => {
    await ds.getRepository(Problem).softDelete({ id: problem.id });
    expect(await ds.getRepository(Problem).findOneBy({ id: problem.id })).toBeNull();
    expect(await ds.getRepository(Submission).countBy({ problemId: problem.id })).toBe(1);
    await expect(ds.query('DELETE FROM problems WHERE id = $1', [problem.id])).rejects.toThrow(/fk_submissions_problem/);
  });
});

describe('submission measurements migration', () => {
  let infra: TestInfra;
  let ds: DataSource;

  beforeAll(async () => {
    infra = await provisionTestInfra('db-measurements');
    // The schema just before this migration, so that it runs over rows written without the columns.
    const before = MIGRATIONS.indexOf(SubmissionMeasurements1795338000000);
    ds = new DataSource({ ...createDataSourceOptions({ url: infra.database.url }), migrations: MIGRATIONS.slice(0, before) });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
  });

  afterAll(async () => {
    await ds.destroy();
    await infra.teardown();
  });

  it('fills Accepted rows from their JSON lists, coarsened as the worker does, and leaves the rest null', async () => {
    const [{ id: userId }] = await ds.query(`INSERT INTO users (name, email) VALUES ('Ada', 'ada@example.com') RETURNING id`);
    const [{ id: problemId }] = await ds.query(
      `INSERT INTO problems (slug, title, description, difficulty, constraints) VALUES ('p', 'P', 'd', 'EASY', '-') RETURNING id`,
    );
    const insert = async (status: string, time: string | null, memory: string | null): Promise<string> =>
      (await ds.query(`INSERT INTO submissions (user_id, problem_id, language, source_code, status, time, memory) VALUES ($1, $2, 'PYTHON', 'x', $3, $4, $5) RETURNING id`, [
        userId,
        problemId,
        status,
        time,
        memory,
      ]))[0].id;
    const aggregate = await insert('Accepted', '["0.030 s"]', '[10240]');
    const perTest = await insert('Accepted', '["0.012 s","0.041 s"]', '[9120,12000]');
    const garbled = await insert('Accepted', '{"x": 1}', '[9120]');
    const huge = await insert('Accepted', '["99999999.000 s"]', '[9120]');
    const wrong = await insert('Wrong Answer', '["0.010 s"]', '[9120]');
    expect((await runMigrations({ url: infra.database.url }))[0]).toBe(SubmissionMeasurements1795338000000.name);
    const rows: { id: string; cpu_time_ms: number | null; peak_memory_kb: number | null }[] = await ds.query(
      'SELECT id, cpu_time_ms, peak_memory_kb FROM submissions',
    );
    const byId = new Map(rows.map((row) => [row.id, [row.cpu_time_ms, row.peak_memory_kb]]));
    expect(byId.get(aggregate)).toEqual([30, 10240]);
    expect(byId.get(perTest)).toEqual([50, 12288]);
    expect(byId.get(garbled)).toEqual([null, null]);
    expect(byId.get(huge)).toEqual([null, null]);
    expect(byId.get(wrong)).toEqual([null, null]);
  });
});
