import type { IncomingMessage } from 'node:http';
import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/**
 * Largest JSON body the API reads, bytes: well above the largest legitimate request (a problem
 * with 200 test cases and reference solutions, or a 64 K-character Run with ten 64 K inputs), so
 * that such a request is judged or refused by its own rule with a 400, and anything larger is a 413.
 */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Body limit of every route {@link ROUTE_BODY_LIMITS} does not name, bytes: a note (20,000
 * characters), a sheet or a rating fits many times over.
 */
export const DEFAULT_JSON_BODY_BYTES = 256 * 1024;

/**
 * Body limits by path prefix, bytes; the first match wins. Sign-up and login take an e-mail, a name
 * and a password, and anyone may send them: a few KB, so a large body is refused before it is
 * parsed. Run and Submit take one source file (64 K characters) and up to 20 inputs and 20 expected
 * outputs of 64 K characters each. Problem create and update carry every test case and the
 * reference solutions.
 */
export const ROUTE_BODY_LIMITS: readonly { prefix: string; bytes: number }[] = [
  { prefix: '/api/v1/auth/', bytes: 8 * 1024 },
  { prefix: '/api/v1/execute-code', bytes: 3 * 1024 * 1024 },
  { prefix: '/api/v1/problems/create-problem', bytes: MAX_JSON_BODY_BYTES },
  { prefix: '/api/v1/problems/update-problem/', bytes: MAX_JSON_BODY_BYTES },
];

/**
 * Express middleware: the JSON body parser of the routes in {@link ROUTE_BODY_LIMITS}, each with its
 * limit (a larger body is a 413 `PAYLOAD_TOO_LARGE` in the one error body, read no further than the
 * limit) and {@link verifyJsonBody}. Other requests pass untouched to the general parser, which then
 * skips a body already parsed here.
 */
export function routeJsonBodyParser(): RequestHandler {
  const parsers = ROUTE_BODY_LIMITS.map(({ prefix, bytes }) => ({ prefix, parse: json({ limit: bytes, verify: verifyJsonBody }) }));
  return (request: Request, response: Response, next: NextFunction): void => {
    const match = parsers.find(({ prefix }) => request.path.startsWith(prefix));
    if (match) match.parse(request, response, next);
    else next();
  };
}

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
