import 'reflect-metadata';
import { ErrorCode, NOTE_MAX_LENGTH, ReviewRating, Role, SOURCE_CODE_MAX_LENGTH, XSRF_HEADER } from '@algosheets/contracts';
import { Problem, ProblemSolved, ReviewCard } from '@algosheets/database';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { openBrowserSession } from './support/browser-session';
import { type Actor, seedProblem, signUp } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

jest.setTimeout(60_000);

const DAY_MS = 86_400_000;

/** The first instant after `now` at which the calendar day changes in `timeZone` (minute precision). */
function nextMidnight(timeZone: string, now: Date): Date {
  const day = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  const today = day(now);
  let low = now.getTime();
  let high = now.getTime() + 2 * DAY_MS;
  while (high - low > 60_000) {
    const middle = Math.floor((low + high) / 2);
    if (day(new Date(middle)) === today) low = middle;
    else high = middle;
  }
  return new Date(high);
}

describe('review queue, notes and editor drafts', () => {
  let infra: TestInfra;
  let app: INestApplication;
  let dataSource: DataSource;
  let admin: Actor;
  let learner: Actor;
  let other: Actor;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-review-notes');
    app = await createTestApp(infra, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    dataSource = app.get(DataSource);
    admin = await signUp(app, 'review-admin@example.com', Role.Admin);
    learner = await signUp(app, 'review-learner@example.com');
    other = await signUp(app, 'review-other@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await infra?.teardown();
  });

  /** A problem the learner has an Accepted submit for (the solved mark the judge writes). */
  const solvedProblem = async (title: string, by: Actor = learner): Promise<string> => {
    const problemId = await seedProblem(app, admin.id, { title });
    await dataSource.getRepository(ProblemSolved).insert({ userId: by.id, problemId });
    return problemId;
  };

  const dueIn = async (actor: Actor, timeZone: string): Promise<string[]> => {
    const response = await actor.session.agent.get('/api/v1/review/due').set('X-Timezone', timeZone).expect(200);
    expect(response.body.count).toBe(response.body.due.length);
    return response.body.due.map((card: { problemId: string }) => card.problemId);
  };

  describe('rating', () => {
    it('schedules a problem rated Again sooner than one rated Easy, and answers the next due date', async () => {
      const again = await solvedProblem('Review Again');
      const easy = await solvedProblem('Review Easy');
      const before = Date.now();
      const a = await learner.session.post(`/api/v1/review/${again}`, { rating: ReviewRating.Again }).expect(200);
      const e = await learner.session.post(`/api/v1/review/${easy}`, { rating: ReviewRating.Easy }).expect(200);
      expect(a.body.review).toMatchObject({ problemId: again, title: 'Review Again', reps: 1, lapses: 0 });
      const againDue = Date.parse(a.body.review.due);
      const easyDue = Date.parse(e.body.review.due);
      // Whole-day intervals: Again comes back the next day at the earliest, Easy days after it.
      expect(againDue).toBeGreaterThanOrEqual(before + DAY_MS - 1000);
      expect(easyDue - againDue).toBeGreaterThanOrEqual(2 * DAY_MS);
      expect(a.body.review.dueDay).toBe(new Date(againDue).toISOString().slice(0, 10));
      const stored = await dataSource.getRepository(ReviewCard).findOneByOrFail({ userId: learner.id, problemId: easy });
      expect(stored.due.getTime()).toBe(easyDue);
    });

    it('changes the latest rating while the problem is not due, and counts a rating once due as the next review', async () => {
      const problemId = await solvedProblem('Review Twice');
      const first = await learner.session.post(`/api/v1/review/${problemId}`, { rating: ReviewRating.Again }).expect(200);
      const rerated = await learner.session.post(`/api/v1/review/${problemId}`, { rating: ReviewRating.Easy }).expect(200);
      // A change of mind: still one review, due later than Again, as Easy alone would be.
      expect(rerated.body.review).toMatchObject({ reps: 1, rating: ReviewRating.Easy });
      expect(Date.parse(rerated.body.review.due)).toBeGreaterThan(Date.parse(first.body.review.due));
      await dataSource.getRepository(ReviewCard).update({ userId: learner.id, problemId }, { due: new Date(Date.now() - DAY_MS) });
      const review = await learner.session.post(`/api/v1/review/${problemId}`, { rating: ReviewRating.Good }).expect(200);
      expect(review.body.review).toMatchObject({ reps: 2, rating: ReviewRating.Good });
      expect(await dataSource.getRepository(ReviewCard).countBy({ userId: learner.id, problemId })).toBe(1);
    });

    it('schedules a solved problem with the default rating Good when the learner never rates it, and lets them rate it later', async () => {
      const problemId = await solvedProblem('Review Never Rated');
      const solvedAt = (await dataSource.getRepository(ProblemSolved).findOneByOrFail({ userId: learner.id, problemId })).firstSolvedAt;
      const card = await learner.session.get(`/api/v1/review/${problemId}`).expect(200);
      expect(card.body.review).toMatchObject({ problemId, rating: ReviewRating.Good, reps: 1, lastReviewedAt: solvedAt.toISOString() });
      expect(Date.parse(card.body.review.due)).toBeGreaterThan(solvedAt.getTime() + DAY_MS);
      const rated = await learner.session.post(`/api/v1/review/${problemId}`, { rating: ReviewRating.Hard }).expect(200);
      expect(rated.body.review).toMatchObject({ rating: ReviewRating.Hard, reps: 1, lastReviewedAt: solvedAt.toISOString() });
      // An unsolved problem has no card, and another learner's solved mark gives this one none.
      const unsolved = await seedProblem(app, admin.id, { title: 'Review Unsolved' });
      expect((await learner.session.get(`/api/v1/review/${unsolved}`).expect(200)).body.review).toBeNull();
      expect((await other.session.get(`/api/v1/review/${problemId}`).expect(200)).body.review).toBeNull();
      await learner.session.get(`/api/v1/review/${randomUUID()}`).expect(404);
    });

    it('refuses a bad rating (400), an unknown problem (404), an unsolved one (409), a visitor (401) and a missing XSRF token (403)', async () => {
      const problemId = await solvedProblem('Review Refusals');
      for (const body of [{ rating: 'PERFECT' }, {}, { rating: 3 }, { rating: ReviewRating.Good, extra: 1 }]) {
        const response = await learner.session.post(`/api/v1/review/${problemId}`, body).expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, code: ErrorCode.ValidationFailed });
      }
      const missing = await learner.session.post(`/api/v1/review/${randomUUID()}`, { rating: ReviewRating.Good }).expect(404);
      expect(missing.body.code).toBe(ErrorCode.ProblemNotFound);
      await learner.session.post('/api/v1/review/not-a-uuid', { rating: ReviewRating.Good }).expect(400);
      const unsolved = await seedProblem(app, admin.id, { title: 'Never Solved' });
      const conflict = await learner.session.post(`/api/v1/review/${unsolved}`, { rating: ReviewRating.Good }).expect(409);
      expect(conflict.body.code).toBe(ErrorCode.ProblemNotSolved);
      // A visitor with a valid XSRF token but no session: the CSRF check passes, sign-in is missing.
      const visitor = await openBrowserSession(app);
      await visitor.post(`/api/v1/review/${problemId}`, { rating: ReviewRating.Good }).expect(401);
      await request(app.getHttpServer()).get('/api/v1/review/due').expect(401);
      const csrf = await learner.session.agent.post(`/api/v1/review/${problemId}`).send({ rating: ReviewRating.Good }).expect(403);
      expect(csrf.body.code).toBe(ErrorCode.CsrfFailed);
      await learner.session.agent.post(`/api/v1/review/${problemId}`).set(XSRF_HEADER, 'forged').send({ rating: ReviewRating.Good }).expect(403);
      expect(await dataSource.getRepository(ReviewCard).countBy({ problemId })).toBe(0);
    });
  });

  describe('the due list', () => {
    // A zoned of its own, so the list holds only this block's cards.
    let zoned: Actor;
    let dueProblem: string;

    beforeAll(async () => {
      zoned = await signUp(app, 'review-zones@example.com');
      dueProblem = await solvedProblem('Review Zones', zoned);
      await zoned.session.post(`/api/v1/review/${dueProblem}`, { rating: ReviewRating.Good }).expect(200);
    });

    it('lists nothing right after a rating: the next review is at least a day away', async () => {
      expect(await dueIn(zoned, 'UTC')).toEqual([]);
    });

    it('counts a card as due once its calendar day has come in the zoned’s time zone', async () => {
      // An instant just past the next midnight of one zone and before the next midnight of the
      // other: already tomorrow in the first zone (not due there), still today in the second (due).
      const now = new Date();
      const zones = ['UTC', 'Asia/Tokyo'].map((zone) => ({ zone, midnight: nextMidnight(zone, now) })).sort((a, b) => a.midnight.getTime() - b.midnight.getTime());
      const [earlier, later] = zones;
      const due = new Date(earlier.midnight.getTime() + 60_000);
      expect(later.midnight.getTime() - due.getTime()).toBeGreaterThan(3_600_000);
      await dataSource.getRepository(ReviewCard).update({ userId: zoned.id, problemId: dueProblem }, { due });

      expect(await dueIn(zoned, earlier.zone)).toEqual([]);
      expect(await dueIn(zoned, later.zone)).toEqual([dueProblem]);
      const listed = await zoned.session.agent.get('/api/v1/review/due').set('X-Timezone', later.zone).expect(200);
      expect(listed.body.due[0]).toMatchObject({ problemId: dueProblem, title: 'Review Zones', due: due.toISOString(), reps: 1 });
      expect(listed.body.due[0].dueDay).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: later.zone }).format(due));
    });

    it('lists an overdue card in every zone, most overdue first, and never another zoned’s', async () => {
      const second = await solvedProblem('Review Overdue', zoned);
      await zoned.session.post(`/api/v1/review/${second}`, { rating: ReviewRating.Hard }).expect(200);
      await dataSource.getRepository(ReviewCard).update({ userId: zoned.id, problemId: dueProblem }, { due: new Date(Date.now() - 2 * DAY_MS) });
      await dataSource.getRepository(ReviewCard).update({ userId: zoned.id, problemId: second }, { due: new Date(Date.now() - 3 * DAY_MS) });
      for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'not/a-zone']) expect(await dueIn(zoned, zone)).toEqual([second, dueProblem]);
      expect(await dueIn(other, 'UTC')).toEqual([]);
    });

    it('drops a deleted problem from the list', async () => {
      const gone = await solvedProblem('Review Deleted', zoned);
      await zoned.session.post(`/api/v1/review/${gone}`, { rating: ReviewRating.Again }).expect(200);
      await dataSource.getRepository(ReviewCard).update({ userId: zoned.id, problemId: gone }, { due: new Date(Date.now() - 5 * DAY_MS) });
      expect((await dueIn(zoned, 'UTC'))[0]).toBe(gone);
      await dataSource.getRepository(Problem).softDelete({ id: gone });
      expect(await dueIn(zoned, 'UTC')).not.toContain(gone);
    });
  });

  describe('the upcoming list', () => {
    // A learner of its own, so the list holds only this block's cards.
    let planner: Actor;

    beforeAll(async () => {
      planner = await signUp(app, 'review-upcoming@example.com');
    });

    const upcomingIn = async (timeZone: string): Promise<Array<{ problemId: string; rating: string; due: string }>> => {
      const response = await planner.session.agent.get('/api/v1/review/upcoming').set('X-Timezone', timeZone).expect(200);
      return response.body.upcoming;
    };

    it('lists a solved problem never rated as scheduled Good, soonest first, and moves it as a later rating says', async () => {
      const first = await solvedProblem('Upcoming Unrated', planner);
      const second = await solvedProblem('Upcoming Easy', planner);
      await planner.session.post(`/api/v1/review/${second}`, { rating: ReviewRating.Easy }).expect(200);
      const listed = await upcomingIn('UTC');
      expect(listed.map((card) => [card.problemId, card.rating])).toEqual([
        [first, ReviewRating.Good],
        [second, ReviewRating.Easy],
      ]);
      const rated = await planner.session.post(`/api/v1/review/${first}`, { rating: ReviewRating.Again }).expect(200);
      const after = await upcomingIn('UTC');
      expect(after[0]).toMatchObject({ problemId: first, rating: ReviewRating.Again, due: rated.body.review.due });
      expect(Date.parse(after[0]!.due)).toBeLessThan(Date.parse(listed[0]!.due));
      expect((await other.session.agent.get('/api/v1/review/upcoming').expect(200)).body.upcoming).toEqual([]);
      await request(app.getHttpServer()).get('/api/v1/review/upcoming').expect(401);
    });

    it('leaves out a card once its day has come in the learner\'s zone: it is in the due list instead', async () => {
      const problemId = await solvedProblem('Upcoming Then Due', planner);
      const now = new Date();
      const zones = ['UTC', 'Asia/Tokyo'].map((zone) => ({ zone, midnight: nextMidnight(zone, now) })).sort((a, b) => a.midnight.getTime() - b.midnight.getTime());
      const [earlier, later] = zones;
      await planner.session.get(`/api/v1/review/${problemId}`).expect(200);
      await dataSource.getRepository(ReviewCard).update({ userId: planner.id, problemId }, { due: new Date(earlier.midnight.getTime() + 60_000) });
      // Tomorrow in the earlier zone (upcoming there), still today in the later one (due there).
      expect((await upcomingIn(earlier.zone)).map((card) => card.problemId)).toContain(problemId);
      expect((await upcomingIn(later.zone)).map((card) => card.problemId)).not.toContain(problemId);
      await dataSource.getRepository(ReviewCard).update({ userId: planner.id, problemId }, { due: new Date(Date.now() - DAY_MS) });
      expect((await upcomingIn('UTC')).map((card) => card.problemId)).not.toContain(problemId);
    });
  });

  describe('notes', () => {
    let problemId: string;

    beforeAll(async () => {
      problemId = await seedProblem(app, admin.id, { title: 'Noted Problem' });
    });

    it('answers an empty note before the first save, and keeps a saved one for the next visit', async () => {
      const empty = await learner.session.get(`/api/v1/problems/${problemId}/note`).expect(200);
      expect(empty.body.note).toEqual({ id: null, problemId, body: '', updatedAt: null });
      const body = '## Idea\n\nUse a **hash map** of seen values: 100% linear.';
      const saved = await learner.session.put(`/api/v1/problems/${problemId}/note`, { body }).expect(200);
      expect(saved.body.note).toMatchObject({ problemId, body });
      const again = await learner.session.put(`/api/v1/problems/${problemId}/note`, { body: `${body}\n\nEdge case: empty input.` }).expect(200);
      expect(again.body.note.id).toBe(saved.body.note.id);
      const read = await learner.session.get(`/api/v1/problems/${problemId}/note`).expect(200);
      expect(read.body.note.body).toBe(`${body}\n\nEdge case: empty input.`);
      const byId = await learner.session.get(`/api/v1/notes/${saved.body.note.id}`).expect(200);
      expect(byId.body.note.body).toBe(read.body.note.body);
    });

    it('keeps a note private: another learner reads an empty note on the problem, 404 by id, and no search match', async () => {
      const mine = await learner.session.get(`/api/v1/problems/${problemId}/note`).expect(200);
      const theirs = await other.session.get(`/api/v1/problems/${problemId}/note`).expect(200);
      expect(theirs.body.note).toEqual({ id: null, problemId, body: '', updatedAt: null });
      const byId = await other.session.get(`/api/v1/notes/${mine.body.note.id}`).expect(404);
      expect(byId.body).toMatchObject({ statusCode: 404, code: ErrorCode.NoteNotFound });
      expect((await other.session.get('/api/v1/notes?q=hash').expect(200)).body.notes).toEqual([]);
      await request(app.getHttpServer()).get(`/api/v1/problems/${problemId}/note`).expect(401);
    });

    it('finds notes by their text, case-insensitively, with LIKE wildcards taken as text', async () => {
      const found = await learner.session.get('/api/v1/notes?q=HASH%20MAP').expect(200);
      expect(found.body.notes).toHaveLength(1);
      expect(found.body.notes[0]).toMatchObject({ problemId, problemTitle: 'Noted Problem' });
      expect(found.body.notes[0].excerpt).toContain('hash map');
      expect((await learner.session.get('/api/v1/notes?q=100%25').expect(200)).body.notes).toHaveLength(1);
      expect((await learner.session.get('/api/v1/notes?q=_%25_x').expect(200)).body.notes).toEqual([]);
    });

    it('refuses a note past 20000 characters, a body that is not text, a bad search and an unknown problem', async () => {
      await learner.session.put(`/api/v1/problems/${problemId}/note`, { body: 'x'.repeat(NOTE_MAX_LENGTH) }).expect(200);
      const long = await learner.session.put(`/api/v1/problems/${problemId}/note`, { body: 'x'.repeat(NOTE_MAX_LENGTH + 1) }).expect(400);
      expect(long.body).toMatchObject({ code: ErrorCode.ValidationFailed, details: { body: [`A note must be at most ${NOTE_MAX_LENGTH} characters`] } });
      expect((await learner.session.get(`/api/v1/problems/${problemId}/note`).expect(200)).body.note.body).toHaveLength(NOTE_MAX_LENGTH);
      for (const body of [{}, { body: 5 }, { body: ['a'] }]) await learner.session.put(`/api/v1/problems/${problemId}/note`, body).expect(400);
      for (const query of ['', '?q=', `?q=${'x'.repeat(201)}`, '?q=%00', '?q[]=a']) await learner.session.get(`/api/v1/notes${query}`).expect(400);
      const unknown = await learner.session.put(`/api/v1/problems/${randomUUID()}/note`, { body: 'x' }).expect(404);
      expect(unknown.body.code).toBe(ErrorCode.ProblemNotFound);
      await learner.session.get(`/api/v1/problems/${randomUUID()}/note`).expect(404);
      const deleted = await seedProblem(app, admin.id, { title: 'Deleted Noted Problem' });
      await learner.session.put(`/api/v1/problems/${deleted}/note`, { body: 'deleted-problem-note' }).expect(200);
      await dataSource.getRepository(Problem).softDelete({ id: deleted });
      await learner.session.get(`/api/v1/problems/${deleted}/note`).expect(404);
      expect((await learner.session.get('/api/v1/notes?q=deleted-problem-note').expect(200)).body.notes).toEqual([]);
      await learner.session.get('/api/v1/notes/not-a-uuid').expect(400);
      await learner.session.agent.put(`/api/v1/problems/${problemId}/note`).send({ body: 'no token' }).expect(403);
    });
  });
  describe('editor drafts and language', () => {
    let problemId: string;
    const draftsOf = async (actor: Actor, id = problemId) => (await actor.session.get(`/api/v1/problems/${id}/editor`).expect(200)).body;

    beforeAll(async () => {
      problemId = await seedProblem(app, admin.id, { title: 'Drafted Problem' });
    });

    it('keeps drafts per language and the last language per problem, and offers the latest language to a problem opened for the first time', async () => {
      expect(await draftsOf(learner)).toMatchObject({ language: null, drafts: [] });
      const py = await learner.session.put(`/api/v1/problems/${problemId}/drafts/PYTHON`, { code: 'print(1)', baseRevision: 0 }).expect(200);
      expect(py.body.draft).toMatchObject({ language: 'PYTHON', code: 'print(1)' });
      await learner.session.put(`/api/v1/problems/${problemId}/drafts/JAVA`, { code: 'class Main {}', baseRevision: 0 }).expect(200);
      await learner.session.put(`/api/v1/problems/${problemId}/editor/language`, { language: 'PYTHON' }).expect(200);
      const state = await draftsOf(learner);
      expect(state.language).toBe('PYTHON');
      expect(state.drafts.map((draft: { language: string; code: string }) => [draft.language, draft.code])).toEqual([['JAVA', 'class Main {}'], ['PYTHON', 'print(1)']]);
      // Another problem with Python starts in it; one without Python falls back to the default rule.
      const next = await seedProblem(app, admin.id, { title: 'Next Drafted Problem' });
      expect((await draftsOf(learner, next)).language).toBe('PYTHON');
      const jsOnly = await seedProblem(app, admin.id, { title: 'JavaScript Only', codeSnippets: { JAVASCRIPT: '// js' } });
      expect((await draftsOf(learner, jsOnly)).language).toBeNull();
      // Private: another learner sees none of it.
      expect(await draftsOf(other)).toMatchObject({ language: null, drafts: [] });
      await learner.session.delete(`/api/v1/problems/${problemId}/drafts/JAVA`).expect(200);
      expect((await draftsOf(learner)).drafts.map((draft: { language: string }) => draft.language)).toEqual(['PYTHON']);
    });

    it('refuses a save based on a stale revision (409) and writes nothing, so the newer write is never lost silently', async () => {
      const created = await learner.session.put(`/api/v1/problems/${problemId}/drafts/JAVASCRIPT`, { code: 'tab A 1', baseRevision: 0 }).expect(200);
      const base = created.body.draft.revision;
      const tabA = await learner.session.put(`/api/v1/problems/${problemId}/drafts/JAVASCRIPT`, { code: 'tab A 2', baseRevision: base }).expect(200);
      expect(tabA.body.draft.revision).toBeGreaterThan(base);
      const tabB = await learner.session.put(`/api/v1/problems/${problemId}/drafts/JAVASCRIPT`, { code: 'tab B', baseRevision: base }).expect(409);
      expect(tabB.body).toMatchObject({ statusCode: 409, code: ErrorCode.DraftConflict, message: 'This draft was changed in another tab or on another device' });
      // A second first save conflicts too, and a deleted draft written again never repeats a revision.
      await learner.session.put(`/api/v1/problems/${problemId}/drafts/JAVASCRIPT`, { code: 'tab C', baseRevision: 0 }).expect(409);
      expect((await draftsOf(learner)).drafts.find((draft: { language: string }) => draft.language === 'JAVASCRIPT').code).toBe('tab A 2');
      await learner.session.delete(`/api/v1/problems/${problemId}/drafts/JAVASCRIPT`).expect(200);
      await learner.session.put(`/api/v1/problems/${problemId}/drafts/JAVASCRIPT`, { code: 'stale', baseRevision: tabA.body.draft.revision }).expect(409);
      const fresh = await learner.session.put(`/api/v1/problems/${problemId}/drafts/JAVASCRIPT`, { code: 'fresh', baseRevision: 0 }).expect(200);
      expect(fresh.body.draft.revision).toBeGreaterThan(tabA.body.draft.revision);
      // Two saves at once on the same revision: exactly one is stored.
      const racing = await Promise.all(['one', 'two'].map((code) => learner.session.put(`/api/v1/problems/${problemId}/drafts/JAVASCRIPT`, { code, baseRevision: fresh.body.draft.revision })));
      expect(racing.map((response) => response.status).sort()).toEqual([200, 409]);
    });

    it('refuses bad input with a 400 in the one error body, a visitor with 401, a missing XSRF token with 403 and an unknown problem with 404', async () => {
      const url = `/api/v1/problems/${problemId}/drafts/PYTHON`;
      await learner.session.put(url, { code: 'x'.repeat(SOURCE_CODE_MAX_LENGTH), baseRevision: 0 }).expect((response) => expect([200, 409]).toContain(response.status));
      const long = await learner.session.put(url, { code: 'x'.repeat(SOURCE_CODE_MAX_LENGTH + 1), baseRevision: 0 }).expect(400);
      expect(long.body).toMatchObject({ code: ErrorCode.ValidationFailed, details: { code: [`code must be at most ${SOURCE_CODE_MAX_LENGTH} characters`] } });
      for (const body of [{}, { code: 1, baseRevision: 0 }, { code: 'x' }, { code: 'x', baseRevision: -1 }, { code: 'x', baseRevision: 1.5 }, { code: 'x', baseRevision: '1' }, { code: 'x', baseRevision: 0, extra: 1 }]) {
        await learner.session.put(url, body).expect(400);
      }
      const ruby = await learner.session.put(`/api/v1/problems/${problemId}/drafts/RUBY`, { code: 'x', baseRevision: 0 }).expect(400);
      expect(ruby.body.details.language[0]).toMatch(/^language must be one of JAVASCRIPT/);
      const jsOnly = await seedProblem(app, admin.id, { title: 'Only JavaScript', codeSnippets: { JAVASCRIPT: '// js' } });
      const notOffered = await learner.session.put(`/api/v1/problems/${jsOnly}/editor/language`, { language: 'PYTHON' }).expect(400);
      expect(notOffered.body.message).toBe('This problem is not offered in Python');
      await learner.session.put(`/api/v1/problems/${problemId}/editor/language`, { language: 'COBOL' }).expect(400);
      await learner.session.get('/api/v1/problems/not-a-uuid/editor').expect(400);
      expect((await learner.session.get(`/api/v1/problems/${randomUUID()}/editor`).expect(404)).body.code).toBe(ErrorCode.ProblemNotFound);
      await learner.session.put(`/api/v1/problems/${randomUUID()}/drafts/PYTHON`, { code: 'x', baseRevision: 0 }).expect(404);
      await request(app.getHttpServer()).get(`/api/v1/problems/${problemId}/editor`).expect(401);
      const visitor = await openBrowserSession(app);
      await visitor.put(url, { code: 'x', baseRevision: 0 }).expect(401);
      expect((await learner.session.agent.put(url).send({ code: 'x', baseRevision: 0 }).expect(403)).body.code).toBe(ErrorCode.CsrfFailed);
      await learner.session.agent.delete(url).expect(403);
    });
  });
});
