/**
 * Judge0 CE status ids and their descriptions, exactly as `app/enumerations/status.rb` (v1.13.1)
 * defines them. Judge0 has no "Memory Limit Exceeded" status: such runs end with a runtime-error
 * status and, in this project's sandbox, `message: "Memory limit exceeded"`.
 */
export const JUDGE0_STATUS = {
  IN_QUEUE: 1,
  PROCESSING: 2,
  ACCEPTED: 3,
  WRONG_ANSWER: 4,
  TIME_LIMIT_EXCEEDED: 5,
  COMPILATION_ERROR: 6,
  RUNTIME_ERROR_SIGSEGV: 7,
  RUNTIME_ERROR_SIGXFSZ: 8,
  RUNTIME_ERROR_SIGFPE: 9,
  RUNTIME_ERROR_SIGABRT: 10,
  RUNTIME_ERROR_NZEC: 11,
  RUNTIME_ERROR_OTHER: 12,
  INTERNAL_ERROR: 13,
  EXEC_FORMAT_ERROR: 14,
} as const;

/** One of the fourteen Judge0 status ids. */
export type Judge0StatusId = (typeof JUDGE0_STATUS)[keyof typeof JUDGE0_STATUS];

/** Description strings by status id, as Judge0's `GET /statuses` returns them. */
export const JUDGE0_STATUS_DESCRIPTIONS: Readonly<Record<Judge0StatusId, string>> = {
  1: 'In Queue',
  2: 'Processing',
  3: 'Accepted',
  4: 'Wrong Answer',
  5: 'Time Limit Exceeded',
  6: 'Compilation Error',
  7: 'Runtime Error (SIGSEGV)',
  8: 'Runtime Error (SIGXFSZ)',
  9: 'Runtime Error (SIGFPE)',
  10: 'Runtime Error (SIGABRT)',
  11: 'Runtime Error (NZEC)',
  12: 'Runtime Error (Other)',
  13: 'Internal Error',
  14: 'Exec Format Error',
};

/** `{id, description}` as Judge0 serialises a status (`StatusSerializer`). */
export interface Judge0Status {
  id: Judge0StatusId;
  description: string;
}

/** True for statuses 1 and 2: the submission has no result yet and must be polled again. */
export function isJudge0Pending(statusId: number): boolean {
  return statusId === JUDGE0_STATUS.IN_QUEUE || statusId === JUDGE0_STATUS.PROCESSING;
}

/** True for the runtime-error statuses 7 to 12 (Judge0 has one per signal class plus NZEC). */
export function isJudge0RuntimeError(statusId: number): boolean {
  return statusId >= JUDGE0_STATUS.RUNTIME_ERROR_SIGSEGV && statusId <= JUDGE0_STATUS.RUNTIME_ERROR_OTHER;
}

/** `message` the sandbox sets when the memory limit killed the program (Judge0 reports no MLE status). */
export const JUDGE0_MEMORY_LIMIT_MESSAGE = 'Memory limit exceeded';
