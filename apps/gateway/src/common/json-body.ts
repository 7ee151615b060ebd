import type { IncomingMessage } from 'node:http';

/**
 * Largest JSON body the API reads, bytes: well above the largest legitimate request (a problem
 * with 200 test cases and reference solutions, or a 64 K-character Run with ten 64 K inputs), so
 * that such a request is judged or refused by its own rule with a 400, and anything larger is a 413.
 */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;

/** Deepest nesting of arrays and objects a body may have; the API's deepest shape needs 4. */
export const MAX_JSON_DEPTH = 32;

/** A client error raised while reading a body, in the `http-errors` form body-parser uses. */
export class BodyRejectedError extends Error {
  readonly status = 400;
  readonly expose = true;
}

/**
 * body-parser's `verify` hook, one pass over the raw bytes before they are parsed. Refuses a body
 * nested deeper than {@link MAX_JSON_DEPTH} (validating such a value recurses once per level and
 * overflowed the stack: a 500) and a string holding NUL (`\u0000`), which PostgreSQL cannot store
 * in text (a 500 at insert time). Raw control bytes need no check: they are not valid JSON.
 * @throws BodyRejectedError (400) for either
 */
export function verifyJsonBody(_request: IncomingMessage, _response: unknown, body: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < body.length; index += 1) {
    const byte = body[index];
    if (inString) {
      if (byte === 0x5c) {
        if (isNulEscape(body, index)) throw new BodyRejectedError('Text must not contain NUL characters (\\u0000)');
        index += 1;
      } else if (byte === 0x22) {
        inString = false;
      }
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) throw new BodyRejectedError(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`);
    } else if (byte === 0x5d || byte === 0x7d) {
      depth -= 1;
    }
  }
}

/** Whether `body` holds `\u0000` (hex digits in either case) at `index`. */
function isNulEscape(body: Buffer, index: number): boolean {
  return body.toString('latin1', index + 1, index + 6).toLowerCase() === 'u0000';
}
