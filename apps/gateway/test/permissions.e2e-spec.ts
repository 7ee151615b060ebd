import 'reflect-metadata';
import { Role } from '@algosheets/contracts';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { openBrowserSession } from './support/browser-session';
import { type Actor, problemPayload, seedProblem, signUp } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';
import { type ExecutionPipeline, startExecutionPipeline } from './support/start-execution-pipeline';

// An admin's create and update run the reference solutions in the real sandbox (Java included).
jest.setTimeout(120_000);

type ActorName = 'visitor' | 'owner' | 'other' | 'admin';
type Resource = 'own' | 'others' | 'public' | 'none';

interface Endpoint {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path for a resource; `ids` are created fresh for every cell. */
  path: (ids: Ids) => string;
  body?: (ids: Ids) => object;
  /** Expected status per actor; `own` etc. pick the sheet the path names. */
  expected: Partial<Record<Resource, Record<ActorName, number>>>;
}

interface Ids {
  ownSheet: string;
  othersSheet: string;
  publicSheet: string;
  problem: string;
  ownSubmission: string;
  sheet: (resource: Resource) => string;
}

const anyone = (status: number) => ({ visitor: 401, owner: status, other: status, admin: status });
const adminOnly = (status: number) => ({ visitor: 401, owner: 403, other: 403, admin: status });

/**
 * One table: every catalogue endpoint × (visitor, learner who owns the resource, another learner,
 * admin) × (the owner's personal sheet, another learner's personal sheet, a public sheet).
 * "owner" owns `own`; "other" owns `others`; the admin owns `public`.
 */
const ENDPOINTS: Endpoint[] = [
  { name: 'achievement badges', method: 'get', path: () => '/api/v1/achievements/badges', expected: { none: anyone(200) } },
  { name: 'leaderboard', method: 'get', path: () => '/api/v1/achievements/leaderboard?period=WEEK', expected: { none: anyone(200) } },
  { name: 'leaderboard settings', method: 'get', path: () => '/api/v1/achievements/leaderboard-settings', expected: { none: anyone(200) } },
  { name: 'save leaderboard settings', method: 'put', path: () => '/api/v1/achievements/leaderboard-settings', body: () => ({ showOnLeaderboard: true }), expected: { none: anyone(200) } },
  { name: 'get-all-problems', method: 'get', path: () => '/api/v1/problems/get-all-problems', expected: { none: anyone(200) } },
  { name: 'get-problem', method: 'get', path: (ids) => `/api/v1/problems/get-problem/${ids.problem}`, expected: { none: anyone(200) } },
  { name: 'get-solved-problems', method: 'get', path: () => '/api/v1/problems/get-solved-problems', expected: { none: anyone(200) } },
  { name: 'create-problem', method: 'post', path: () => '/api/v1/problems/create-problem', body: () => problemPayload({ title: `P ${Math.random()}` }), expected: { none: adminOnly(201) } },
  { name: 'update-problem', method: 'put', path: (ids) => `/api/v1/problems/update-problem/${ids.problem}`, body: () => problemPayload({ title: `U ${Math.random()}` }), expected: { none: adminOnly(200) } },
  { name: 'delete-problem', method: 'delete', path: (ids) => `/api/v1/problems/delete-problem/${ids.problem}`, expected: { none: adminOnly(200) } },
  { name: 'create-playlist (personal)', method: 'post', path: () => '/api/v1/playlist/create-playlist', body: () => ({ name: `S ${Math.random()}` }), expected: { none: anyone(201) } },
  { name: 'create-playlist (public)', method: 'post', path: () => '/api/v1/playlist/create-playlist', body: () => ({ name: `C ${Math.random()}`, isPublic: true }), expected: { none: adminOnly(201) } },
  { name: 'list sheets', method: 'get', path: () => '/api/v1/playlist', expected: { none: anyone(200) } },
  {
    name: 'get sheet',
    method: 'get',
    path: (ids) => `/api/v1/playlist/${ids.sheet('own')}`,
    expected: {
      own: { visitor: 401, owner: 200, other: 404, admin: 200 },
      others: { visitor: 401, owner: 404, other: 200, admin: 200 },
      public: anyone(200),
    },
  },
  {
    name: 'add-problem',
    method: 'post',
    path: (ids) => `/api/v1/playlist/${ids.sheet('own')}/add-problem`,
    body: (ids) => ({ problemIds: [ids.problem] }),
    expected: {
      own: { visitor: 401, owner: 200, other: 404, admin: 200 },
      others: { visitor: 401, owner: 404, other: 200, admin: 200 },
      public: { visitor: 401, owner: 403, other: 403, admin: 200 },
    },
  },
  {
    name: 'remove-problem',
    method: 'delete',
    path: (ids) => `/api/v1/playlist/${ids.sheet('own')}/remove-problem`,
    body: (ids) => ({ problemIds: [ids.problem] }),
    expected: {
      own: { visitor: 401, owner: 200, other: 404, admin: 200 },
      others: { visitor: 401, owner: 404, other: 200, admin: 200 },
      public: { visitor: 401, owner: 403, other: 403, admin: 200 },
    },
  },
  {
    name: 'delete sheet',
    method: 'delete',
    path: (ids) => `/api/v1/playlist/${ids.sheet('own')}`,
    expected: {
      own: { visitor: 401, owner: 200, other: 404, admin: 200 },
      others: { visitor: 401, owner: 404, other: 200, admin: 200 },
      public: { visitor: 401, owner: 403, other: 403, admin: 200 },
    },
  },
  { name: 'get-all-submissions', method: 'get', path: () => '/api/v1/submission/get-all-submissions', expected: { none: anyone(200) } },
  { name: 'get-submission (by problem)', method: 'get', path: (ids) => `/api/v1/submission/get-submission/${ids.problem}`, expected: { none: anyone(200) } },
  { name: 'get-submission-count', method: 'get', path: (ids) => `/api/v1/submission/get-submission-count/${ids.problem}`, expected: { none: anyone(200) } },
  {
    name: 'get submission by id (owner’s)',
    method: 'get',
    path: (ids) => `/api/v1/submission/${ids.ownSubmission}`,
    expected: { none: { visitor: 401, owner: 200, other: 404, admin: 200 } },
  },
  {
    name: 'submission standing (owner’s)',
    method: 'get',
    path: (ids) => `/api/v1/submission/${ids.ownSubmission}/standing`,
    expected: { none: { visitor: 401, owner: 200, other: 404, admin: 200 } },
  },
  { name: 'profile stats', method: 'get', path: () => '/api/v1/users/me/stats', expected: { none: anyone(200) } },
  { name: 'users (admin)', method: 'get', path: () => '/api/v1/users', expected: { none: adminOnly(200) } },
];

const CELLS = ENDPOINTS.flatMap((endpoint) =>
  Object.entries(endpoint.expected).flatMap(([resource, byActor]) =>
    Object.entries(byActor).map(([actor, status]) => ({ endpoint, resource: resource as Resource, actor: actor as ActorName, status })),
  ),
);

describe('permission matrix (the roles table, enforced by the server)', () => {
  let infra: TestInfra;
  let pipeline: ExecutionPipeline;
  let app: INestApplication;
  let actors: Record<Exclude<ActorName, 'visitor'>, Actor>;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-permissions');
    pipeline = await startExecutionPipeline(infra);
    app = await createTestApp(infra, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    actors = {
      owner: await signUp(app, 'owner@example.com'),
      other: await signUp(app, 'other@example.com'),
      admin: await signUp(app, 'admin@example.com', Role.Admin),
    };
  });

  afterAll(async () => {
    await app?.close();
    await pipeline?.stop();
    await infra?.teardown();
  });

  /**
   * Fresh resources for every cell, so that a delete in one cell cannot change another. The problem
   * is stored directly: its creation through the API is the subject of the create-problem cells only.
   */
  async function freshIds(): Promise<Ids> {
    const problemId = await seedProblem(app, actors.admin.id, { title: `Fixture ${Math.random()}` });
    const sheet = async (actor: Actor, isPublic = false) =>
      (await actor.session.post('/api/v1/playlist/create-playlist', { name: `Sheet ${Math.random()}`, isPublic }).expect(201)).body.playList.id as string;
    const submission = await app.get(DataSource).query(
      `INSERT INTO submissions (user_id, problem_id, language, source_code, status) VALUES ($1, $2, 'PYTHON', 'print(1)', 'Accepted') RETURNING id`,
      [actors.owner.id, problemId],
    );
    const ids = {
      ownSheet: await sheet(actors.owner),
      othersSheet: await sheet(actors.other),
      publicSheet: await sheet(actors.admin, true),
      problem: problemId,
      ownSubmission: submission[0].id,
    };
    return { ...ids, sheet: () => ids.ownSheet };
  }

  it.each(CELLS.map((cell) => [cell.endpoint.name, cell.resource, cell.actor, cell.status, cell] as const))(
    '%s on %s resource as %s answers %i',
    async (_name, resource, actorName, status, cell) => {
      const base = await freshIds();
      const ids: Ids = { ...base, sheet: () => ({ own: base.ownSheet, others: base.othersSheet, public: base.publicSheet, none: base.ownSheet })[resource] };
      const path = cell.endpoint.path(ids);
      const body = cell.endpoint.body?.(ids);
      const response =
        actorName === 'visitor'
          ? await withVisitorCsrf(app, cell.endpoint.method, path, body)
          : await actors[actorName].session[cell.endpoint.method](path, body);
      expect({ status: response.status, code: response.body.code }).toEqual({ status, code: status >= 400 ? expect.any(String) : undefined });
    },
  );
});

/** A visitor who passes CSRF (so that the answer is about authentication, not CSRF). */
async function withVisitorCsrf(app: INestApplication, method: Endpoint['method'], path: string, body?: object): Promise<request.Response> {
  const visitor = await openBrowserSession(app);
  return method === 'get' ? visitor.get(path) : visitor[method](path, body);
}
