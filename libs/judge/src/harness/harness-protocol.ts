import { canonicalJson, isJsonNumber, JsonSyntaxError, parseJson, type JsonValue } from '../values/json-value';
import { READY_FRAME, RECORD_MARK, type HarnessRecord } from './harness-language';

/** A nonce as the protocol accepts it: 16 to 64 letters and digits. */
const NONCE_PATTERN = /^[A-Za-z0-9]{16,64}$/;

/** Most of one test's output kept: the record's stdout and the stray output each (characters). */
export const TEST_OUTPUT_LIMIT = 64 * 1024;

/**
 * Most nodes of a returned linked list or binary tree that a harness reads, in every language:
 * past it (a cycle, or an answer no problem's constraints allow) the test is an error naming the
 * limit. Each language's runtime takes this number from here, so they cannot drift.
 */
export const RETURNED_NODE_LIMIT = 1_000_000;

/**
 * The protocol's constants that the harness runtimes refer to by name: a runtime file
 * (`harness/<language>/`, e.g. `HarnessRuntime.java`) declares none of them, and its language's
 * generator declares each one, under this name and with this value, in the program it writes.
 * Strings are ASCII; numbers are counts (non-negative integers below 2^31).
 */
export const HARNESS_RUNTIME_CONSTANTS: Readonly<Record<string, string | number>> = { RECORD_MARK, READY_FRAME, TEST_OUTPUT_LIMIT, RETURNED_NODE_LIMIT };

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A fresh random nonce for one run: 32 letters and digits from the platform's cryptographic
 * random source (Web Crypto, present in browsers and Node.js 20), about 190 bits.
 */
export function newNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  // 248 = 4 × 62: bytes above it are redrawn so that every character is equally likely.
  let nonce = '';
  for (const byte of bytes) if (byte < 248) nonce += NONCE_ALPHABET[byte % 62];
  return nonce.length >= 16 ? nonce : newNonce();
}

/**
 * The stdin of one run in its steps (the protocol in `harness-language.ts`): step 0 the nonce and
 * the number of tests, step i + 1 test i's arguments, one canonical JSON value per line.
 * `inputs[i]` is what `parseTestInput` returned for test i (a design problem's two values included).
 * @throws Error for a nonce outside [A-Za-z0-9]{16,64}
 */
export function harnessInputSteps(nonce: string, inputs: JsonValue[][]): string[] {
  return [harnessHeaderStep(nonce, inputs.length), ...harnessTestSteps(inputs)];
}

/**
 * Step 0 of a run's stdin ({@link harnessInputSteps}): the nonce and the number of tests.
 * @throws Error for a nonce outside [A-Za-z0-9]{16,64}
 */
export function harnessHeaderStep(nonce: string, testCount: number): string {
  if (!NONCE_PATTERN.test(nonce)) throw new Error('a harness nonce is 16 to 64 letters and digits');
  return `${nonce}\n${testCount}\n`;
}

/**
 * Steps 1 to n of a run's stdin ({@link harnessInputSteps}): test i's arguments, one canonical JSON
 * value per line. They hold no nonce, so one run's steps serve any other run of the same tests.
 */
export function harnessTestSteps(inputs: JsonValue[][]): string[] {
  return inputs.map((values) => values.map((value) => `${canonicalJson(value)}\n`).join(''));
}

/**
 * The whole stdin of one run: {@link harnessInputSteps} joined, as a Judge0 without `test_steps`
 * receives it.
 * @throws Error for a nonce outside [A-Za-z0-9]{16,64}
 */
export function encodeHarnessInput(nonce: string, inputs: JsonValue[][]): string {
  return harnessInputSteps(nonce, inputs).join('');
}

/**
 * What one test left on stdout:
 * - `recorded`: its record arrived, in order, once;
 * - `missing`: no record (the run ended or was killed before it; a record cut off by the end of
 *   stdout counts as missing, it is the test in progress);
 * - `forged`: a record carrying the nonce was malformed, duplicated or out of order, so nothing
 *   written for this test can be trusted (only the learner's code, inside the run, could do it).
 *
 * `stray` is what was written to stdout outside records while the test was the next one due (a
 * learner writing to the raw stream), at most {@link TEST_OUTPUT_LIMIT} characters.
 */
export type TestOutput =
  | { state: 'recorded'; record: ParsedRecord; stray: string }
  | { state: 'missing'; stray: string }
  | { state: 'forged'; reason: string; stray: string };

function isRecordObject(value: JsonValue): value is { [key: string]: JsonValue } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A record as read from stdout: its answer parsed with integers exact. */
export type ParsedRecord = HarnessRecord & { value?: JsonValue };

/** The record in a line, or the reason it is not one. */
function readRecord(line: string): ParsedRecord | string {
  let parsed: JsonValue;
  try {
    parsed = parseJson(line);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return `a record is not JSON (${error.message})`;
    throw error;
  }
  if (!isRecordObject(parsed)) return 'a record is not a JSON object';
  const { i, status, cpuMs, stdout, error, load } = parsed;
  if (typeof i !== 'number' || !Number.isInteger(i)) return 'a record has no test index';
  if (typeof cpuMs !== 'number' || !(cpuMs >= 0) || typeof stdout !== 'string') return 'a record has no cpuMs or stdout';
  const record: ParsedRecord = { i, status: 'ok', cpuMs, stdout: stdout.slice(0, TEST_OUTPUT_LIMIT), ...(load === true && i === 0 ? { load: true } : {}) };
  if (status === 'ok' && 'value' in parsed) return { ...record, value: parsed.value };
  if (status === 'error' && isRecordObject(error) && typeof error.type === 'string' && typeof error.message === 'string') {
    const line = isJsonNumber(error.line) && Number.isInteger(Number(error.line)) && Number(error.line) > 0 ? Number(error.line) : undefined;
    return { ...record, status: 'error', error: { type: error.type, message: error.message.slice(0, TEST_OUTPUT_LIMIT), ...(line ? { line } : {}) } };
  }
  return 'a record has neither a value nor an error';
}

/**
 * Splits a run's stdout into one {@link TestOutput} per test. A record is the newline, the record
 * mark, this run's nonce, the mark, one line of JSON and a newline; text that is not exactly that
 * (a learner printing a record with another nonce, or the mark alone) is stray output. Records
 * must come in order, once each: the next one due is accepted, any other record with the nonce
 * marks the test it names (or, malformed, the test due) as forged. A test once forged stays
 * forged. The ready frame (body {@link READY_FRAME}) is accepted once, before any record. Stray
 * text after the last record belongs to the test then due, or the last test. Never throws on any
 * stdout.
 */
export function parseHarnessOutput(stdout: string, nonce: string, testCount: number): TestOutput[] {
  const outputs: TestOutput[] = Array.from({ length: testCount }, () => ({ state: 'missing', stray: '' }));
  if (testCount === 0) return outputs;
  const mark = `\n${RECORD_MARK}${nonce}${RECORD_MARK}`;
  let next = 0;
  const addStray = (text: string): void => {
    const output = outputs[Math.min(next, testCount - 1)];
    if (text && output.stray.length < TEST_OUTPUT_LIMIT) output.stray = (output.stray + text).slice(0, TEST_OUTPUT_LIMIT);
  };
  const forge = (index: number, reason: string): void => {
    const output = outputs[index];
    if (output.state !== 'forged') outputs[index] = { state: 'forged', reason, stray: output.stray };
  };
  let position = 0;
  let readySeen = false;
  for (;;) {
    const start = stdout.indexOf(mark, position);
    if (start < 0) {
      addStray(stdout.slice(position));
      break;
    }
    addStray(stdout.slice(position, start));
    const end = stdout.indexOf('\n', start + mark.length);
    if (end < 0) break;
    position = end + 1;
    const body = stdout.slice(start + mark.length, end);
    if (body === READY_FRAME && !readySeen && next === 0) {
      readySeen = true;
      continue;
    }
    const record = readRecord(body);
    if (typeof record === 'string') {
      if (next < testCount) forge(next, record);
    } else if (record.i !== next || record.i >= testCount) {
      const reason = record.i < next ? `a second record for test ${record.i}` : `a record for test ${record.i} while test ${next} was due`;
      if (record.i >= 0 && record.i < testCount) forge(record.i, reason);
      else if (next < testCount) forge(next, reason);
    } else if (record.load && readySeen) {
      // A load error is written instead of the ready frame, before any input is read: one after
      // it was written by the learner's code, which may hold a test's input by then.
      forge(next, 'a load error after the ready frame');
    } else {
      const output = outputs[next];
      if (output.state !== 'forged') outputs[next] = { state: 'recorded', record, stray: output.stray };
      next += 1;
    }
  }
  return outputs;
}

/**
 * The length of `stdout` up to the end of the `count`-th record in order (tests 0 to count - 1,
 * the ready frame and out-of-order frames skipped), or all of it when fewer arrived. Where a run
 * holds visible tests before hidden ones, the sandbox writes the first hidden input only after the
 * last visible record: everything in this prefix was written before the program could hold a
 * hidden input, and nothing after it may decide a visible test's verdict.
 */
export function recordsPrefixLength(stdout: string, nonce: string, count: number): number {
  if (count === 0) return 0;
  const mark = `\n${RECORD_MARK}${nonce}${RECORD_MARK}`;
  let next = 0;
  let position = 0;
  for (;;) {
    const start = stdout.indexOf(mark, position);
    if (start < 0) return stdout.length;
    const end = stdout.indexOf('\n', start + mark.length);
    if (end < 0) return stdout.length;
    position = end + 1;
    if (stdout.startsWith(`{"i":${next},`, start + mark.length) && typeof readRecord(stdout.slice(start + mark.length, end)) !== 'string') {
      next += 1;
      if (next === count) return position;
    }
  }
}
