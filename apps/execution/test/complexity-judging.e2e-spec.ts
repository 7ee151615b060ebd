import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPLEXITY_CLASSES, type ComplexityClass, type ExecutionJobPayload, type ExecutionJobResult, Language, type ProblemComplexity, type ProblemSignature, SubmissionStatus } from '@algosheets/contracts';
import { ComplexityCache } from '@algosheets/judge/node';
import { judgeComplexityJob } from '../src/execution/complexity-judging';
import type { Judge0Client } from '../src/judge0/judge0.client';
import { type SandboxClient, startSandboxClient } from './support/sandbox-client';

jest.setTimeout(180_000);

const PROBLEM = join(__dirname, '../../../content/problems/count-inversions');
const read = (path: string) => readFileSync(join(PROBLEM, path), 'utf8');
const problem = JSON.parse(read('problem.json')) as { signature: ProblemSignature };

/** count-inversions' inputs from 100 to 100,000 values (what its declaration in content/ says too). */
const DECLARATION: ProblemComplexity = {
  reference: 'O(n log n)',
  n: 'nums.length',
  maxN: 100_000,
  minN: 100,
  params: { nums: { minLength: 'n', maxLength: 'n', items: { min: -1_000_000, max: 1_000_000 } } },
};

const rank = (name: ComplexityClass | undefined) => (name === undefined ? -1 : COMPLEXITY_CLASSES.indexOf(name));

describe('the growth analysis on the real sandbox: sandbox-measured CPU per size, fitted', () => {
  let client: SandboxClient;
  let judge0: Judge0Client;
  const cache = new ComplexityCache();
  /** Submissions per call to the sandbox client, to count the runs an analysis took. */
  let sent: number[] = [];

  beforeAll(async () => {
    client = await startSandboxClient();
    judge0 = client.judge0;
  });

  afterAll(async () => {
    await client?.stop();
  });

  /** Analyses Python `sourceCode` against the problem's Python reference, under a 500 ms per-test limit. */
  async function analyse(sourceCode: string): Promise<ExecutionJobResult> {
    const payload: ExecutionJobPayload = {
      kind: 'complexity',
      requestId: 'req-complexity',
      userId: 'learner-1',
      problemId: null,
      language: Language.Python,
      sourceCode,
      tests: [],
      cpuTimeLimitS: 0.5,
      memoryLimitKb: 256_000,
      harness: { signature: problem.signature, comparator: { kind: 'exact' }, reference: { language: Language.Python, sourceCode: read('solutions/reference.py') } },
      complexity: DECLARATION,
    };
    sent = [];
    return judgeComplexityJob(payload, (items) => {
      sent.push(items.length);
      return judge0.run(items, payload.userId);
    }, cache);
  }

  it('measures the reference, then finds the all-pairs solution in a worse class, its too-slow sizes shown as the time limit, reusing the reference', async () => {
    const first = await analyse(read('solutions/reference.py'));
    const result = first.complexity!;
    expect(first.status).toBe(SubmissionStatus.Accepted);
    // The reference as the learner's code is measured once, as both; with the Python baseline: two runs.
    expect(sent).toEqual([2]);
    expect(result.runs).toBe(2);
    expect(result.learner).toEqual(result.reference);
    expect(result).toMatchObject({ n: 'nums.length', maxN: 100_000, timeLimitMs: 500, declared: 'O(n log n)' });
    expect(result.reference.points.map((point) => point.outcome)).toEqual(Array(8).fill('measured'));
    expect(result.reference.points[0].n).toBe(100);
    expect(result.reference.points[7].n).toBe(100_000);
    expect(rank(result.reference.fit?.class)).toBeGreaterThanOrEqual(rank('O(n)'));
    expect(rank(result.reference.fit?.class)).toBeLessThanOrEqual(rank('O(n log n)'));
    expect(result.cpuMs).toBeGreaterThan(0);

    const slow = await analyse(read('wrong/slow-all-pairs.py'));
    const series = slow.complexity!.learner;
    // Reference and baseline come from the worker's cache: one run, the learner's.
    expect(sent).toEqual([1]);
    expect(slow.complexity!.runs).toBe(1);
    expect(rank(series.fit?.class)).toBeGreaterThanOrEqual(rank('O(n²)'));
    expect(series.fit!.exponent).toBeGreaterThan(1.6);
    const outcomes = series.points.map((point) => point.outcome);
    const stopped = outcomes.indexOf('time-limit');
    expect(stopped).toBeGreaterThan(2);
    expect(outcomes.slice(stopped + 1).every((outcome) => outcome === 'skipped')).toBe(true);
    expect(series.points[stopped].ms).toBeNull();
    // 100,000 values at O(n²) from a few thousand: far beyond the limit.
    expect(series.projectedMs).toBeGreaterThan(10 * 500);
  });

  it("ignores the learner's own clock: a solution that stops Python's process clock is still timed by the sandbox", async () => {
    const forged = `import time\ntime.process_time = lambda: 0.0\ntime.perf_counter = lambda: 0.0\n${read('wrong/slow-all-pairs.py')}`;
    const series = (await analyse(forged)).complexity!.learner;
    expect(rank(series.fit?.class)).toBeGreaterThanOrEqual(rank('O(n²)'));
    expect(series.points.some((point) => point.outcome === 'time-limit')).toBe(true);
  });

  it('reports a crash at some size as failed there, with the learner line, and the sizes after it skipped', async () => {
    const crashing = 'class Solution:\n    def count_inversions(self, nums):\n        if len(nums) > 1000:\n            raise ValueError("too long")\n        return 0\n';
    const result = await analyse(crashing);
    const series = result.complexity!.learner;
    expect(result.status).toBe(SubmissionStatus.RuntimeError);
    expect(series.verdict).toBe('Runtime Error (NZEC)');
    expect(series.message).toBe('Line 4: ValueError: too long');
    const outcomes = series.points.map((point) => point.outcome);
    expect(outcomes.slice(0, 3)).toEqual(['measured', 'measured', 'measured']);
    expect(outcomes[3]).toBe('failed');
    expect(outcomes.slice(4).every((outcome) => outcome === 'skipped')).toBe(true);
  });

  it('reports code that does not compile as Compile Error with the message, nothing measured', async () => {
    const result = await analyse('class Solution:\n    def count_inversions(self, nums)\n        return 0\n');
    expect(result.status).toBe(SubmissionStatus.CompileError);
    expect(result.complexity!.learner).toMatchObject({ fit: null, projectedMs: null, verdict: 'Compilation Error' });
    expect(result.complexity!.learner.message).toMatch(/Line 2: SyntaxError/);
    expect(result.complexity!.learner.points.every((point) => point.outcome === 'skipped')).toBe(true);
  });
});
