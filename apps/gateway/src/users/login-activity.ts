/**
 * Calendar rules of login activity (streaks and active days). Days are `yyyy-MM-dd` strings in the user's own time zone; arithmetic on them is done in
 * UTC, where every day has 24 hours, so daylight-saving changes cannot skip or repeat a day.
 */
import { TIME_ZONE_HEADER } from '@algosheets/contracts';

/** Streak fields kept on the user row. */
export interface StreakState {
  streakCount: number;
  longestCount: number;
  /** Latest login day, or null before the first login. */
  lastLoginDate: string | null;
}

const DAY_MS = 86_400_000;

/**
 * The IANA zone named by the client (`X-Timezone`), or 'UTC' when missing or unknown.
 * Accepts any zone the runtime's ICU knows (e.g. 'Asia/Kolkata', 'America/New_York').
 */
export function resolveTimeZone(header: string | undefined): string {
  if (!header || header.length > 64) return 'UTC';
  try {
    // Validates the name; the caller's spelling is kept (ICU would turn Asia/Kolkata into Asia/Calcutta).
    new Intl.DateTimeFormat('en-US', { timeZone: header });
    return header;
  } catch {
    return 'UTC';
  }
}

/** The caller's zone: the request's `X-Timezone` header, by {@link resolveTimeZone}. */
export function timeZoneOf(request: { header(name: string): string | undefined }): string {
  return resolveTimeZone(request.header(TIME_ZONE_HEADER));
}

/** The calendar day of `instant` in `timeZone`, `yyyy-MM-dd`. */
export function dayIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole days from `from` to `to` (both `yyyy-MM-dd`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The streak after a login on `day`: the next day extends it, a gap restarts it at 1, the same day
 * changes nothing, and an earlier day (a login from a zone behind the previous one) changes nothing.
 */
export function advanceStreak(state: StreakState, day: string): StreakState {
  if (state.lastLoginDate === null) return { streakCount: 1, longestCount: Math.max(state.longestCount, 1), lastLoginDate: day };
  const gap = daysBetween(state.lastLoginDate, day);
  if (gap <= 0) return state;
  const streakCount = gap === 1 ? state.streakCount + 1 : 1;
  return { streakCount, longestCount: Math.max(state.longestCount, streakCount), lastLoginDate: day };
}

/**
 * Current and best streak recomputed from a login map (the fallback used when the stored counts
 * are missing): current counts back from the latest login day; best is the longest run.
 */
export function streaksFromLoginMap(loginMap: Record<string, number>): { current: number; best: number } {
  const days = Object.keys(loginMap)
    .filter((day) => loginMap[day] > 0)
    .sort();
  let best = 0;
  let run = 0;
  for (let i = 0; i < days.length; i += 1) {
    run = i > 0 && daysBetween(days[i - 1], days[i]) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return { current: run, best };
}
