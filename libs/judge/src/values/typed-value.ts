import type { DesignSignature, FunctionSignature, Parameter, ProblemSignature, ValueType } from '@algosheets/contracts';
import { formatType, parseType } from '../model/value-type';
import { canonicalJson, isJsonNumber, JsonSyntaxError, parseJson, type JsonValue } from './json-value';

/**
 * A test case's text that does not fit the signature. `message` is for the learner and names the
 * case (from 1) and the parameter, e.g. `case 2, parameter "nums": expected int[] but got "abc"`.
 */
export class TestCaseError extends Error {
  override name = 'TestCaseError';
}

const INT_MIN = -(2n ** 31n);
const INT_MAX = 2n ** 31n - 1n;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** Longest excerpt of a wrong value quoted in an error. */
const QUOTE_LIMIT = 40;

function quote(value: JsonValue): string {
  const text = canonicalJson(value);
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
}

function integerIn(value: JsonValue, min: bigint, max: bigint): boolean {
  if (typeof value === 'bigint') return value >= min && value <= max;
  return typeof value === 'number' && Number.isInteger(value) && BigInt(value) >= min && BigInt(value) <= max;
}

/** Why a level-order tree array is malformed, or null: every value must hang from a node. */
function treeShapeError(values: JsonValue[]): string | null {
  if (values.length > 0 && values[0] === null) return 'a tree whose root is null is written []';
  let slots = values.length > 0 ? 1 : 0;
  for (const value of values) {
    if (slots === 0) return 'it has more values than the level order leaves room for';
    slots -= 1;
    if (value !== null) slots += 2;
  }
  return null;
}

const INT_TYPE: ValueType = { kind: 'scalar', name: 'int' };

/**
 * An item that plainly fits a scalar type, normalised as {@link checkValue} would, or undefined
 * when only checkValue can tell (and word the error). It spares an array of 10^5 numbers a path
 * string and two BigInts per item: an integer double is in the 32-bit range exactly when it is
 * between the range's ends, and every safe integer is a long.
 */
function plainScalar(type: ValueType, item: JsonValue): JsonValue | undefined {
  if (type.kind !== 'scalar') return undefined;
  switch (type.name) {
    case 'int':
      return typeof item === 'number' && Number.isInteger(item) && item >= -2147483648 && item <= 2147483647 ? item + 0 : undefined;
    case 'long':
      return typeof item === 'number' && Number.isSafeInteger(item) ? item + 0 : undefined;
    case 'double':
      return typeof item === 'number' ? item + 0 : undefined;
    case 'boolean':
      return typeof item === 'boolean' ? item : undefined;
    case 'string':
      return typeof item === 'string' ? item : undefined;
    default:
      return undefined;
  }
}

/** Each item of an array checked against `of` ({@link checkValue}), its index appended to `where` in an error. */
function checkItems(of: ValueType, items: JsonValue[], where: string): JsonValue[] {
  return items.map((item, index) => plainScalar(of, item) ?? checkValue(of, item, `${where}[${index}]`));
}

/**
 * Checks a parsed value against a type and returns it normalised: `-0` as 0, a bigint that fits
 * a double as a number for `double`, a tree without trailing nulls. `where` prefixes errors.
 * Rules: `int` is a 32-bit and `long` a 64-bit signed integer; `double` any finite number;
 * `char` one ASCII character (C++'s `char` is a byte, so nothing wider survives every language);
 * `ListNode` an array of ints; `TreeNode` a level-order array of ints and nulls (LeetCode's).
 * @throws TestCaseError naming `where`, the type and the value
 */
export function checkValue(type: ValueType, value: JsonValue, where: string): JsonValue {
  const fail = (why?: string): never => {
    throw new TestCaseError(`${where}: expected ${formatType(type)} but got ${quote(value)}${why ? ` (${why})` : ''}`);
  };
  switch (type.kind) {
    case 'scalar':
      switch (type.name) {
        case 'int':
          if (!integerIn(value, INT_MIN, INT_MAX)) fail(isJsonNumber(value) && Number.isInteger(Number(value)) ? 'out of the 32-bit range' : undefined);
          return typeof value === 'bigint' ? Number(value) : (value as number) + 0;
        case 'long':
          if (!integerIn(value, LONG_MIN, LONG_MAX)) fail(isJsonNumber(value) && Number.isInteger(Number(value)) ? 'out of the 64-bit range' : undefined);
          return typeof value === 'number' ? value + 0 : value;
        case 'double':
          if (!isJsonNumber(value)) fail();
          return Number(value) + 0;
        case 'boolean':
          if (typeof value !== 'boolean') fail();
          return value;
        case 'string':
          if (typeof value !== 'string') fail();
          return value;
        case 'char':
          if (typeof value !== 'string' || value.length !== 1 || value.charCodeAt(0) > 0x7f) fail('one ASCII character');
          return value;
      }
      break;
    case 'array':
    case 'list':
      if (!Array.isArray(value)) fail();
      return checkItems(type.of, value as JsonValue[], where);
    case 'ListNode':
      if (!Array.isArray(value)) fail('a list is written as the array of its values');
      return checkItems(INT_TYPE, value as JsonValue[], where);
    case 'TreeNode': {
      if (!Array.isArray(value)) fail('a tree is written in level order, e.g. [1,null,2]');
      const items = (value as JsonValue[]).map((item, index) => (item === null ? null : (plainScalar(INT_TYPE, item) ?? checkValue(INT_TYPE, item, `${where}[${index}]`))));
      const shape = treeShapeError(items);
      if (shape) fail(shape);
      while (items.length > 0 && items[items.length - 1] === null) items.pop();
      return items;
    }
  }
  return fail();
}

function parseLine(line: string, where: string, type: string): JsonValue {
  try {
    return parseJson(line);
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new TestCaseError(`${where}: expected ${type} but got ${JSON.stringify(line.length > QUOTE_LIMIT ? `${line.slice(0, QUOTE_LIMIT)}…` : line)}`);
    throw error;
  }
}

/** The lines of a test input: `\r\n` read as `\n`, trailing blank lines ignored. */
function inputLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  return lines;
}

function caseLabel(caseIndex: number): string {
  return `case ${caseIndex + 1}`;
}

function checkArguments(params: Parameter[], values: JsonValue[], prefix: string): JsonValue[] {
  return params.map((param, index) => checkValue(parseType(param.type), values[index], `${prefix}parameter "${param.name}"`));
}

function parseFunctionInput(signature: FunctionSignature, text: string, caseIndex: number): JsonValue[] {
  const lines = inputLines(text);
  const label = caseLabel(caseIndex);
  if (lines.length !== signature.params.length) {
    throw new TestCaseError(`${label}: expected ${signature.params.length} line(s), one JSON value per parameter (${signature.params.map((p) => p.name).join(', ')}), but got ${lines.length}`);
  }
  return signature.params.map((param, index) => {
    const where = `${label}, parameter "${param.name}"`;
    return checkValue(parseType(param.type), parseLine(lines[index], where, param.type), where);
  });
}

function parseDesignInput(signature: DesignSignature, text: string, caseIndex: number): JsonValue[] {
  const lines = inputLines(text);
  const label = caseLabel(caseIndex);
  if (lines.length !== 2) throw new TestCaseError(`${label}: expected 2 lines (the operations, then their arguments) but got ${lines.length}`);
  const operations = parseLine(lines[0], `${label}, operations`, 'string[]');
  const argumentLists = parseLine(lines[1], `${label}, arguments`, 'array of argument arrays');
  if (!Array.isArray(operations) || operations.length === 0 || !operations.every((op) => typeof op === 'string')) {
    throw new TestCaseError(`${label}, operations: expected a non-empty string[] but got ${quote(operations)}`);
  }
  if (!Array.isArray(argumentLists) || argumentLists.length !== operations.length || !argumentLists.every(Array.isArray)) {
    throw new TestCaseError(`${label}, arguments: expected ${operations.length} argument arrays, one per operation, but got ${quote(argumentLists)}`);
  }
  if (operations[0] !== signature.className) throw new TestCaseError(`${label}, operation 1: expected "${signature.className}" (the constructor) but got ${quote(operations[0])}`);
  const checked = operations.map((op, index) => {
    const params = index === 0 ? signature.constructorParams : signature.methods.find((m) => m.name === op && op !== signature.className)?.params;
    const prefix = `${label}, operation ${index + 1} "${op as string}"`;
    if (!params) throw new TestCaseError(`${prefix}: not a method of ${signature.className} (${signature.methods.map((m) => m.name).join(', ')})`);
    const args = argumentLists[index] as JsonValue[];
    if (args.length !== params.length) throw new TestCaseError(`${prefix}: expected ${params.length} argument(s) but got ${args.length}`);
    return checkArguments(params, args, `${prefix}, `);
  });
  return [operations, checked];
}

/**
 * Parses a test input typed by a learner or an author against the signature: for a function one
 * JSON value per line per parameter; for a design problem two lines, the operations
 * (`["LRUCache","put","get"]`, the constructor first) and their arguments (`[[2],[1,1],[1]]`).
 * Returns the arguments normalised by {@link checkValue} (for a design problem
 * `[operations, arguments]`); {@link encodeHarnessInput} writes them canonically.
 * `caseIndex` counts from 0 and is shown from 1.
 * @throws TestCaseError naming the case and the parameter (or operation)
 */
export function parseTestInput(signature: ProblemSignature, text: string, caseIndex: number): JsonValue[] {
  return signature.kind === 'function' ? parseFunctionInput(signature, text, caseIndex) : parseDesignInput(signature, text, caseIndex);
}

/**
 * The type of a function's answer: its return type, or the in-place parameter's for `void`.
 * @throws TestCaseError when `void` names no parameter (a malformed signature)
 */
export function answerType(signature: FunctionSignature): ValueType {
  if (signature.returns !== 'void') return parseType(signature.returns);
  const param = signature.params.find((p) => p.name === signature.inPlace);
  if (!param) throw new TestCaseError(`function ${signature.name} returns void but names no in-place parameter`);
  return parseType(param.type);
}

/**
 * Parses a test's expected answer (`expected`, JSON text) against the signature: a function's
 * answer type ({@link answerType}); for a design problem an array with one entry per operation of
 * `input` (already parsed), `null` for the constructor and void methods.
 * @throws TestCaseError naming the case (and the operation)
 */
export function parseExpected(signature: ProblemSignature, input: JsonValue[], text: string, caseIndex: number): JsonValue {
  const where = `${caseLabel(caseIndex)}, expected`;
  const shape = signature.kind === 'function' ? formatType(answerType(signature)) : 'array';
  return checkAnswerValue(signature, input, parseLine(text.trim(), where, shape), where);
}

/**
 * Checks an answer already parsed (a learner's, read from a harness record) against the
 * signature, as {@link parseExpected} checks expected answers, and returns it normalised.
 * @throws TestCaseError naming `where` (and the operation), the type and the value
 */
export function checkAnswerValue(signature: ProblemSignature, input: JsonValue[], answers: JsonValue, where: string): JsonValue {
  if (signature.kind === 'function') return checkValue(answerType(signature), answers, where);
  const operations = input[0] as string[];
  if (!Array.isArray(answers) || answers.length !== operations.length) {
    throw new TestCaseError(`${where}: expected an array of ${operations.length} answers, one per operation, but got ${quote(answers)}`);
  }
  return answers.map((answer, index) => {
    const method = index === 0 ? undefined : signature.methods.find((m) => m.name === operations[index]);
    const at = `${where}, operation ${index + 1} "${operations[index]}"`;
    if (!method || method.returns === 'void') {
      if (answer !== null) throw new TestCaseError(`${at}: expected null (it returns nothing) but got ${quote(answer)}`);
      return null;
    }
    return checkValue(parseType(method.returns), answer, at);
  });
}
