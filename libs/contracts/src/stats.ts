import type { Difficulty, Language } from './domain';

/** Solved against total for one difficulty. */
export interface SolvedCount {
  solved: number;
  total: number;
}

/** One language's share of the caller's submissions. */
export interface LanguageUsage {
  language: Language;
  count: number;
  /** Percent of all submissions, one decimal. */
  percentage: number;
}

/**
 * `GET /users/me/stats`: the profile's Progress Overview and Performance Statistics, computed on
 * the server by the profile's definitions of its derived values.
 */
export interface ProfileStats {
  solved: SolvedCount;
  byDifficulty: Record<Difficulty, SolvedCount>;
  /** Distinct problems with a submission that are not solved. */
  attempting: number;
  totalSubmissions: number;
  /** Accepted submissions over all judged ones, percent, one decimal. */
  successRate: number;
  languages: LanguageUsage[];
  /** null when there are no submissions (the screen shows 'N/A'). */
  mostUsedLanguage: Language | null;
  /** Mean over judged submissions of their mean per-test CPU time, s; 0 with none. */
  averageRuntimeS: number;
}

export interface ProfileStatsResponse {
  message: string;
  stats: ProfileStats;
}
