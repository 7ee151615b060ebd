/** The heatmap constants: 53 week columns covering 365 days; 4 levels at 25/50/75 %; up to 5 names in a tooltip. */
export const HEATMAP_DAYS = 365;
export const HEATMAP_WEEKS = 53;
export const TOOLTIP_MAX_USERS = 5;
/** The heatmap's row labels, on rows 0, 2, 4 and 6 (Sunday first). */
export const WEEKDAY_LABELS: readonly (string | undefined)[] = ['Sun', undefined, 'Tue', undefined, 'Thu', undefined, 'Sat'];

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

/** `yyyy-MM-dd` of a local calendar date. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The heatmap's intensity levels: above 75 % of the maximum daily value level 4, above 50 % level 3,
 * above 25 % level 2, otherwise level 1; a count of 0 is an empty cell.
 */
export function heatLevel(count: number, max: number): HeatLevel {
  if (count <= 0 || max <= 0) return 0;
  const share = count / max;
  if (share > 0.75) return 4;
  if (share > 0.5) return 3;
  if (share > 0.25) return 2;
  return 1;
}

export interface HeatmapCell {
  key: string;
  date: Date;
  count: number;
  level: HeatLevel;
  users: string[];
}

export interface HeatmapGrid {
  /** 53 columns of 7 slots, Sunday first; slots outside the 365 days are null. */
  weeks: (HeatmapCell | null)[][];
  /** Month names on the column in which each month begins. */
  monthLabels: { column: number; label: string }[];
  max: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The last 365 days, ending today and starting 364 days earlier, laid out in week columns. `counts`
 * maps day keys to login counts; `users` (admins) maps day keys to the names that logged in.
 */
export function buildHeatmap(today: Date, counts: Record<string, number>, users: Record<string, string[]> = {}): HeatmapGrid {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (HEATMAP_DAYS - 1));
  const offset = start.getDay();
  const weeks: (HeatmapCell | null)[][] = Array.from({ length: HEATMAP_WEEKS }, () => Array<HeatmapCell | null>(7).fill(null));
  const days: HeatmapCell[] = [];
  for (let index = 0; index < HEATMAP_DAYS; index += 1) {
    const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index);
    const key = dayKey(date);
    days.push({ key, date, count: counts[key] ?? 0, level: 0, users: users[key] ?? [] });
  }
  const max = Math.max(0, ...days.map((day) => day.count));
  const monthLabels: { column: number; label: string }[] = [];
  days.forEach((day, index) => {
    day.level = heatLevel(day.count, max);
    const slot = index + offset;
    const column = Math.floor(slot / 7);
    const week = weeks[column];
    if (week) week[slot % 7] = day;
    if (index === 0 || day.date.getDate() === 1) {
      // A label needs about three columns; a partial first month too narrow for one gives way to the next.
      const previous = monthLabels.at(-1);
      if (previous && column - previous.column < 3) monthLabels.pop();
      monthLabels.push({ column, label: MONTHS[day.date.getMonth()] ?? '' });
    }
  });
  return { weeks, monthLabels, max };
}

/**
 * The cell tooltip: the date and the login count with singular/plural wording,
 * and for admins 'Users:' with up to 5 names and '+N more'.
 */
export function heatmapTooltip(cell: Pick<HeatmapCell, 'date' | 'count' | 'users'>, showUsers: boolean): string[] {
  const date = cell.date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  const lines = [date, `${cell.count} ${cell.count === 1 ? 'login' : 'logins'}`];
  if (showUsers && cell.users.length > 0) {
    const extra = cell.users.length - TOOLTIP_MAX_USERS;
    lines.push(`Users: ${cell.users.slice(0, TOOLTIP_MAX_USERS).join(', ')}${extra > 0 ? ` +${extra} more` : ''}`);
  }
  return lines;
}

interface LoginSource {
  name: string;
  email: string;
  loginMap: Record<string, number>;
}

/** Admins' heatmap: every user's logins summed per day, with who logged in (name, else e-mail). */
export function aggregateLogins(users: LoginSource[]): { counts: Record<string, number>; users: Record<string, string[]> } {
  const counts: Record<string, number> = {};
  const names: Record<string, string[]> = {};
  for (const user of users) {
    for (const [key, count] of Object.entries(user.loginMap)) {
      if (count <= 0) continue;
      counts[key] = (counts[key] ?? 0) + count;
      (names[key] ??= []).push(user.name || user.email);
    }
  }
  return { counts, users: names };
}
