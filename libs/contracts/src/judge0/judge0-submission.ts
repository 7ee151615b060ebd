import type { Judge0Language } from './judge0-language';
import type { Judge0Status, Judge0StatusId } from './judge0-status';

/**
 * Request header naming whose runs a submission carries (the gateway's learner id, passed on by the
 * execution worker), so that `apps/sandbox` shares its slots fairly between learners. Not part of
 * Judge0's API: a real Judge0 ignores it. Submissions without it share one anonymous key. Lower
 * case, as Node.js presents request headers.
 */
export const FAIR_SHARE_HEADER = 'x-fair-share-key';

/**
 * Body of `POST /submissions` (and each item of a batch). Units as Judge0: seconds for times,
 * KB for memory, stack and file size. Omitted limits take the server's defaults (Judge0 code
 * defaults: cpu 5 s, extra 1 s, wall 10 s, memory 128000 KB, stack 64000 KB, 60 processes,
 * file 1024 KB, 1 run). With `base64_encoded=true`, `source_code`, `stdin` and
 * `expected_output` are base64.
 */
export interface Judge0SubmissionRequest {
  source_code: string;
  language_id: number;
  stdin?: string | null;
  expected_output?: string | null;
  compiler_options?: string | null;
  command_line_arguments?: string | null;
  cpu_time_limit?: number | null;
  cpu_extra_time?: number | null;
  wall_time_limit?: number | null;
  memory_limit?: number | null;
  stack_limit?: number | null;
  max_processes_and_or_threads?: number | null;
  enable_per_process_and_thread_time_limit?: boolean | null;
  enable_per_process_and_thread_memory_limit?: boolean | null;
  max_file_size?: number | null;
  redirect_stderr_to_stdout?: boolean | null;
  enable_network?: boolean | null;
  number_of_runs?: number | null;
  callback_url?: string | null;
  additional_files?: string | null;
  /** AlgoSheets' extension (a real Judge0 ignores it): see {@link Judge0TestSteps}. */
  test_steps?: Judge0TestSteps | null;
}

/**
 * AlgoSheets' extension of a submission for harness runs: stdin is written in steps, each after
 * the program's previous frame, so that the sandbox, not the program, measures each test's CPU
 * time and no test's input exists in the program's reach before its turn. A frame is a newline,
 * the record mark `\u001e`, `mark`, the mark again, one line, a newline (the harness protocol of
 * `@algosheets/judge`). Step 0 is written at the start; step k + 1 when the (k + 1)-th frame has
 * arrived and its line is the ready frame (k = 0) or starts with `{"i":k-1,` (test k - 1's
 * record); stdin is closed after the last step, or at once when a frame is not the one due.
 * The finished submission then carries {@link Judge0TestTimes}.
 */
export interface Judge0TestSteps {
  /** The run's nonce, 16 to 64 letters and digits. */
  mark: string;
  /** Byte lengths of stdin's steps (after base64 decoding), summing to stdin's length; at most 10,001. */
  sizes: number[];
  /** CPU time limit of each test (each step after the first), s: past it plus `cpu_extra_time` the run is killed. */
  cpu_time_limit: number;
}

/** What a submission with {@link Judge0TestSteps} returns besides Judge0's fields. */
export interface Judge0TestTimes {
  /**
   * CPU time of each test that started, ms, as the kernel counted it for the whole run (every
   * process and thread) from the write of the test's input to the arrival of its record; the last
   * entry is the test in progress when the run ended, if any.
   */
  test_times: number[];
  /** Index of the test the run was killed for exceeding `cpu_time_limit` plus the extra time, else null. */
  test_time_exceeded: number | null;
  /**
   * Index of the test at whose record the run's memory (files in its tmpfs and memfds included)
   * was over `memory_limit`, so the run was killed there, else null. Set only where the sandbox
   * samples memory itself (no memory cgroup); with one, the kernel ends the run during the test.
   */
  test_memory_exceeded: number | null;
}

/** Body of `POST /submissions/batch`. At most 20 items (`MAX_SUBMISSION_BATCH_SIZE`). */
export interface Judge0BatchRequest {
  submissions: Judge0SubmissionRequest[];
}

/** `POST /submissions` without `wait`, and each successful item of a batch. */
export interface Judge0TokenResponse {
  token: string;
}

/**
 * A submission as Judge0 serialises it with `fields=*`. JSON types follow Judge0 exactly:
 * `time`, `wall_time` and the time limits are decimal strings of seconds (`"0.032"`), `memory`
 * is an integer in KB, empty outputs are `null`, `exit_code` is 0 when the program was killed.
 * With `base64_encoded=true` the text fields (`stdout`, `stderr`, `compile_output`, `message`,
 * `source_code`, `stdin`, `expected_output`) are base64.
 */
export interface Judge0Submission {
  token: string;
  source_code: string;
  language_id: number;
  language: Judge0Language;
  stdin: string | null;
  expected_output: string | null;
  stdout: string | null;
  stderr: string | null;
  compile_output: string | null;
  message: string | null;
  status: Judge0Status;
  status_id: Judge0StatusId;
  time: string | null;
  wall_time: string | null;
  memory: number | null;
  exit_code: number | null;
  exit_signal: number | null;
  created_at: string;
  finished_at: string | null;
  number_of_runs: number;
  cpu_time_limit: string;
  cpu_extra_time: string;
  wall_time_limit: string;
  memory_limit: number;
  stack_limit: number;
  max_processes_and_or_threads: number;
  enable_per_process_and_thread_time_limit: boolean;
  enable_per_process_and_thread_memory_limit: boolean;
  max_file_size: number;
  compiler_options: string | null;
  command_line_arguments: string | null;
  redirect_stderr_to_stdout: boolean;
  callback_url: string | null;
  additional_files: string | null;
  enable_network: boolean;
}

/** Every field name `fields=` accepts (`*` selects all of them). */
export type Judge0SubmissionField = keyof Judge0Submission;

/** Fields Judge0 returns when `fields` is not given. */
export const JUDGE0_DEFAULT_FIELDS: readonly Judge0SubmissionField[] = [
  'token',
  'time',
  'memory',
  'stdout',
  'stderr',
  'compile_output',
  'message',
  'status',
];

/** `GET /submissions/batch?tokens=`: one entry per token in order, null for an unknown token. */
export interface Judge0BatchResponse {
  submissions: (Partial<Judge0Submission> | null)[];
}

/** 422 body: field name to error messages (Rails validation errors), e.g. `{"language_id":["can't be blank"]}`. */
export type Judge0ValidationErrors = Record<string, string[]>;

/** 400/401/404/503 body, e.g. `{"error":"queue is full"}`. */
export interface Judge0ErrorResponse {
  error: string;
}
