import { COUNTEREXAMPLE_DEFAULT_BUDGET_MS, Language } from '@algosheets/contracts';
import type { TestVerdictName } from '@algosheets/judge';
import { startSandbox, type SandboxProcess } from '@algosheets/testing';
import { type ContentProblem, type ContentSource, readAllProblems, validateProblem } from './content-files';
import {
  CHECK_BUDGET_MS,
  CHECK_SEED,
  type CounterexampleCheck,
  counterexampleErrors,
  counterexampleJob,
  counterexampleTargets,
  failsSmallTest,
  searchWrongSolution,
  SMALL_TEST_CHARS,
  smallTests,
} from './content-counterexamples';
import { runOnJudge0 } from './runner/harness-runner';
import { contentTimeLimitMs } from './runner/judge-source';

jest.setTimeout(180_000);

const problems = readAllProblems();

function problemNamed(slug: string): ContentProblem {
  const problem = problems.find((candidate) => candidate.slug === slug);
  if (!problem) throw new Error(`${slug} is missing`);
  return problem;
}

function wrongNamed(problem: ContentProblem, label: string): ContentSource {
  const source = problem.wrong.find((candidate) => candidate.label === label);
  if (!source) throw new Error(`${problem.slug} has no ${label}`);
  return source;
}

/** maximum-subarray-sum: tests 01-08 are small (at most 100 characters), 09-13 larger. */
const subarray = problemNamed('maximum-subarray-sum');
const small = new Set(smallTests(subarray).map((test) => test.name));
/** Verdicts on the problem's tests: Accepted except those named. */
const verdicts = (others: Record<string, TestVerdictName>): TestVerdictName[] => subarray.tests.map((test) => others[test.name] ?? 'Accepted');

describe("the content check's counterexample stage: which wrong solutions it searches", () => {
  it('counts as small the stored tests of at most 100 characters', () => {
    expect(SMALL_TEST_CHARS).toBe(100);
    expect([...small]).toEqual(['01', '02', '03', '04', '05', '06', '07', '08']);
  });

  it('searches a solution failing a small test, not one failing only large tests, and asks for a run of the small tests when the judging never reached them', () => {
    expect(failsSmallTest(subarray, verdicts({ '05': 'Wrong Answer' }))).toBe(true);
    expect(failsSmallTest(subarray, verdicts({ '02': 'Runtime Error (NZEC)', '03': 'Not Run' }))).toBe(true);
    expect(failsSmallTest(subarray, verdicts({ '10': 'Time Limit Exceeded', '11': 'Not Run', '12': 'Not Run', '13': 'Not Run' }))).toBe(false);
    expect(failsSmallTest(subarray, verdicts({ '01': 'Time Limit Exceeded', '02': 'Not Run' }))).toBe(true);
    // A run that ended at a large test before a small one: only the small tests alone can tell.
    const large = subarray.tests.find((test) => !small.has(test.name));
    if (!large) throw new Error('maximum-subarray-sum has no large test');
    const reordered = { ...subarray, tests: [large, ...subarray.tests.filter((test) => test !== large)] };
    expect(failsSmallTest(reordered, ['Time Limit Exceeded', ...reordered.tests.slice(1).map((): TestVerdictName => 'Not Run')])).toBeUndefined();
  });

  it('holds only the wrong-on-small solutions of a generable problem, an explained one not searched', () => {
    const wrongOnSmall = (source: ContentSource) => source.label === 'wrong/zero-start.py' || source.label === 'wrong/int-sum.java';
    expect(counterexampleTargets(subarray, wrongOnSmall).map((target) => target.source.label)).toEqual(['wrong/int-sum.java', 'wrong/zero-start.py']);
    const explained = { ...subarray, meta: { ...subarray.meta, counterexampleMisses: { 'wrong/int-sum.java': 'overflows only past the values the constraints draw' } } };
    expect(counterexampleTargets(explained, wrongOnSmall).map((target) => [target.source.label, target.explained])).toEqual([
      ['wrong/int-sum.java', 'overflows only past the values the constraints draw'],
      ['wrong/zero-start.py', undefined],
    ]);
    const params = subarray.signature.kind === 'function' ? subarray.signature.params.map(({ name, type }) => ({ name, type })) : [];
    const ungenerable = { ...subarray, signature: { ...subarray.signature, params } } as ContentProblem;
    expect(counterexampleTargets(ungenerable, wrongOnSmall)).toEqual([]);
  });

  it('leaves a slow- solution to the large stored tests unless asked for every one (--all-counterexamples)', () => {
    const failing = (source: ContentSource) => source.label === 'wrong/slow-quadratic.py' || source.label === 'wrong/zero-start.py';
    expect(counterexampleTargets(subarray, failing).map((target) => target.source.label)).toEqual(['wrong/zero-start.py']);
    expect(counterexampleTargets(subarray, failing, true).map((target) => target.source.label)).toEqual(['wrong/slow-quadratic.py', 'wrong/zero-start.py']);
  });

  it('runs each search as the worker would (the Python reference, the language limit, a fixed seed), with three times the default budget', () => {
    expect(CHECK_BUDGET_MS).toBe(3 * COUNTEREXAMPLE_DEFAULT_BUDGET_MS);
    const job = counterexampleJob(subarray, wrongNamed(subarray, 'wrong/int-sum.java'));
    expect(job).toMatchObject({
      kind: 'counterexample',
      language: Language.Java,
      cpuTimeLimitS: contentTimeLimitMs(subarray, Language.Java) / 1000,
      harness: { signature: subarray.signature, comparator: subarray.comparator, reference: { language: Language.Python } },
      counterexample: { budgetMs: CHECK_BUDGET_MS, seed: CHECK_SEED },
    });
    expect(job.harness?.reference?.sourceCode).toContain('class Solution');
  });
});

describe("the content check's counterexample stage: what fails it", () => {
  const found: CounterexampleCheck = { label: 'wrong/zero-start.py', found: true, seconds: 0.3, tried: 120, verdict: 'Wrong Answer', input: '[-1]' };
  const missed: CounterexampleCheck = { label: 'wrong/int-sum.java', found: false, seconds: 10, tried: 2000 };
  const targets = counterexampleTargets(subarray, (source) => source.label === found.label || source.label === missed.label);

  it('fails on a searched solution with no counterexample, naming it, and passes when every one was found', () => {
    expect(counterexampleErrors(subarray, targets, [found])).toEqual([]);
    expect(counterexampleErrors(subarray, targets, [found, missed])).toEqual([expect.stringMatching(/^maximum-subarray-sum: the counterexample finder found no failing input for wrong solution wrong\/int-sum\.java .*2000 inputs tried/)]);
  });

  it('refuses an explanation of a solution it does not search, and an explanation without its reason or solution', () => {
    const explaining = (misses: Record<string, string>) => ({ ...subarray, meta: { ...subarray.meta, counterexampleMisses: misses } });
    const reason = 'overflows only past the values the constraints draw';
    // int-sum.java passes every small stored test here: nothing to explain.
    const stale = explaining({ 'wrong/int-sum.java': reason });
    expect(counterexampleErrors(stale, counterexampleTargets(stale, (source) => source.label === found.label), [found])).toEqual([
      expect.stringContaining('counterexampleMisses explains wrong/int-sum.java, which the counterexample stage does not search'),
    ]);
    // A slow- one is searched only with --all-counterexamples: its explanation stands for that run.
    const slow = explaining({ 'wrong/slow-quadratic.py': reason });
    expect(counterexampleErrors(slow, counterexampleTargets(slow, (source) => source.label === found.label), [found])).toEqual([]);
    expect(validateProblem(explaining({ 'wrong/missing.py': reason }))).toEqual(['maximum-subarray-sum: counterexampleMisses names wrong/missing.py, which is not a wrong solution of the problem']);
    expect(validateProblem(explaining({ 'wrong/int-sum.java': 'no' }))).toEqual(['maximum-subarray-sum: counterexampleMisses wrong/int-sum.java needs its reason (why the finder cannot catch it)']);
  });
});

describe("the content check's counterexample stage on the real sandbox", () => {
  let sandbox: SandboxProcess;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox?.stop();
  });

  const runHarness = (submissions: Parameters<typeof runOnJudge0>[1]['submission'][]) => Promise.all(submissions.map((submission) => runOnJudge0(sandbox, { submission }, 'spec')));

  it('finds and shrinks the counterexample of a real wrong solution (best starts at 0): one negative value', async () => {
    const check = await searchWrongSolution(subarray, wrongNamed(subarray, 'wrong/zero-start.py'), runHarness);
    expect(check).toMatchObject({ label: 'wrong/zero-start.py', found: true, verdict: 'Wrong Answer', input: '[-1]' });
    expect(counterexampleErrors(subarray, counterexampleTargets(subarray, (source) => source.label === check.label), [check])).toEqual([]);
  });

  it('finds none for a correct solution posing as a wrong one, and the stage fails on it', async () => {
    const reference = subarray.references[Language.JavaScript];
    if (!reference) throw new Error('maximum-subarray-sum has no JavaScript reference');
    const posing: ContentSource = { ...reference, label: 'wrong/zero-start.py' };
    const check = await searchWrongSolution(subarray, posing, runHarness);
    // Every input drawn agrees: the search ends at its 2000 inputs or its budget, whichever comes first.
    expect(check).toMatchObject({ found: false, tried: expect.any(Number) });
    expect(check.tried).toBeGreaterThanOrEqual(100);
    expect(counterexampleErrors(subarray, counterexampleTargets(subarray, (source) => source.label === 'wrong/zero-start.py'), [check])).toHaveLength(1);
  });
});
