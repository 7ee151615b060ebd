import 'reflect-metadata';
import { ErrorCode, PROBLEM_MESSAGES, Role } from '@algosheets/contracts';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Actor, problemPayload, signUp, SUM_SIGNATURE } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';
import { type ExecutionPipeline, startExecutionPipeline } from './support/start-execution-pipeline';

// A create runs the reference solutions in the real sandbox (Java included).
jest.setTimeout(120_000);

const C_PLUS_PLUS_SUM = 'class Solution {\npublic:\n    long long sum(int a, int b) {\n        return (long long) a + b;\n    }\n};\n';
/** A problem of one string in and out, whose tests can be as long as a test needs. */
const ECHO_SIGNATURE = { kind: 'function' as const, name: 'echo', params: [{ name: 's', type: 'string' }], returns: 'string' };
const ECHO_REFERENCES = {
  JAVASCRIPT: 'var echo = function(s) {\n  return s;\n};\n',
  PYTHON: 'class Solution:\n    def echo(self, s: str) -> str:\n        return s\n',
  JAVA: 'class Solution {\n    public String echo(String s) {\n        return s;\n    }\n}\n',
};

describe('admin authoring rules of create-problem: samples, languages, signature fields, failing references', () => {
  let infra: TestInfra;
  let pipeline: ExecutionPipeline;
  let app: INestApplication;
  let admin: Actor;
  let learner: Actor;
  let dataSource: DataSource;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-admin-authoring');
    pipeline = await startExecutionPipeline(infra);
    app = await createTestApp(infra, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    dataSource = app.get(DataSource);
    admin = await signUp(app, 'admin@example.com', Role.Admin);
    learner = await signUp(app, 'learner@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await pipeline?.stop();
    await infra?.teardown();
  });

  const problemCount = async (): Promise<number> => (await dataSource.query('SELECT count(*)::int AS n FROM problems'))[0].n;

  it('stores the samples the admin marks; learners receive exactly those', async () => {
    const testcases = [
      { input: '2\n3', output: '5', isSample: false },
      { input: '10\n-4', output: '6', isSample: true },
      { input: '1000000000\n1000000000', output: '2000000000', isSample: false },
    ];
    const created = await admin.session.post('/api/v1/problems/create-problem', problemPayload({ title: 'Marked Samples', testcases })).expect(201);
    const id = created.body.problem.id;
    const rows = await dataSource.query('SELECT ordinal, is_sample AS "isSample" FROM test_cases WHERE problem_id = $1 ORDER BY ordinal', [id]);
    expect(rows).toEqual([{ ordinal: 0, isSample: false }, { ordinal: 1, isSample: true }, { ordinal: 2, isSample: false }]);
    const seen = await learner.session.get(`/api/v1/problems/get-problem/${id}`).expect(200);
    expect(seen.body.problem.testcases).toEqual([{ input: '10\n-4', output: '6', isSample: true }]);
  });

  it('refuses test cases that are all marked hidden with 400 on testcases, and stores nothing', async () => {
    const before = await problemCount();
    const testcases = problemPayload().testcases.map((testCase) => ({ ...testCase, isSample: false }));
    const response = await admin.session.post('/api/v1/problems/create-problem', problemPayload({ title: 'No Samples', testcases })).expect(400);
    expect(response.body).toEqual({ statusCode: 400, code: ErrorCode.ValidationFailed, message: PROBLEM_MESSAGES.sample, details: { testcases: [PROBLEM_MESSAGES.sample] } });
    expect(await problemCount()).toBe(before);
  });

  it('offers learners the languages with a reference: starter code and reference solution go together', async () => {
    const base = problemPayload();
    const noReference = await admin.session
      .post('/api/v1/problems/create-problem', problemPayload({ title: 'C++ Without Reference', codeSnippets: { ...base.codeSnippets, CPP: '// read a and b' } }))
      .expect(400);
    expect(noReference.body).toMatchObject({ code: ErrorCode.ValidationFailed, details: { 'referenceSolutions.CPP': ['C++ needs a reference solution: learners are offered every language with starter code'] } });
    const noStarter = await admin.session
      .post('/api/v1/problems/create-problem', problemPayload({ title: 'C++ Without Starter', referenceSolutions: { ...base.referenceSolutions, CPP: C_PLUS_PLUS_SUM } }))
      .expect(400);
    expect(noStarter.body.details).toEqual({ 'codeSnippets.CPP': ['C++ needs starter code: learners are offered the languages with a reference solution'] });

    const created = await admin.session
      .post('/api/v1/problems/create-problem', problemPayload({ title: 'C++ Offered', codeSnippets: { ...base.codeSnippets, CPP: '// read a and b' }, referenceSolutions: { ...base.referenceSolutions, CPP: C_PLUS_PLUS_SUM } }))
      .expect(201);
    const seen = await learner.session.get(`/api/v1/problems/get-problem/${created.body.problem.id}`).expect(200);
    expect(Object.keys(seen.body.problem.codeSnippets).sort()).toEqual(['CPP', 'JAVA', 'JAVASCRIPT', 'PYTHON']);
  });

  it('refuses an unknown parameter type and a void parameter with 400 keyed by the field, as the form shows them', async () => {
    const signature = { kind: 'function' as const, name: 'add', params: [{ name: 'a', type: 'integer' }, { name: 'b', type: 'void' }], returns: 'int' };
    const response = await admin.session.post('/api/v1/problems/create-problem', problemPayload({ title: 'Bad Types', signature, comparator: { kind: 'exact' }, testcases: [{ input: '1\n2', output: '3' }] })).expect(400);
    expect(response.body).toMatchObject({
      code: ErrorCode.ValidationFailed,
      details: {
        'signature.params.0.type': [expect.stringMatching(/^unknown type "integer": expected one of int, long/)],
        'signature.params.1.type': [expect.stringMatching(/^unknown type "void"/)],
      },
    });
  });

  it('refuses generation constraints the counterexample finder cannot draw from with 400 on signature, on create and on update, storing nothing', async () => {
    const before = await problemCount();
    const unsound = { ...SUM_SIGNATURE, params: [{ name: 'a', type: 'int', constraints: { min: 5, max: 3 } }, { name: 'b', type: 'int', constraints: { alphabet: 'ab' } }] };
    const expected = {
      statusCode: 400,
      code: ErrorCode.ValidationFailed,
      message: 'generation constraints: parameter "a": "min" 5 is above "max" 3',
      details: { signature: ['generation constraints: parameter "a": "min" 5 is above "max" 3', 'generation constraints: parameter "b": "alphabet" does not apply to int'] },
    };
    const refused = await admin.session.post('/api/v1/problems/create-problem', problemPayload({ title: 'Unsound Generation', signature: unsound })).expect(400);
    expect(refused.body).toEqual(expected);
    expect(await problemCount()).toBe(before);

    const created = await admin.session.post('/api/v1/problems/create-problem', problemPayload({ title: 'Sound Generation' })).expect(201);
    const update = await admin.session.put(`/api/v1/problems/update-problem/${created.body.problem.id}`, problemPayload({ title: 'Sound Generation', signature: unsound })).expect(400);
    expect(update.body).toEqual(expected);
    const stored = await admin.session.get(`/api/v1/problems/get-problem/${created.body.problem.id}`).expect(200);
    expect(stored.body.problem.signature).toEqual(SUM_SIGNATURE);
  });

  it('names the failing test with its input, expected and actual output, each cut to 300 characters', async () => {
    const long = JSON.stringify(`1 ${'0'.repeat(400)}`);
    const testcases = [{ input: '"ab"', output: '"ab"', isSample: true }, { input: long, output: '"big"' }];
    const response = await admin.session.post('/api/v1/problems/create-problem', problemPayload({ title: 'Long Input', signature: ECHO_SIGNATURE, testcases, referenceSolutions: ECHO_REFERENCES })).expect(400);
    expect(response.body.code).toBe(ErrorCode.ReferenceSolutionFailed);
    const lines = response.body.message.split('\n');
    expect(lines[0]).toMatch(/^The (JAVASCRIPT|PYTHON|JAVA) reference solution fails test 2: /);
    expect(lines[1]).toBe(`Input: ${long.slice(0, 300)}… (${long.length - 300} more characters)`);
    expect(lines[2]).toBe('Expected: "big"');
    expect(response.body.details['testcases.1']).toEqual([expect.stringMatching(/^The (JAVASCRIPT|PYTHON|JAVA) reference solution fails this test: /)]);
  });
});
