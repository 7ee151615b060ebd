import type { Judge0ValidationErrors } from '@algosheets/contracts';
import type { LanguageRegistry } from '../languages/language-registry';
import { checkOptions } from '../languages/option-policy';
import type { SubmissionSpec } from '../runner/submission-record';
import { SUBMISSION_LIMITS } from './submission-limits';

/** Result of validating one submission body: a spec, or Judge0's field-keyed 422 errors. */
export type ParsedSubmission = { ok: true; spec: SubmissionSpec } | { ok: false; errors: Judge0ValidationErrors };

/** Decodes base64 leniently: Ruby's `encode64` inserts newlines, so whitespace is ignored. */
export function decodeBase64(text: string): Buffer {
  return Buffer.from(text.replace(/\s+/g, ''), 'base64');
}

type Body = Record<string, unknown>;

/** A numeric field's Judge0 default and allowed range, in the field's own unit (s or KB). */
type Range = { default: number; min: number; max: number };

/**
 * Reads the fields of one submission body the way Rails coerces and validates them, collecting
 * Judge0's field-keyed messages in {@link errors} in the order the fields are read (the 422 body
 * keeps that order).
 */
class FieldReader {
  readonly errors: Judge0ValidationErrors = {};

  constructor(
    private readonly body: Body,
    /** Judge0 `base64_encoded`: texts are decoded from base64. */
    private readonly base64: boolean,
  ) {}

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /** True for an absent, null or empty field, which Rails treats as not given. */
  blank(field: string): boolean {
    const value = this.body[field];
    return value === undefined || value === null || value === '';
  }

  raw(field: string): unknown {
    return this.body[field];
  }

  /** A text decoded to bytes, or null when absent. */
  text(field: string): Buffer | null {
    const value = this.body[field];
    // "" stays "": Judge0 compares `expected_output: ""` with a null stdout and answers Wrong Answer.
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      this.add(field, 'must be a string');
      return null;
    }
    return this.base64 ? decodeBase64(value) : Buffer.from(value, 'utf8');
  }

  /** An option string of at most {@link SUBMISSION_LIMITS.maxTextOptionLength} characters, or null when blank. */
  option(field: string): string | null {
    const value = this.body[field];
    if (this.blank(field)) return null;
    if (typeof value !== 'string') {
      this.add(field, 'must be a string');
      return null;
    }
    if (value.length > SUBMISSION_LIMITS.maxTextOptionLength) this.add(field, `is too long (maximum is ${SUBMISSION_LIMITS.maxTextOptionLength} characters)`);
    return value;
  }

  /**
   * A number within `range` with Rails' numericality messages (a float's bounds shown as `1.0`);
   * `strictMin` words the lower bound as `greater than min - 1`, as Judge0's integer fields do.
   * The default when blank or not a number.
   */
  number(field: string, range: Range, opts: { integer: boolean; strictMin?: boolean }): number {
    const value = this.body[field];
    if (this.blank(field)) return range.default;
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isFinite(n)) {
      this.add(field, 'is not a number');
      return range.default;
    }
    const shown = (x: number): string => (opts.integer ? String(x) : Number.isInteger(x) ? x.toFixed(1) : String(x));
    if (opts.integer && !Number.isInteger(n)) this.add(field, 'must be an integer');
    else if (opts.strictMin && n <= range.min - 1) this.add(field, `must be greater than ${range.min - 1}`);
    else if (!opts.strictMin && n < range.min) this.add(field, `must be greater than or equal to ${shown(range.min)}`);
    else if (n > range.max) this.add(field, `must be less than or equal to ${shown(range.max)}`);
    return n;
  }

  /** A boolean, or the strings `true`/`false`; false when blank. */
  flag(field: string): boolean {
    const value = this.body[field];
    if (this.blank(field)) return false;
    if (typeof value === 'boolean') return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
    this.add(field, 'is not a boolean');
    return false;
  }
}

/**
 * Validates a `POST /submissions` body like Judge0's `Submission` model (`app/models/submission.rb`):
 * presence of `source_code` and `language_id`, an existing language, numeric ranges with Rails'
 * numericality messages, 512-character option strings, compiler options only for compiled
 * languages, and options and arguments only from the language's allow-list (option-policy.ts: a
 * compiler flag can run code or read files on the host side). Numbers given as strings are accepted, as Rails coerces them. Options this sandbox
 * cannot honour (network, per-process limits, additional files) are refused with a 422 rather than
 * silently ignored.
 * @param base64 Judge0 `base64_encoded`: decode `source_code`, `stdin`, `expected_output`
 */
export function parseSubmission(input: unknown, base64: boolean, languages: LanguageRegistry): ParsedSubmission {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { submission: ['must be a JSON object'] } };
  }
  const fields = new FieldReader(input as Body, base64);
  const source = readSource(fields, languages);
  const options = readOptions(fields, source.languageId, languages);
  const spec: SubmissionSpec = {
    ...source,
    stdin: fields.text('stdin'),
    expectedOutput: fields.text('expected_output'),
    ...options,
    ...readLimits(fields),
    callbackUrl: fields.option('callback_url'),
    testSteps: null,
  };
  spec.testSteps = readTestSteps(fields, spec);
  refuseUnsupported(fields, spec);
  if (spec.callbackUrl !== null && !/^https?:\/\/[^\s]+$/.test(spec.callbackUrl)) fields.add('callback_url', 'is not a valid URL');
  return Object.keys(fields.errors).length > 0 ? { ok: false, errors: fields.errors } : { ok: true, spec };
}

/** `source_code` (not blank) and `language_id` (an existing language; NaN when blank). */
function readSource(fields: FieldReader, languages: LanguageRegistry): Pick<SubmissionSpec, 'languageId' | 'sourceCode'> {
  const sourceCode = fields.text('source_code');
  if ((sourceCode === null || sourceCode.length === 0) && !fields.errors.source_code) fields.add('source_code', "can't be blank");
  let languageId = NaN;
  const rawLanguage = fields.raw('language_id');
  if (fields.blank('language_id')) fields.add('language_id', "can't be blank");
  else {
    languageId = Number(rawLanguage);
    if (!Number.isInteger(languageId) || !languages.get(languageId)) fields.add('language_id', `language with id ${String(rawLanguage)} doesn't exist`);
  }
  return { languageId, sourceCode: sourceCode ?? Buffer.alloc(0) };
}

/**
 * `compiler_options` (only for a compiled language) and `command_line_arguments`, each checked
 * against the language's allow-list when the language exists.
 */
function readOptions(fields: FieldReader, languageId: number, languages: LanguageRegistry): Pick<SubmissionSpec, 'compilerOptions' | 'commandLineArguments'> {
  const compilerOptions = fields.option('compiler_options');
  const commandLineArguments = fields.option('command_line_arguments');
  const language = Number.isInteger(languageId) ? languages.get(languageId) : undefined;
  if (language && compilerOptions !== null && !language.definition.compile) {
    fields.add('compiler_options', `setting compiler options is only allowed for compiled languages`);
  } else if (language) {
    for (const message of checkOptions(languageId, 'compilerOptions', compilerOptions) ?? []) fields.add('compiler_options', message);
  }
  if (language) for (const message of checkOptions(languageId, 'arguments', commandLineArguments) ?? []) fields.add('command_line_arguments', message);
  return { compilerOptions, commandLineArguments };
}

type RunSettings = Omit<SubmissionSpec, 'languageId' | 'sourceCode' | 'stdin' | 'expectedOutput' | 'compilerOptions' | 'commandLineArguments' | 'callbackUrl' | 'testSteps'>;

/** The limits (s, KB, counts) within {@link SUBMISSION_LIMITS} and the run's flags, in Judge0's field order. */
function readLimits(fields: FieldReader): RunSettings {
  const L = SUBMISSION_LIMITS;
  return {
    cpuTimeLimit: fields.number('cpu_time_limit', L.cpuTimeLimit, { integer: false }),
    cpuExtraTime: fields.number('cpu_extra_time', L.cpuExtraTime, { integer: false }),
    wallTimeLimit: fields.number('wall_time_limit', L.wallTimeLimit, { integer: false }),
    memoryLimit: fields.number('memory_limit', L.memoryLimit, { integer: true }),
    stackLimit: fields.number('stack_limit', L.stackLimit, { integer: true }),
    maxProcessesAndOrThreads: fields.number('max_processes_and_or_threads', L.maxProcessesAndOrThreads, { integer: true, strictMin: true }),
    enablePerProcessAndThreadTimeLimit: fields.flag('enable_per_process_and_thread_time_limit'),
    enablePerProcessAndThreadMemoryLimit: fields.flag('enable_per_process_and_thread_memory_limit'),
    maxFileSize: fields.number('max_file_size', L.maxFileSize, { integer: true }),
    redirectStderrToStdout: fields.flag('redirect_stderr_to_stdout'),
    enableNetwork: fields.flag('enable_network'),
    numberOfRuns: fields.number('number_of_runs', L.numberOfRuns, { integer: true, strictMin: true }),
  };
}

/** Most steps of a stepped run: the header and 10,000 tests. */
export const MAX_TEST_STEPS = 10_001;

/**
 * The `test_steps` extension (`Judge0TestSteps` of the contracts), or null when absent: `mark` a
 * nonce of 16 to 64 letters and digits, `sizes` whole byte counts summing to stdin's length (at
 * most {@link MAX_TEST_STEPS}), `cpu_time_limit` within the CPU limit's range; one run only.
 */
function readTestSteps(fields: FieldReader, spec: SubmissionSpec): SubmissionSpec['testSteps'] {
  if (fields.blank('test_steps')) return null;
  const raw = fields.raw('test_steps');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    fields.add('test_steps', 'must be an object with mark, sizes and cpu_time_limit');
    return null;
  }
  const { mark, sizes, cpu_time_limit: cpuTimeLimit } = raw as Record<string, unknown>;
  const range = SUBMISSION_LIMITS.cpuTimeLimit;
  const before = Object.keys(fields.errors).length;
  if (typeof mark !== 'string' || !/^[A-Za-z0-9]{16,64}$/.test(mark)) fields.add('test_steps', 'mark must be 16 to 64 letters and digits');
  if (!Array.isArray(sizes) || sizes.length === 0 || sizes.length > MAX_TEST_STEPS || !sizes.every((size) => Number.isSafeInteger(size) && size >= 0)) {
    fields.add('test_steps', `sizes must be 1 to ${MAX_TEST_STEPS} whole byte counts`);
  } else if (sizes.reduce((sum: number, size: number) => sum + size, 0) !== (spec.stdin?.length ?? 0)) {
    fields.add('test_steps', "sizes must add up to stdin's length in bytes");
  }
  if (typeof cpuTimeLimit !== 'number' || !(cpuTimeLimit > range.min) || cpuTimeLimit > range.max) {
    fields.add('test_steps', `cpu_time_limit must be greater than ${range.min} and at most ${range.max}`);
  }
  if (spec.numberOfRuns !== 1) fields.add('test_steps', 'need number_of_runs 1');
  if (Object.keys(fields.errors).length > before) return null;
  return { mark: mark as string, sizes: sizes as number[], cpuTimeLimit: cpuTimeLimit as number };
}

/** Options this sandbox cannot honour are refused with a 422 rather than silently ignored. */
function refuseUnsupported(fields: FieldReader, spec: SubmissionSpec): void {
  if (spec.enableNetwork) fields.add('enable_network', 'enabling network is not allowed');
  if (spec.enablePerProcessAndThreadTimeLimit) fields.add('enable_per_process_and_thread_time_limit', 'this option cannot be enabled');
  if (spec.enablePerProcessAndThreadMemoryLimit) fields.add('enable_per_process_and_thread_memory_limit', 'this option cannot be enabled');
  if (!fields.blank('additional_files')) fields.add('additional_files', 'are not supported by this sandbox');
}
