import { Parser } from 'acorn';
import { CHECKER_PARAMETERS } from './comparators';

/** Names bound inside a precondition's body: the argument values in parameter order. */
export const PRECONDITION_PARAMETERS = ['input'] as const;

/**
 * The syntax error of the body of a strict-mode JavaScript function with `parameters` in scope (a
 * problem's checker or precondition), or null when it is a valid function body. It only parses
 * (acorn, the latest ECMAScript): nothing is compiled or run, so the gateway can check an admin's
 * code when a problem is authored without running problem code. A body that closes its function
 * early to put statements after it is refused too. The message ends with the line and column in
 * the body (from 1): `Unexpected token (line 2, column 8)`.
 */
export function functionBodySyntaxError(body: string, parameters: readonly string[]): string | null {
  // The body starts on the header's line, so the parser's line numbers are the body's own.
  const header = `(function f(${parameters.join(', ')}) {'use strict';`;
  const source = `${header}${body}\n})`;
  let program;
  try {
    program = Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  } catch (error) {
    const { message, loc } = error as SyntaxError & { loc?: { line: number; column: number } };
    const text = message.replace(/ \(\d+:\d+\)$/, '');
    if (!loc) return text;
    const line = Math.min(loc.line, body.split('\n').length);
    const column = loc.line === 1 ? Math.max(0, loc.column - header.length) : loc.column;
    return `${text} (line ${line}, column ${column + 1})`;
  }
  const [statement, ...rest] = program.body;
  const whole = statement?.type === 'ExpressionStatement' && statement.expression.type === 'FunctionExpression' && statement.end === source.length;
  return whole && rest.length === 0 ? null : 'the body closes its function early: write only the body of the function';
}

/** {@link functionBodySyntaxError} of a checker's body (`input`, `expected`, `actual` in scope). */
export function checkerSyntaxError(body: string): string | null {
  return functionBodySyntaxError(body, CHECKER_PARAMETERS);
}

/** {@link functionBodySyntaxError} of a precondition's body (`input` in scope). */
export function preconditionSyntaxError(body: string): string | null {
  return functionBodySyntaxError(body, PRECONDITION_PARAMETERS);
}
