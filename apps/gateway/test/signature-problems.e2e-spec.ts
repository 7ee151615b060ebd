import 'reflect-metadata';
import { ErrorCode, executeCodeRequest, Language, PROBLEM_MESSAGES, type ProblemPayload, Role, SubmissionStatus } from '@algosheets/contracts';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Actor, problemPayload, signUp } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';
import { type ExecutionPipeline, startExecutionPipeline } from './support/start-execution-pipeline';

// Every create runs the reference solutions through the harness in the real sandbox (Java included).
jest.setTimeout(180_000);

/** `int largest(int[] nums)`: the largest value, with a reference in each required language. */
const SIGNATURE = { kind: 'function' as const, name: 'largest', params: [{ name: 'nums', type: 'int[]' }], returns: 'int' };
const REFERENCES = {
  JAVASCRIPT: 'var largest = function(nums) { return Math.max(...nums); };',
  PYTHON: 'class Solution:\n    def largest(self, nums: List[int]) -> int:\n        return max(nums)\n',
  JAVA: 'class Solution {\n    public int largest(int[] nums) {\n        int best = nums[0];\n        for (int x : nums) best = Math.max(best, x);\n        return best;\n    }\n}\n',
};

function signatureProblem(overrides: Partial<ProblemPayload> = {}): ProblemPayload {
  return problemPayload({
    title: `Largest Value ${Math.random().toString(36).slice(2, 8)}`,
    signature: SIGNATURE,
    comparator: { kind: 'exact' },
    testcases: [
      { input: '[3,1,4]', output: '4', isSample: true },
      { input: '[5,9,2]', output: '9' },
    ],
    referenceSolutions: REFERENCES,
    ...overrides,
  });
}

describe('function-signature problems: authoring and custom Runs', () => {
  let infra: TestInfra;
  let pipeline: ExecutionPipeline;
  let app: INestApplication;
  let admin: Actor;
  let learner: Actor;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-signature-problems');
    pipeline = await startExecutionPipeline(infra);
    app = await createTestApp(infra, { AUTH_RATE_LIMIT_PER_MINUTE: '1000', EXECUTION_WAIT_MS: '60000', EXECUTION_USER_PER_MINUTE: '100' });
    admin = await signUp(app, 'admin@example.com', Role.Admin);
    learner = await signUp(app, 'learner@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await pipeline?.stop();
    await infra?.teardown();
  });

  it('refuses a wrong reference with 400 naming the language and the test, and stores nothing', async () => {
    const wrong = { ...REFERENCES, JAVA: 'class Solution {\n    public int largest(int[] nums) {\n        return nums[nums.length - 1];\n    }\n}\n' };
    const payload = signatureProblem({ referenceSolutions: wrong });
    const response = await admin.session.post('/api/v1/problems/create-problem', payload).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: ErrorCode.ReferenceSolutionFailed,
      message: 'The JAVA reference solution fails test 2: Wrong Answer\nInput: [5,9,2]\nExpected: 9\nActual: 2',
      details: {
        'referenceSolutions.JAVA': ['The JAVA reference solution fails test 2: Wrong Answer\nInput: [5,9,2]\nExpected: 9\nActual: 2'],
        'testcases.1': ['The JAVA reference solution fails this test: Wrong Answer'],
      },
    });
    const list = await admin.session.get(`/api/v1/problems/get-all-problems?search=${encodeURIComponent(payload.title)}`).expect(200);
    expect(list.body.problems).toEqual([]);
  });

  it('stores the reference solutions’ answer as a blank expected output, on create and on update', async () => {
    const created = await admin.session
      .post('/api/v1/problems/create-problem', signatureProblem({ testcases: [{ input: '[3,1,4]', output: '4', isSample: true }, { input: '[-7,-2,-9]', output: '' }] }))
      .expect(201);
    const id = created.body.problem.id;
    expect(created.body.problem.testcases.map((test: { output: string }) => test.output)).toEqual(['4', '-2']);
    const stored = await admin.session.get(`/api/v1/problems/get-problem/${id}`).expect(200);
    expect(stored.body.problem.testcases.map((test: { output: string }) => test.output)).toEqual(['4', '-2']);

    await admin.session
      .put(`/api/v1/problems/update-problem/${id}`, signatureProblem({ title: created.body.problem.title, testcases: [{ input: '[3,1,4]', output: '', isSample: true }, { input: '[10,20]', output: ' ' }] }))
      .expect(200);
    const updated = await admin.session.get(`/api/v1/problems/get-problem/${id}`).expect(200);
    expect(updated.body.problem.testcases.map((test: { output: string }) => test.output)).toEqual(['4', '20']);
  });

  it('names the language and test when a reference throws where the answer was left blank', async () => {
    const throwing = { ...REFERENCES, PYTHON: 'class Solution:\n    def largest(self, nums: List[int]) -> int:\n        return max(nums) if len(nums) > 1 else nums[5]\n' };
    const response = await admin.session
      .post('/api/v1/problems/create-problem', signatureProblem({ referenceSolutions: throwing, testcases: [{ input: '[3,1,4]', output: '4' }, { input: '[8]', output: '' }] }))
      .expect(400);
    expect(response.body).toMatchObject({ code: ErrorCode.ReferenceSolutionFailed, message: expect.stringMatching(/^The PYTHON reference solution fails test 2: Runtime Error\nInput: \[8\]\nExpected: \(left blank: any answer\)/) });
  });

  it('refuses references that answer a blank test differently, naming the language and the test', async () => {
    const odd = { ...REFERENCES, PYTHON: 'class Solution:\n    def largest(self, nums: List[int]) -> int:\n        return 99 if nums[0] == 10 else max(nums)\n' };
    const response = await admin.session
      .post('/api/v1/problems/create-problem', signatureProblem({ referenceSolutions: odd, testcases: [{ input: '[3,1,4]', output: '4' }, { input: '[10,20]', output: '' }] }))
      .expect(400);
    expect(response.body).toMatchObject({
      code: ErrorCode.ReferenceSolutionFailed,
      message: 'The PYTHON reference solution answers test 2 with 99, the JAVASCRIPT one with 20',
      details: { 'referenceSolutions.PYTHON': ['The PYTHON reference solution answers test 2 with 99, the JAVASCRIPT one with 20'] },
    });
  });

  it('refuses a checker or a precondition that does not parse with 400 naming the line, before anything runs', async () => {
    const checker = await admin.session.post('/api/v1/problems/create-problem', signatureProblem({ comparator: { kind: 'checker', source: 'const best = Math.max(...input[0]);\nreturn actual === best +;' } })).expect(400);
    expect(checker.body).toMatchObject({ code: ErrorCode.ValidationFailed, message: 'the checker does not compile: Unexpected token (line 2, column 25)' });
    const escaping = await admin.session.post('/api/v1/problems/create-problem', signatureProblem({ comparator: { kind: 'checker', source: 'return true; }); (function () {' } })).expect(400);
    expect(escaping.body.details).toEqual({ 'comparator.source': ['the checker does not compile: the body closes its function early: write only the body of the function'] });
    const precondition = await admin.session.post('/api/v1/problems/create-problem', signatureProblem({ signature: { ...SIGNATURE, precondition: 'return input[0].length > ;' } })).expect(400);
    expect(precondition.body.details).toEqual({ 'signature.precondition': ['the precondition does not compile: Unexpected token (line 1, column 26)'] });
  });

  it('has the worker judge a checker problem’s other references against the first one’s answers: the gateway runs no checker', async () => {
    // Any answer within 1 of the largest value is accepted; the Python reference answers one more.
    const comparator = { kind: 'checker' as const, source: 'return Math.abs(actual - Math.max(...input[0])) <= 1;' };
    const offByOne = { ...REFERENCES, PYTHON: 'class Solution:\n    def largest(self, nums: List[int]) -> int:\n        return max(nums) + 1\n' };
    const testcases = [{ input: '[3,1,4]', output: '', isSample: true }, { input: '[-7,-2,-9]', output: '' }];
    const created = await admin.session.post('/api/v1/problems/create-problem', signatureProblem({ comparator, referenceSolutions: offByOne, testcases })).expect(201);
    expect(created.body.problem.testcases.map((test: { output: string }) => test.output)).toEqual(['4', '-2']);
    const tooFar = { ...REFERENCES, PYTHON: 'class Solution:\n    def largest(self, nums: List[int]) -> int:\n        return max(nums) + 2\n' };
    const refused = await admin.session.post('/api/v1/problems/create-problem', signatureProblem({ comparator, referenceSolutions: tooFar, testcases })).expect(400);
    // The blank expected output holds the first reference's answer, which the checker compared with.
    expect(refused.body).toMatchObject({ code: ErrorCode.ReferenceSolutionFailed, message: 'The PYTHON reference solution fails test 1: Wrong Answer\nInput: [3,1,4]\nExpected: 4\nActual: 6' });
  });

  it('refuses a problem without a signature, on create and on update, with 400 keyed signature and nothing stored', async () => {
    const dataSource = app.get(DataSource);
    const before = (await dataSource.query('SELECT count(*)::int AS n FROM problems'))[0].n;
    for (const signature of [null, undefined]) {
      const response = await admin.session.post('/api/v1/problems/create-problem', { ...problemPayload({ title: 'No Signature' }), signature }).expect(400);
      expect(response.body).toEqual({ statusCode: 400, code: ErrorCode.ValidationFailed, message: PROBLEM_MESSAGES.signature, details: { signature: [PROBLEM_MESSAGES.signature] } });
    }
    expect((await dataSource.query('SELECT count(*)::int AS n FROM problems'))[0].n).toBe(before);
    const created = await admin.session.post('/api/v1/problems/create-problem', problemPayload({ title: 'Keeps Its Signature' })).expect(201);
    const cleared = await admin.session.put(`/api/v1/problems/update-problem/${created.body.problem.id}`, { ...problemPayload({ title: 'Keeps Its Signature' }), signature: null }).expect(400);
    expect(cleared.body.details).toEqual({ signature: [PROBLEM_MESSAGES.signature] });
  });

  describe('custom Run', () => {
    let problemId: string;

    beforeAll(async () => {
      const created = await admin.session.post('/api/v1/problems/create-problem', signatureProblem()).expect(201);
      problemId = created.body.problem.id;
    });

    const run = (stdin: string[], sourceCode = 'var largest = function(nums) { return nums[0]; };') =>
      learner.session.post('/api/v1/execute-code', executeCodeRequest({ language: Language.JavaScript, sourceCode, problemId, mode: 'run', cases: stdin.map((input) => ({ stdin: input })) }));

    it('answers 400 naming the case and the parameter when an input line is not of its type', async () => {
      const response = await run(['[1,2]', '[1,"x"]']).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: ErrorCode.BadRequest });
      expect(response.body.message).toBe('case 2, parameter "nums"[1]: expected int but got "x"');
      const notJson = await run(['[1,2'], 'var largest = function(nums) { return 0; };').expect(400);
      expect(notJson.body.message).toMatch(/^case 1, parameter "nums": /);
    });

    it('shows the reference solution’s answer as Expected and judges the learner against it', async () => {
      const response = await run(['[2,8,5]', '[6,1]']).expect(200);
      expect(response.body.submission.status).toBe(SubmissionStatus.WrongAnswer);
      expect(response.body.submission.testcases).toEqual([
        expect.objectContaining({ testCase: 1, passed: false, expected: '8', output: '2' }),
        expect.objectContaining({ testCase: 2, passed: true, expected: '6', output: '6' }),
      ]);
    });
  });
});
