import type { Comparator } from '@algosheets/contracts';
import { canonicalJson, isJsonNumber, type JsonValue } from '../values/json-value';

/** The `float` comparator's tolerance when the problem states none (absolute or relative). */
export const DEFAULT_FLOAT_TOLERANCE = 1e-6;

/** `exact`: the canonical JSON texts are equal (so `-0` = `0`, `2.0` = `2`, longs exact); NaN never is. */
export function compareExact(expected: JsonValue, actual: JsonValue): boolean {
  const text = canonicalText(expected);
  return text !== null && text === canonicalText(actual);
}

/** Canonical text, or null when the value holds NaN or ±Infinity (never equal to anything). */
function canonicalText(value: JsonValue): string | null {
  try {
    return canonicalJson(value);
  } catch {
    return null;
  }
}

function closeEnough(expected: number, actual: number, tolerance: number): boolean {
  if (!Number.isFinite(expected) || !Number.isFinite(actual)) return false;
  const error = Math.abs(expected - actual);
  return error <= tolerance || error <= tolerance * Math.max(Math.abs(expected), Math.abs(actual));
}

/**
 * `float`: the same shape, every pair of numbers within `tolerance` absolute or relative error
 * (the field's "answers within 10^-6 are accepted"), everything else exact. NaN or ±Infinity on
 * either side is never equal: JSON has no such number, so an answer holding one is wrong.
 */
export function compareFloat(expected: JsonValue, actual: JsonValue, tolerance = DEFAULT_FLOAT_TOLERANCE): boolean {
  if (isJsonNumber(expected) && isJsonNumber(actual)) return closeEnough(Number(expected), Number(actual), tolerance);
  if (Array.isArray(expected) && Array.isArray(actual)) {
    return expected.length === actual.length && expected.every((item, index) => compareFloat(item, actual[index], tolerance));
  }
  if (Array.isArray(expected) || Array.isArray(actual) || isJsonNumber(expected) || isJsonNumber(actual)) return false;
  return compareExact(expected, actual);
}

function sortedTexts(values: JsonValue[], text: (value: JsonValue) => string | null): (string | null)[] | null {
  const texts = values.map(text);
  return texts.includes(null) ? null : texts.sort();
}

/** `unordered`: both are arrays holding the same items (exact) the same number of times. */
export function compareUnordered(expected: JsonValue, actual: JsonValue): boolean {
  if (!Array.isArray(expected) || !Array.isArray(actual)) return compareExact(expected, actual);
  const a = sortedTexts(expected, canonicalText);
  const b = sortedTexts(actual, canonicalText);
  return a !== null && b !== null && a.join('\n') === b.join('\n');
}

/** Canonical text with every array's items sorted, at every depth; null for NaN/Infinity. */
function deepSortedText(value: JsonValue): string | null {
  if (!Array.isArray(value)) return canonicalText(value);
  const texts = sortedTexts(value, deepSortedText);
  return texts === null ? null : `[${texts.join(',')}]`;
}

/** `unordered-deep`: equal once every array at every depth is taken as a multiset (grouped anagrams). */
export function compareUnorderedDeep(expected: JsonValue, actual: JsonValue): boolean {
  const a = deepSortedText(expected);
  return a !== null && a === deepSortedText(actual);
}

/** A comparator run on one test: the parsed arguments, the expected answer and the learner's. */
export type CompareAnswer = (input: JsonValue[], expected: JsonValue, actual: JsonValue) => boolean;

/**
 * The comparator function of a problem's {@link Comparator}. `checker` is not pure data: the
 * execution service compiles it ({@link checkerFunctionSource}) and passes the resulting
 * function as `checker`, run outside the learner's process.
 * @throws Error for a `checker` comparator without `checker`
 */
export function comparatorFunction(comparator: Comparator, checker?: CompareAnswer): CompareAnswer {
  switch (comparator.kind) {
    case 'exact':
      return (_input, expected, actual) => compareExact(expected, actual);
    case 'float':
      return (_input, expected, actual) => compareFloat(expected, actual, comparator.tolerance ?? DEFAULT_FLOAT_TOLERANCE);
    case 'unordered':
      return (_input, expected, actual) => compareUnordered(expected, actual);
    case 'unordered-deep':
      return (_input, expected, actual) => compareUnorderedDeep(expected, actual);
    case 'checker':
      if (!checker) throw new Error('a checker comparator needs the compiled checker function');
      return checker;
  }
}

/** Names bound inside a checker's body, in this order. */
export const CHECKER_PARAMETERS = ['input', 'expected', 'actual'] as const;

/**
 * The checker contract. A problem's checker is the BODY of a JavaScript function written by an
 * admin; it sees `input` (the parsed arguments, as {@link parseTestInput} returns them: integers
 * beyond 2^53 are bigints), `expected` (the reference's answer) and `actual` (the learner's), all
 * {@link JsonValue}s, and returns true to accept. It must be pure and fast: the execution service
 * runs it with a time limit outside the learner's process, and a checker that throws, returns a
 * non-boolean or overruns judges the test Wrong Answer with the reason.
 *
 * Returns the source of a function expression the service compiles (e.g. with `node:vm`), so
 * that every caller wraps the body the same way.
 */
export function checkerFunctionSource(body: string): string {
  return `(function checker(${CHECKER_PARAMETERS.join(', ')}) {\n'use strict';\n${body}\n})`;
}

/** One step on the way to a value: an array index. */
export type ValuePath = number[];

/** Where two answers first differ ({@link firstDifference}); a missing side is `undefined`. */
export interface ValueDifference {
  path: ValuePath;
  expected: JsonValue | undefined;
  actual: JsonValue | undefined;
}

/**
 * The first place, depth first, where `actual` differs from `expected` (exact comparison), for
 * the web's highlight: `path` lists the array indexes down to it (empty when the whole value
 * differs, e.g. a number against an array). An index past one side's end has that side
 * `undefined`. Null when they are equal.
 */
export function firstDifference(expected: JsonValue, actual: JsonValue): ValueDifference | null {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let index = 0; index < Math.max(expected.length, actual.length); index += 1) {
      if (index >= expected.length || index >= actual.length) return { path: [index], expected: expected[index], actual: actual[index] };
      const inner = firstDifference(expected[index], actual[index]);
      if (inner) return { ...inner, path: [index, ...inner.path] };
    }
    return null;
  }
  return compareExact(expected, actual) ? null : { path: [], expected, actual };
}

/** A path as the web shows it: `[2][0]`, or `(whole answer)` for the empty path. */
export function formatValuePath(path: ValuePath): string {
  return path.length === 0 ? '(whole answer)' : path.map((index) => `[${index}]`).join('');
}
