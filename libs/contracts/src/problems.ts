import type { ProblemComplexity } from './complexity';
import type { Comparator, ProblemSignature } from './problem-signature';
import type { Difficulty, Language } from './domain';
import { LANGUAGE_LABELS, LANGUAGE_TABLE } from './languages';

/**
 * A problem's CPU time limit per test for some languages, ms (`{"PYTHON": 3000, "CPP": 1000}`):
 * calibrated from each language's reference on the problem's largest tests, as judges scale
 * limits per language, so that a too-slow algorithm fails in a fast language too.
 */
export type TimeLimitsMs = Partial<Record<Language, number>>;

/**
 * The CPU time limit per test (ms) a run in `language` gets: the problem's limit for that
 * language when `timeLimitsMs` has one, else its single `timeLimitMs`. The one place that rule lives:
 * every job the gateway or the worker builds and the content check take their limit from here.
 */
export function timeLimitMsFor(problem: { timeLimitMs: number; timeLimitsMs?: TimeLimitsMs | null }, language: Language): number {
  return problem.timeLimitsMs?.[language] ?? problem.timeLimitMs;
}

/** One worked example per language (the Problem entity's `examples`). */
export interface ProblemExample {
  input: string;
  output: string;
  explanation?: string;
}

/** A judged input/output pair. Learners only ever receive samples. */
export interface ApiTestCase {
  input: string;
  output: string;
  isSample: boolean;
}

/** Entry of `solvedBy`: only the caller's own entry is ever returned (no learner sees who else solved it). */
export interface SolvedByEntry {
  userId: string;
}

/** A problem in lists (`get-all-problems`, sheets): what the problem table shows. */
export interface ApiProblemSummary {
  id: string;
  title: string;
  difficulty: Difficulty;
  /** Topic and company tags (company names are tags too). */
  tags: string[];
  companies: string[];
  /**
   * Other names the problem is known by (`Best Time to Buy and Sell Stock` for `Best Day to Buy and
   * Sell`): the list's search matches them as it matches the title. At most
   * {@link MAX_PROBLEM_ALIASES}, each at most {@link MAX_PROBLEM_ALIAS_LENGTH} characters.
   */
  aliases?: string[];
  /**
   * Share of the problem's judged Submits that were Accepted, percent (0 to 100, one decimal);
   * null when none was judged yet. Sent by `get-all-problems` only, computed by the database.
   */
  acceptanceRate?: number | null;
  solvedBy: SolvedByEntry[];
  createdAt: string;
  updatedAt: string;
}

/** The most aliases one problem keeps, and the longest alias in characters (after trimming). */
export const MAX_PROBLEM_ALIASES = 10;
export const MAX_PROBLEM_ALIAS_LENGTH = 100;

/**
 * A problem's full view (`get-problem`). `testcases` holds samples only and `referenceSolutions`
 * is absent for learners; admins receive every test case and the solutions.
 */
export interface ApiProblem extends ApiProblemSummary {
  description: string;
  constraints: string;
  hints: string | null;
  editorial: string | null;
  examples: Partial<Record<Language, ProblemExample>>;
  codeSnippets: Partial<Record<Language, string>>;
  referenceSolutions?: Partial<Record<Language, string>>;
  testcases: ApiTestCase[];
  category: string | null;
  /** CPU time limit per test, ms: of every language without its own in `timeLimitsMs`. */
  timeLimitMs: number;
  /** Per-language CPU time limits per test, ms (see {@link timeLimitMsFor}); null when none is set. */
  timeLimitsMs: TimeLimitsMs | null;
  /** Memory limit per test, KB. */
  memoryLimitKb: number;
  /**
   * What the learner writes (function or design class), when the platform owns the driver: test
   * inputs are then one JSON value per parameter per line and answers JSON. Null for a problem
   * judged as a whole program on stdin/stdout.
   */
  signature: ProblemSignature | null;
  /** How answers are compared (function-signature problems); null means `exact`. */
  comparator: Comparator | null;
  /** How the reference's time grows and how inputs of size n are made (see `ProblemComplexity`); null or absent when not declared (Analyze growth is then not offered). */
  complexity?: ProblemComplexity | null;
}

/** Body of `POST /problems/create-problem` and `PUT /problems/update-problem/{id}`. */
export interface ProblemPayload {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string[];
  companies?: string[];
  /** Other well-known names ({@link ApiProblemSummary.aliases}); omitted on update: the stored ones stay. */
  aliases?: string[];
  constraints: string;
  hints?: string | null;
  editorial?: string | null;
  testcases: { input: string; output: string; isSample?: boolean }[];
  examples: Partial<Record<Language, ProblemExample>>;
  codeSnippets: Partial<Record<Language, string>>;
  referenceSolutions: Partial<Record<Language, string>>;
  timeLimitMs?: number;
  /** Omitted on update: the stored ones stay; null: none (every language gets `timeLimitMs`). */
  timeLimitsMs?: TimeLimitsMs | null;
  memoryLimitKb?: number;
  /** Required on create (missing or null: 400); omitted on update: the stored signature stays. */
  signature?: ProblemSignature | null;
  comparator?: Comparator | null;
  /** Omitted on update: the stored declaration stays; null: none (Analyze growth is then not offered). */
  complexity?: ProblemComplexity | null;
}

/** Optional query of `get-all-problems`; without any, the whole list (the problem list's tag filter). */
export interface ProblemListQuery {
  difficulty?: Difficulty;
  /** Comma-separated topic tags: case-insensitive substring, OR within the group. */
  tags?: string;
  /** Comma-separated company names: same rule; AND with `tags`. */
  companies?: string;
  /** Case-insensitive substring of the title, an alias, a topic or a company. */
  search?: string;
  page?: number;
  pageSize?: number;
}

export interface ProblemsResponse {
  message: string;
  problems: ApiProblemSummary[];
  /** Matching problems before paging. */
  total: number;
}

export interface ProblemResponse {
  message: string;
  problem: ApiProblem;
}

/** Validation messages of the create-problem form, word for word. */
export const PROBLEM_MESSAGES = {
  title: 'Title must be at least 3 characters',
  description: 'Description must be at least 10 characters',
  tags: 'At least one tag is required',
  constraints: 'Constraints are required',
  testcases: 'At least one test case is required',
  input: 'Input is required',
  output: 'Output is required',
  signature: 'A signature is required: the function or class the learner writes',
  sample: 'Mark at least one test case as a sample',
  snippets: { JAVASCRIPT: 'JavaScript code snippet is required', PYTHON: 'Python code snippet is required', JAVA: 'Java solution is required' },
  solutions: { JAVASCRIPT: 'JavaScript solution is required', PYTHON: 'Python solution is required', JAVA: 'Java solution is required' },
  sheetName: 'Sheet name is required',
  sheetNameTooLong: 'Sheet name must be at most 100 characters',
} as const;

/** The longest sheet name, characters (after trimming); the create-sheet form and the gateway both hold it. */
export const MAX_SHEET_NAME_LENGTH = 100;

/**
 * The samples rule of a problem's test cases (the admin form and the gateway both apply it):
 * samples are the cases learners see and Run runs, so a problem needs at least one. A payload that
 * marks none of its cases either way leaves the choice to the store, which makes the first one a
 * sample; once any case carries `isSample`, at least one must be true.
 * @returns the message to show on `testcases`, or null when the rule holds
 */
export function sampleRuleError(testcases: readonly { isSample?: boolean }[]): string | null {
  const marked = testcases.some((testCase) => testCase.isSample !== undefined);
  return marked && !testcases.some((testCase) => testCase.isSample === true) ? PROBLEM_MESSAGES.sample : null;
}

/**
 * The languages rule of a problem: learners are offered the languages it has starter code for,
 * and every one of those must have a reference solution that passed its tests; a reference for a
 * language without starter code would be checked but never offered. Returns one message per
 * field path of the 400 `details` (`referenceSolutions.CPP`, `codeSnippets.TYPESCRIPT`) for each
 * language that has one but not the other (blank text counts as none); empty when the rule holds.
 */
export function languagePairErrors(problem: Pick<ProblemPayload, 'codeSnippets' | 'referenceSolutions'>): Record<string, string> {
  const given = (text: string | undefined) => typeof text === 'string' && text.trim() !== '';
  const errors: Record<string, string> = {};
  for (const { value } of LANGUAGE_TABLE) {
    const snippet = given(problem.codeSnippets[value]);
    const reference = given(problem.referenceSolutions[value]);
    const label = LANGUAGE_LABELS[value];
    if (snippet && !reference) errors[`referenceSolutions.${value}`] = `${label} needs a reference solution: learners are offered every language with starter code`;
    if (reference && !snippet) errors[`codeSnippets.${value}`] = `${label} needs starter code: learners are offered the languages with a reference solution`;
  }
  return errors;
}
