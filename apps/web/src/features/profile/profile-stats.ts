/** Level names and their thresholds 20, 60 and 95 (percent of problems solved, rounded). */
export type Level = 'Beginner' | 'Intermediate' | 'Expert' | 'Master';
export const LEVEL_THRESHOLDS = { beginner: 20, intermediate: 60, expert: 95 } as const;

/** The profile's level badge: 0–20 Beginner, above 20 to 60 Intermediate, above 60 to 95 Expert, above 95 Master. */
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

/** The profile's Active Days: days with a login count above 0. */
export function activeDays(loginMap: Record<string, number>): number {
  return Object.values(loginMap).filter((count) => count > 0).length;
}

/**
 * The profile's average time display: 'N.NN s' under 60 seconds, otherwise 'Xm Ys', or 'X min'
 * on a whole minute; '0 s' when there are no submissions.
 */
export function formatAverageTime(seconds: number, submissionCount: number): string {
  if (submissionCount === 0 || !Number.isFinite(seconds) || seconds <= 0) return '0 s';
  if (seconds < 60) return `${seconds.toFixed(2)} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return rest === 0 ? `${minutes} min` : `${minutes}m ${rest}s`;
}
