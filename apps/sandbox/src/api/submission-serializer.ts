import {
  JUDGE0_DEFAULT_FIELDS,
  JUDGE0_STATUS_DESCRIPTIONS,
  type Judge0Submission,
  type Judge0SubmissionField,
  type Judge0TestTimes,
} from '@algosheets/contracts';
import type { LanguageRegistry } from '../languages/language-registry';
import type { SubmissionRecord } from '../runner/submission-record';

/** Every field `fields=` accepts, in Judge0's column order; `*` selects them all. */
export const ALL_SUBMISSION_FIELDS: readonly Judge0SubmissionField[] = [
  'source_code', 'language_id', 'stdin', 'expected_output', 'stdout', 'status_id', 'created_at', 'finished_at',
  'time', 'memory', 'stderr', 'token', 'number_of_runs', 'cpu_time_limit', 'cpu_extra_time', 'wall_time_limit',
  'memory_limit', 'stack_limit', 'max_processes_and_or_threads', 'enable_per_process_and_thread_time_limit',
  'enable_per_process_and_thread_memory_limit', 'max_file_size', 'compile_output', 'exit_code', 'exit_signal',
  'message', 'wall_time', 'compiler_options', 'command_line_arguments', 'redirect_stderr_to_stdout',
  'callback_url', 'additional_files', 'enable_network', 'status', 'language',
];

/** Fields whose text is base64-encoded with `base64_encoded=true` (`submission_serializer.rb`). */
const TEXT_FIELDS = new Set<Judge0SubmissionField>(['source_code', 'stdin', 'expected_output', 'stdout', 'stderr', 'compile_output', 'message']);

/** Thrown when output is not UTF-8 and base64 was not requested; Judge0 answers 400 with this text. */
export class NotUtf8Error extends Error {
  constructor() {
    super('some attributes for this submission cannot be converted to UTF-8, use base64_encoded=true');
  }
}

/**
 * Parses `fields` (comma list or `*`, default Judge0's eight).
 * @returns the fields, or the unknown names (Judge0 answers 400 `invalid fields: [..]`)
 */
export function parseFields(fields: string | undefined): { ok: true; fields: readonly Judge0SubmissionField[] } | { ok: false; invalid: string[] } {
  if (fields === undefined || fields === '') return { ok: true, fields: JUDGE0_DEFAULT_FIELDS };
  if (fields.trim() === '*') return { ok: true, fields: ALL_SUBMISSION_FIELDS };
  const names = fields.split(',').map((f) => f.trim()).filter((f) => f !== '');
  const invalid = names.filter((n) => !ALL_SUBMISSION_FIELDS.includes(n as Judge0SubmissionField));
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, fields: names as Judge0SubmissionField[] };
}

/** Judge0 stores times as Postgres decimals and serialises them as strings: 5 → "5.0", 0.0321 → "0.032". */
function decimal(seconds: number, places?: number): string {
  const text = places === undefined ? String(seconds) : String(Number(seconds.toFixed(places)));
  return text.includes('.') || text.includes('e') ? text : `${text}.0`;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function encodeText(value: Buffer | string | null, base64: boolean): string | null {
  if (value === null) return null;
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  if (base64) return bytes.toString('base64');
  try {
    return utf8.decode(bytes);
  } catch {
    throw new NotUtf8Error();
  }
}

/**
 * Serialises a record with the requested fields and Judge0's JSON types (its
 * `submission_serializer.rb`): decimal strings for times, integer KB for memory, null for empty
 * output.
 * @throws NotUtf8Error when a text field is not UTF-8 and `base64` is false
 */
export function serializeSubmission(
  record: SubmissionRecord,
  fields: readonly Judge0SubmissionField[],
  base64: boolean,
  languages: LanguageRegistry,
): Partial<Judge0Submission> & Partial<Judge0TestTimes> {
  const { spec } = record;
  const full: Judge0Submission = {
    token: record.token,
    source_code: '',
    language_id: spec.languageId,
    language: { id: spec.languageId, name: languages.get(spec.languageId)?.name ?? '' },
    stdin: null,
    expected_output: null,
    stdout: null,
    stderr: null,
    compile_output: null,
    message: null,
    status: { id: record.statusId, description: JUDGE0_STATUS_DESCRIPTIONS[record.statusId] },
    status_id: record.statusId,
    time: record.time === null ? null : decimal(record.time, 3),
    wall_time: record.wallTime === null ? null : decimal(record.wallTime, 3),
    memory: record.memory,
    exit_code: record.exitCode,
    exit_signal: record.exitSignal,
    created_at: record.createdAt.toISOString(),
    finished_at: record.finishedAt?.toISOString() ?? null,
    number_of_runs: spec.numberOfRuns,
    cpu_time_limit: decimal(spec.cpuTimeLimit),
    cpu_extra_time: decimal(spec.cpuExtraTime),
    wall_time_limit: decimal(spec.wallTimeLimit),
    memory_limit: spec.memoryLimit,
    stack_limit: spec.stackLimit,
    max_processes_and_or_threads: spec.maxProcessesAndOrThreads,
    enable_per_process_and_thread_time_limit: spec.enablePerProcessAndThreadTimeLimit,
    enable_per_process_and_thread_memory_limit: spec.enablePerProcessAndThreadMemoryLimit,
    max_file_size: spec.maxFileSize,
    compiler_options: spec.compilerOptions,
    command_line_arguments: spec.commandLineArguments,
    redirect_stderr_to_stdout: spec.redirectStderrToStdout,
    callback_url: spec.callbackUrl,
    additional_files: null,
    enable_network: spec.enableNetwork,
  };
  const texts: Record<string, Buffer | string | null> = {
    source_code: spec.sourceCode,
    stdin: spec.stdin,
    expected_output: spec.expectedOutput,
    stdout: record.stdout,
    stderr: record.stderr,
    compile_output: record.compileOutput,
    message: record.message,
  };
  const out: Record<string, unknown> = {};
  for (const field of fields) out[field] = TEXT_FIELDS.has(field) ? encodeText(texts[field] ?? null, base64) : full[field];
  // The answer to the `test_steps` extension goes with every result of a stepped submission,
  // whatever `fields` selects (a real Judge0 neither takes the extension nor sends these).
  if (record.testTimes) Object.assign(out, { test_times: record.testTimes.cpuMs, test_time_exceeded: record.testTimes.exceeded, test_memory_exceeded: record.testTimes.memoryExceeded } satisfies Judge0TestTimes);
  return out as Partial<Judge0Submission> & Partial<Judge0TestTimes>;
}
