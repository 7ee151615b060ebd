/**
 * The API's notation for the figures of a judged test case (see `ApiTestCaseResult.time` and
 * `.memory`): CPU time in seconds to three decimals, "0.012 s", and memory in whole KB,
 * "9120 KB". The gateway, the worker and the web screens all print these strings through the
 * helpers below, so the notation the screens parse back has one definition.
 */

/**
 * Seconds as the API writes a test case's CPU time: `0.0123` → `"0.012 s"` (three decimals, the
 * API's rule that each time entry begins with a number of seconds). `null` (the program did not
 * run) stays `null`, so each caller chooses its own placeholder.
 */
export function formatSeconds(timeS: number): string;
export function formatSeconds(timeS: number | null): string | null;
export function formatSeconds(timeS: number | null): string | null {
  return timeS === null ? null : `${timeS.toFixed(3)} s`;
}

/**
 * Kilobytes as the API writes a test case's peak memory: `9120` → `"9120 KB"`; a fraction (an
 * average over test cases) is rounded to whole KB, `9082.5` → `"9083 KB"`. `null` stays `null`.
 */
export function formatKb(memoryKb: number): string;
export function formatKb(memoryKb: number | null): string | null;
export function formatKb(memoryKb: number | null): string | null {
  return memoryKb === null ? null : `${memoryKb.toFixed(0)} KB`;
}
