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
  const errors: Judge0ValidationErrors = {};
  const add = (field: string, message: string): void => {
    (errors[field] ??= []).push(message);
  };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { submission: ['must be a JSON object'] } };
  }
  const body = input as Body;
  const blank = (v: unknown): boolean => v === undefined || v === null || v === '';

  const text = (field: string): Buffer | null => {
    const value = body[field];
    // "" stays "": Judge0 compares `expected_output: ""` with a null stdout and answers Wrong Answer.
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      add(field, 'must be a string');
      return null;
    }
    return base64 ? decodeBase64(value) : Buffer.from(value, 'utf8');
  };
  const option = (field: string): string | null => {
    const value = body[field];
    if (blank(value)) return null;
    if (typeof value !== 'string') {
      add(field, 'must be a string');
      return null;
    }
    if (value.length > SUBMISSION_LIMITS.maxTextOptionLength) add(field, `is too long (maximum is ${SUBMISSION_LIMITS.maxTextOptionLength} characters)`);
    return value;
  };
  const number = (field: string, range: { default: number; min: number; max: number }, opts: { integer: boolean; strictMin?: boolean }): number => {
    const value = body[field];
    if (blank(value)) return range.default;
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isFinite(n)) {
      add(field, 'is not a number');
      return range.default;
    }
    const shown = (x: number): string => (opts.integer ? String(x) : Number.isInteger(x) ? x.toFixed(1) : String(x));
    if (opts.integer && !Number.isInteger(n)) add(field, 'must be an integer');
    else if (opts.strictMin && n <= range.min - 1) add(field, `must be greater than ${range.min - 1}`);
    else if (!opts.strictMin && n < range.min) add(field, `must be greater than or equal to ${shown(range.min)}`);
    else if (n > range.max) add(field, `must be less than or equal to ${shown(range.max)}`);
    return n;
  };
  const flag = (field: string): boolean => {
    const value = body[field];
    if (blank(value)) return false;
    if (typeof value === 'boolean') return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
    add(field, 'is not a boolean');
    return false;
  };

  const sourceCode = text('source_code');
  if ((sourceCode === null || sourceCode.length === 0) && !errors.source_code) add('source_code', "can't be blank");
  let languageId = NaN;
  const rawLanguage = body.language_id;
  if (blank(rawLanguage)) add('language_id', "can't be blank");
  else {
    languageId = Number(rawLanguage);
    if (!Number.isInteger(languageId) || !languages.get(languageId)) add('language_id', `language with id ${String(rawLanguage)} doesn't exist`);
  }
  const compilerOptions = option('compiler_options');
  const commandLineArguments = option('command_line_arguments');
  const language = Number.isInteger(languageId) ? languages.get(languageId) : undefined;
  if (language && compilerOptions !== null && !language.definition.compile) {
    add('compiler_options', `setting compiler options is only allowed for compiled languages`);
  } else if (language) {
    for (const message of checkOptions(languageId, 'compilerOptions', compilerOptions) ?? []) add('compiler_options', message);
  }
  if (language) for (const message of checkOptions(languageId, 'arguments', commandLineArguments) ?? []) add('command_line_arguments', message);
  const spec: SubmissionSpec = {
    languageId,
    sourceCode: sourceCode ?? Buffer.alloc(0),
    stdin: text('stdin'),
    expectedOutput: text('expected_output'),
    compilerOptions,
    commandLineArguments,
    cpuTimeLimit: number('cpu_time_limit', SUBMISSION_LIMITS.cpuTimeLimit, { integer: false }),
    cpuExtraTime: number('cpu_extra_time', SUBMISSION_LIMITS.cpuExtraTime, { integer: false }),
    wallTimeLimit: number('wall_time_limit', SUBMISSION_LIMITS.wallTimeLimit, { integer: false }),
    memoryLimit: number('memory_limit', SUBMISSION_LIMITS.memoryLimit, { integer: true }),
    stackLimit: number('stack_limit', SUBMISSION_LIMITS.stackLimit, { integer: true }),
    maxProcessesAndOrThreads: number('max_processes_and_or_threads', SUBMISSION_LIMITS.maxProcessesAndOrThreads, { integer: true, strictMin: true }),
    enablePerProcessAndThreadTimeLimit: flag('enable_per_process_and_thread_time_limit'),
    enablePerProcessAndThreadMemoryLimit: flag('enable_per_process_and_thread_memory_limit'),
    maxFileSize: number('max_file_size', SUBMISSION_LIMITS.maxFileSize, { integer: true }),
    redirectStderrToStdout: flag('redirect_stderr_to_stdout'),
    enableNetwork: flag('enable_network'),
    numberOfRuns: number('number_of_runs', SUBMISSION_LIMITS.numberOfRuns, { integer: true, strictMin: true }),
    callbackUrl: option('callback_url'),
  };
  if (spec.enableNetwork) add('enable_network', 'enabling network is not allowed');
  if (spec.enablePerProcessAndThreadTimeLimit) add('enable_per_process_and_thread_time_limit', 'this option cannot be enabled');
  if (spec.enablePerProcessAndThreadMemoryLimit) add('enable_per_process_and_thread_memory_limit', 'this option cannot be enabled');
  if (!blank(body.additional_files)) add('additional_files', 'are not supported by this sandbox');
  if (spec.callbackUrl !== null && !/^https?:\/\/[^\s]+$/.test(spec.callbackUrl)) add('callback_url', 'is not a valid URL');
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, spec };
}
