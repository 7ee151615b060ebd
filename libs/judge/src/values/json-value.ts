import { isInteger, parse } from 'lossless-json';

/**
 * A parsed JSON value with integers kept exact: an integer literal within ±(2^53 − 1) is a
 * `number`, a larger one a `bigint` (a `long` such as 9223372036854775807 survives), anything
 * with a fraction or exponent a `number`. Objects appear only inside harness records.
 */
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | { [key: string]: JsonValue };

/** Text that is not one JSON value, or holds a number no double can hold (`1e400`). */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
}

function parseNumber(text: string): number | bigint {
  if (isInteger(text)) {
    const exact = BigInt(text);
    return exact >= BigInt(Number.MIN_SAFE_INTEGER) && exact <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(exact) : exact;
  }
  const value = Number(text);
  if (!Number.isFinite(value)) throw new JsonSyntaxError(`number ${text} is out of range`);
  return value;
}

/**
 * Deepest nesting of arrays and objects {@link parseJson} accepts. The deepest value type a
 * signature can declare is a handful of levels (`list<int[][]>` inside a design's answer list);
 * the bound keeps every recursive walk of a parsed value (canonical text, comparators) far from
 * the stack's end whatever a learner's program writes.
 */
export const MAX_JSON_DEPTH = 256;

/**
 * One pass over JSON text, strings skipped: the deepest nesting of `[`/`{` (counting stops past
 * `limit`), and whether `JSON.parse` reads the text as lossless-json with {@link parseNumber}
 * does (`plain`). Outside strings only four things tell them apart: an object (duplicate keys), a
 * run of 16 digits (an integer past 2^53, or past a double's range), `-0` (an integer -0 is 0
 * here) and a digit before an exponent (`1e400` is refused here). Otherwise both read the same
 * grammar (whitespace, strings, escapes, numbers, literals) and agree on every number: integers
 * of up to 15 digits exactly, the rest as the nearest double.
 */
function scanJson(text: string, limit: number): { depth: number; plain: boolean } {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  let plain = true;
  let digits = 0;
  for (let at = 0; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (inString) {
      if (c === 0x5c) at++;
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c >= 0x30 && c <= 0x39) {
      if (++digits >= 16) plain = false;
      continue;
    }
    if ((c === 0x65 || c === 0x45) && digits > 0) plain = false;
    else if (c === 0x2d && text.charCodeAt(at + 1) === 0x30) plain = false;
    digits = 0;
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (c === 0x7b) plain = false;
      depth++;
      if (depth > deepest && (deepest = depth) > limit) return { depth: deepest, plain };
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return { depth: deepest, plain };
}

/**
 * Parses one JSON value, keeping integers exact (see {@link JsonValue}). Uses lossless-json
 * because `JSON.parse` rounds every integer beyond 2^53 and the platform judges 64-bit answers.
 * Duplicate object keys are refused (lossless-json's rule), so a record cannot say two things.
 * Nesting deeper than {@link MAX_JSON_DEPTH} is refused before parsing. A text JSON.parse reads
 * alike ({@link scanJson}: a test's array of 10^5 ints, say) is read by it, some 30 times faster.
 * @throws JsonSyntaxError with the parser's message (position included), or for too deep a value
 */
export function parseJson(text: string): JsonValue {
  const scanned = scanJson(text, MAX_JSON_DEPTH);
  if (scanned.depth > MAX_JSON_DEPTH) throw new JsonSyntaxError(`the value is nested more than ${MAX_JSON_DEPTH} levels deep`);
  if (scanned.plain) {
    try {
      return JSON.parse(text) as JsonValue;
    } catch {
      // Not JSON: lossless-json below refuses it too, with the message (and position) it gives.
    }
  }
  try {
    return parse(text, null, parseNumber) as JsonValue;
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw error;
    throw new JsonSyntaxError((error as Error).message);
  }
}

/** Thrown by {@link canonicalJson} for NaN or ±Infinity, which JSON cannot write. */
export class NonFiniteNumberError extends Error {
  override name = 'NonFiniteNumberError';
}

const LARGE = 10n ** 21n;

function canonicalNumber(value: number | bigint): string {
  // Below 1e21 (beyond every long) integers print all their digits, whether they came as an
  // exact integer literal or as a double holding an integer (2.0 from Python, 2 from Java);
  // from 1e21 on, only a double can hold the value and it prints as JavaScript prints doubles.
  if (typeof value === 'bigint') return value > -LARGE && value < LARGE ? value.toString() : String(Number(value));
  if (!Number.isFinite(value)) throw new NonFiniteNumberError(`${value} is not a JSON number`);
  // Up to 2^53 String prints an integer's every digit (and -0 as 0), without a BigInt per number.
  if (Number.isSafeInteger(value)) return String(value);
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? BigInt(value).toString() : String(value);
}

/** An item JSON.stringify writes as {@link canonicalJson} does: null, a boolean, a string, an integer up to 2^53. */
const isFlat = (item: JsonValue): boolean => item === null || typeof item === 'boolean' || typeof item === 'string' || Number.isSafeInteger(item);

/**
 * The canonical text of a value: compact JSON (no spaces), object keys sorted, numbers canonical (integers exact, `-0` → `0`, `2.0` → `2`, doubles in JavaScript's
 * shortest round-trip form), strings escaped by `JSON.stringify` (never a raw newline, so a value
 * is always one line). `exact` comparison is equality of these texts.
 * @throws NonFiniteNumberError for NaN and ±Infinity
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
    case 'bigint':
      return canonicalNumber(value);
    case 'string':
      return JSON.stringify(value);
    default:
      if (Array.isArray(value)) return value.every(isFlat) ? JSON.stringify(value) : `[${value.map(canonicalJson).join(',')}]`;
      return `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
        .join(',')}}`;
  }
}

/** True for a number or bigint (the two shapes a JSON number takes here). */
export function isJsonNumber(value: JsonValue | undefined): value is number | bigint {
  return typeof value === 'number' || typeof value === 'bigint';
}
