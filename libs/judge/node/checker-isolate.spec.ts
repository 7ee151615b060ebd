import { compileChecker } from './checker-isolate';
import { ProblemCodeError } from './problem-code-isolate';

/** Limits small enough that the attacks below end quickly. */
const TIGHT = { memoryMb: 16, callTimeoutMs: 100, jobBudgetMs: 350 };

/**
 * Calls an endless function until it reports the job's allowance used up; returns how many calls
 * timed out before, after checking that the next call fails the same way at once.
 */
function failuresUntilUsedUp(endless: () => unknown, what: string, budgetMs: number): number {
  const usedUp = `the ${what} used up its ${budgetMs} ms for this job`;
  let timedOut = 0;
  for (;;) {
    const message = (() => {
      try {
        endless();
        return 'returned';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    if (message === usedUp) break;
    expect(message).toMatch(new RegExp(`^the ${what} timed out after \\d+ ms$`));
    timedOut += 1;
  }
  expect(endless).toThrow(usedUp);
  return timedOut;
}

describe('compileChecker (isolated-vm)', () => {
  it('accepts and rejects as the body says, with the arguments in scope and integers beyond 2^53 as bigints', () => {
    const sameSum = compileChecker('return actual.reduce((a, b) => a + b, 0) === expected.reduce((a, b) => a + b, 0) && input.length === 1;');
    expect(sameSum([[3]], [1, 2], [2, 1])).toBe(true);
    expect(sameSum([[3]], [1, 2], [2, 2])).toBe(false);
    const long = compileChecker("return typeof input[0] === 'bigint' && input[0] === 9223372036854775807n && actual === 's' && expected === null;");
    expect(long([9223372036854775807n], null, 's')).toBe(true);
    sameSum.dispose();
    long.dispose();
  });

  it('reaches no host object: the constructor escape finds the isolate\'s own Function, with no process', () => {
    const escape = compileChecker("const p = input.constructor.constructor('return typeof process')(); return p === 'undefined' && typeof require === 'undefined';");
    expect(escape([[1]], 1, 1)).toBe(true);
    const grab = compileChecker("return input.constructor.constructor('return process')().env.DATABASE_URL !== undefined;");
    expect(() => grab([], null, null)).toThrow(/the checker threw: .*process is not defined/);
    // What the checker does to its own copy of the input never reaches the caller's value.
    const input = [[1, 2]];
    expect(compileChecker('input[0].push(3); return input[0].length === 3;')(input, null, null)).toBe(true);
    expect(input).toEqual([[1, 2]]);
  });

  it('ends an endless loop and an endless promise chain at the call\'s time limit', () => {
    expect(() => compileChecker('for (;;) {}', TIGHT)([], null, null)).toThrow(new ProblemCodeError('the checker timed out after 100 ms'));
    // Each turn queues the next and returns nothing, so no promise holds the one before it: the
    // chain runs in constant memory and only the time limit can end it.
    const chain = compileChecker('const spin = () => { Promise.resolve().then(spin); }; spin(); return true;', TIGHT);
    expect(() => chain([], null, null)).toThrow(/the checker timed out after 100 ms/);
  });

  it('ends a memory bomb at the isolate\'s memory limit, and compiles anew for the next call', () => {
    const bomb = compileChecker("if (actual === 1) { const hoard = []; for (;;) hoard.push(new Array(1e5).fill('x' + hoard.length)); } return true;", { ...TIGHT, callTimeoutMs: 5000, jobBudgetMs: 20_000 });
    expect(() => bomb([], null, 1)).toThrow(new ProblemCodeError('the checker ran out of its 16 MB of memory'));
    expect(bomb([], null, 2)).toBe(true);
  });

  it('refuses an answer that is not a boolean, a promise included', () => {
    expect(() => compileChecker('return 1;')([], null, null)).toThrow(new ProblemCodeError('the checker returned number, not a boolean'));
    expect(() => compileChecker('return Promise.resolve(true);')([], null, null)).toThrow('the checker returned object, not a boolean');
  });

  it('bounds the job: once the calls together used the allowance, every later call fails at once', () => {
    const endless = compileChecker('for (;;) {}', TIGHT);
    expect(failuresUntilUsedUp(() => endless([], null, null), 'checker', 350)).toBeLessThanOrEqual(4);
  });

  it('refuses a body that does not compile', () => {
    expect(() => compileChecker('return (;')).toThrow(/^the checker does not compile: SyntaxError: Unexpected token/);
  });
});
