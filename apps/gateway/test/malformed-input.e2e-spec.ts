import 'reflect-metadata';
import { ErrorCode, type ProblemComplexity, Role, XSRF_HEADER } from '@algosheets/contracts';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '../src/common/json-body';
import { type Actor, problemPayload, signUp } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

jest.setTimeout(180_000);

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** Bodies no client of ours sends: each must get a 4xx in the one error body, never a 5xx. */
const HOSTILE_BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"email": '],
  ['a JSON scalar', '42'],
  ['JSON null', 'null'],
  ['an array', '[1,2,3]'],
  ['a NUL in a string', '{"title":"a\\u0000b","name":"x\\u0000","email":"a\\u0000@b.dev","password":"p\\u0000assword","source_code":"\\u0000"}'],
  ['deep nesting', `{"a":${'['.repeat(MAX_JSON_DEPTH + 5)}${']'.repeat(MAX_JSON_DEPTH + 5)}}`],
  ['wrong types everywhere', '{"title":[],"description":{},"difficulty":7,"tags":"x","testcases":"y","source_code":1,"language_id":"x","problemId":{},"store":"yes","rating":[],"problemIds":"z","name":false,"email":1,"password":2}'],
  ['a huge number', '{"language_id":1e400,"page":1e20,"days":-1e20}'],
  ['a prototype key', '{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"x":1}}}'],
];

/** Values put in place of each path parameter. */
const HOSTILE_PARAMS = ['not-a-uuid', '1e20', '-1', '%00', '%E0%A4%A', "'; DROP TABLE users; --", 'a'.repeat(5000)];

/** Query strings added to every GET. */
const HOSTILE_QUERIES = ['page=1e20', 'page=-1', 'page=abc', 'pageSize=1e400', 'page=1&page=2', 'search=%00', 'difficulty[]=x', 'tags[$ne]=x', `search=${'x'.repeat(10_000)}`];

/** The routes that take `page` (the OpenAPI document does not list query parameters). */
const PAGED_ROUTES = ['/api/v1/problems/get-all-problems'];

describe('malformed input never gives a 5xx', () => {
  let infra: TestInfra;
  let app: INestApplication;
  let learner: Actor;
  let admin: Actor;
  // The fuzzing above spends the learner's per-user Run limits (429); the exact answers below are
  // asked by an account with its limits untouched.
  let precise: Actor;
  let routes: Array<{ method: Method; path: string }>;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-malformed');
    app = await createTestApp(infra, { AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    learner = await signUp(app, 'fuzz-learner@example.com');
    admin = await signUp(app, 'fuzz-admin@example.com', Role.Admin);
    precise = await signUp(app, 'precise-learner@example.com');
    // Every operation the API documents, so that a new route is fuzzed without editing this test.
    const document = await learner.session.get('/api/docs-json').expect(200);
    routes = Object.entries(document.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method): method is Method => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map((method) => ({ method, path })),
    );
  });

  afterAll(async () => {
    await app?.close();
    await infra?.teardown();
  });

  const concrete = (path: string, value: string): string => path.replace(/\{[^}]+\}/g, value);

  const send = (actor: Actor, method: Method, path: string, body?: string) => {
    const test = actor.session.agent[method](path).set(XSRF_HEADER, actor.session.xsrf);
    return body === undefined ? test : test.set('Content-Type', 'application/json').send(body);
  };

  it('finds the API’s routes in its OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'post', path: '/api/v1/execute-code' });
  });

  it.each(HOSTILE_BODIES)('answers %s with a 4xx on every route that takes a body', async (_label, body) => {
    const failures: string[] = [];
    for (const actor of [learner, admin]) {
      for (const route of routes.filter((r) => r.method !== 'get')) {
        const response = await send(actor, route.method, concrete(route.path, '00000000-0000-4000-8000-000000000000'), body);
        if (response.status >= 500) failures.push(`${route.method.toUpperCase()} ${route.path}: ${response.status} ${response.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers hostile path parameters and query strings with a 4xx or a normal answer', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const paths = route.path.includes('{') ? HOSTILE_PARAMS.map((value) => concrete(route.path, value)) : [route.path];
      const queries = route.method === 'get' ? HOSTILE_QUERIES : [''];
      for (const path of paths) {
        for (const query of queries) {
          const url = query ? `${path}?${query}` : path;
          const response = await send(admin, route.method, url, route.method === 'get' ? undefined : '{}');
          if (response.status >= 500) failures.push(`${route.method.toUpperCase()} ${url.slice(0, 100)}: ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers hostile headers with a 4xx or a normal answer', async () => {
    const headers: Array<Record<string, string>> = [
      { 'Content-Type': 'application/json; charset=utf-7' },
      { 'Content-Type': 'text/plain' },
      { 'Content-Encoding': 'gzip' },
      { 'X-Timezone': 'Not/AZone' },
      { 'X-Timezone': 'x'.repeat(4000) },
      { Cookie: 'access_token=not.a.jwt; refresh_token=%00%ff' },
      { Authorization: 'Bearer a.b.c' },
    ];
    const failures: string[] = [];
    for (const header of headers) {
      for (const route of [{ method: 'post' as const, path: '/api/v1/execute-code' }, { method: 'get' as const, path: '/api/v1/problems/get-all-problems' }, { method: 'get' as const, path: '/api/v1/auth/me' }]) {
        const response = await send(learner, route.method, route.path, route.method === 'get' ? undefined : '{"source_code":"x"}').set(header);
        if (response.status >= 500) failures.push(`${JSON.stringify(header).slice(0, 60)} ${route.path}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a body over the limit with 413 in the one error body', async () => {
    const body = JSON.stringify({ source_code: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const response = await send(precise, 'post', '/api/v1/execute-code', body).expect(413);
    expect(response.body).toEqual({ statusCode: 413, code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' });
  });

  it('refuses a 120 KB source with a 400 naming the rule, not a 500', async () => {
    const body = JSON.stringify({ source_code: `#${'a'.repeat(120_000)}`, language_id: 71, stdin: ['1'], expected_outputs: ['1'], problemId: '00000000-0000-4000-8000-000000000000', store: false });
    const response = await send(precise, 'post', '/api/v1/execute-code', body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: ErrorCode.ValidationFailed, details: { source_code: [expect.stringContaining('at most')] } });
  });

  it('refuses NUL characters and deep nesting with a 400 that says why', async () => {
    const nul = await send(precise, 'post', '/api/v1/playlist/create-playlist', '{"name":"a\\u0000b","description":"x"}').expect(400);
    expect(nul.body.message).toContain('NUL');
    const deep = await send(precise, 'post', '/api/v1/execute-code', `${'['.repeat(100_000)}${']'.repeat(100_000)}`).expect(400);
    expect(deep.body.message).toContain(`deeper than ${MAX_JSON_DEPTH}`);
  });

  it.each([
    ['a register name', 'precise', 'post', '/api/v1/auth/register', '{"name":"Ada\\u0000Lovelace","email":"nul-name@example.com","password":"correct horse battery"}'],
    ['a sheet name', 'precise', 'post', '/api/v1/playlist/create-playlist', '{"name":"Graphs\\u0000","description":"BFS and DFS"}'],
    ['a sheet description', 'precise', 'post', '/api/v1/playlist/create-playlist', '{"name":"Graphs","description":"BFS\\u0000DFS"}'],
    ['a problem title (create)', 'admin', 'post', '/api/v1/problems/create-problem', '{"title":"Two\\u0000Sum","description":"Find two numbers.","difficulty":"EASY","tags":["array"]}'],
    ['a problem title (update)', 'admin', 'put', '/api/v1/problems/update-problem/00000000-0000-4000-8000-000000000000', '{"title":"\\u0000Two Sum"}'],
  ] as const)('refuses a NUL in %s with a 400 in the one error body', async (_label, who, method, path, body) => {
    const response = await send(who === 'admin' ? admin : precise, method, path, body);
    expect([response.status, response.body.statusCode]).toEqual([400, 400]);
    expect(response.body.message).toContain('NUL');
  });

  it("refuses a complexity declaration whose largest input is beyond the check's budget with a 400, and answers other requests meanwhile", async () => {
    const signature = { kind: 'function' as const, name: 'maxProfit', params: [{ name: 'prices', type: 'int[]', constraints: { minLength: 1, maxLength: 8, items: { min: 0, max: 20 } } }], returns: 'int' };
    const complexity: ProblemComplexity = { reference: 'O(n)', n: 'prices.length', maxN: 10_000_000, minN: 100, params: { prices: { minLength: 'n', maxLength: 'n', items: { min: 0, max: 1_000_000_000 } } } };
    const payload = problemPayload({ title: 'Oversized Growth', signature, comparator: { kind: 'exact' }, complexity, testcases: [{ input: '[3,1,4]', output: '3', isSample: true }] });
    // An admin of its own: the fuzzing above signs the shared one out (it reaches the logout route).
    const author = await signUp(app, 'growth-author@example.com', Role.Admin);
    const answered: string[] = [];
    const create = send(author, 'post', '/api/v1/problems/create-problem', JSON.stringify(payload)).then((response) => {
      answered.push('create');
      return response;
    });
    // Sent once the check has started: on the event loop, the draw (10^7 values) held it for 15 s.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await precise.session.get('/api/v1/health').expect(200);
    answered.push('health');
    const response = await create;
    expect([response.status, response.body.details]).toEqual([400, { complexity: [expect.any(String)] }]);
    expect(answered).toEqual(['health', 'create']);
    expect(response.body.details.complexity).toEqual([expect.stringMatching(/^complexity: inputs of the largest measured size cannot be drawn within 20 s and 128 MB/)]);
  });

  it.each(PAGED_ROUTES)('refuses page=-1, page=abc and page=1e20 on %s with a 400 naming the parameter', async (path) => {
    const answers: string[] = [];
    for (const page of ['-1', 'abc', '1e20']) {
      const response = await precise.session.get(`${path}?page=${page}`);
      // page=abc fails all three of the DTO's rules, which share one message.
      answers.push(`page=${page}: ${response.status} ${response.body.code} ${JSON.stringify([...new Set(response.body.details?.page as string[])])}`);
    }
    expect(answers).toEqual(['-1', 'abc', '1e20'].map((page) => `page=${page}: 400 ${ErrorCode.ValidationFailed} ["page must be a whole number from 1 to 100000"]`));
  });
});
