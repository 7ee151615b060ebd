/**
 * `yyyy-MM-dd` (a due day in the learner's zone, as the gateway names it) as a short local date,
 * e.g. "Tue, Nov 25". Parsed as noon UTC, so no zone can shift it to the neighbouring day.
 */
export function formatDueDay(day: string, locale?: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(noon);
}
