import type { Language, SubmissionStatus } from './domain';
import type { Comparator, ProblemSignature } from './problem-signature';
import type { ComplexityResult, ProblemComplexity } from './complexity';
import type { CounterexampleResult } from './submissions';

/** BullMQ queue shared by the gateway (producer) and the execution worker (consumer). */
export const EXECUTION_QUEUE = 'execution';

/**
 * What a job asks for: a Run (never stored), a Submit (stored verdict), a reference-solution check,
 * a search for an input on which the learner's code and the reference disagree, or a measurement
 * of how the code's CPU time grows with its input (neither stored).
 */
export type ExecutionJobKind = 'run' | 'submit' | 'validate' | 'counterexample' | 'complexity';

/**
 * One input the job runs the program on: one JSON value per parameter per line, `expectedOutput`
 * the answer's JSON. `expectedOutput` is absent for custom-input Runs (the reference's answer is
 * computed, else the status is the execution result). `hidden` marks a test case learners may not
 * read back.
 */
export interface ExecutionTestInput {
  input: string;
  expectedOutput?: string;
  hidden?: boolean;
}

/**
 * Payload of a job on {@link EXECUTION_QUEUE}. For a Submit the job id is the submission id, so a
 * duplicate enqueue cannot create a second job. `requestId` carries the HTTP request's id into the
 * worker's logs. A `validate` job has no user or problem yet (the problem may be new): both are null.
 */
export interface ExecutionJobPayload {
  kind: ExecutionJobKind;
  requestId: string;
  userId: string | null;
  problemId: string | null;
  submissionId?: string;
  language: Language;
  sourceCode: string;
  tests: ExecutionTestInput[];
  /** Per-problem limits: CPU time in seconds (per test), memory in KB (Judge0 units). */
  cpuTimeLimitS: number;
  memoryLimitKb: number;
  /**
   * The problem's function signature (every problem has one): the learner's code is joined with
   * the harness generated from `signature` and every test runs in ONE sandbox run; answers are
   * compared by `comparator`. `reference` (a Run on custom inputs) is the problem's reference
   * solution, run on the same inputs to give each case its expected answer.
   */
  harness: {
    signature: ProblemSignature;
    comparator: Comparator;
    reference?: { language: Language; sourceCode: string };
  };
  /**
   * Set for a `counterexample` job (then `tests` is empty and `harness.reference` is required): the
   * worker draws its own inputs from the signature's constraints for at most `budgetMs` (wall time,
   * ms) and runs the learner's code and the reference on them; `seed` fixes the inputs drawn
   * (random when absent). `maxRuns` is how many sandbox runs the search may use (each batch of
   * inputs takes two: the learner's code and the reference), what the gateway charged the learner
   * for; the worker's own cap applies when absent.
   */
  counterexample?: { budgetMs: number; seed?: number; maxRuns?: number };
  /**
   * Set for a `complexity` job (then `tests` is empty and `harness.reference` is required): the
   * problem's declaration, from which the worker draws inputs of increasing size, measures the
   * learner's code, the reference and the harness's own baseline on them and fits their growth.
   */
  complexity?: ProblemComplexity;
}

/**
 * Sandbox runs one batch of a counterexample search takes: the learner's code and the reference,
 * each one harness run over the batch's inputs. The gateway charges the learner per run.
 */
export const COUNTEREXAMPLE_RUNS_PER_BATCH = 2;

/**
 * Wall time of one counterexample search unless the deployment sets `COUNTEREXAMPLE_BUDGET_MS`,
 * ms: what the gateway asks of the worker and what the content check holds the library's wrong
 * solutions to.
 */
export const COUNTEREXAMPLE_DEFAULT_BUDGET_MS = 10_000;

/**
 * A problem's stored test cases by reference: `version` is the problem's `testSetVersion` when the
 * job was enqueued; `cases` takes every test case (a Submit: hidden ones marked `hidden`) or only
 * the samples, with their stored outputs (a Run on the samples). The worker reads them from
 * PostgreSQL through its cache and judges them as {@link ExecutionJobPayload.tests}.
 */
export interface ExecutionTestSetRef {
  problemId: string;
  version: number;
  cases: 'all' | 'samples';
}

/**
 * What a job on {@link EXECUTION_QUEUE} holds in Redis: an {@link ExecutionJobPayload} whose tests are
 * either given (custom Run inputs, a reference-solution check of a problem not stored yet) or named
 * by `testSet`, so that a Submit's job stays a few KB however large the problem's tests are.
 */
export type ExecutionJobData = Omit<ExecutionJobPayload, 'tests'> & ({ tests: ExecutionTestInput[]; testSet?: undefined } | { testSet: ExecutionTestSetRef; tests?: undefined });

/** The verdict of one test as the worker computed it (same fields as a stored `TestCaseResult`). */
export interface ExecutionTestResult {
  /** 0-based position in the job's `tests`. */
  ordinal: number;
  passed: boolean;
  /** {@link SubmissionStatus} text of this test. */
  status: SubmissionStatus;
  hidden: boolean;
  input: string | null;
  /** What the learner's code printed during this test. */
  stdout: string | null;
  /** The learner's answer as canonical JSON; null when it gave none. */
  output: string | null;
  expected: string | null;
  stderr: string | null;
  compileOutput: string | null;
  /** CPU time, s; null when the program did not run. */
  timeS: number | null;
  /** Peak memory, KB; null when the program did not run. */
  memoryKb: number | null;
}

/**
 * What a finished job returns (BullMQ `returnvalue`): the overall status (`Accepted`, else the
 * first failing test's) and each test's verdict. `reason` explains an `Internal Error`. A Submit's
 * job returns its status only (`tests` empty): its verdicts are stored in PostgreSQL, and Redis
 * keeps every returned value (in the job and in the event stream) for the retention below.
 */
export interface ExecutionJobResult {
  status: SubmissionStatus;
  tests: ExecutionTestResult[];
  reason?: string;
  /**
   * For a job with hidden tests, whose per-test time and memory are never kept: the slowest test's
   * CPU time (s) and the peak memory (KB) as the sandbox measured them, coarsened; what the
   * submission's `time` and `memory` show.
   */
  aggregate?: { timeS: number | null; memoryKb: number | null };
  /**
   * The answer of a `counterexample` job (`tests` is then empty, `status` the learner's status on
   * the counterexample, or Accepted when none was found); absent when the search could not run
   * (`status` Internal Error with the `reason`).
   */
  counterexample?: CounterexampleResult;
  /** The answer of a `complexity` job (`tests` then empty; `status` Accepted, or the learner's failure). */
  complexity?: ComplexityResult;
}

/**
 * Job options both producers (gateway, worker reconciler) use unless configured otherwise. Three
 * attempts with exponential back-off from 2 s ride out a Judge0 restart (about 2 + 4 s) without
 * keeping a learner waiting long; the last attempt stores `Internal Error` instead of failing.
 * Retention is bounded by age (s) and count, so Redis (which at `noeviction` refuses every write,
 * sessions included, once full) stays small: a Submit's job is at most about 16 KB with its compact
 * return value (tests by reference), so 1000 completed plus 1000 failed ones stay under ~32 MB.
 * Completed jobs are kept 1 h (the duplicate-id window for a Submit's re-enqueue, see BullMQ's
 * jobId semantics; the reconciler and the idempotent store cover anything older), failed ones 24 h
 * for inspection. Runs, checks and searches are read by their waiting gateway at once and stored
 * nowhere: {@link UNSTORED_JOB_RETENTION}.
 */
export const EXECUTION_JOB_DEFAULTS = {
  attempts: 3,
  backoffMs: 2000,
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 86_400, count: 1000 },
} as const;

/**
 * Retention of jobs whose answer only their waiting gateway reads (Run, `validate`, `counterexample`, `complexity`):
 * 5 min (s) covers the gateway's read right after the job ends; the count caps a burst.
 */
export const UNSTORED_JOB_RETENTION = {
  removeOnComplete: { age: 300, count: 1000 },
  removeOnFail: { age: 3600, count: 1000 },
} as const;
