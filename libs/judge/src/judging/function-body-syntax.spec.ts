import { checkerSyntaxError, functionBodySyntaxError, preconditionSyntaxError } from './function-body-syntax';

describe('functionBodySyntaxError', () => {
  it('accepts a valid body with its parameters in scope, return and modern syntax included', () => {
    expect(checkerSyntaxError('const [a] = input;\nreturn actual?.length === expected.length && a >= 0n;')).toBeNull();
    expect(preconditionSyntaxError('for (const x of input[0]) if (x < 0) return false;\nreturn true;')).toBeNull();
  });

  it('names the mistake with its line and column in the body', () => {
    expect(checkerSyntaxError('return (;')).toBe('Unexpected token (line 1, column 9)');
    expect(preconditionSyntaxError('const a = 1;\nreturn a +;')).toBe('Unexpected token (line 2, column 11)');
    expect(checkerSyntaxError('return {')).toMatch(/^Unexpected token \(line 1, column \d+\)$/);
  });

  it('holds the body to strict mode, as it runs', () => {
    expect(checkerSyntaxError('with (input) { return true; }')).toMatch(/strict mode/);
  });

  it('refuses a body that closes its function to put code outside it', () => {
    expect(functionBodySyntaxError('return true; }); globalThis.x = 1; (function () {', ['input'])).toBe('the body closes its function early: write only the body of the function');
  });
});
