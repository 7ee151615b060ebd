import { checkerFunctionSource, type CompareAnswer } from '../src/judging/comparators';
import { ProblemCodeIsolate, type ProblemCodeLimits } from './problem-code-isolate';

/**
 * A checker's limits: 1 s per call (a test is Wrong Answer past it), 5 s for every call of one job
 * together (a checker that is slow on every test cannot hold a worker for tests × 1 s), 64 MB of heap.
 */
export const CHECKER_LIMITS: ProblemCodeLimits = { memoryMb: 64, callTimeoutMs: 1000, jobBudgetMs: 5000 };

/** A compiled checker: the problem's comparator, and `dispose` to free its isolate when the job ends. */
export type CompiledChecker = CompareAnswer & { dispose(): void };

/**
 * Compiles a problem's checker body (the checker contract of `checkerFunctionSource`) in an
 * isolate of its own ({@link ProblemCodeIsolate}): no Node.js API, no host object, arguments passed
 * as JSON text (integers beyond 2^53 stay bigints), every call and the job's calls together
 * bounded by `limits`. Checkers are written by admins, not learners, but learners trigger them with
 * answers of their choosing, so the checker is held to limits as a learner's program is. Compile it
 * once per job: `limits.jobBudgetMs` is that job's allowance.
 *
 * The returned function throws `ProblemCodeError` (so `judgeRun` gives the test Wrong Answer with
 * the reason) when the checker throws, overruns a limit or returns anything but a boolean.
 * @throws ProblemCodeError when the body does not compile (the caller names the problem)
 */
export function compileChecker(body: string, limits: ProblemCodeLimits = CHECKER_LIMITS): CompiledChecker {
  const isolate = new ProblemCodeIsolate('checker', checkerFunctionSource(body), limits);
  const compare: CompareAnswer = (input, expected, actual) => isolate.apply([input, expected, actual]);
  return Object.assign(compare, { dispose: () => isolate.dispose() });
}
