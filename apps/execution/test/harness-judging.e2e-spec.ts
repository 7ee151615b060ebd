import 'reflect-metadata';
import {
  type Comparator,
  EXECUTION_QUEUE,
  type ExecutionJobPayload,
  type ExecutionJobResult,
  Language,
  type ProblemSignature,
  SubmissionStatus,
} from '@algosheets/contracts';
import { currentSchema } from '@algosheets/database';
import { redisConnectionOptions } from '@algosheets/server-common';
import { provisionTestInfra, type SandboxProcess, startSandbox, type TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import { loadExecutionConfig } from '../src/config/execution.config';
import { WorkerModule } from '../src/worker.module';

jest.setTimeout(180_000);

const TWO_SUM: ProblemSignature = {
  kind: 'function',
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
};

/** Three tests of twoSum: inputs one JSON value per line, expected answers as JSON. */
const TESTS = [
  { input: '[2,7,11,15]\n9', expectedOutput: '[0,1]' },
  { input: '[3,2,4]\n6', expectedOutput: '[1,2]' },
  { input: '[3,3]\n6', expectedOutput: '[0,1]', hidden: true },
];

type Program = 'accepted' | 'wrong' | 'tle' | 'runtimeError' | 'compileError';

/** twoSum as a learner writes it in each language, and the ways it goes wrong. */
const SOURCES: Record<Language, Partial<Record<Program, string>>> = {
  [Language.Python]: {
    accepted: 'class Solution:\n    def two_sum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for j, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], j]\n            seen[x] = j\n',
    wrong: 'class Solution:\n    def two_sum(self, nums, target):\n        return [0, len(nums) - 1]\n',
    tle: 'class Solution:\n    def two_sum(self, nums, target):\n        while True:\n            pass\n',
    runtimeError: 'class Solution:\n    def two_sum(self, nums, target):\n        return nums[10]\n',
  },
  [Language.JavaScript]: {
    accepted: 'var twoSum = function(nums, target) {\n  const seen = new Map();\n  for (let j = 0; j < nums.length; j++) {\n    if (seen.has(target - nums[j])) return [seen.get(target - nums[j]), j];\n    seen.set(nums[j], j);\n  }\n};\n',
    wrong: 'var twoSum = function(nums, target) { return [0, nums.length - 1]; };\n',
    tle: 'var twoSum = function(nums, target) { for (;;) {} };\n',
    runtimeError: 'var twoSum = function(nums, target) {\n  throw new Error("boom");\n};\n',
  },
  [Language.TypeScript]: {
    accepted: 'function twoSum(nums: number[], target: number): number[] {\n  const seen = new Map<number, number>();\n  for (let j = 0; j < nums.length; j++) {\n    const i = seen.get(target - nums[j]);\n    if (i !== undefined) return [i, j];\n    seen.set(nums[j], j);\n  }\n  return [];\n}\n',
    wrong: 'function twoSum(nums: number[], target: number): number[] {\n  return [0, nums.length - 1];\n}\n',
    tle: 'function twoSum(nums: number[], target: number): number[] {\n  for (;;) {}\n}\n',
    runtimeError: 'function twoSum(nums: number[], target: number): number[] {\n  throw new Error("boom");\n}\n',
    compileError: 'function twoSum(nums: number[], target: number): number[] {\n  const n: number = "text";\n  return [n];\n}\n',
  },
  [Language.Java]: {
    accepted: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        Map<Integer, Integer> seen = new HashMap<>();\n        for (int j = 0; j < nums.length; j++) {\n            Integer i = seen.get(target - nums[j]);\n            if (i != null) return new int[] {i, j};\n            seen.put(nums[j], j);\n        }\n        return new int[0];\n    }\n}\n',
    wrong: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return new int[] {0, nums.length - 1};\n    }\n}\n',
    tle: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        long i = 0;\n        while (true) { i++; }\n    }\n}\n',
    runtimeError: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return new int[] {nums[10]};\n    }\n}\n',
    compileError: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        int a = "text";\n        return nums;\n    }\n}\n',
  },
  [Language.Cpp]: {
    accepted: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        unordered_map<int, int> seen;\n        for (int j = 0; j < (int) nums.size(); j++) {\n            auto it = seen.find(target - nums[j]);\n            if (it != seen.end()) return {it->second, j};\n            seen[nums[j]] = j;\n        }\n        return {};\n    }\n};\n',
    wrong: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return {0, (int) nums.size() - 1};\n    }\n};\n',
    tle: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        volatile unsigned long i = 0;\n        for (;;) { i++; }\n    }\n};\n',
    runtimeError: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        throw std::out_of_range("boom");\n    }\n};\n',
    compileError: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        int a = "text";\n        return nums;\n    }\n};\n',
  },
};

describe('function-signature judging: one sandbox run per job', () => {
  let infra: TestInfra;
  let sandbox: SandboxProcess;
  let worker: INestApplication;
  let queue: Queue<ExecutionJobPayload, ExecutionJobResult>;
  let events: QueueEvents;

  beforeAll(async () => {
    infra = await provisionTestInfra('harness-judging', { schema: currentSchema() });
    sandbox = await startSandbox();
    const config = loadExecutionConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HEALTH_PORT: '0',
      DATABASE_URL: infra.database.url,
      REDIS_URL: infra.redis.url,
      REDIS_PREFIX: infra.redis.prefix,
      JUDGE0_URL: sandbox.url,
      JUDGE0_AUTH_TOKEN: sandbox.authToken,
      JUDGE0_REQUEST_TIMEOUT_MS: '60000',
      JUDGE0_DEADLINE_MS: '90000',
      EXECUTION_ATTEMPTS: '1',
      RECONCILE_INTERVAL_MS: '0',
    });
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] }).compile();
    worker = moduleRef.createNestApplication();
    await worker.init();
    const connection = redisConnectionOptions(infra.redis.url);
    queue = new Queue(EXECUTION_QUEUE, { connection, prefix: infra.redis.prefix });
    events = new QueueEvents(EXECUTION_QUEUE, { connection, prefix: infra.redis.prefix });
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await worker?.close();
    await events?.close();
    await queue?.close();
    await sandbox?.stop();
    await infra?.teardown();
  });

  /** Submissions whose program the sandbox ran: the count of its run wall-time histogram, over every language. */
  async function sandboxSubmissions(): Promise<number> {
    const text = await (await fetch(`${sandbox.url}/metrics`, { headers: { 'X-Auth-Token': sandbox.authToken } })).text();
    return [...text.matchAll(/^algosheets_sandbox_run_wall_time_seconds_count\{[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
  }

  async function judge(
    language: Language,
    sourceCode: string,
    tests: ExecutionJobPayload['tests'] = TESTS,
    harness: { signature?: ProblemSignature; comparator?: Comparator; reference?: { language: Language; sourceCode: string } } = {},
  ): Promise<ExecutionJobResult> {
    const data: ExecutionJobPayload = {
      kind: 'run',
      requestId: 'req-harness',
      userId: null,
      problemId: null,
      language,
      sourceCode,
      tests,
      cpuTimeLimitS: 1,
      memoryLimitKb: 256_000,
      harness: { signature: harness.signature ?? TWO_SUM, comparator: harness.comparator ?? { kind: 'exact' }, ...(harness.reference ? { reference: harness.reference } : {}) },
    };
    const job = await queue.add('run', data);
    return job.waitUntilFinished(events, 120_000);
  }

  const cases: [Language, Program, SubmissionStatus][] = [];
  for (const language of Object.values(Language)) {
    cases.push([language, 'accepted', SubmissionStatus.Accepted], [language, 'wrong', SubmissionStatus.WrongAnswer]);
    cases.push([language, 'tle', SubmissionStatus.TimeLimitExceeded], [language, 'runtimeError', SubmissionStatus.RuntimeError]);
    if (SOURCES[language].compileError) cases.push([language, 'compileError', SubmissionStatus.CompileError]);
  }

  it.each(cases)('%s %s → %s, judged in one sandbox run', async (language, program, status) => {
    const before = await sandboxSubmissions();
    const result = await judge(language, SOURCES[language][program] as string);
    // The histogram observes programs that ran; a compile error's submission never runs one.
    expect(await sandboxSubmissions()).toBe(before + (status === SubmissionStatus.CompileError ? 0 : 1));
    expect(result.status).toBe(status);
    expect(result.tests).toHaveLength(3);
    if (status === SubmissionStatus.Accepted) {
      // A hidden test's answer is never kept: only its status.
      expect(result.tests.map((test) => test.output)).toEqual(['[0,1]', '[1,2]', null]);
      expect(result.tests.every((test) => test.passed)).toBe(true);
      // A visible test shows its own time; a hidden one nothing, the aggregate standing for it.
      expect(result.tests.map((test) => test.timeS !== null)).toEqual([true, true, false]);
      expect(result.aggregate?.timeS).not.toBeNull();
    }
    if (status === SubmissionStatus.WrongAnswer) {
      expect(result.tests[1]).toMatchObject({ passed: false, status: SubmissionStatus.WrongAnswer, output: '[0,2]', expected: '[1,2]' });
    }
    if (status === SubmissionStatus.TimeLimitExceeded) {
      // The run's limit ends it in the first test; the ones after it never started.
      expect(result.tests.map((test) => test.status)).toEqual([SubmissionStatus.TimeLimitExceeded, SubmissionStatus.NotRun, SubmissionStatus.NotRun]);
    }
    if (status === SubmissionStatus.RuntimeError) {
      expect(result.tests.every((test) => test.status === SubmissionStatus.RuntimeError)).toBe(true);
      expect(result.tests.map((test) => (test.stderr ?? '').length > 0)).toEqual([true, true, false]);
    }
    if (status === SubmissionStatus.CompileError) {
      expect(result.tests[0].compileOutput).toMatch(/solution|Main\.java|error/i);
    }
  });

  it('keeps hidden inputs out of everything a learner sees, even from code that walks the harness\'s frames and forges records', async () => {
    // Collects every input it is given, prints them all each call, and once it holds the hidden
    // input writes a forged record for visible test 0 carrying it (the nonce found in the harness's frame).
    const thief = [
      'import sys',
      'seen = []',
      'class Solution:',
      '    def two_sum(self, nums, target):',
      '        seen.append(nums)',
      '        print(seen)',
      '        if len(seen) == 3:',
      '            f = sys._getframe()',
      '            while "state" not in f.f_locals:',
      '                f = f.f_back',
      '            nonce = f.f_locals["state"]["nonce"]',
      '            sys.__stdout__.write("\\n\\x1e%s\\x1e{\\"i\\":0,\\"status\\":\\"ok\\",\\"value\\":[9,9],\\"cpuMs\\":0,\\"stdout\\":\\"%s\\"}\\n" % (nonce, seen))',
      '            sys.__stdout__.write("stray %s" % seen)',
      '            sys.__stdout__.flush()',
      '        return [0, 1]',
    ].join('\n');
    const result = await judge(Language.Python, thief);
    expect(result.tests.map((test) => test.status)).toEqual([SubmissionStatus.Accepted, SubmissionStatus.WrongAnswer, SubmissionStatus.Accepted]);
    expect(result.tests[0].stdout?.trim()).toBe('[[2, 7, 11, 15]]');
    expect(result.tests[1].stdout?.trim()).toBe('[[2, 7, 11, 15], [3, 2, 4]]');
    expect(JSON.stringify(result.tests.slice(0, 2))).not.toContain('[3, 3]');
    expect(result.tests[2]).toMatchObject({ hidden: true, stdout: null, output: null, stderr: null, timeS: null, memoryKb: null });
    expect(result.aggregate).toEqual({ timeS: expect.any(Number), memoryKb: expect.any(Number) });
    expect(Math.round((result.aggregate?.timeS as number) * 100)).toBeCloseTo((result.aggregate?.timeS as number) * 100, 6);
    expect((result.aggregate?.memoryKb as number) % 1024).toBe(0);
  });

  it('a hidden test over its limit is Time Limit Exceeded, the tests after it Not Run, never Wrong Answer', async () => {
    const slowOnHidden = (SOURCES[Language.Python].accepted as string).replace('        seen = {}\n', '        while len(nums) == 2:\n            pass\n        seen = {}\n');
    const result = await judge(Language.Python, slowOnHidden, [...TESTS, { input: '[1,2,3]\n5', expectedOutput: '[1,2]', hidden: true }]);
    expect(result.status).toBe(SubmissionStatus.TimeLimitExceeded);
    expect(result.tests.map((test) => test.status)).toEqual([SubmissionStatus.Accepted, SubmissionStatus.Accepted, SubmissionStatus.TimeLimitExceeded, SubmissionStatus.NotRun]);
    // The aggregate is the sandbox's count of the slowest test, over the 1 s limit.
    expect(result.aggregate?.timeS as number).toBeGreaterThan(1);
  });

  it('a Python syntax error is one Compile Error naming the learner\'s line', async () => {
    const result = await judge(Language.Python, 'class Solution:\n    def two_sum(self, nums, target)\n        return [0, 1]\n');
    expect(result.status).toBe(SubmissionStatus.CompileError);
    expect(result.tests.map((test) => test.status)).toEqual([SubmissionStatus.CompileError, SubmissionStatus.CompileError, SubmissionStatus.CompileError]);
    expect(result.tests[0].compileOutput).toMatch(/^Line 2: SyntaxError/);
    // The hidden test keeps no message the program wrote.
    expect(result.tests[2].compileOutput).toBeNull();
  });

  it('names the learner\'s own line in a runtime error', async () => {
    const result = await judge(Language.Python, SOURCES[Language.Python].runtimeError as string);
    expect(result.tests[0].stderr).toMatch(/^Line 3: IndexError/);
  });

  it('keeps each call\'s prints apart from its answer', async () => {
    const source = 'class Solution:\n    def two_sum(self, nums, target):\n        print("looking at", len(nums))\n        return [0, 1]\n';
    const result = await judge(Language.Python, source);
    expect(result.tests.map((test) => test.stdout?.trim() ?? null)).toEqual(['looking at 4', 'looking at 3', null]);
    expect(result.tests[0].output).toBe('[0,1]');
  });

  it('judges the tests that answered when the program dies mid-run, and marks the rest Not Run', async () => {
    const source = 'import os\nclass Solution:\n    def two_sum(self, nums, target):\n        if len(nums) == 3:\n            os._exit(3)\n        return [0, 1]\n';
    const result = await judge(Language.Python, source);
    expect(result.tests.map((test) => test.status)).toEqual([SubmissionStatus.Accepted, SubmissionStatus.RuntimeError, SubmissionStatus.NotRun]);
    expect(result.status).toBe(SubmissionStatus.RuntimeError);
  });

  it('gives a custom Run its Expected from the reference solution, run on the same inputs', async () => {
    const custom = [{ input: '[1,5,9]\n14' }, { input: '[4,4]\n8' }];
    const reference = { language: Language.Python, sourceCode: SOURCES[Language.Python].accepted as string };
    const result = await judge(Language.Java, SOURCES[Language.Java].wrong as string, custom, { reference });
    expect(result.tests.map((test) => [test.output, test.expected, test.status])).toEqual([
      ['[0,2]', '[1,2]', SubmissionStatus.WrongAnswer],
      ['[0,1]', '[0,1]', SubmissionStatus.Accepted],
    ]);
  });

  it('judges a design problem from its operations list', async () => {
    const signature: ProblemSignature = {
      kind: 'design',
      className: 'Tally',
      constructorParams: [{ name: 'start', type: 'int' }],
      methods: [
        { name: 'add', params: [{ name: 'n', type: 'int' }], returns: 'void' },
        { name: 'total', params: [], returns: 'long' },
      ],
    };
    const tests = [{ input: '["Tally","add","total","add","total"]\n[[5],[2],[],[2147483647],[]]', expectedOutput: '[null,null,7,null,2147483654]' }];
    const java = 'class Tally {\n    private long sum;\n    public Tally(int start) { sum = start; }\n    public void add(int n) { sum += n; }\n    public long total() { return sum; }\n}\n';
    const overflowing = 'class Tally {\npublic:\n    int sum;\n    Tally(int start) : sum(start) {}\n    void add(int n) { sum = (int) ((unsigned) sum + (unsigned) n); }\n    long long total() { return sum; }\n};\n';
    expect((await judge(Language.Java, java, tests, { signature })).status).toBe(SubmissionStatus.Accepted);
    const wrong = await judge(Language.Cpp, overflowing, tests, { signature });
    expect(wrong.status).toBe(SubmissionStatus.WrongAnswer);
    expect(wrong.tests[0].output).toBe('[null,null,7,null,-2147483642]');
  });

  it('judges an in-place problem by the argument after the call', async () => {
    const signature: ProblemSignature = { kind: 'function', name: 'reverseAll', params: [{ name: 'nums', type: 'int[]' }], returns: 'void', inPlace: 'nums' };
    const tests = [{ input: '[1,2,3]', expectedOutput: '[3,2,1]' }];
    const cpp = 'class Solution {\npublic:\n    void reverseAll(vector<int>& nums) { reverse(nums.begin(), nums.end()); }\n};\n';
    const copyOnly = 'class Solution:\n    def reverse_all(self, nums):\n        nums = nums[::-1]\n';
    expect((await judge(Language.Cpp, cpp, tests, { signature })).status).toBe(SubmissionStatus.Accepted);
    expect((await judge(Language.Python, copyOnly, tests, { signature })).tests[0]).toMatchObject({ status: SubmissionStatus.WrongAnswer, output: '[1,2,3]' });
  });

  it('accepts any valid answer through the problem\'s checker, which runs outside the learner\'s process', async () => {
    const signature: ProblemSignature = { kind: 'function', name: 'anyPair', params: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }], returns: 'int[]' };
    const comparator: Comparator = {
      kind: 'checker',
      source: 'const [nums, target] = input; const [i, j] = actual; return actual.length === 2 && i !== j && nums[i] + nums[j] === target;',
    };
    const tests = [{ input: '[1,2,3,4]\n5', expectedOutput: '[0,3]' }];
    const other = 'var anyPair = function(nums, target) { return [1, 2]; };\n';
    const invalid = 'var anyPair = function(nums, target) { return [0, 1]; };\n';
    expect((await judge(Language.JavaScript, other, tests, { signature, comparator })).status).toBe(SubmissionStatus.Accepted);
    expect((await judge(Language.JavaScript, invalid, tests, { signature, comparator })).status).toBe(SubmissionStatus.WrongAnswer);
  });
});
