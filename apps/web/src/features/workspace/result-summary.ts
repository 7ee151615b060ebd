import { canonicalJson, firstDifference, formatValuePath, type JsonValue, parseJson } from '@algosheets/judge';
import { SubmissionStatus } from '@algosheets/contracts';

/** Memory and time arrive as JSON text; malformed text counts as an empty list. */
export function parseJsonList(text: string | null | undefined): unknown[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Leading number of an entry such as '0.5 s', 0.5 or '9120 KB'; NaN when there is none. */
function leadingNumber(entry: unknown): number {
  return typeof entry === 'number' ? entry : Number.parseFloat(String(entry));
}

function mean(values: number[]): number {
  const numbers = values.filter((value) => Number.isFinite(value));
  return numbers.length === 0 ? 0 : numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
}

/** Mean of a JSON list of per-test times in seconds (each entry begins with a number). */
export function averageSeconds(timeJson: string | null | undefined): number {
  return mean(parseJsonList(timeJson).map(leadingNumber));
}

/** Mean of a JSON list of per-test memory in KB. */
export function averageKb(memoryJson: string | null | undefined): number {
  return mean(parseJsonList(memoryJson).map(leadingNumber));
}

/** Success Rate card: passed test cases over all, percent to one decimal. */
export function passedRate(testcases: { passed: boolean }[]): string {
  if (testcases.length === 0) return '0.0%';
  return `${((testcases.filter((testcase) => testcase.passed).length / testcases.length) * 100).toFixed(1)}%`;
}

/** Submissions table: 'N/A' when a value is zero. */
export function orNotAvailable(value: number, format: (value: number) => string): string {
  return value === 0 ? 'N/A' : format(value);
}

/** Status badge: success for Accepted, error for Compile Error, warning for everything else. */
export function statusPalette(status: string): 'green' | 'red' | 'orange' {
  if (status === SubmissionStatus.Accepted) return 'green';
  if (status === SubmissionStatus.CompileError) return 'red';
  return 'orange';
}

/** Toast type of a finished Run or Submit: only Accepted is a success; a Compile Error is an error, any other verdict a warning. */
export type VerdictToastType = 'success' | 'error' | 'warning';

/**
 * The toast a finished Run or Submit shows: titled with the verdict itself and coloured like its
 * status badge, so a Compile Error or Wrong Answer never reads as 'Code executed successfully'.
 * The description counts passed tests ('1 of 2 tests passed'); it is omitted when there were none.
 */
export function verdictToast(submission: { status: string; testcases: { passed: boolean }[] }): { type: VerdictToastType; title: string; description?: string } {
  const palette = statusPalette(submission.status);
  const type: VerdictToastType = palette === 'green' ? 'success' : palette === 'red' ? 'error' : 'warning';
  const total = submission.testcases.length;
  const passed = submission.testcases.filter((testcase) => testcase.passed).length;
  return { type, title: submission.status, description: total > 0 ? `${passed} of ${total} tests passed` : undefined };
}

/**
 * The first line (0-based) at which `actual` differs from `expected`, ignoring trailing whitespace
 * the judge ignores too; -1 when they match. Marks the line in the per-test result.
 */
export function firstDifferingLine(expected: string, actual: string): number {
  const expectedLines = expected.trimEnd().split('\n').map((line) => line.trimEnd());
  const actualLines = actual.trimEnd().split('\n').map((line) => line.trimEnd());
  const length = Math.max(expectedLines.length, actualLines.length);
  for (let index = 0; index < length; index += 1) {
    if (expectedLines[index] !== actualLines[index]) return index;
  }
  return -1;
}

/**
 * Where a function-signature answer first differs from the expected one, as the Results tab says
 * it (`at [2][0]: expected 5, got 4`), from the judge's own {@link firstDifference}; null when the
 * two JSON texts are equal or either does not parse (then the texts speak for themselves).
 */
export function answerDifference(expected: string, output: string): string | null {
  try {
    const difference = firstDifference(parseJson(expected), parseJson(output));
    if (!difference) return null;
    const show = (value: JsonValue | undefined) => (value === undefined ? 'nothing' : canonicalJson(value));
    return `at ${formatValuePath(difference.path)}: expected ${show(difference.expected)}, got ${show(difference.actual)}`;
  } catch {
    return null;
  }
}

/** Verdicts after which the workspace offers 'Find a failing input': the code ran and some input failed it. */
const SEARCHABLE_VERDICTS = new Set<string>([SubmissionStatus.WrongAnswer, SubmissionStatus.RuntimeError, SubmissionStatus.TimeLimitExceeded, SubmissionStatus.MemoryLimitExceeded]);

/**
 * Whether a Run or Submit verdict calls for a search for a failing input: a Wrong Answer, a crash
 * or a limit; never Accepted, a Compile Error (no input helps) nor a verdict still pending.
 */
export function offersFailingInputSearch(status: string): boolean {
  return SEARCHABLE_VERDICTS.has(status);
}
