import type { Language } from './domain';

/** BullMQ queue shared by the gateway (producer) and the execution worker (consumer). */
export const EXECUTION_QUEUE = 'execution';

/** What a job asks for: a Run (never stored), a Submit (stored verdict) or a reference-solution check. */
export type ExecutionJobKind = 'run' | 'submit' | 'validate';

/** One input the job runs the program on; `expectedOutput` is absent for custom-input Runs. */
export interface ExecutionTestInput {
  input: string;
  expectedOutput?: string;
}

/**
 * Payload of a job on {@link EXECUTION_QUEUE}. For a Submit the job id is the submission id, so a
 * duplicate enqueue cannot create a second job. `requestId` carries the HTTP request's id into the
 * worker's logs.
 */
export interface ExecutionJobPayload {
  kind: ExecutionJobKind;
  requestId: string;
  userId: string;
  problemId: string;
  submissionId?: string;
  language: Language;
  sourceCode: string;
  tests: ExecutionTestInput[];
  /** Per-problem limits: CPU time in seconds, memory in KB (Judge0 units). */
  cpuTimeLimitS: number;
  memoryLimitKb: number;
}
