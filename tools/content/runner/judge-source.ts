import { readFileSync } from 'node:fs';
import { type ProblemSignature, timeLimitMsFor } from '@algosheets/contracts';
import { comparatorFunction, judgeHarnessRun, overallVerdict, parseExpected, planHarnessRun, type TestVerdictName } from '@algosheets/judge';
import { compileChecker } from '@algosheets/judge/node';
import { DEFAULT_MEMORY_LIMIT_KB, DEFAULT_TIME_LIMIT_MS } from '@algosheets/database';
import { type ContentLanguage, type ContentProblem, type ContentSource, type ContentTest, harnessLanguageOf } from '../content-files';
import { type Judge0Target, runOnJudge0 } from './harness-runner';

/** How one source fared on a problem's tests: the slowest test's CPU time (ms) and the first failure. */
export interface SourceOutcome {
  passed: boolean;
  slowestMs: number;
  /** Every test's CPU time, ms, in test order (0 for a test that left no time). */
  testMs: number[];
  /** Every test's verdict in test order (`Accepted`, `Wrong Answer`, `Not Run` after a run ended...). */
  testVerdicts: TestVerdictName[];
  /** The first failing test's verdict (`Time Limit Exceeded`, `Wrong Answer`...). */
  firstVerdict?: string;
  /** `test 07: Wrong Answer (message)`, naming the first failing test. */
  firstFailure?: string;
}

/**
 * The CPU time limit per test (ms) a problem folder gives `language`: its `timeLimitsMs` entry,
 * else its `timeLimitMs`, else the platform's default (the platform's own rule, `timeLimitMsFor`).
 */
export function contentTimeLimitMs(problem: ContentProblem, language: ContentLanguage): number {
  return timeLimitMsFor({ timeLimitMs: problem.meta.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, timeLimitsMs: problem.meta.timeLimitsMs }, language);
}

/**
 * A function-signature problem's source judged as the platform judges a Submit: one sandbox run
 * of the source joined with the generated harness, every test's input on stdin (`tests`, default
 * all the problem's), the records compared with the expected answers by the problem's comparator
 * (`@algosheets/judge`), each test held to `timeLimitMs` (default: the source language's limit,
 * {@link contentTimeLimitMs}).
 * @throws Error when the sandbox's API refuses the run (see runOnJudge0)
 */
export async function judgeContentSource(
  target: Judge0Target,
  problem: ContentProblem,
  source: ContentSource,
  timeLimitMs: number = contentTimeLimitMs(problem, source.language),
  tests: ContentTest[] = problem.tests,
): Promise<SourceOutcome> {
  const signature = problem.signature as ProblemSignature;
  const plan = planHarnessRun({
    signature,
    language: harnessLanguageOf(source.language),
    code: readFileSync(source.path, 'utf8'),
    inputs: tests.map((test) => test.input),
    timeLimitMs,
    memoryLimitKb: problem.meta.memoryLimitKb ?? DEFAULT_MEMORY_LIMIT_KB,
  });
  const expected = tests.map((test, index) => parseExpected(signature, plan.inputs[index], test.output, index));
  const checker = problem.comparator.kind === 'checker' ? compileChecker(problem.comparator.source) : undefined;
  const run = await runOnJudge0(target, plan, `${problem.slug} ${source.label}`);
  const verdicts = judgeHarnessRun(plan, run, expected, comparatorFunction(problem.comparator, checker), timeLimitMs);
  const { firstFailed } = overallVerdict(verdicts);
  const testMs = verdicts.map((verdict) => verdict.cpuMs ?? 0);
  const slowestMs = Math.max(0, ...testMs);
  const testVerdicts = verdicts.map((verdict) => verdict.verdict);
  if (!firstFailed) return { passed: true, slowestMs, testMs, testVerdicts };
  const detail = firstFailed.message ? ` (${firstFailed.message.trim().slice(0, 200)})` : '';
  return {
    passed: false,
    slowestMs,
    testMs,
    testVerdicts,
    firstVerdict: firstFailed.verdict,
    firstFailure: `test ${tests[firstFailed.index].name}: ${firstFailed.verdict}${detail}`,
  };
}
