import type { ContentLanguage } from '../content-files';

/** Outcome of one program on one test, in Judge0's vocabulary (status descriptions). */
export type RunVerdict = 'Accepted' | 'Wrong Answer' | 'Time Limit Exceeded' | 'Runtime Error' | 'Compilation Error';

/** Result of one run: verdict, wall time in ms, and a short diagnostic (stderr/compiler output). */
export interface RunResult {
  verdict: RunVerdict;
  timeMs: number;
  detail?: string;
}

/** A program ready to run (compiled when its language needs it). Opaque to callers. */
export interface PreparedProgram {
  language: ContentLanguage;
  label: string;
  compileError?: string;
}

/**
 * How the content check executes programs. The local implementation spawns bare processes; a
 * Judge0 implementation (the sandbox's API) can replace it without touching the checker.
 */
export interface SolutionRunner {
  /** How many runs may be in flight at once (the sandbox's slots); 1 when absent. */
  readonly parallelism?: number;
  /** Compiles (if needed) `sourcePath`; a failure is reported in `compileError`, not thrown. */
  prepare(language: ContentLanguage, sourcePath: string, label: string): Promise<PreparedProgram>;
  /** Runs a prepared program on `input`, compares with `expected` (Judge0 rules), limit in ms. */
  run(program: PreparedProgram, input: string, expected: string, timeLimitMs: number): Promise<RunResult>;
  /** Releases temporary files. */
  dispose(): Promise<void>;
}
