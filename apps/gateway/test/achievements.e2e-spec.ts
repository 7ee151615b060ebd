import 'reflect-metadata';
import { COMPLEXITY_CLASSES, type ComplexityClass, Difficulty, ErrorCode, type ApiBadge, Language, LeaderboardPeriod, type LeaderboardResponse, ReviewRating, Role, SubmissionStatus } from '@algosheets/contracts';
import { ComplexityAnalysis, Sheet, SheetProblem, Problem, ProblemSolved, ReviewDay, Submission } from '@algosheets/database';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BADGE_DEFINITIONS } from '../src/achievements/badge-definitions';
import { openBrowserSession } from './support/browser-session';
import { type Actor, seedProblem, signUp } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

const LONG_AGO = '2026-01-05T10:00:00Z';

// Booting the gateway and seeding a dozen problems per case outlast jest's 5 s on a busy 2-core machine.
jest.setTimeout(60_000);

describe('achievements: badges and the leaderboard from stored verdicts', () => {
  let infra: TestInfra;
  let app: INestApplication;
  let dataSource: DataSource;
  let admin: Actor;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-achievements');
    // A learner per case: more sign-ups than the per-IP auth limit allows a minute (tested on its own in auth).
    app = await createTestApp(infra, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    dataSource = app.get(DataSource);
    admin = await signUp(app, 'admin@example.com', Role.Admin);
  });

  afterAll(async () => {
    await app.close();
    await infra.teardown();
  });

  /** A problem of its own topic unless `tags` says otherwise (a one-problem topic earns nothing). */
  function problem(difficulty: Difficulty = Difficulty.Easy, tags: string[] = [`topic-${Math.random()}`]): Promise<string> {
    return seedProblem(app, admin.id, { title: `Problem ${Math.random()}`, difficulty, tags, companies: ['Google'] });
  }

  /** What the worker writes for an Accepted Submit: the submission row and the solved mark; `at` omitted is now. */
  async function solve(userId: string, problemId: string, at?: string, language: Language = Language.Python): Promise<void> {
    const when = at ? new Date(at) : undefined;
    await dataSource.getRepository(Submission).insert({ userId, problemId, language, sourceCode: 'print(5)', status: SubmissionStatus.Accepted, ...(when && { createdAt: when }) });
    await dataSource.getRepository(ProblemSolved).insert({ userId, problemId, ...(when && { firstSolvedAt: when }) });
  }

  async function badgesOf(actor: Actor): Promise<Record<string, string | null>> {
    const response = await actor.session.get('/api/v1/achievements/badges').expect(200);
    return Object.fromEntries((response.body.badges as ApiBadge[]).map((badge) => [badge.id, badge.earnedOn]));
  }

  async function board(actor: Actor, query = ''): Promise<LeaderboardResponse> {
    return (await actor.session.get(`/api/v1/achievements/leaderboard${query}`).expect(200)).body;
  }

  it.each([
    ['get', '/api/v1/achievements/badges'],
    ['get', '/api/v1/achievements/leaderboard'],
    ['get', '/api/v1/achievements/leaderboard-settings'],
    ['put', '/api/v1/achievements/leaderboard-settings'],
  ] as const)('answers 401 to a visitor (holding an XSRF token) on %s %s', async (method, path) => {
    const visitor = await openBrowserSession(app);
    const response = await visitor[method](path).expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, code: ErrorCode.Unauthorized });
  });

  it('lists every badge unearned with how to earn it for a new learner', async () => {
    const learner = await signUp(app, 'newcomer@example.com');
    const response = await learner.session.get('/api/v1/achievements/badges').expect(200);
    expect(response.body.badges).toHaveLength(BADGE_DEFINITIONS.length);
    for (const badge of response.body.badges as ApiBadge[]) {
      expect(badge.earnedOn).toBeNull();
      expect(badge.description.length).toBeGreaterThan(10);
    }
  });

  it('earns the first-Accepted badge of a language at its first Accepted Submit only', async () => {
    const ada = await signUp(app, 'ada@example.com');
    const id = await problem();
    await dataSource.getRepository(Submission).insert({ userId: ada.id, problemId: id, language: Language.Python, sourceCode: 'x', status: SubmissionStatus.WrongAnswer, createdAt: new Date('2026-01-04T10:00:00Z') });
    expect((await badgesOf(ada))['first-accepted-python']).toBeNull();
    await solve(ada.id, id, LONG_AGO);
    const badges = await badgesOf(ada);
    expect(badges['first-accepted-python']).toBe('2026-01-05');
    expect(badges['first-accepted-java']).toBeNull();
    await dataSource.getRepository(Submission).insert({ userId: ada.id, problemId: id, language: Language.Java, sourceCode: 'x', status: SubmissionStatus.Accepted, createdAt: new Date('2026-02-01T23:30:00Z') });
    expect((await badgesOf(ada))['first-accepted-java']).toBe('2026-02-01');
  });

  it('earns the sheet badge when every problem of a company sheet is solved, not before, and not for a personal sheet', async () => {
    const learner = await signUp(app, 'sheets@example.com');
    const [first, second, own] = [await problem(), await problem(), await problem()];
    const sheet = await dataSource.getRepository(Sheet).save({ name: 'Acme', isPublic: true, createdBy: admin.id });
    const personal = await dataSource.getRepository(Sheet).save({ name: 'Mine', isPublic: false, createdBy: learner.id });
    await dataSource.getRepository(SheetProblem).insert([{ sheetId: sheet.id, problemId: first }, { sheetId: sheet.id, problemId: second }, { sheetId: personal.id, problemId: own }]);
    await solve(learner.id, own, '2026-03-01T10:00:00Z');
    await solve(learner.id, first, '2026-03-02T10:00:00Z');
    expect((await badgesOf(learner))['sheet-completed']).toBeNull();
    await solve(learner.id, second, '2026-03-09T10:00:00Z');
    expect((await badgesOf(learner))['sheet-completed']).toBe('2026-03-09');
  });

  it('earns the topic badge when every problem of a topic with at least 3 problems is solved', async () => {
    const learner = await signUp(app, 'topics@example.com');
    const pairs = [await problem(Difficulty.Easy, ['Pairs']), await problem(Difficulty.Easy, ['Pairs'])];
    const graphs = [await problem(Difficulty.Easy, ['Graphs']), await problem(Difficulty.Medium, ['Graphs']), await problem(Difficulty.Hard, ['Graphs', 'Pairs-free'])];
    for (const id of pairs) await solve(learner.id, id, '2026-04-01T10:00:00Z');
    await solve(learner.id, graphs[0], '2026-04-02T10:00:00Z');
    await solve(learner.id, graphs[1], '2026-04-03T10:00:00Z');
    expect((await badgesOf(learner))['topic-mastered']).toBeNull();
    await solve(learner.id, graphs[2], '2026-04-04T10:00:00Z');
    expect((await badgesOf(learner))['topic-mastered']).toBe('2026-04-04');
  });

  it('earns the review streak on the 7th consecutive review day, and a rating records its day', async () => {
    const learner = await signUp(app, 'reviews@example.com');
    const days = (list: string[]) => dataSource.getRepository(ReviewDay).insert(list.map((day) => ({ userId: learner.id, day })));
    await days(['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05', '2026-05-06', '2026-05-08']);
    expect((await badgesOf(learner))['review-streak']).toBeNull();
    await days(['2026-05-07']);
    expect((await badgesOf(learner))['review-streak']).toBe('2026-05-07');

    const id = await problem();
    await solve(learner.id, id);
    await learner.session.post(`/api/v1/review/${id}`, { rating: ReviewRating.Good }).expect(200);
    const [{ today }] = await dataSource.query(`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS today`);
    expect(await dataSource.getRepository(ReviewDay).findOneBy({ userId: learner.id, day: today })).toMatchObject({ count: 1 });
  });

  it('earns the better-growth badge when a later analysis of a solved problem finds a better class than the first one', async () => {
    const learner = await signUp(app, 'grower@example.com');
    const id = await problem();
    const analysis = (complexityClass: ComplexityClass, at: string) =>
      dataSource.getRepository(ComplexityAnalysis).insert({ userId: learner.id, problemId: id, language: Language.Python, complexityClass, classRank: COMPLEXITY_CLASSES.indexOf(complexityClass), exponent: 1, createdAt: new Date(at) });
    await analysis('O(n²)', '2026-07-01T10:00:00Z');
    await analysis('O(n³)', '2026-07-02T10:00:00Z');
    expect((await badgesOf(learner))['better-growth']).toBeNull();
    // A better class, but the problem is not solved yet.
    await analysis('O(n log n)', '2026-07-03T10:00:00Z');
    expect((await badgesOf(learner))['better-growth']).toBeNull();
    await solve(learner.id, id, '2026-07-04T10:00:00Z');
    expect((await badgesOf(learner))['better-growth']).toBe('2026-07-03');
  });

  it('earns the 10-solved badge at the 10th solved problem', async () => {
    const learner = await signUp(app, 'count@example.com');
    for (let day = 1; day <= 9; day++) await solve(learner.id, await problem(), `2026-06-${String(day).padStart(2, '0')}T10:00:00Z`);
    expect((await badgesOf(learner))['solved-10']).toBeNull();
    await solve(learner.id, await problem(), '2026-06-20T10:00:00Z');
    const badges = await badgesOf(learner);
    expect(badges['solved-10']).toBe('2026-06-20');
    expect(badges['solved-25']).toBeNull();
  });

  describe('the leaderboard', () => {
    let medium: Actor;
    let easy: Actor;
    let hard: Actor;
    let hardProblem: string;

    beforeAll(async () => {
      await dataSource.query(`DELETE FROM problem_solved`);
      medium = await signUp(app, 'medium.learner@example.com');
      easy = await signUp(app, 'easy.learner@example.com');
      hard = await signUp(app, 'hard.learner@example.com');
      // All time: medium 2 MEDIUM = 4, easy 3 EASY = 3, hard 1 HARD = 3. This week: easy 1, hard 3.
      for (const at of [LONG_AGO, LONG_AGO]) await solve(medium.id, await problem(Difficulty.Medium), at);
      for (const at of [LONG_AGO, LONG_AGO, undefined]) await solve(easy.id, await problem(Difficulty.Easy), at);
      hardProblem = await problem(Difficulty.Hard);
      await solve(hard.id, hardProblem);
    });

    it('ranks all time by points weighted EASY 1, MEDIUM 2, HARD 3, ties sharing a rank, with public names only', async () => {
      const response = await board(easy, `?period=${LeaderboardPeriod.AllTime}`);
      expect(response.weights).toEqual({ EASY: 1, MEDIUM: 2, HARD: 3 });
      expect(response.weekStart).toBeNull();
      expect(response.entries.map(({ rank, name, points, solved }) => [rank, name, points, solved])).toEqual([
        [1, 'medium.learner', 4, 2],
        expect.arrayContaining([2, 3]),
        expect.arrayContaining([2, 3]),
      ]);
      expect(response.entries.slice(1).map((entry) => entry.name).sort()).toEqual(['easy.learner', 'hard.learner']);
      expect(response.entries.find((entry) => entry.isViewer)?.name).toBe('easy.learner');
      expect(response.viewer).toEqual({ rank: 2, points: 3, solved: 3, hidden: false });
      expect(JSON.stringify(response)).not.toContain('@');
    });

    it('counts only problems first solved in the current ISO week (UTC) on the weekly board', async () => {
      const response = await board(medium, `?period=${LeaderboardPeriod.Week}`);
      expect(response.entries.map(({ rank, name, points }) => [rank, name, points])).toEqual([
        [1, 'hard.learner', 3],
        [2, 'easy.learner', 1],
      ]);
      expect(new Date(`${response.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(response.viewer).toEqual({ rank: null, points: 0, solved: 0, hidden: false });
    });

    it('moves points when a problem changes difficulty, and honours limit', async () => {
      await dataSource.getRepository(Problem).update({ id: hardProblem }, { difficulty: Difficulty.Medium });
      const response = await board(hard, '?limit=2');
      expect(response.entries).toHaveLength(2);
      expect(response.viewer).toMatchObject({ rank: 3, points: 2 });
      await dataSource.getRepository(Problem).update({ id: hardProblem }, { difficulty: Difficulty.Hard });
      expect((await board(hard)).viewer).toMatchObject({ rank: 2, points: 3 });
    });

    it('hides an opted-out learner from others while they still see their own rank', async () => {
      expect((await medium.session.get('/api/v1/achievements/leaderboard-settings').expect(200)).body.settings).toEqual({ showOnLeaderboard: true });
      const saved = await medium.session.put('/api/v1/achievements/leaderboard-settings', { showOnLeaderboard: false }).expect(200);
      expect(saved.body.settings).toEqual({ showOnLeaderboard: false });
      const seenByOthers = await board(easy);
      expect(seenByOthers.entries.map((entry) => entry.name)).not.toContain('medium.learner');
      expect(seenByOthers.entries[0].rank).toBe(1);
      const own = await board(medium);
      expect(own.entries.map((entry) => entry.name)).not.toContain('medium.learner');
      expect(own.viewer).toEqual({ rank: 1, points: 4, solved: 2, hidden: true });
      await medium.session.put('/api/v1/achievements/leaderboard-settings', { showOnLeaderboard: true }).expect(200);
      expect((await board(easy)).entries[0].name).toBe('medium.learner');
    });

    it.each(['?period=MONTH', '?limit=0', '?limit=101', '?limit=abc', '?limit=1.5'])('refuses %s with 400', async (query) => {
      const response = await easy.session.get(`/api/v1/achievements/leaderboard${query}`).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: ErrorCode.ValidationFailed });
    });

    it.each([{}, { showOnLeaderboard: 'no' }, { showOnLeaderboard: null }])('refuses the settings body %j with 400', async (body) => {
      const response = await easy.session.put('/api/v1/achievements/leaderboard-settings', body).expect(400);
      expect(response.body).toMatchObject({ code: ErrorCode.ValidationFailed });
    });

    it('refuses a settings change without the XSRF header', async () => {
      const response = await easy.session.agent.put('/api/v1/achievements/leaderboard-settings').send({ showOnLeaderboard: false }).expect(403);
      expect(response.body).toMatchObject({ code: ErrorCode.CsrfFailed });
    });
  });
});
