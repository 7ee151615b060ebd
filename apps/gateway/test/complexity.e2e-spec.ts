import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { complexitySentence, Difficulty, ErrorCode, Language, LANGUAGE_IDS, type ProblemComplexity, type ProblemSignature } from '@algosheets/contracts';
import { ComplexityAnalysis } from '@algosheets/database';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { openBrowserSession } from './support/browser-session';
import { type Actor, seedProblem, signUp } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { runsCounted } from './support/execution-rate';
import { provisionMigratedInfra } from './support/provision';
import { type ExecutionPipeline, startExecutionPipeline } from './support/start-execution-pipeline';

jest.setTimeout(180_000);

const ROUTE = '/api/v1/execute-code/complexity';
const CONTENT = join(__dirname, '../../../content/problems/count-inversions');
const read = (path: string) => readFileSync(join(CONTENT, path), 'utf8');
const PROBLEM = JSON.parse(read('problem.json')) as { signature: ProblemSignature; complexity: ProblemComplexity };

describe('POST /execute-code/complexity through the queue, worker and sandbox', () => {
  let infra: TestInfra;
  let pipeline: ExecutionPipeline;
  let app: INestApplication;
  let learner: Actor;
  let declared: string;
  let undeclared: string;

  /** Stores count-inversions (no test cases) with its Python reference, declaring `complexity` or not; returns its id. */
  function insertProblem(title: string, complexity: ProblemComplexity | null): Promise<string> {
    return seedProblem(app, null, {
      title,
      description: 'Inversions',
      difficulty: Difficulty.Hard,
      timeLimitMs: 500,
      signature: PROBLEM.signature,
      comparator: { kind: 'exact' },
      complexity,
      referenceSolutions: { [Language.Python]: read('solutions/reference.py') },
      testcases: [],
    });
  }

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-complexity');
    pipeline = await startExecutionPipeline(infra);
    app = await createTestApp(infra, { EXECUTION_USER_PER_MINUTE: '100' });
    declared = await insertProblem('inversions', PROBLEM.complexity);
    undeclared = await insertProblem('inversions-undeclared', null);
    learner = await signUp(app, 'grower@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await pipeline?.stop();
    await infra?.teardown();
  });

  const body = (overrides: object = {}) => ({ source_code: read('wrong/slow-all-pairs.py'), language_id: LANGUAGE_IDS[Language.Python], problemId: declared, ...overrides });

  it("measures the learner's code against the reference, answers the sentence, charges its runs and records the class found", async () => {
    const response = await learner.session.post(ROUTE, body()).expect(200);
    const { result } = response.body;
    expect(response.body.message).toBe(complexitySentence(result));
    expect(result).toMatchObject({ n: 'nums.length', maxN: 100_000, declared: 'O(n log n)', timeLimitMs: 500, runs: 3 });
    expect(result.learner.points.some((point: { outcome: string }) => point.outcome === 'time-limit')).toBe(true);
    // The learner's run, the reference's and the baseline's, all charged (nothing cached yet on this worker).
    expect(await runsCounted(app, learner.id)).toBe(3);
    const stored = await app.get(DataSource).getRepository(ComplexityAnalysis).findBy({ userId: learner.id, problemId: declared });
    expect(stored).toEqual([expect.objectContaining({ language: Language.Python, complexityClass: result.learner.fit.class, exponent: expect.any(Number) })]);

    // The worker keeps the reference's and the baseline's measurements: the next analysis costs one run.
    const again = await learner.session.post(ROUTE, body({ source_code: `${read('solutions/reference.py')}\n# edited\n` })).expect(200);
    expect(again.body.result.runs).toBe(1);
    expect(await runsCounted(app, learner.id)).toBe(4);
  });

  it('answers 409 in the one error body when the problem declares no complexity', async () => {
    const response = await learner.session.post(ROUTE, body({ problemId: undeclared })).expect(409);
    expect(response.body).toEqual({ statusCode: 409, code: ErrorCode.Conflict, message: 'This problem does not declare how its inputs grow: its growth cannot be measured' });
  });

  it('answers 404 for an unknown problem and 400 for a bad body or language', async () => {
    expect((await learner.session.post(ROUTE, body({ problemId: '00000000-0000-4000-8000-000000000000' })).expect(404)).body.code).toBe(ErrorCode.ProblemNotFound);
    expect((await learner.session.post(ROUTE, body({ problemId: 'nope' })).expect(400)).body.message).toBe('problemId must be a problem id');
    expect((await learner.session.post(ROUTE, body({ source_code: '' })).expect(400)).body.message).toBe('source_code must not be empty');
    expect((await learner.session.post(ROUTE, body({ language_id: 50 })).expect(400)).body.code).toBe(ErrorCode.UnsupportedLanguage);
  });

  it('needs a signed-in user (401) and the XSRF header (403), as Run does', async () => {
    expect((await (await openBrowserSession(app)).post(ROUTE, body()).expect(401)).body.statusCode).toBe(401);
    expect((await learner.session.agent.post(ROUTE).send(body()).expect(403)).body).toMatchObject({ statusCode: 403, code: ErrorCode.CsrfFailed });
  });

  it('holds a per-user execution slot as Run does (429 with Retry-After)', async () => {
    const limited = await createTestApp(infra, { EXECUTION_USER_CONCURRENCY: '1' });
    try {
      const session = (await signUp(limited, 'limited-grower@example.com')).session;
      // One analysis in flight at a time: the second of two sent together is refused while the first runs.
      const answers = await Promise.all([session.post(ROUTE, body()), session.post(ROUTE, body())]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.body.code).toBe(ErrorCode.ExecutionRateLimited);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('is documented in the OpenAPI document with its answer schema', async () => {
    const document = (await learner.session.get('/api/docs-json').expect(200)).body;
    expect(document.paths[ROUTE].post.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ComplexityResponse' });
    expect(document.components.schemas.ComplexityResult).toBeDefined();
  });
});
