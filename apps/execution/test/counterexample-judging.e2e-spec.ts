import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CounterexampleResult, type ExecutionJobPayload, Language, type ProblemSignature } from '@algosheets/contracts';
import { COUNTEREXAMPLE_SETTINGS, findCounterexample, type InputGenerator, inputGeneratorFor, OUT_OF_BATCHES, OUTPUT_FLOOD } from '@algosheets/judge/node';
import fc from 'fast-check';
import { harnessRunner } from '../src/execution/counterexample-judging';
import type { Judge0Client } from '../src/judge0/judge0.client';
import { type SandboxClient, startSandboxClient } from './support/sandbox-client';

jest.setTimeout(180_000);

const PROBLEM = join(__dirname, '../../../content/problems/maximum-subarray-sum');
const read = (path: string) => readFileSync(join(PROBLEM, path), 'utf8');

const SIGNATURE: ProblemSignature = { kind: 'function', name: 'maxSubarraySum', params: [{ name: 'nums', type: 'int[]' }], returns: 'long' };

/** The problem's stated inputs: 1 to 10 values in [-20, 20], drawn by plain fast-check. */
const GENERATOR: InputGenerator = {
  arbitrary: fc.tuple(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 10 })),
  format: (values) => values.map((value) => JSON.stringify(value)).join('\n'),
};

describe('the counterexample finder on the real sandbox: one harness run per batch per side', () => {
  let client: SandboxClient;
  let judge0: Judge0Client;

  beforeAll(async () => {
    client = await startSandboxClient();
    judge0 = client.judge0;
  });

  afterAll(async () => {
    await client?.stop();
  });

  /** Every Judge0 submission the finder sent, so that the test can count the harness runs. */
  let sent: number[] = [];

  /** A counterexample job of the problem (Python reference) for `sourceCode`. */
  function job(language: Language, sourceCode: string, budgetMs: number, signature = SIGNATURE, maxRuns?: number): ExecutionJobPayload {
    return {
      kind: 'counterexample',
      requestId: 'req-counterexample',
      userId: 'learner-1',
      problemId: null,
      language,
      sourceCode,
      tests: [],
      cpuTimeLimitS: 2,
      memoryLimitKb: 256_000,
      harness: { signature, comparator: { kind: 'exact' }, reference: { language: Language.Python, sourceCode: read('solutions/reference.py') } },
      counterexample: { budgetMs, seed: 7, ...(maxRuns === undefined ? {} : { maxRuns }) },
    };
  }

  async function find(language: Language, sourceCode: string, budgetMs = 10_000, settings = COUNTEREXAMPLE_SETTINGS, maxRuns?: number): Promise<CounterexampleResult> {
    const payload = job(language, sourceCode, budgetMs, SIGNATURE, maxRuns);
    sent = [];
    return findCounterexample(payload, GENERATOR, harnessRunner((items) => {
      sent.push(items.length);
      return judge0.run(items, payload.userId);
    }), settings);
  }

  it('finds and shrinks the input on which a wrong solution (best starts at 0) disagrees: one negative value', async () => {
    const started = Date.now();
    const result = await find(Language.Python, read('wrong/zero-start.py'));
    expect(result).toMatchObject({ found: true, input: '[-1]', expected: '-1', actual: '0', verdict: 'Wrong Answer' });
    expect(Date.now() - started).toBeLessThan(12_000);
    // Every call ran the learner and the reference once each, on a whole batch.
    expect(sent.every((count) => count === 2)).toBe(true);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(result.tried).toBeGreaterThan(sent.length);
  });

  it('answers found: false for the reference itself in another language, having judged every input', async () => {
    const result = await find(Language.JavaScript, read('solutions/reference.js'), 10_000, { ...COUNTEREXAMPLE_SETTINGS, maxInputs: 300 });
    expect(result).toEqual({ found: false, tried: 300, runs: 6 });
    expect(sent).toEqual([2, 2, 2]);
  });

  it('uses no more sandbox runs than the job was given, and says why it stopped', async () => {
    const result = await find(Language.JavaScript, read('solutions/reference.js'), 10_000, COUNTEREXAMPLE_SETTINGS, 5);
    expect(result).toEqual({ found: false, tried: 200, runs: 4, stopped: OUT_OF_BATCHES });
    expect(sent).toEqual([2, 2]);
  });

  it('ends at the first batch a learner flooding stdout makes unreadable: 2 runs, not 40', async () => {
    const source = read('solutions/reference.py').replace('        best = cur', "        print('x' * 200_000)\n        best = cur");
    const result = await find(Language.Python, source);
    expect(result).toEqual({ found: false, tried: expect.any(Number), runs: 2, stopped: OUTPUT_FLOOD });
    // The inputs judged before the output limit struck count; the batch ends there.
    expect(result.tried).toBeLessThan(COUNTEREXAMPLE_SETTINGS.batchSize);
    expect(sent).toEqual([2]);
  });

  it('reports a crash with the learner\'s line and shrinks to the smallest input that crashes', async () => {
    const source = 'class Solution:\n    def max_subarray_sum(self, nums):\n        best = nums[0] + nums[1]\n        return max(best, max(nums))\n';
    const result = await find(Language.Python, source);
    expect(result).toMatchObject({ found: true, input: '[0]', actual: null, verdict: 'Runtime Error (NZEC)', expected: '0' });
    expect((result as { message: string }).message).toMatch(/^Line 3: IndexError/);
  });

  it('answers a compile error at once, with the compiler\'s output, without shrinking', async () => {
    const source = 'function maxSubarraySum(nums: number[]): number {\n  const best: number = "text";\n  return best;\n}\n';
    const result = await find(Language.TypeScript, source);
    expect(result).toMatchObject({ found: true, verdict: 'Compilation Error', actual: null, tried: 100 });
    expect((result as { message: string }).message).toMatch(/not assignable/);
    expect(sent).toEqual([2]);
  });

  it('draws from the generator of the problem\'s stated constraints and shrinks through it', async () => {
    const { signature } = JSON.parse(read('problem.json')) as { signature: ProblemSignature };
    const generator = inputGeneratorFor(signature);
    // A 32-bit overflow is wrong only on inputs far beyond the stated ones: nothing to find.
    const payload = job(Language.Java, read('wrong/int-sum.java'), 10_000, signature);
    expect(generator.format([[3, -1]])).toBe('[3,-1]');
    const result = await findCounterexample(payload, generator, harnessRunner((items) => judge0.run(items, payload.userId)));
    expect(result).toEqual({ found: false, tried: expect.any(Number), runs: expect.any(Number), ranges: ['nums: 1..10 items, each -20..20'] });
    const wrong = await findCounterexample({ ...payload, language: Language.Python, sourceCode: read('wrong/zero-start.py') }, generator, harnessRunner((items) => judge0.run(items, payload.userId)));
    expect(wrong).toMatchObject({ found: true, verdict: 'Wrong Answer', actual: '0' });
    expect(JSON.parse((wrong as { input: string }).input)).toEqual([expect.any(Number)]);
  });

  it('reports a learner that never ends as Time Limit Exceeded, within the budget', async () => {
    const source = read('solutions/reference.py').replace('        best = cur', '        while len(nums) > 3:\n            pass\n        best = cur');
    const started = Date.now();
    const result = await find(Language.Python, source, 8000);
    expect(result).toMatchObject({ found: true, verdict: 'Time Limit Exceeded', actual: null, expected: expect.any(String) });
    expect(JSON.parse((result as { input: string }).input).length).toBeGreaterThan(3);
    expect(Date.now() - started).toBeLessThan(8000 + 4000);
  });
});
