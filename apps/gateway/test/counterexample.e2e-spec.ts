import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Difficulty, ErrorCode, Language, LANGUAGE_IDS, type ProblemSignature } from '@algosheets/contracts';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { openBrowserSession } from './support/browser-session';
import { type Actor, seedProblem, signUp } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { runsCounted } from './support/execution-rate';
import { provisionMigratedInfra } from './support/provision';
import { type ExecutionPipeline, startExecutionPipeline } from './support/start-execution-pipeline';

jest.setTimeout(180_000);

const ROUTE = '/api/v1/execute-code/counterexample';
const CONTENT = join(__dirname, '../../../content/problems');
const read = (path: string) => readFileSync(join(CONTENT, path), 'utf8');

/** The library's "best contiguous stretch" problem, with the constraints its signature states. */
const MAX_SUBARRAY = JSON.parse(read('maximum-subarray-sum/problem.json')) as { signature: ProblemSignature };

describe('POST /execute-code/counterexample through the queue, worker and sandbox', () => {
  let infra: TestInfra;
  let pipeline: ExecutionPipeline;
  let app: INestApplication;
  let learner: Actor;
  let generable: string;
  let withoutConstraints: string;

  /** Stores a function-signature problem, no test cases, with its Python and JavaScript references; returns its id. */
  function insertProblem(title: string, signature: ProblemSignature): Promise<string> {
    const referenceSolutions = { [Language.Python]: read('maximum-subarray-sum/solutions/reference.py'), [Language.JavaScript]: read('maximum-subarray-sum/solutions/reference.js') };
    return seedProblem(app, null, { title, description: 'Best sum', difficulty: Difficulty.Medium, timeLimitMs: 2000, signature, comparator: { kind: 'exact' }, referenceSolutions, testcases: [] });
  }

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-counterexample');
    pipeline = await startExecutionPipeline(infra);
    app = await createTestApp(infra, { EXECUTION_USER_PER_MINUTE: '100', COUNTEREXAMPLE_BUDGET_MS: '10000' });
    generable = await insertProblem('max-subarray', MAX_SUBARRAY.signature);
    const bare: ProblemSignature = { kind: 'function', name: 'maxSubarraySum', params: [{ name: 'nums', type: 'int[]' }], returns: 'long' };
    withoutConstraints = await insertProblem('max-subarray-bare', bare);
    learner = await signUp(app, 'finder@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await pipeline?.stop();
    await infra?.teardown();
  });

  const body = (overrides: object = {}) => ({ source_code: read('maximum-subarray-sum/wrong/zero-start.py'), language_id: LANGUAGE_IDS[Language.Python], problemId: generable, ...overrides });

  it('finds a small input on which a wrong solution disagrees with the reference, and shrinks it to one value', async () => {
    const started = Date.now();
    const response = await learner.session.post(ROUTE, body()).expect(200);
    expect(Date.now() - started).toBeLessThan(15_000);
    const result = response.body.result;
    expect(response.body.message).toBe('Found an input on which your code and the reference disagree');
    expect(result).toMatchObject({ found: true, verdict: 'Wrong Answer', actual: '0', tried: expect.any(Number) });
    // The wrong solution starts its best at 0: any all-negative input shows it; the smallest is one value.
    const nums = JSON.parse(result.input) as number[];
    expect(nums).toHaveLength(1);
    expect(nums[0]).toBeLessThan(0);
    expect(result.expected).toBe(String(nums[0]));
    expect(result.tried).toBeGreaterThan(1);
  });

  it('answers found: false for a correct solution, compared with the reference in another language', async () => {
    const response = await learner.session.post(ROUTE, body({ source_code: read('maximum-subarray-sum/solutions/reference.ts'), language_id: LANGUAGE_IDS[Language.TypeScript] })).expect(200);
    const { stopped, ...result } = response.body.result;
    expect({ message: response.body.message, result }).toEqual({ message: 'No disagreeing input found', result: { found: false, tried: expect.any(Number), runs: expect.any(Number), ranges: ['nums: 1..10 items, each -20..20'] } });
    expect(result.tried).toBeGreaterThan(100);
    // Its sandbox runs are charged and bounded: a correct solution may use them all before the inputs run out.
    expect([undefined, 'the search used every sandbox run it was given']).toContain(stopped);
  });

  it('answers 409 in the one error body when the problem has no input generator', async () => {
    const response = await learner.session.post(ROUTE, body({ problemId: withoutConstraints })).expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      code: ErrorCode.Conflict,
      message: 'This problem has no input generator yet: the counterexample finder cannot draw inputs for it',
    });
  });

  it('answers 404 for an unknown problem and 400 for a bad body or language', async () => {
    expect((await learner.session.post(ROUTE, body({ problemId: '00000000-0000-4000-8000-000000000000' })).expect(404)).body.code).toBe(ErrorCode.ProblemNotFound);
    expect((await learner.session.post(ROUTE, body({ problemId: 'nope' })).expect(400)).body.message).toBe('problemId must be a problem id');
    expect((await learner.session.post(ROUTE, body({ source_code: '' })).expect(400)).body.message).toBe('source_code must not be empty');
    expect((await learner.session.post(ROUTE, body({ language_id: 50 })).expect(400)).body.code).toBe(ErrorCode.UnsupportedLanguage);
  });

  it('needs a signed-in user (401) and the XSRF header (403), as Run does', async () => {
    const anonymous = await (await openBrowserSession(app)).post(ROUTE, body()).expect(401);
    expect(anonymous.body.statusCode).toBe(401);
    const withoutXsrf = await learner.session.agent.post(ROUTE).send(body()).expect(403);
    expect(withoutXsrf.body).toMatchObject({ statusCode: 403, code: ErrorCode.CsrfFailed });
  });

  it('holds a per-user execution slot as Run does (429 with Retry-After)', async () => {
    const limited = await createTestApp(infra, { EXECUTION_USER_CONCURRENCY: '1' });
    try {
      const session = (await signUp(limited, 'limited-finder@example.com')).session;
      // One search in flight at a time: the second of two sent together is refused while the first runs.
      const answers = await Promise.all([session.post(ROUTE, body()), session.post(ROUTE, body())]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.body.code).toBe(ErrorCode.ExecutionRateLimited);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });


  it('counts every sandbox run of a search against the learner: a stdout flood ends it after one batch (2 runs)', async () => {
    // The flood ends the search after its first batch whatever the budget; a long budget only
    // keeps a loaded machine's slow batch from answering 503.
    const patient = await createTestApp(infra, { EXECUTION_USER_PER_MINUTE: '100', COUNTEREXAMPLE_BUDGET_MS: '40000' });
    try {
      const flooder = await signUp(patient, 'flooder@example.com');
      const flooding = read('maximum-subarray-sum/solutions/reference.py').replace('        best = cur', "        print('x' * 200_000)\n        best = cur");
      const response = await flooder.session.post(ROUTE, body({ source_code: flooding })).expect(200);
      expect(response.body.result).toEqual({ found: false, tried: expect.any(Number), runs: 2, stopped: expect.stringMatching(/printed more than the output limit/), ranges: expect.any(Array) });
      expect(response.body.result.tried).toBeLessThan(100);
      expect(await runsCounted(patient, flooder.id)).toBe(2);
    } finally {
      await patient.close();
    }
  });

  it('gives a search no more runs than the learner has left this minute, and counts those it used', async () => {
    const tight = await createTestApp(infra, { EXECUTION_USER_PER_MINUTE: '5', COUNTEREXAMPLE_MAX_RUNS: '16' });
    try {
      const agreeing = await signUp(tight, 'agreeing-finder@example.com');
      const response = await agreeing.session.post(ROUTE, body({ source_code: read('maximum-subarray-sum/solutions/reference.py') })).expect(200);
      // 5 runs left: two batches (4 runs), the fifth given back.
      expect(response.body.result).toEqual({ found: false, tried: 200, runs: 4, stopped: 'the search used every sandbox run it was given', ranges: expect.any(Array) });
      expect(await runsCounted(tight, agreeing.id)).toBe(4);
    } finally {
      await tight.close();
    }
  });

  it('is documented in the OpenAPI document with its answer schema', async () => {
    const document = (await learner.session.get('/api/docs-json').expect(200)).body;
    expect(document.paths[ROUTE].post.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CounterexampleResponse' });
    expect(document.components.schemas.CounterexampleResult).toBeDefined();
  });
});
