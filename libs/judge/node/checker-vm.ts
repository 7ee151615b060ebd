import { createContext, Script } from 'node:vm';
import { checkerFunctionSource, type CompareAnswer } from '../src/judging/comparators';

/** How long one call of a problem's checker may run, ms, before the test is Wrong Answer. */
export const CHECKER_TIMEOUT_MS = 1000;

/**
 * Compiles a problem's checker body (the checker contract of `checkerFunctionSource`) in a
 * `node:vm` context of its own: no `require`, no `process`, no globals of the caller, and every
 * call bounded by `timeoutMs`. Checkers are written by admins, not learners, and run in the
 * execution service (or the content check), never in the learner's process.
 *
 * The returned function throws (so `judgeRun` gives Wrong Answer with the reason) when the checker
 * throws, overruns `timeoutMs` or returns anything but a boolean.
 * @throws the vm realm's SyntaxError when the body does not compile (the caller names the problem)
 */
export function compileChecker(body: string, timeoutMs: number = CHECKER_TIMEOUT_MS): CompareAnswer {
  const context = createContext(Object.create(null) as object, { codeGeneration: { strings: false, wasm: false } });
  const checker = new Script(checkerFunctionSource(body), { filename: 'checker.js' }).runInContext(context, { timeout: timeoutMs }) as (...args: unknown[]) => unknown;
  const call = new Script('__checker(__input, __expected, __actual)', { filename: 'checker-call.js' });
  return (input, expected, actual) => {
    Object.assign(context, { __checker: checker, __input: input, __expected: expected, __actual: actual });
    const verdict: unknown = call.runInContext(context, { timeout: timeoutMs });
    if (typeof verdict !== 'boolean') throw new Error(`the checker returned ${typeof verdict}, not a boolean`);
    return verdict;
  };
}
