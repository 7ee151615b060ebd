import { compileChecker } from './checker-vm';

describe('compileChecker', () => {
  it('accepts and rejects as the body says, with the arguments in scope', () => {
    const sameSum = compileChecker('return actual.reduce((a, b) => a + b, 0) === expected.reduce((a, b) => a + b, 0) && input.length === 1;');
    expect(sameSum([[3]], [1, 2], [2, 1])).toBe(true);
    expect(sameSum([[3]], [1, 2], [2, 2])).toBe(false);
  });

  it('sees none of the caller: no require, no process, no globalThis of the service', () => {
    expect(() => compileChecker("return typeof require === 'function';")([], null, null)).not.toThrow();
    expect(compileChecker("return typeof require !== 'undefined' || typeof process !== 'undefined';")([], null, null)).toBe(false);
    expect(() => compileChecker("return this.constructor.constructor('return process')() !== undefined;")([], null, null)).toThrow();
  });

  it('ends an endless checker at the time limit and refuses a non-boolean answer', () => {
    const endless = compileChecker('for (;;) {}', 50);
    const started = Date.now();
    expect(() => endless([], null, null)).toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(() => compileChecker('return 1;')([], null, null)).toThrow('the checker returned number, not a boolean');
  });

  it('refuses a body that does not compile', () => {
    // The vm's own realm throws it, so it is not this realm's SyntaxError class.
    expect(() => compileChecker('return (;')).toThrow(/Unexpected token/);
  });
});
