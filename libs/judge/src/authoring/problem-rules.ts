import { type Comparator, Difficulty, type Language, LANGUAGE_TABLE, languagePairErrors, MAX_PROBLEM_ALIAS_LENGTH, MAX_PROBLEM_ALIASES, PROBLEM_MESSAGES, type ProblemExample, type ProblemSignature, sampleRuleError } from '@algosheets/contracts';
import { checkGenerationConstraints } from '../generation/generation-constraints';
import { checkSignatureNames } from '../harness/harness-signature';
import { signatureFieldErrors } from '../harness/signature-rules';
import { checkerSyntaxError, preconditionSyntaxError } from '../judging/function-body-syntax';
import { JUDGE0_MAX_LIMITS } from '../judging/harness-run';
import { LANGUAGES } from '../languages/harness-languages';
import { parseExpected, parseTestInput } from '../values/typed-value';

/**
 * A problem as its author defines it, whatever wrote it (the admin API's body, a content folder,
 * the admin form): the fields the definition rules read. Values are as received, so each field
 * may hold anything (a hostile body, a hand-written problem.json); `signature` is the one the
 * problem will have (on an update that omits it, the stored one).
 */
export interface ProblemDefinition {
  title: unknown;
  description: unknown;
  difficulty: unknown;
  tags: unknown;
  aliases?: unknown;
  constraints: unknown;
  testcases: unknown;
  examples: unknown;
  codeSnippets: unknown;
  referenceSolutions: unknown;
  /** CPU time limit per test, ms. */
  timeLimitMs?: unknown;
  /** CPU time limit per test per language, ms; null: none. */
  timeLimitsMs?: unknown;
  /** Memory limit per test, KB. */
  memoryLimitKb?: unknown;
  signature: unknown;
  comparator?: unknown;
}

/** One broken rule: `path` is the field path the gateway's 400 `details` and the admin form share (`testcases.1.input`). */
export interface ProblemFieldError {
  path: string;
  message: string;
}

/**
 * The range of a CPU time limit per test, ms (`timeLimitMs` and each of `timeLimitsMs`), up to
 * Judge0's largest CPU limit.
 */
export const TIME_LIMIT_RANGE_MS = { min: 100, max: JUDGE0_MAX_LIMITS.cpuTimeS * 1000 } as const;
/** The range of a memory limit per test, KB, up to Judge0's largest memory limit. */
export const MEMORY_LIMIT_RANGE_KB = { min: 16_000, max: JUDGE0_MAX_LIMITS.memoryKb } as const;
/** The minimum length of a title, characters after trimming. */
export const MIN_TITLE_LENGTH = 3;
/** The minimum length of a description, characters after trimming. */
export const MIN_DESCRIPTION_LENGTH = 10;

/** The refusal of a difficulty that is not one of the enum's values. */
export const DIFFICULTY_MESSAGE = `Difficulty must be one of ${Object.values(Difficulty).join(', ')}`;
const COMPARATOR_KINDS: readonly Comparator['kind'][] = ['exact', 'float', 'unordered', 'unordered-deep', 'checker'];
/** The languages every problem carries, with the create-problem form's messages. */
type RequiredLanguage = keyof typeof PROBLEM_MESSAGES.snippets;
const REQUIRED = Object.keys(PROBLEM_MESSAGES.snippets) as RequiredLanguage[];

const isText = (value: unknown): value is string => typeof value === 'string';
const filled = (value: unknown): value is string => isText(value) && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const wholeIn = (value: unknown, range: { min: number; max: number }) => Number.isInteger(value) && (value as number) >= range.min && (value as number) <= range.max;

/**
 * Every broken rule of a problem's definition, in field order (empty when it is valid): the one
 * home of "is this problem valid?" that the admin API (before anything is stored or run), the
 * content check (every problem folder) and the admin form (as the admin types) all apply. The
 * rules:
 * - `title` at least 3 characters and `description` at least 10 (trimmed); `difficulty` one of
 *   EASY, MEDIUM, HARD; at least one tag, none blank; `constraints` not blank;
 * - `aliases` (optional): a list of at most {@link MAX_PROBLEM_ALIASES} texts, each 1 to
 *   {@link MAX_PROBLEM_ALIAS_LENGTH} characters after trimming;
 * - at least one test case, each with an input; the samples rule (`sampleRuleError`);
 * - JAVASCRIPT, PYTHON and JAVA carry an example, starter code and a reference solution (the
 *   form's messages); any example given has an input and an output; the languages rule
 *   (`languagePairErrors`: starter code exactly where there is a reference);
 * - limits in range: `timeLimitMs` and each of `timeLimitsMs` (keyed by known languages) whole ms
 *   in {@link TIME_LIMIT_RANGE_MS}, `memoryLimitKb` whole KB in {@link MEMORY_LIMIT_RANGE_KB};
 * - a signature ({@link signatureFieldErrors}, then every language's harness generates from it);
 *   while it is invalid the rules below that read it are not applied ({@link signatureProblemErrors});
 * - its generation constraints are sound (`checkGenerationConstraints`: what the counterexample
 *   finder draws from) and a precondition parses as a function body;
 * - the comparator is one of the five, a float tolerance between 0 and 1, a checker has a body
 *   that parses (parsed only, never run: the gateway runs no problem code);
 * - every test case's input and non-blank expected answer match the signature (a blank expected
 *   answer is left to the reference solutions).
 * Not here: the complexity declaration, whose check draws inputs up to 10^7 values and so runs
 * where each caller can bound it (the gateway in a worker thread with a budget). Pure and
 * browser-safe; never throws on a malformed definition (it reports the fields instead).
 */
export function problemDefinitionErrors(definition: ProblemDefinition): ProblemFieldError[] {
  const errors: ProblemFieldError[] = [];
  const add = (path: string, message: string | null) => {
    if (message) errors.push({ path, message });
  };
  add('title', isText(definition.title) && definition.title.trim().length >= MIN_TITLE_LENGTH ? null : PROBLEM_MESSAGES.title);
  add('description', isText(definition.description) && definition.description.trim().length >= MIN_DESCRIPTION_LENGTH ? null : PROBLEM_MESSAGES.description);
  add('difficulty', (Object.values(Difficulty) as unknown[]).includes(definition.difficulty) ? null : DIFFICULTY_MESSAGE);
  const tags = Array.isArray(definition.tags) ? definition.tags : [];
  add('tags', tags.length === 0 ? PROBLEM_MESSAGES.tags : tags.every(filled) ? null : 'Tags must not be empty');
  add('aliases', aliasError(definition.aliases));
  add('constraints', filled(definition.constraints) ? null : PROBLEM_MESSAGES.constraints);
  const testcases = testCasesOf(definition.testcases);
  if (testcases.length === 0) add('testcases', PROBLEM_MESSAGES.testcases);
  testcases.forEach((testCase, index) => add(`testcases.${index}.input`, filled(testCase.input) ? null : PROBLEM_MESSAGES.input));
  add('testcases', sampleRuleError(testcases));
  errors.push(...languageErrors(definition));
  errors.push(...limitErrors(definition));
  if (!isRecord(definition.signature)) errors.push({ path: 'signature', message: PROBLEM_MESSAGES.signature }, ...comparatorErrors(definition.comparator));
  else errors.push(...signatureProblemErrors(definition.signature as unknown as ProblemSignature, definition.comparator, testcases));
  return errors;
}

/** The faults of `aliases` (undefined: none given), the first only. */
function aliasError(aliases: unknown): string | null {
  if (aliases === undefined) return null;
  if (!Array.isArray(aliases)) return 'Aliases must be a list of names';
  if (aliases.length > MAX_PROBLEM_ALIASES) return `At most ${MAX_PROBLEM_ALIASES} aliases`;
  if (!aliases.every(isText)) return 'Aliases must be text';
  if (!aliases.every(filled)) return 'Aliases must not be empty';
  return aliases.every((alias) => alias.trim().length <= MAX_PROBLEM_ALIAS_LENGTH) ? null : `Each alias must be at most ${MAX_PROBLEM_ALIAS_LENGTH} characters`;
}

/** The test cases as given, each reduced to its text fields ('' where not text). */
function testCasesOf(testcases: unknown): { input: string; output: string; isSample?: boolean }[] {
  if (!Array.isArray(testcases)) return [];
  return testcases.map((testCase: unknown) => {
    const fields = isRecord(testCase) ? testCase : {};
    return { input: isText(fields.input) ? fields.input : '', output: isText(fields.output) ? fields.output : '', ...(typeof fields.isSample === 'boolean' ? { isSample: fields.isSample } : {}) };
  });
}

/** The required languages' parts, every example's input and output, and the languages rule. */
function languageErrors(definition: ProblemDefinition): ProblemFieldError[] {
  const errors: ProblemFieldError[] = [];
  const examples = isRecord(definition.examples) ? (definition.examples as Partial<Record<Language, Partial<ProblemExample>>>) : {};
  const codeSnippets = isRecord(definition.codeSnippets) ? (definition.codeSnippets as Partial<Record<Language, string>>) : {};
  const referenceSolutions = isRecord(definition.referenceSolutions) ? (definition.referenceSolutions as Partial<Record<Language, string>>) : {};
  for (const { value } of LANGUAGE_TABLE) {
    const example = examples[value];
    if (example !== undefined || REQUIRED.includes(value as RequiredLanguage)) {
      if (!filled(example?.input)) errors.push({ path: `examples.${value}.input`, message: PROBLEM_MESSAGES.input });
      if (!filled(example?.output)) errors.push({ path: `examples.${value}.output`, message: PROBLEM_MESSAGES.output });
    }
  }
  for (const language of REQUIRED) {
    if (!filled(codeSnippets[language])) errors.push({ path: `codeSnippets.${language}`, message: PROBLEM_MESSAGES.snippets[language] });
    if (!filled(referenceSolutions[language])) errors.push({ path: `referenceSolutions.${language}`, message: PROBLEM_MESSAGES.solutions[language] });
  }
  const reported = new Set(errors.map((error) => error.path));
  for (const [path, message] of Object.entries(languagePairErrors({ codeSnippets, referenceSolutions }))) if (!reported.has(path)) errors.push({ path, message });
  return errors;
}

/** The CPU time and memory limits, each in its range. */
function limitErrors(definition: ProblemDefinition): ProblemFieldError[] {
  const errors: ProblemFieldError[] = [];
  const timeMessage = (path: string) => `${path} must be from ${TIME_LIMIT_RANGE_MS.min} to ${TIME_LIMIT_RANGE_MS.max}`;
  if (definition.timeLimitMs !== undefined && !wholeIn(definition.timeLimitMs, TIME_LIMIT_RANGE_MS)) errors.push({ path: 'timeLimitMs', message: timeMessage('timeLimitMs') });
  const limits = definition.timeLimitsMs;
  if (limits !== undefined && limits !== null) {
    if (!isRecord(limits)) errors.push({ path: 'timeLimitsMs', message: 'timeLimitsMs must be an object or null' });
    else {
      const languages = LANGUAGE_TABLE.map((row) => row.value as string);
      for (const [language, value] of Object.entries(limits)) {
        const path = `timeLimitsMs.${language}`;
        if (!languages.includes(language)) errors.push({ path, message: `${language} is not a language: one of ${languages.join(', ')}` });
        else if (!wholeIn(value, TIME_LIMIT_RANGE_MS)) errors.push({ path, message: timeMessage(path) });
      }
    }
  }
  if (definition.memoryLimitKb !== undefined && !wholeIn(definition.memoryLimitKb, MEMORY_LIMIT_RANGE_KB)) {
    errors.push({ path: 'memoryLimitKb', message: `memoryLimitKb must be from ${MEMORY_LIMIT_RANGE_KB.min} to ${MEMORY_LIMIT_RANGE_KB.max}` });
  }
  return errors;
}

/**
 * The judging part of {@link problemDefinitionErrors}, which the admin form also shows while a
 * signature and its test cases are typed: the signature's fields ({@link signatureFieldErrors})
 * and every language's harness from it, its generation constraints and precondition, the
 * comparator (absent or null: exact), then each test case whose input is filled against the
 * signature. While the signature is invalid, only its own faults and the comparator's are given.
 * @param signature a signature with its names as stored (trimmed), possibly malformed
 * @returns one error per broken rule, keyed by field path; empty when the problem can be judged
 */
export function signatureProblemErrors(signature: ProblemSignature, comparator: unknown, testcases: readonly { input: string; output: string }[]): ProblemFieldError[] {
  const fieldErrors = Object.entries(signatureFieldErrors(signature)).map(([path, message]) => ({ path, message }));
  if (fieldErrors.length > 0) return [...fieldErrors, ...comparatorErrors(comparator)];
  try {
    checkSignatureNames(signature);
    for (const language of LANGUAGES) language.program(signature, '');
  } catch (error) {
    return [{ path: 'signature', message: `signature: ${(error as Error).message}` }, ...comparatorErrors(comparator)];
  }
  const errors: ProblemFieldError[] = checkGenerationConstraints(signature).map((message) => ({ path: 'signature', message: `generation constraints: ${message}` }));
  if (signature.kind === 'function' && typeof signature.precondition === 'string') {
    const mistake = preconditionSyntaxError(signature.precondition);
    if (mistake) errors.push({ path: 'signature.precondition', message: `the precondition does not compile: ${mistake}` });
  }
  errors.push(...comparatorErrors(comparator));
  testcases.forEach((testCase, index) => {
    if (!filled(testCase.input)) return;
    let input;
    try {
      input = parseTestInput(signature, testCase.input, index);
    } catch (error) {
      errors.push({ path: `testcases.${index}.input`, message: (error as Error).message });
      return;
    }
    if (!filled(testCase.output)) return;
    try {
      parseExpected(signature, input, testCase.output, index);
    } catch (error) {
      errors.push({ path: `testcases.${index}.output`, message: (error as Error).message });
    }
  });
  return errors;
}

/** The comparator (absent or null: exact): a known kind, a tolerance in (0, 1), a checker body that parses. */
function comparatorErrors(comparator: unknown): ProblemFieldError[] {
  if (comparator === undefined || comparator === null) return [];
  if (!isRecord(comparator) || !(COMPARATOR_KINDS as unknown[]).includes(comparator.kind)) return [{ path: 'comparator.kind', message: `comparator must be one of ${COMPARATOR_KINDS.join(', ')}` }];
  const { tolerance, source } = comparator;
  if (comparator.kind === 'float' && tolerance !== undefined && !(typeof tolerance === 'number' && tolerance > 0 && tolerance < 1)) {
    return [{ path: 'comparator.tolerance', message: 'Tolerance must be a number between 0 and 1' }];
  }
  if (comparator.kind !== 'checker') return [];
  if (!filled(source)) return [{ path: 'comparator.source', message: 'A checker needs its JavaScript body' }];
  const mistake = checkerSyntaxError(source);
  return mistake ? [{ path: 'comparator.source', message: `the checker does not compile: ${mistake}` }] : [];
}

/** `errors` grouped by path, in order: the gateway's 400 `details` shape. */
export function problemErrorDetails(errors: readonly ProblemFieldError[]): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const { path, message } of errors) (details[path] ??= []).push(message);
  return details;
}
