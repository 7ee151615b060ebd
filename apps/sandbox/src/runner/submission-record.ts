import type { Judge0StatusId } from '@algosheets/contracts';

/**
 * A validated submission in internal units: texts decoded to bytes, times in seconds as Judge0
 * stores them, memory/stack/file size in KB.
 */
export interface SubmissionSpec {
  languageId: number;
  sourceCode: Buffer;
  stdin: Buffer | null;
  expectedOutput: Buffer | null;
  compilerOptions: string | null;
  commandLineArguments: string | null;
  cpuTimeLimit: number;
  cpuExtraTime: number;
  wallTimeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  maxProcessesAndOrThreads: number;
  enablePerProcessAndThreadTimeLimit: boolean;
  enablePerProcessAndThreadMemoryLimit: boolean;
  maxFileSize: number;
  redirectStderrToStdout: boolean;
  enableNetwork: boolean;
  numberOfRuns: number;
  callbackUrl: string | null;
  /**
   * The `test_steps` extension (a harness run): `stdin` split into steps of `sizes` bytes, written
   * one per frame of the program marked with `mark`; `cpuTimeLimit` per test, s. Null otherwise.
   */
  testSteps: { mark: string; sizes: number[]; cpuTimeLimit: number } | null;
}

/** A submission and its result as held in memory until its time-to-live ends. */
export interface SubmissionRecord {
  token: string;
  spec: SubmissionSpec;
  /** Whose work it is (the `X-Fair-Share-Key` header; '' when absent): slots are shared fairly between keys. */
  fairShareKey: string;
  statusId: Judge0StatusId;
  stdout: Buffer | null;
  stderr: Buffer | null;
  compileOutput: Buffer | null;
  message: string | null;
  /** CPU time in s. */
  time: number | null;
  /** Wall time in s. */
  wallTime: number | null;
  /** Peak memory in KB. */
  memory: number | null;
  exitCode: number | null;
  exitSignal: number | null;
  /** Per-test CPU times (ms) and the test killed for its time, for a submission with `testSteps`. */
  testTimes: { cpuMs: number[]; exceeded: number | null; memoryExceeded: number | null } | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** Settles when the submission reached a final status. */
  done: Promise<void>;
  /**
   * Aborted when nobody waits for the result any more (the client of a `wait=true` request went
   * away): its runs are killed or leave the slot queue, and it ends in 13 Internal Error.
   */
  cancellation: AbortController;
}
