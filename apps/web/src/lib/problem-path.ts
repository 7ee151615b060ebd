/** The query parameter that carries the sheet a learner opened a problem from. */
export const SHEET_PARAM = 'sheet';

/**
 * The workspace's address for problem `problemId`: `/problem/<id>`, with `?sheet=<sheet id>` when
 * it is opened from a sheet, so that the workspace's problem list and ◀ ▶ move within that sheet.
 */
export function problemPath(problemId: string, sheetId?: string): string {
  const path = `/problem/${encodeURIComponent(problemId)}`;
  return sheetId ? `${path}?${new URLSearchParams({ [SHEET_PARAM]: sheetId })}` : path;
}
