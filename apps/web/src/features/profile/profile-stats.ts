import { SubmissionStatus, type ApiSubmission, type Language } from '@algosheets/contracts';

/** Level names and the spec's thresholds 20, 60 and 95 (percent of problems solved, rounded). */
export type Level = 'Beginner' | 'Intermediate' | 'Expert' | 'Master';
export const LEVEL_THRESHOLDS = { beginner: 20, intermediate: 60, expert: 95 } as const;

/** The spec's level badge: 0–20 Beginner, above 20 to 60 Intermediate, above 60 to 95 Expert, above 95 Master. */
export function levelFor(solved: number, total: number): Level {
  const percent = total === 0 ? 0 : Math.round((solved / total) * 100);
  if (percent <= LEVEL_THRESHOLDS.beginner) return 'Beginner';
  if (percent <= LEVEL_THRESHOLDS.intermediate) return 'Intermediate';
  if (percent <= LEVEL_THRESHOLDS.expert) return 'Expert';
  return 'Master';
}

const DAY_MS = 86_400_000;

/** Day number of a `yyyy-MM-dd` key, counted in UTC so that daylight-saving shifts never break a run. */
function dayNumber(key: string): number {
  return Math.round(Date.parse(`${key}T00:00:00Z`) / DAY_MS);
}

/** The sorted distinct day numbers with at least one login. */
function loginDays(loginMap: Record<string, number>): number[] {
  return [...new Set(Object.entries(loginMap).filter(([key, count]) => count > 0 && /^\d{4}-\d{2}-\d{2}$/.test(key)).map(([key]) => dayNumber(key)))].sort((a, b) => a - b);
}

/** Consecutive login days counted back from the latest login day (the current streak). */
export function computeCurrentStreak(loginMap: Record<string, number>): number {
  const days = loginDays(loginMap);
  if (days.length === 0) return 0;
  let streak = 1;
  for (let index = days.length - 1; index > 0 && days[index] - days[index - 1] === 1; index -= 1) streak += 1;
  return streak;
}

/** The longest run of consecutive login days (the best streak). */
export function computeBestStreak(loginMap: Record<string, number>): number {
  const days = loginDays(loginMap);
  let best = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && day - days[index - 1] === 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

interface StreakSource {
  loginMap: Record<string, number>;
  streakCount?: number | null;
  longestCount?: number | null;
}

/** The server's counters, falling back to values computed from the login map when they are missing. */
export function streaksOf(user: StreakSource): { current: number; best: number } {
  return {
    current: typeof user.streakCount === 'number' ? user.streakCount : computeCurrentStreak(user.loginMap),
    best: typeof user.longestCount === 'number' ? user.longestCount : computeBestStreak(user.loginMap),
  };
}

/** The spec's Active Days: days with a login count above 0. */
export function activeDays(loginMap: Record<string, number>): number {
  return Object.values(loginMap).filter((count) => count > 0).length;
}

/**
 * The spec's average time display: 'N.NN s' under 60 seconds, otherwise 'Xm Ys', or 'X min'
 * on a whole minute; '0 s' when there are no submissions.
 */
export function formatAverageTime(seconds: number, submissionCount: number): string {
  if (submissionCount === 0 || !Number.isFinite(seconds) || seconds <= 0) return '0 s';
  if (seconds < 60) return `${seconds.toFixed(2)} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return rest === 0 ? `${minutes} min` : `${minutes}m ${rest}s`;
}

/** Accepted over all judged submissions, percent rounded to one decimal (what `/users/me/stats` computes). */
export function successRate(submissions: Pick<ApiSubmission, 'status'>[]): number {
  const judged = submissions.filter((submission) => submission.status !== SubmissionStatus.Pending);
  if (judged.length === 0) return 0;
  return Math.round((judged.filter((submission) => submission.status === SubmissionStatus.Accepted).length / judged.length) * 1000) / 10;
}

export interface LanguageShare {
  language: Language;
  count: number;
  /** Percent of all submissions, one decimal. */
  percentage: number;
}

/** The Programming Languages list: each language's count and share, most used first. */
export function languageShares(submissions: Pick<ApiSubmission, 'language'>[]): LanguageShare[] {
  const counts = new Map<Language, number>();
  for (const { language } of submissions) counts.set(language, (counts.get(language) ?? 0) + 1);
  return [...counts.entries()]
    .map(([language, count]) => ({ language, count, percentage: Math.round((count / submissions.length) * 1000) / 10 }))
    .sort((a, b) => b.count - a.count || a.language.localeCompare(b.language));
}

/** The spec's Attempting count: distinct problems with at least one submission that are not solved. */
export function attemptingCount(submissions: Pick<ApiSubmission, 'problemId'>[], solvedProblemIds: Iterable<string>): number {
  const solved = new Set(solvedProblemIds);
  return new Set(submissions.map((submission) => submission.problemId).filter((id) => !solved.has(id))).size;
}
