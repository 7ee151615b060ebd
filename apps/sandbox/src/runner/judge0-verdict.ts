import { JUDGE0_MEMORY_LIMIT_MESSAGE, JUDGE0_STATUS, type Judge0StatusId } from '@algosheets/contracts';
import type { RunResult } from './bwrap-runner';

/** Status and the run fields Judge0 derives with it. */
export interface Verdict {
  statusId: Judge0StatusId;
  message: string | null;
  /** Judge0 stores `metadata[:exitcode] || 0`: 0 when a signal ended the program. */
  exitCode: number;
  exitSignal: number | null;
}

/**
 * Judge0's output normalisation (`isolate_job.rb#strip`): split on "\n", right-strip every line,
 * join, right-strip the whole. Ruby's rstrip removes whitespace and NUL, so CRLF equals LF.
 */
export function judge0Strip(text: string): string {
  const rstrip = (s: string): string => s.replace(/[\s\0]+$/u, '');
  return rstrip(text.split('\n').map(rstrip).join('\n'));
}

const SIGNAL_STATUS: Record<number, Judge0StatusId> = {
  11: JUDGE0_STATUS.RUNTIME_ERROR_SIGSEGV,
  25: JUDGE0_STATUS.RUNTIME_ERROR_SIGXFSZ,
  8: JUDGE0_STATUS.RUNTIME_ERROR_SIGFPE,
  6: JUDGE0_STATUS.RUNTIME_ERROR_SIGABRT,
};

/**
 * Judge0's `determine_status` applied to one sandboxed run: time limit (CPU over the limit, or
 * killed by wall time) → 5; killed by a signal → 7–10 by signal, else 12; non-zero exit → 11;
 * otherwise 3 when `expected` is null or equal after `judge0Strip`, else 4. Our additions:
 * a memory-limit kill is 12 with message "Memory limit exceeded" (Judge0 has no MLE status), and
 * output past `max_file_size` is 8 (SIGXFSZ), as the file-size limit makes it in Judge0.
 * Empty output compared to an empty `expected` is Wrong Answer, as in Judge0 (`"" != nil`).
 */
export function judge0Verdict(run: RunResult, expected: string | null): Verdict {
  const exitCode = run.exitCode ?? 0;
  const exitSignal = run.signal;
  const status = (statusId: Judge0StatusId, message: string | null): Verdict => ({ statusId, message, exitCode, exitSignal });
  switch (run.limitHit) {
    case 'cpu':
      return status(JUDGE0_STATUS.TIME_LIMIT_EXCEEDED, 'Time limit exceeded');
    case 'wall':
      return status(JUDGE0_STATUS.TIME_LIMIT_EXCEEDED, 'Time limit exceeded (wall clock)');
    case 'memory':
      return status(JUDGE0_STATUS.RUNTIME_ERROR_OTHER, JUDGE0_MEMORY_LIMIT_MESSAGE);
    case 'output':
      return status(JUDGE0_STATUS.RUNTIME_ERROR_SIGXFSZ, 'Output limit exceeded');
    case null:
      break;
  }
  if (exitSignal !== null) return status(SIGNAL_STATUS[exitSignal] ?? JUDGE0_STATUS.RUNTIME_ERROR_OTHER, `Caught fatal signal ${exitSignal}`);
  if (exitCode !== 0) return status(JUDGE0_STATUS.RUNTIME_ERROR_NZEC, `Exited with error status ${exitCode}`);
  if (expected === null) return status(JUDGE0_STATUS.ACCEPTED, null);
  const stdout = run.stdout.length === 0 ? null : run.stdout.toString('utf8');
  const accepted = stdout !== null && judge0Strip(stdout) === judge0Strip(expected);
  return status(accepted ? JUDGE0_STATUS.ACCEPTED : JUDGE0_STATUS.WRONG_ANSWER, null);
}
