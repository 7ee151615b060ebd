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

/** The deepest nesting of `[`/`{` in JSON text, strings skipped; stops counting past `limit`. */
function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (inString) {
      if (c === 0x5c) at++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Whether what `JSON.parse` made of a text is what lossless-json with {@link parseNumber} makes of
 * it, arrays nested at most `room` deep. Both read the same grammar (whitespace, strings, escapes,
 * numbers, literals) and agree on every number but four cases, each refused here: an object
 * (duplicate keys), an integer past 2^53 (a bigint there), -0 (an integer -0 is 0 there) and a
 * number past a double's range (refused there).
 */
function readAlike(value: unknown, room: number): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) && !(Number.isInteger(value) && !Number.isSafeInteger(value));
  if (value === null || typeof value !== 'object') return true;
  if (!Array.isArray(value) || room === 0) return false;
  for (const item of value) if (!readAlike(item, room - 1)) return false;
  return true;
}

/** `JSON.parse`'s value of a text when it is lossless-json's too ({@link readAlike}), else undefined. */
function readQuickly(text: string): JsonValue | undefined {
  // An object (a harness record) is never read alike: spare it a parse that would be thrown away.
  if (text.charCodeAt(0) === 0x7b) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON (or too deep for the engine): the slow path refuses it with its own message.
    return undefined;
  }
  return readAlike(value, MAX_JSON_DEPTH) ? (value as JsonValue) : undefined;
}

/**
 * Parses one JSON value, keeping integers exact (see {@link JsonValue}). Uses lossless-json
 * because `JSON.parse` rounds every integer beyond 2^53 and the platform judges 64-bit answers.
 * Duplicate object keys are refused (lossless-json's rule), so a record cannot say two things.
 * Nesting deeper than {@link MAX_JSON_DEPTH} is refused before parsing. A text JSON.parse reads
 * alike ({@link readAlike}: a test's array of 10^5 ints, say) is read by it, some 15 times faster.
 * @throws JsonSyntaxError with the parser's message (position included), or for too deep a value
 */
export function parseJson(text: string): JsonValue {
  const quick = readQuickly(text);
  if (quick !== undefined) return quick;
  if (nestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new JsonSyntaxError(`the value is nested more than ${MAX_JSON_DEPTH} levels deep`);
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
