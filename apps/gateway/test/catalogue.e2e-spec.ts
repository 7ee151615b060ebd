import 'reflect-metadata';
import { Difficulty, ErrorCode, type FunctionSignature, Language, MAX_PROBLEM_ALIAS_LENGTH, MAX_PROBLEM_ALIASES, PROBLEM_MESSAGES, Role, SubmissionStatus } from '@algosheets/contracts';
import { ProblemSolved, Submission, TestCaseResult } from '@algosheets/database';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type Actor, problemPayload, seedProblem, signUp } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';
import { type ExecutionPipeline, startExecutionPipeline } from './support/start-execution-pipeline';

// Creating and updating a problem runs its reference solutions in the real sandbox (Java included).
jest.setTimeout(120_000);

const HIDDEN_INPUT = 'HIDDEN-INPUT-7f3a91';
const HIDDEN_OUTPUT = 'HIDDEN-OUTPUT-c0de42';
/** The secretive problem's function: one string in, one out, so its hidden test can carry the markers. */
const ECHO_SIGNATURE: FunctionSignature = { kind: 'function', name: 'echo', params: [{ name: 's', type: 'string' }], returns: 'string' };
const SECRET_SOLUTION = 'class Solution:\n    def echo(self, s: str) -> str:\n        return "REFERENCE-SOLUTION-b4d5"\n';

describe('problems, sheets and submission history', () => {
  let infra: TestInfra;
  let pipeline: ExecutionPipeline;
  let app: INestApplication;
  let admin: Actor;
  let learner: Actor;
  let other: Actor;
  let dataSource: DataSource;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-catalogue');
    pipeline = await startExecutionPipeline(infra);
    app = await createTestApp(infra, { AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    dataSource = app.get(DataSource);
    admin = await signUp(app, 'admin@example.com', Role.Admin);
    learner = await signUp(app, 'learner@example.com');
    other = await signUp(app, 'other@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await pipeline?.stop();
    await infra?.teardown();
  });

  /** A problem stored directly (no sandbox run), for tests about what happens after creation. */
  const createProblem = (overrides: Parameters<typeof problemPayload>[0] = {}): Promise<string> => seedProblem(app, admin.id, overrides);

  const problemCount = async (): Promise<{ problems: number; tests: number }> => {
    const [row] = await dataSource.query('SELECT (SELECT count(*) FROM problems)::int AS problems, (SELECT count(*) FROM test_cases)::int AS tests');
    return row;
  };

  describe('create-problem validation (messages as the form words them)', () => {
    const valid = problemPayload();
    it.each([
      ['title', { title: 'ab' }, 'title', PROBLEM_MESSAGES.title],
      ['description', { description: 'too short' }, 'description', PROBLEM_MESSAGES.description],
      ['difficulty', { difficulty: 'TRIVIAL' }, 'difficulty', 'Difficulty must be one of EASY, MEDIUM, HARD'],
      ['no tags', { tags: [] }, 'tags', PROBLEM_MESSAGES.tags],
      ['constraints', { constraints: '' }, 'constraints', PROBLEM_MESSAGES.constraints],
      ['no test cases', { testcases: [] }, 'testcases', PROBLEM_MESSAGES.testcases],
      ['test input', { testcases: [{ input: '', output: '1' }] }, 'testcases.0.input', PROBLEM_MESSAGES.input],
      ['example input', { examples: { ...valid.examples, PYTHON: { input: '', output: '1' } } }, 'examples.PYTHON.input', PROBLEM_MESSAGES.input],
      ['example output', { examples: { ...valid.examples, JAVA: { input: '1', output: '' } } }, 'examples.JAVA.output', PROBLEM_MESSAGES.output],
      ['JS snippet', { codeSnippets: { ...valid.codeSnippets, JAVASCRIPT: '' } }, 'codeSnippets.JAVASCRIPT', PROBLEM_MESSAGES.snippets.JAVASCRIPT],
      ['Python snippet', { codeSnippets: { ...valid.codeSnippets, PYTHON: undefined } }, 'codeSnippets.PYTHON', PROBLEM_MESSAGES.snippets.PYTHON],
      ['Java snippet', { codeSnippets: { ...valid.codeSnippets, JAVA: '' } }, 'codeSnippets.JAVA', PROBLEM_MESSAGES.snippets.JAVA],
      ['JS solution', { referenceSolutions: { ...valid.referenceSolutions, JAVASCRIPT: '' } }, 'referenceSolutions.JAVASCRIPT', PROBLEM_MESSAGES.solutions.JAVASCRIPT],
      ['Python solution', { referenceSolutions: { ...valid.referenceSolutions, PYTHON: '' } }, 'referenceSolutions.PYTHON', PROBLEM_MESSAGES.solutions.PYTHON],
      ['Java solution', { referenceSolutions: { ...valid.referenceSolutions, JAVA: undefined } }, 'referenceSolutions.JAVA', PROBLEM_MESSAGES.solutions.JAVA],
      ['unknown field', { rating: 5 }, 'rating', 'property rating should not exist'],
      ['a language time limit too short', { timeLimitsMs: { CPP: 50 } }, 'timeLimitsMs.CPP', 'timeLimitsMs.CPP must be from 100 to 15000'],
      ['a language time limit not whole', { timeLimitsMs: { PYTHON: 1500.5 } }, 'timeLimitsMs.PYTHON', 'timeLimitsMs.PYTHON must be from 100 to 15000'],
      ['a time limit of an unknown language', { timeLimitsMs: { COBOL: 1000 } }, 'timeLimitsMs.COBOL', 'property COBOL should not exist'],
      ['time limits not an object', { timeLimitsMs: [1000] }, 'timeLimitsMs', 'timeLimitsMs must be an object or null'],
      ['aliases not a list', { aliases: 'Two Sum' }, 'aliases', 'Aliases must be a list of names'],
      ['aliases null', { aliases: null }, 'aliases', 'Aliases must be a list of names'],
      ['too many aliases', { aliases: Array.from({ length: MAX_PROBLEM_ALIASES + 1 }, (_, i) => `Name ${i}`) }, 'aliases', `At most ${MAX_PROBLEM_ALIASES} aliases`],
      ['a blank alias', { aliases: ['Two Sum', '   '] }, 'aliases', 'Aliases must not be empty'],
      ['an alias too long', { aliases: ['x'.repeat(MAX_PROBLEM_ALIAS_LENGTH + 1)] }, 'aliases', `Each alias must be at most ${MAX_PROBLEM_ALIAS_LENGTH} characters`],
      ['an alias not text', { aliases: [42] }, 'aliases', 'Aliases must be text'],
    ])('%s: 400 with "%s"', async (_case, overrides, field, message) => {
      const response = await admin.session.post('/api/v1/problems/create-problem', { ...valid, ...overrides }).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: ErrorCode.ValidationFailed });
      expect(response.body.details[field]).toContain(message);
    });
  });

  describe('hidden test cases and reference solutions', () => {
    let problemId: string;

    beforeAll(async () => {
      problemId = await createProblem({
        title: 'Secretive Problem',
        signature: ECHO_SIGNATURE,
        testcases: [
          { input: '"ab"', output: '"ab"', isSample: true },
          { input: JSON.stringify(HIDDEN_INPUT), output: JSON.stringify(HIDDEN_OUTPUT) },
        ],
        referenceSolutions: { ...problemPayload().referenceSolutions, PYTHON: SECRET_SOLUTION },
      });
    });

    it('never sends them to a learner, in the problem or the list', async () => {
      const one = await learner.session.get(`/api/v1/problems/get-problem/${problemId}`).expect(200);
      const all = await learner.session.get('/api/v1/problems/get-all-problems').expect(200);
      for (const body of [JSON.stringify(one.body), JSON.stringify(all.body)]) {
        expect(body).not.toContain(HIDDEN_INPUT);
        expect(body).not.toContain(HIDDEN_OUTPUT);
        expect(body).not.toContain('REFERENCE-SOLUTION-b4d5');
      }
      expect(one.body.problem.testcases).toEqual([{ input: '"ab"', output: '"ab"', isSample: true }]);
      expect(one.body.problem).not.toHaveProperty('referenceSolutions');
    });

    it('sends them to an admin', async () => {
      const one = await admin.session.get(`/api/v1/problems/get-problem/${problemId}`).expect(200);
      expect(JSON.stringify(one.body)).toContain(HIDDEN_INPUT);
      expect(one.body.problem.referenceSolutions.PYTHON).toBe(SECRET_SOLUTION);
    });

    it('reduces a hidden test to pass/fail in a learner’s submission, with aggregate time and memory only; not in an admin’s view', async () => {
      const submission = await dataSource.getRepository(Submission).save({
        userId: learner.id,
        problemId,
        language: Language.Python,
        sourceCode: 'class Solution:\n    def echo(self, s: str) -> str:\n        return s\n',
        status: SubmissionStatus.WrongAnswer,
        time: '["0.010 s","0.020 s"]',
        memory: '[9000,9100]',
      });
      await dataSource.getRepository(TestCaseResult).insert([
        { submissionId: submission.id, ordinal: 0, passed: true, status: 'Accepted', hidden: false, input: '"ab"', stdout: '', output: '"ab"', expected: '"ab"', timeS: 0.01, memoryKb: 9000 },
        { submissionId: submission.id, ordinal: 1, passed: false, status: 'Time Limit Exceeded', hidden: true, input: JSON.stringify(HIDDEN_INPUT), stdout: HIDDEN_INPUT, output: JSON.stringify(HIDDEN_OUTPUT), expected: JSON.stringify(HIDDEN_OUTPUT), timeS: 0.02, memoryKb: 9100 },
        { submissionId: submission.id, ordinal: 2, passed: true, status: 'Accepted', hidden: true, input: JSON.stringify(HIDDEN_INPUT), stdout: HIDDEN_OUTPUT, output: JSON.stringify(HIDDEN_OUTPUT), expected: JSON.stringify(HIDDEN_OUTPUT), timeS: 0.015, memoryKb: 9072 },
      ]);
      const mine = await learner.session.get(`/api/v1/submission/${submission.id}`).expect(200);
      expect(JSON.stringify(mine.body)).not.toContain('HIDDEN-');
      // Per-test time and memory of a hidden test would let a program encode its input into them.
      expect(mine.body.submission.testcases.slice(1)).toEqual([
        { testCase: 2, passed: false, status: 'Failed', input: null, stdout: null, output: null, expected: null, stderr: null, compileOutput: null, time: null, memory: null },
        { testCase: 3, passed: true, status: 'Accepted', input: null, stdout: null, output: null, expected: null, stderr: null, compileOutput: null, time: null, memory: null },
      ]);
      expect(mine.body.submission.testcases[0]).toMatchObject({ input: '"ab"', time: '0.010 s', memory: '9000 KB' });
      expect(mine.body.submission).toMatchObject({ time: '["0.020 s"]', memory: '[9100]', status: 'Wrong Answer' });
      expect(JSON.stringify(mine.body)).not.toContain('9072');
      const list = await learner.session.get(`/api/v1/submission/get-submission/${problemId}`).expect(200);
      expect(JSON.stringify(list.body)).not.toContain('HIDDEN-');
      const asAdmin = await admin.session.get(`/api/v1/submission/${submission.id}`).expect(200);
      expect(asAdmin.body.submission.testcases[1]).toMatchObject({ input: JSON.stringify(HIDDEN_INPUT), stdout: HIDDEN_INPUT, output: JSON.stringify(HIDDEN_OUTPUT), expected: JSON.stringify(HIDDEN_OUTPUT), status: 'Time Limit Exceeded', memory: '9100 KB' });
      expect(asAdmin.body.submission).toMatchObject({ time: '["0.010 s","0.020 s"]', memory: '[9000,9100]' });
      await other.session.get(`/api/v1/submission/${submission.id}`).expect(404);
    });
  });

  describe('get-all-problems filters (case-insensitive substring; AND across groups, OR within)', () => {
    const titles = (body: { problems: { title: string }[] }) => body.problems.map((problem) => problem.title).sort();

    beforeAll(async () => {
      await createProblem({ title: 'Filter Arrays at Google', difficulty: Difficulty.Easy, tags: ['Array'], companies: ['Google'] });
      await createProblem({ title: 'Filter Trees at Amazon', difficulty: Difficulty.Medium, tags: ['Tree'], companies: ['Amazon'] });
      await createProblem({ title: 'Filter Hash Table at Google', difficulty: Difficulty.Hard, tags: ['Hash Table', 'Array'], companies: ['Google', 'Meta'] });
    });

    it('ANDs companies with topics and ORs within a group, by case-insensitive substring', async () => {
      const googleArrays = await learner.session.get('/api/v1/problems/get-all-problems?search=Filter&companies=google&tags=ARRAY').expect(200);
      expect(titles(googleArrays.body)).toEqual(['Filter Arrays at Google', 'Filter Hash Table at Google']);
      const treeOrHash = await learner.session.get('/api/v1/problems/get-all-problems?search=Filter&tags=tree,hash').expect(200);
      expect(titles(treeOrHash.body)).toEqual(['Filter Hash Table at Google', 'Filter Trees at Amazon']);
      const amazonArrays = await learner.session.get('/api/v1/problems/get-all-problems?search=Filter&companies=amazon&tags=array').expect(200);
      expect(amazonArrays.body).toMatchObject({ problems: [], total: 0 });
      const substring = await learner.session.get('/api/v1/problems/get-all-problems?search=Filter&companies=goo').expect(200);
      expect(titles(substring.body)).toHaveLength(2);
    });

    it('filters by difficulty and title, and pages with a total', async () => {
      const hard = await learner.session.get('/api/v1/problems/get-all-problems?search=filter&difficulty=HARD').expect(200);
      expect(titles(hard.body)).toEqual(['Filter Hash Table at Google']);
      const page = await learner.session.get('/api/v1/problems/get-all-problems?search=filter&page=2&pageSize=2').expect(200);
      expect(page.body.problems).toHaveLength(1);
      expect(page.body.total).toBe(3);
      const beyond = await learner.session.get('/api/v1/problems/get-all-problems?search=filter&page=9&pageSize=2').expect(200);
      expect(beyond.body).toMatchObject({ problems: [], total: 3 });
      await learner.session.get('/api/v1/problems/get-all-problems?pageSize=500').expect(400);
      await learner.session.get('/api/v1/problems/get-all-problems?difficulty=EASYISH').expect(400);
    });

    it('searches companies and topics as well as titles', async () => {
      // 'Meta' is a company of one problem only and in no title.
      const company = await learner.session.get('/api/v1/problems/get-all-problems?search=META').expect(200);
      expect(titles(company.body)).toEqual(['Filter Hash Table at Google']);
    });

    it('searches the aliases as it searches titles', async () => {
      await createProblem({ title: 'Best Day to Trade', aliases: ['Best Time to Buy and Sell Stock'] });
      const byAlias = await learner.session.get('/api/v1/problems/get-all-problems?search=buy%20and%20SELL').expect(200);
      expect(byAlias.body.problems).toEqual([expect.objectContaining({ title: 'Best Day to Trade', aliases: ['Best Time to Buy and Sell Stock'] })]);
    });

    it('treats LIKE wildcards in a search as text', async () => {
      const response = await learner.session.get('/api/v1/problems/get-all-problems?search=%25').expect(200);
      expect(response.body.problems).toEqual([]);
    });
  });

  describe('aliases and acceptance rate', () => {
    it('stores the aliases an admin gives (trimmed, repeats dropped) and keeps them on an update that omits them', async () => {
      const aliases = ['  Two Sum II ', 'two sum ii', 'Add Two Numbers'];
      const created = await admin.session.post('/api/v1/problems/create-problem', problemPayload({ title: 'Aliased Sum', aliases })).expect(201);
      expect(created.body.problem.aliases).toEqual(['Two Sum II', 'Add Two Numbers']);
      const id = created.body.problem.id as string;
      const updated = await admin.session.put(`/api/v1/problems/update-problem/${id}`, problemPayload({ title: 'Aliased Sum Again' })).expect(200);
      expect(updated.body.problem.aliases).toEqual(['Two Sum II', 'Add Two Numbers']);
      const [row] = await dataSource.query('SELECT aliases FROM problems WHERE id = $1', [id]);
      expect(row.aliases).toEqual(['Two Sum II', 'Add Two Numbers']);
    });

    it('gives each listed problem the share of its judged Submits that were Accepted, null before the first', async () => {
      const judged = await createProblem({ title: 'Acceptance Judged' });
      await createProblem({ title: 'Acceptance Untried' });
      const statuses = [SubmissionStatus.Accepted, SubmissionStatus.WrongAnswer, SubmissionStatus.TimeLimitExceeded, SubmissionStatus.Pending];
      await dataSource.getRepository(Submission).insert(statuses.map((status) => ({ userId: other.id, problemId: judged, language: Language.Python, sourceCode: 'x', status })));
      const list = await learner.session.get('/api/v1/problems/get-all-problems?search=Acceptance').expect(200);
      const rates = Object.fromEntries(list.body.problems.map((problem: { title: string; acceptanceRate: number | null }) => [problem.title, problem.acceptanceRate]));
      // One Accepted of three judged: the Pending one is not judged yet.
      expect(rates).toEqual({ 'Acceptance Judged': 33.3, 'Acceptance Untried': null });
    });
  });

  describe('sheets', () => {
    it('keeps insertion order, shows the caller’s solved state, and ignores a duplicate add', async () => {
      const first = await createProblem({ title: 'Sheet Problem One', difficulty: Difficulty.Hard });
      const second = await createProblem({ title: 'Sheet Problem Two' });
      await dataSource.getRepository(ProblemSolved).insert({ userId: learner.id, problemId: second });
      const sheet = (await learner.session.post('/api/v1/playlist/create-playlist', { name: 'My Sheet', description: 'practice' }).expect(201)).body.playList;
      expect(sheet).toMatchObject({ name: 'My Sheet', description: 'practice', isPublic: false, createdBy: learner.id, problems: [] });
      await learner.session.post(`/api/v1/playlist/${sheet.id}/add-problem`, { problemIds: [second] }).expect(200);
      const added = await learner.session.post(`/api/v1/playlist/${sheet.id}/add-problem`, { problemIds: [first, second] }).expect(200);
      expect(added.body).toEqual({ message: 'Problem added to playlist successfully' });
      const detail = await learner.session.get(`/api/v1/playlist/${sheet.id}`).expect(200);
      expect(detail.body.playList.problems.map((entry: { problem: { title: string; solvedBy: unknown[] } }) => [entry.problem.title, entry.problem.solvedBy.length])).toEqual([
        ['Sheet Problem Two', 1],
        ['Sheet Problem One', 0],
      ]);
      await learner.session.delete(`/api/v1/playlist/${sheet.id}/remove-problem`, { problemIds: [second] }).expect(200);
      const after = await learner.session.get(`/api/v1/playlist/${sheet.id}`).expect(200);
      expect(after.body.playList.problems.map((entry: { problem: { id: string } }) => entry.problem.id)).toEqual([first]);
    });

    it('refuses a second sheet with the same name for one owner (409), but not for another owner', async () => {
      await learner.session.post('/api/v1/playlist/create-playlist', { name: 'Twice' }).expect(201);
      const again = await learner.session.post('/api/v1/playlist/create-playlist', { name: 'Twice' }).expect(409);
      expect(again.body).toEqual({ statusCode: 409, code: ErrorCode.SheetNameTaken, message: 'A sheet with this name already exists' });
      await other.session.post('/api/v1/playlist/create-playlist', { name: 'Twice' }).expect(201);
    });

    it('requires a name with the form message, and refuses unknown problems', async () => {
      const unnamed = await learner.session.post('/api/v1/playlist/create-playlist', { name: '   ' }).expect(400);
      expect(unnamed.body.message).toBe(PROBLEM_MESSAGES.sheetName);
      const sheet = (await learner.session.post('/api/v1/playlist/create-playlist', { name: 'Strict' }).expect(201)).body.playList;
      await learner.session.post(`/api/v1/playlist/${sheet.id}/add-problem`, { problemIds: ['00000000-0000-4000-8000-000000000000'] }).expect(400);
      await learner.session.post(`/api/v1/playlist/${sheet.id}/add-problem`, { problemIds: [] }).expect(400);
    });

    it('lists the caller’s sheets and public ones, but not other learners’', async () => {
      await admin.session.post('/api/v1/playlist/create-playlist', { name: 'Company Sheet', isPublic: true }).expect(201);
      const mine = await other.session.get('/api/v1/playlist').expect(200);
      const names = mine.body.playLists.map((sheet: { name: string }) => sheet.name);
      expect(names).toContain('Company Sheet');
      expect(names).toContain('Twice');
      expect(names).not.toContain('My Sheet');
      const everything = await admin.session.get('/api/v1/playlist').expect(200);
      expect(everything.body.playLists.map((sheet: { name: string }) => sheet.name)).toContain('My Sheet');
    });

    it('deleting a sheet keeps its problems; deleting a problem takes it off sheets but keeps history', async () => {
      const problem = await createProblem({ title: 'Doomed Problem' });
      const sheet = (await learner.session.post('/api/v1/playlist/create-playlist', { name: 'Short-lived' }).expect(201)).body.playList;
      await learner.session.post(`/api/v1/playlist/${sheet.id}/add-problem`, { problemIds: [problem] }).expect(200);
      await dataSource.getRepository(Submission).insert({ userId: learner.id, problemId: problem, language: Language.Python, sourceCode: 'x', status: SubmissionStatus.Accepted });
      await learner.session.delete(`/api/v1/playlist/${sheet.id}`).expect(200);
      await learner.session.get(`/api/v1/problems/get-problem/${problem}`).expect(200);
      const kept = (await learner.session.post('/api/v1/playlist/create-playlist', { name: 'Keeper' }).expect(201)).body.playList;
      await learner.session.post(`/api/v1/playlist/${kept.id}/add-problem`, { problemIds: [problem] }).expect(200);
      const deleted = await admin.session.delete(`/api/v1/problems/delete-problem/${problem}`).expect(200);
      expect(deleted.body).toEqual({ message: 'Problem deleted successfully' });
      await learner.session.get(`/api/v1/problems/get-problem/${problem}`).expect(404);
      expect((await learner.session.get(`/api/v1/playlist/${kept.id}`).expect(200)).body.playList.problems).toEqual([]);
      expect((await learner.session.get(`/api/v1/submission/get-submission/${problem}`).expect(200)).body.submissions).toHaveLength(1);
      await admin.session.delete(`/api/v1/problems/delete-problem/${problem}`).expect(404);
    });
  });

  describe('reference solutions are run against every test case before a problem is stored', () => {
    // Reduces modulo 10^9 + 7, as many problems ask but this one does not: fails only the third test case, 10^9 + 10^9.
    const MODULO_JS = 'var sum = function(a, b) {\n  return (a + b) % 1000000007;\n};\n';
    const UNCOMPILABLE_JAVA = 'class Solution {\n    public long sum(int a, int b) {\n        int s = "not a number";\n        return s;\n    }\n}\n';

    it('creates a problem whose every solution passes, and marks the first case a sample when none is', async () => {
      const response = await admin.session
        .post('/api/v1/problems/create-problem', problemPayload({ title: 'Plain Problem', tags: ['Math'], companies: ['Stripe'], testcases: [{ input: '1\n1', output: '2' }, { input: '2\n2', output: '4' }] }))
        .expect(201);
      expect(response.body.message).toBe('Problem Created successfully⚡');
      expect(response.body.problem).toMatchObject({ tags: ['Math', 'Stripe'], companies: ['Stripe'], timeLimitMs: 2000, memoryLimitKb: 256000 });
      expect(response.body.problem.testcases.map((testCase: { isSample: boolean }) => testCase.isSample)).toEqual([true, false]);
    });

    it('refuses a wrong solution with 400 naming the language and the test, and stores nothing', async () => {
      const before = await problemCount();
      const response = await admin.session
        .post('/api/v1/problems/create-problem', problemPayload({ title: 'Modulo Sum', referenceSolutions: { ...problemPayload().referenceSolutions, JAVASCRIPT: MODULO_JS } }))
        .expect(400);
      // The failing test's input and expected output as given, and what the reference answered.
      const message = 'The JAVASCRIPT reference solution fails test 3: Wrong Answer\nInput: 1000000000\n1000000000\nExpected: 2000000000\nActual: 999999993';
      expect(response.body).toEqual({
        statusCode: 400,
        code: ErrorCode.ReferenceSolutionFailed,
        message,
        details: { 'referenceSolutions.JAVASCRIPT': [message], 'testcases.2': ['The JAVASCRIPT reference solution fails this test: Wrong Answer'] },
      });
      expect(await problemCount()).toEqual(before);
      expect(await dataSource.query(`SELECT id FROM problems WHERE title = 'Modulo Sum'`)).toEqual([]);
    });

    it('refuses a Java solution that does not compile with 400 quoting the compiler', async () => {
      const before = await problemCount();
      const response = await admin.session
        .post('/api/v1/problems/create-problem', problemPayload({ title: 'Broken Java', referenceSolutions: { ...problemPayload().referenceSolutions, JAVA: UNCOMPILABLE_JAVA } }))
        .expect(400);
      expect(response.body.code).toBe(ErrorCode.ReferenceSolutionFailed);
      expect(response.body.message).toMatch(/^The JAVA reference solution does not compile: .*error: incompatible types: String cannot be converted to int/s);
      expect(response.body.details['referenceSolutions.JAVA']).toEqual([response.body.message]);
      expect(await problemCount()).toEqual(before);
    });

    it('replaces fields and test cases on update once the solutions pass the new tests; 404 for an unknown problem', async () => {
      const id = await createProblem({ title: 'Before Update' });
      const updated = await admin.session
        .put(`/api/v1/problems/update-problem/${id}`, problemPayload({ title: 'After Update', difficulty: Difficulty.Medium, testcases: [{ input: '5\n5', output: '10', isSample: true }], timeLimitMs: 3000 }))
        .expect(200);
      expect(updated.body.problem).toMatchObject({ title: 'After Update', difficulty: 'MEDIUM', timeLimitMs: 3000, testcases: [{ input: '5\n5', output: '10', isSample: true }] });
      await admin.session.put('/api/v1/problems/update-problem/00000000-0000-4000-8000-000000000000', problemPayload()).expect(404);
    });

    it('stores per-language time limits, keeps them on an update that omits them and clears them with null', async () => {
      const id = await createProblem({ title: 'Per-Language Limits', timeLimitsMs: { PYTHON: 3000, CPP: 500 } });
      const created = await admin.session.get(`/api/v1/problems/get-problem/${id}`).expect(200);
      expect(created.body.problem).toMatchObject({ timeLimitMs: 2000, timeLimitsMs: { PYTHON: 3000, CPP: 500 } });
      const kept = await admin.session.put(`/api/v1/problems/update-problem/${id}`, problemPayload({ title: 'Per-Language Limits' })).expect(200);
      expect(kept.body.problem.timeLimitsMs).toEqual({ PYTHON: 3000, CPP: 500 });
      const cleared = await admin.session.put(`/api/v1/problems/update-problem/${id}`, problemPayload({ title: 'Per-Language Limits', timeLimitsMs: null })).expect(200);
      expect(cleared.body.problem.timeLimitsMs).toBeNull();
    });

    it('refuses an update whose solution fails its new tests, leaving the stored problem as it was', async () => {
      const id = await createProblem({ title: 'Kept Intact' });
      const before = (await admin.session.get(`/api/v1/problems/get-problem/${id}`).expect(200)).body.problem;
      // A new fourth test with a negative sum, which the new Python solution clamps to 0.
      const payload = problemPayload({ title: 'Overwritten', testcases: [...problemPayload().testcases, { input: '-5\n2', output: '-3' }] });
      payload.referenceSolutions.PYTHON = 'class Solution:\n    def sum(self, a: int, b: int) -> int:\n        return max(a + b, 0)\n';
      const response = await admin.session.put(`/api/v1/problems/update-problem/${id}`, payload).expect(400);
      expect(response.body).toMatchObject({ code: ErrorCode.ReferenceSolutionFailed, message: 'The PYTHON reference solution fails test 4: Wrong Answer\nInput: -5\n2\nExpected: -3\nActual: 0' });
      const after = (await admin.session.get(`/api/v1/problems/get-problem/${id}`).expect(200)).body.problem;
      expect(after).toEqual(before);
    });

    it('documents the 400 and 503 answers of create and update in the OpenAPI document', async () => {
      const document = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body;
      for (const operation of [document.paths['/api/v1/problems/create-problem'].post, document.paths['/api/v1/problems/update-problem/{id}'].put]) {
        expect(operation.responses['400'].description).toMatch(/REFERENCE_SOLUTION_FAILED/);
        expect(operation.responses['503'].description).toMatch(/EXECUTION_TIMED_OUT/);
        expect(operation.responses['503'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    });
  });
});

describe('profile statistics (GET /users/me/stats) against hand-computed figures', () => {
  let infra: TestInfra;
  let app: INestApplication;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-stats');
    app = await createTestApp(infra);
  });

  afterAll(async () => {
    await app?.close();
    await infra?.teardown();
  });

  it('computes solved per difficulty, attempting, languages, success rate and average runtime', async () => {
    const admin = await signUp(app, 'admin@example.com', Role.Admin);
    const learner = await signUp(app, 'learner@example.com');
    const create = (title: string, difficulty: Difficulty) => seedProblem(app, admin.id, { title, difficulty });
    const [easy1, , medium, hard] = [await create('Easy One', Difficulty.Easy), await create('Easy Two', Difficulty.Easy), await create('Medium One', Difficulty.Medium), await create('Hard One', Difficulty.Hard)];
    const dataSource = app.get(DataSource);
    const submit = (problemId: string, language: Language, status: SubmissionStatus, time: string | null) =>
      dataSource.getRepository(Submission).insert({ userId: learner.id, problemId, language, sourceCode: 'x', status, time });
    // Solved: easy1 and medium. Attempting: hard (tried, not solved). easy2 untouched.
    await submit(easy1, Language.Python, SubmissionStatus.WrongAnswer, '["0.100 s","0.300 s"]');
    await submit(easy1, Language.Python, SubmissionStatus.Accepted, '["0.200 s","0.200 s"]');
    await submit(medium, Language.Java, SubmissionStatus.Accepted, '["1.000 s"]');
    await submit(hard, Language.JavaScript, SubmissionStatus.TimeLimitExceeded, 'not json');
    await submit(hard, Language.Python, SubmissionStatus.Pending, null);
    await dataSource.getRepository(ProblemSolved).insert([{ userId: learner.id, problemId: easy1 }, { userId: learner.id, problemId: medium }]);

    const response = await learner.session.get('/api/v1/users/me/stats').expect(200);
    expect(response.body.stats).toEqual({
      solved: { solved: 2, total: 4 },
      byDifficulty: { EASY: { solved: 1, total: 2 }, MEDIUM: { solved: 1, total: 1 }, HARD: { solved: 0, total: 1 } },
      attempting: 1,
      // Four judged submissions (the pending one is left out): 2 Python, 1 Java, 1 JavaScript.
      totalSubmissions: 4,
      successRate: 50,
      languages: [
        { language: 'PYTHON', count: 2, percentage: 50 },
        { language: 'JAVA', count: 1, percentage: 25 },
        { language: 'JAVASCRIPT', count: 1, percentage: 25 },
      ],
      mostUsedLanguage: 'PYTHON',
      // Means per submission: 0.2, 0.2, 1.0 (malformed time text counts as no data): (0.2 + 0.2 + 1.0) / 3.
      averageRuntimeS: expect.closeTo(1.4 / 3, 6),
    });
    const empty = await admin.session.get('/api/v1/users/me/stats').expect(200);
    expect(empty.body.stats).toMatchObject({ totalSubmissions: 0, successRate: 0, languages: [], mostUsedLanguage: null, averageRuntimeS: 0, attempting: 0 });
  });
});
