import type { Language } from './languages';

/**
 * Fewest measured Accepted submissions of a problem in one language before a submission's standing
 * is given as percentages: below it a percentage says more about luck than about the solution.
 */
export const STANDING_MINIMUM_SAMPLE = 20;

/** One bar of a standing histogram: the submissions whose figure is in [`from`, `to`). */
export interface StandingBucket {
  /** Lowest figure in the bar, inclusive (ms for CPU time, KB for memory). */
  from: number;
  /** End of the bar, exclusive, in the same unit. */
  to: number;
  /** Measured Accepted submissions in the bar. */
  count: number;
  /** Whether the submission asked about falls in this bar. */
  mine: boolean;
}

/**
 * Where one submission stands among every measured Accepted submission of its problem in its
 * language (the speed standing), from the sandbox's figures only: each Accepted Submit's slowest
 * hidden-run test's CPU time as the sandbox's cgroup counted it (ms, rounded up to 10 ms) and the
 * run's peak memory (KB, rounded up to 1024 KB).
 */
export interface SubmissionStanding {
  submissionId: string;
  problemId: string;
  language: Language;
  /** Measured Accepted submissions of the problem in the language (the submission's own included when it is one). */
  sampleSize: number;
  /** {@link STANDING_MINIMUM_SAMPLE}: the sample size from which percentages are given. */
  minimumSample: number;
  /** The submission's own CPU time, ms; null when it is not Accepted or was not measured. */
  cpuTimeMs: number | null;
  /** The submission's own peak memory, KB; null when it is not Accepted or was not measured. */
  peakMemoryKb: number | null;
  /**
   * Whole percent (rounded down) of the sample that took strictly more CPU time: ties count as not
   * beaten. Null when the sample is below `minimumSample` or the submission has no measurement.
   */
  percentFaster: number | null;
  /** Whole percent (rounded down) of the sample that peaked strictly higher in memory; null as `percentFaster`. */
  percentLessMemory: number | null;
  /** The sample's CPU times, ms, in at most 20 bars of equal width (a multiple of 10 ms), lowest first; empty without a sample. */
  cpuTimeHistogram: StandingBucket[];
  /** The sample's peak memory, KB, in at most 20 bars of equal width (a multiple of 1024 KB), lowest first; empty without a sample. */
  peakMemoryHistogram: StandingBucket[];
}

/** `GET /submission/{id}/standing`. */
export interface SubmissionStandingResponse {
  message: string;
  standing: SubmissionStanding;
}
