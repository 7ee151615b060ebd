import type { SubmissionStatus } from './domain';
import { type Language, LANGUAGE_IDS } from './languages';

/**
 * The verdict of one test case, as the workspace's Results tab shows it.
 * Hidden test cases of a Submit carry `input: null` and `expected: null` for learners.
 */
export interface ApiTestCaseResult {
  /** 1-based position. */
  testCase: number;
  passed: boolean;
  /** Same vocabulary as {@link SubmissionStatus}. */
  status: string;
  input: string | null;
  /** What the program printed (function-signature problems: the learner's prints during this test). */
  stdout: string | null;
  /** The learner's answer as JSON (function-signature problems; null for whole-program problems). */
  output: string | null;
  expected: string | null;
  stderr: string | null;
  compileOutput: string | null;
  /** CPU time, e.g. "0.012 s" (written by `formatSeconds` in units.ts); null when the program did not run. */
  time: string | null;
  /** Peak memory, e.g. "9120 KB" (written by `formatKb` in units.ts); null when the program did not run. */
  memory: string | null;
}

/**
 * A judged Run or Submit (the Submission entity of the API). `time` and `memory` are JSON text of
 * per-test values (`'["0.012 s","0.010 s"]'`, `'[9120,9044]'` KB), as the web app's screens parse them.
 * A Run is never stored: its `id` is null.
 */
export interface ApiSubmission {
  id: string | null;
  userId: string;
  problemId: string;
  language: Language;
  sourceCode: string;
  status: SubmissionStatus;
  stdout: string | null;
  stderr: string | null;
  compileOutput: string | null;
  time: string;
  memory: string;
  testcases: ApiTestCaseResult[];
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** `POST /execute-code` body (`store` false for Run, true for Submit). */
export interface ExecuteCodeRequest {
  source_code: string;
  language_id: number;
  /** Run: inputs to use (custom or samples). Submit: ignored; every stored test case is judged. */
  stdin: string[];
  /** Run: expected outputs of `stdin`; ignored for custom inputs and for Submit. */
  expected_outputs: string[];
  problemId: string;
  /** false: Run (not stored); true: Submit (stored). */
  store: boolean;
}

/** One Run input: the stdin text, and the output it should print (omit for a custom input, which is shown, not judged). */
export interface RunCase {
  stdin: string;
  expected?: string;
}

/** What a Run or Submit sends, by language value rather than Judge0 id. */
export interface ExecuteCodeInput {
  language: Language;
  sourceCode: string;
  problemId: string;
  /** `run`: judged on `cases`, not stored; `submit`: every stored test case, stored. */
  mode: 'run' | 'submit';
  /** Run only (ignored by Submit): the inputs, in order; none judges nothing. */
  cases?: readonly RunCase[];
}

/**
 * The one builder of a `POST /execute-code` body, shared by the workspace, the tests, the load kit
 * and the benches: the Judge0 id comes from the language table and `store` from the mode. Run
 * sends the expected outputs only when every case has one (samples); custom inputs send none, as
 * the gateway then shows the output without judging it. Submit sends no inputs: the gateway
 * judges every stored test case.
 */
export function executeCodeRequest(input: ExecuteCodeInput): ExecuteCodeRequest {
  const cases = input.mode === 'run' ? (input.cases ?? []) : [];
  return {
    source_code: input.sourceCode,
    language_id: LANGUAGE_IDS[input.language],
    stdin: cases.map((c) => c.stdin),
    expected_outputs: cases.every((c) => c.expected !== undefined) ? cases.map((c) => c.expected as string) : [],
    problemId: input.problemId,
    store: input.mode === 'submit',
  };
}

/** `POST /execute-code` answer: 200 with the verdict, or 202 with the pending submission to poll. */
export interface ExecuteCodeResponse {
  message: string;
  submission: ApiSubmission;
}

/** `GET /submission/get-all-submissions`, `GET /submission/get-submission/{problemId}`. */
export interface SubmissionsResponse {
  message: string;
  submissions: ApiSubmission[];
}

/** `GET /submission/{id}`. */
export interface SubmissionResponse {
  message: string;
  submission: ApiSubmission;
}

/** `GET /submission/get-submission-count/{problemId}`. */
export interface SubmissionCountResponse {
  message: string;
  count: number;
}

/**
 * `POST /execute-code/counterexample` body: find an input on which the learner's code and the
 * problem's reference solution disagree. Same auth, XSRF and per-user limits as Run.
 */
export interface CounterexampleRequest {
  source_code: string;
  language_id: number;
  problemId: string;
}

/**
 * What the counterexample finder answers. `tried` counts the generated inputs judged (shrinking
 * steps included). When found, `input` is the shrunk input in the Testcase notation (one JSON value
 * per parameter per line), `expected` the reference's answer (JSON), `actual` the learner's answer
 * (JSON, or null when the code crashed or hit a limit) and `verdict` the learner's verdict on it
 * (`Wrong Answer`, `Runtime Error (NZEC)`, `Time Limit Exceeded`, ...); `stdout` what the learner's
 * code printed on that input and `message` why it failed, when known (the exception with the
 * learner's line, the compiler's output, the limit). Inputs are drawn by the finder itself: no
 * hidden test is ever revealed. `runs` is how many sandbox runs the search used, each counted
 * against the learner's executions per minute. When none was found, `stopped` says why the search
 * ended early, when it did: the learner's output made a batch unreadable (it reached the output
 * limit), or the search used every run it was given; `ranges`, when the finder knows them, says
 * what it drew from, one line per parameter (`nums: 1..8 items, each -20..20`: lengths in items,
 * characters or nodes, numbers in the parameter's unit), each range drawn at its edges too (both
 * ends and their neighbours, 0, -1 and 1, the 32- and 64-bit limits it reaches, the shortest and
 * longest lengths, all-equal items).
 */
export type CounterexampleResult =
  | { found: true; input: string; expected: string; actual: string | null; verdict: string; tried: number; runs: number; stdout?: string | null; message?: string | null }
  | { found: false; tried: number; runs: number; stopped?: string; ranges?: string[] };

/** `POST /execute-code/counterexample` answer (200). */
export interface CounterexampleResponse {
  message: string;
  result: CounterexampleResult;
}
