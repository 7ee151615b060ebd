import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Comparator, type Language, Language as Languages, LANGUAGE_TABLE, type ProblemComplexity, type ProblemSignature, type TimeLimitsMs } from '@algosheets/contracts';
import { complexityDeclarationErrors, harnessOf, problemDefinitionErrors } from '@algosheets/judge';

/** A language a problem folder can hold a solution in. */
export type ContentLanguage = Language;

/** The languages every problem ships a reference solution in: every row of the language table. */
export const SIGNATURE_LANGUAGES: readonly ContentLanguage[] = LANGUAGE_TABLE.map((row) => row.value);

/**
 * Reference files of a function-signature problem, from the language table: each holds only the
 * learner's part (the `Solution` class, the function or the design class), as a learner would write it.
 */
export const SIGNATURE_REFERENCE_FILES = Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.value, row.referenceFile])) as Record<ContentLanguage, string>;

/** The harness module of a content language (the one language registry of `@algosheets/judge`). */
export const harnessLanguageOf = harnessOf;

/** The language of a wrong solution's file extension (`py`), from the language table. */
const EXTENSION_LANGUAGE: Readonly<Record<string, ContentLanguage>> = Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.extension, row.value]));

/** The Problems page's topic checklist and company checklist, spelled as the page does ('Airbub' included). */
export const TOPICS = ['Array', 'String', 'Tree', 'Graph', 'Dynamic Programming', 'Math', 'Hash Table', 'Sorting'] as const;
export const COMPANIES = [
  'Google', 'Microsoft', 'Amazon', 'Facebook', 'Apple', 'Netflix', 'PayPal', 'Oracle', 'Airbub', 'Bloomberg', 'Adobe', 'Stripe',
] as const;
export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export type ContentDifficulty = (typeof DIFFICULTIES)[number];

/** Minimum number of problems the content library must hold. */
export const MIN_PROBLEMS = 40;
export const MIN_BY_DIFFICULTY: Record<ContentDifficulty, number> = { EASY: 12, MEDIUM: 16, HARD: 8 };
export const MIN_HIDDEN_TESTS = 10;
export const MIN_SAMPLES = 2;
/** Per-file and whole-folder size budgets in bytes (keeps the repository and the database small). */
export const MAX_TEST_FILE_BYTES = 1_100_000;
export const MAX_CONTENT_BYTES = 45_000_000;

/**
 * A wrong solution whose file name starts with this is a correct but too slow algorithm: the check
 * requires it to end Time Limit Exceeded (not any rejection), and a problem that ships one ships it
 * in every language of {@link SLOW_WRONG_LANGUAGES}, so complexity is enforced in fast languages too.
 */
export const SLOW_WRONG_PREFIX = 'slow-';
export const SLOW_WRONG_LANGUAGES: readonly ContentLanguage[] = [Languages.Python, Languages.Java, Languages.Cpp];

/** Whether a wrong solution must be Time Limit Exceeded (its name starts with {@link SLOW_WRONG_PREFIX}). */
export function mustTimeOut(source: ContentSource): boolean {
  return source.label.startsWith(`wrong/${SLOW_WRONG_PREFIX}`);
}

/** problem.json as stored in a problem folder. */
export interface ProblemFile {
  title: string;
  difficulty: ContentDifficulty;
  topics: string[];
  companies: string[];
  /** Other well-known names of the problem (`Two Sum`), which the problem list's search matches. */
  aliases?: string[];
  constraints: string;
  hints: string;
  samples: { explanation?: string }[];
  timeLimitMs?: number;
  /**
   * Per-language CPU time limits per test, ms, keyed by language (`PYTHON`, `CPP`...): written by
   * `npm run content:calibrate` from each reference's slowest test ({@link calibratedLimitMs}).
   */
  timeLimitsMs?: TimeLimitsMs;
  memoryLimitKb?: number;
  /** What the learner writes: a function or a design class (the platform owns the driver). */
  signature: ProblemSignature;
  /** How answers are compared (default `exact`); a `checker`'s source is the folder's `checker.js`. */
  comparator?: Exclude<Comparator, { kind: 'checker' }> | { kind: 'checker' };
  /** How the reference's CPU time grows and how inputs of size n are drawn (`ProblemComplexity`): the growth analysis's. */
  complexity?: ProblemComplexity;
  /**
   * Wrong solutions the counterexample finder cannot catch within the stated constraints, each
   * with why: `{"wrong/float-slope.py": "..."}` (label → reason). The content check's
   * counterexample stage does not search them and does not fail on them.
   */
  counterexampleMisses?: Record<string, string>;
}

/** One stdin/stdout pair; `name` is the file stem ("01"). */
export interface ContentTest {
  name: string;
  input: string;
  output: string;
  isSample: boolean;
}

/** A source file of a problem with its language. `path` is absolute. */
export interface ContentSource {
  language: ContentLanguage;
  path: string;
  /** File name relative to the problem folder, e.g. "wrong/off-by-one.py". */
  label: string;
}

/**
 * Everything the checker and the loader need about one problem folder: five references, and
 * starters generated from the signature.
 */
export interface ContentProblem {
  slug: string;
  dir: string;
  meta: ProblemFile;
  description: string;
  editorial: string;
  tests: ContentTest[];
  signature: ProblemSignature;
  /** The comparator with a checker's source read from `checker.js`. */
  comparator: Comparator;
  starters: Partial<Record<ContentLanguage, string>>;
  references: Partial<Record<ContentLanguage, ContentSource>>;
  wrong: ContentSource[];
}

/** Default content root: <repo>/content. */
export function defaultContentRoot(): string {
  return resolve(__dirname, '..', '..', 'content');
}

/** Slugs of all problem folders under `<root>/problems`, sorted. */
export function listProblemSlugs(root: string): string[] {
  const dir = join(root, 'problems');
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

/**
 * Reads one problem folder. Throws an Error naming the file when a required file is missing or
 * problem.json is not valid JSON; content rules are checked separately by `validateProblem`.
 */
export function readProblem(root: string, slug: string): ContentProblem {
  const dir = join(root, 'problems', slug);
  const read = (rel: string): string => {
    const path = join(dir, rel);
    if (!existsSync(path)) throw new Error(`${slug}: missing ${rel}`);
    return readFileSync(path, 'utf8');
  };
  let meta: ProblemFile;
  try {
    meta = JSON.parse(read('problem.json')) as ProblemFile;
  } catch (error) {
    throw new Error(`${slug}: problem.json: ${(error as Error).message}`);
  }
  const sampleCount = Array.isArray(meta.samples) ? meta.samples.length : 0;
  const testDir = join(dir, 'tests');
  const names = existsSync(testDir)
    ? readdirSync(testDir).filter((f) => f.endsWith('.in')).map((f) => f.slice(0, -3)).sort()
    : [];
  const tests = names.map((name, index) => ({
    name,
    input: read(`tests/${name}.in`),
    output: read(`tests/${name}.out`),
    isSample: index < sampleCount,
  }));
  const starters: Partial<Record<ContentLanguage, string>> = {};
  const references: Partial<Record<ContentLanguage, ContentSource>> = {};
  const signature = meta.signature;
  if (!signature || typeof signature !== 'object') throw new Error(`${slug}: problem.json has no signature`);
  for (const language of SIGNATURE_LANGUAGES) {
    const file = SIGNATURE_REFERENCE_FILES[language];
    read(file);
    references[language] = { language, path: join(dir, file), label: file };
    starters[language] = harnessLanguageOf(language).starter(signature);
  }
  const declared = meta.comparator ?? { kind: 'exact' };
  const comparator: Comparator = declared.kind === 'checker' ? { kind: 'checker', source: read('checker.js') } : declared;
  const wrongDir = join(dir, 'wrong');
  const wrong = existsSync(wrongDir)
    ? readdirSync(wrongDir).sort().flatMap((file): ContentSource[] => {
        const language = EXTENSION_LANGUAGE[file.split('.').pop() ?? ''];
        return language ? [{ language, path: join(wrongDir, file), label: `wrong/${file}` }] : [];
      })
    : [];
  return {
    slug,
    dir,
    meta,
    description: read('description.md'),
    editorial: read('editorial.md'),
    tests,
    signature,
    comparator,
    starters,
    references,
    wrong,
  };
}

/** Reads every problem folder under `root` (see `readProblem`). */
export function readAllProblems(root: string = defaultContentRoot()): ContentProblem[] {
  return listProblemSlugs(root).map((slug) => readProblem(root, slug));
}

/**
 * Returns the list of rule violations of one problem (empty when the folder is well formed): the
 * definition rules every problem follows however it is written ({@link definitionErrors}), then
 * the library's own, which an admin's problem need not meet: its folder layout and file sizes, a
 * topic and a company from the Problems page's checklists, hints and an editorial, 2 samples and
 * 10 hidden tests, every expected output written (nothing answers a blank one at load), wrong
 * solutions, a complexity declaration.
 */
export function validateProblem(problem: ContentProblem): string[] {
  const errors = definitionErrors(problem);
  const { meta, slug } = problem;
  const fail = (message: string) => errors.push(`${slug}: ${message}`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail('slug must be kebab-case');
  for (const topic of meta.topics ?? []) if (!(TOPICS as readonly string[]).includes(topic)) fail(`unknown topic ${topic}`);
  if (!Array.isArray(meta.companies) || meta.companies.length === 0) fail('companies is empty');
  for (const company of meta.companies ?? []) if (!(COMPANIES as readonly string[]).includes(company)) fail(`unknown company ${company}`);
  errors.push(...aliasSpellingErrors(meta.aliases).map((message) => `${slug}: ${message}`));
  if (!meta.hints?.trim()) fail('hints is empty');
  if (!problem.editorial.trim()) fail('editorial.md is empty');
  if (/## (Input|Output) format/.test(problem.description)) fail('description.md of a function-signature problem has no "## Input format"/"## Output format" (the signature says it)');
  const javaClass = problem.signature.kind === 'function' ? 'Solution' : problem.signature.className;
  const java = problem.references.JAVA;
  if (java && !new RegExp(`class ${javaClass}\\b`).test(readFileSync(java.path, 'utf8'))) fail(`Java reference must declare class ${javaClass}`);
  const samples = Array.isArray(meta.samples) ? meta.samples.length : 0;
  if (samples < MIN_SAMPLES) fail(`needs at least ${MIN_SAMPLES} samples, has ${samples}`);
  const hidden = problem.tests.length - samples;
  if (hidden < MIN_HIDDEN_TESTS) fail(`needs at least ${MIN_HIDDEN_TESTS} hidden tests, has ${Math.max(hidden, 0)}`);
  problem.tests.forEach((test, index) => {
    const expected = String(index + 1).padStart(2, '0');
    if (test.name !== expected) fail(`tests must be numbered 01, 02, ...: found ${test.name} at position ${expected}`);
    if (Buffer.byteLength(test.input) > MAX_TEST_FILE_BYTES) fail(`test ${test.name}.in exceeds ~1 MB`);
    if (Buffer.byteLength(test.output) > MAX_TEST_FILE_BYTES) fail(`test ${test.name}.out exceeds ~1 MB`);
    if (test.output.trim() === '') fail(`test ${test.name} has an empty expected output`);
  });
  if (problem.wrong.length === 0) fail('needs at least one wrong solution in wrong/');
  errors.push(...validateSlowWrong(problem));
  errors.push(...validateComplexity(problem));
  errors.push(...validateCounterexampleMisses(problem));
  return errors;
}

/**
 * `counterexampleMisses`: an object whose every key names a wrong solution of the folder and whose
 * every reason is written (at least a few words), so an explanation cannot outlive its solution.
 */
function validateCounterexampleMisses(problem: ContentProblem): string[] {
  const misses: unknown = problem.meta.counterexampleMisses;
  if (misses === undefined) return [];
  if (typeof misses !== 'object' || misses === null || Array.isArray(misses)) return [`${problem.slug}: counterexampleMisses must map wrong solutions to reasons`];
  return Object.entries(misses).flatMap(([label, reason]) => [
    ...(problem.wrong.some((source) => source.label === label) ? [] : [`${problem.slug}: counterexampleMisses names ${label}, which is not a wrong solution of the problem`]),
    ...(typeof reason === 'string' && reason.trim().length >= 20 ? [] : [`${problem.slug}: counterexampleMisses ${label} needs its reason (why the finder cannot catch it)`]),
  ]);
}

/**
 * The judge's definition rules (`problemDefinitionErrors`: the ones the admin API and the admin
 * form apply) on the problem as the loader will store it: topics as tags, the first sample as
 * every language's example, starters generated from the signature, the reference files. One
 * message per broken rule, `<slug>: <field path>: <message>`.
 */
export function definitionErrors(problem: ContentProblem): string[] {
  const { meta } = problem;
  const [sample] = problem.tests.filter((test) => test.isSample);
  const example = sample ? { input: sample.input, output: sample.output } : undefined;
  const references = Object.fromEntries(Object.entries(problem.references).map(([language, source]) => [language, readFileSync(source.path, 'utf8')]));
  const errors = problemDefinitionErrors({
    title: meta.title,
    description: problem.description,
    difficulty: meta.difficulty,
    tags: meta.topics,
    aliases: meta.aliases,
    constraints: meta.constraints,
    testcases: problem.tests,
    examples: Object.fromEntries(SIGNATURE_LANGUAGES.map((language) => [language, example])),
    codeSnippets: problem.starters,
    referenceSolutions: references,
    timeLimitMs: meta.timeLimitMs,
    timeLimitsMs: meta.timeLimitsMs,
    memoryLimitKb: meta.memoryLimitKb,
    signature: problem.signature,
    comparator: problem.comparator,
  });
  return errors.map(({ path, message }) => `${problem.slug}: ${path}: ${message}`);
}

/**
 * The library's spelling of `aliases`, beyond the definition rules' bounds (which the admin API
 * meets by trimming and dropping repeats as it stores): each written trimmed and none repeated
 * ignoring case, so that problem.json says exactly what the loader stores.
 */
function aliasSpellingErrors(aliases: unknown): string[] {
  if (!Array.isArray(aliases)) return [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const alias of aliases) {
    if (typeof alias !== 'string') continue;
    if (alias !== alias.trim()) errors.push(`alias ${JSON.stringify(alias)} must be written without spaces around it`);
    else if (seen.has(alias.toLowerCase())) errors.push(`alias ${JSON.stringify(alias)} is repeated`);
    seen.add(alias.trim().toLowerCase());
  }
  return errors;
}

/**
 * The problem's complexity declaration, which Analyze growth and the content check's growth stage
 * measure against: required of every problem, and valid by `complexityDeclarationErrors` (the
 * admin API's check too: a known class, n in words, sizes in order, parameters of the signature,
 * inputs of the smallest size drawable: the growth stage draws every size). One message per fault, naming the problem.
 */
function validateComplexity(problem: ContentProblem): string[] {
  const { meta, slug } = problem;
  if (meta.complexity === undefined) return [`${slug}: problem.json declares no complexity (how its reference grows and how inputs of size n are drawn)`];
  return complexityDeclarationErrors(problem.signature, meta.complexity, { drawLargest: false }).map((message) => `${slug}: ${message}`);
}

/** The slow wrong solutions: every `slow-<name>` present in each of {@link SLOW_WRONG_LANGUAGES}. */
function validateSlowWrong(problem: ContentProblem): string[] {
  const errors: string[] = [];
  const slow = new Set(problem.wrong.filter(mustTimeOut).map((source) => source.label.replace(/\.[^.]+$/, '')));
  for (const stem of slow) {
    for (const language of SLOW_WRONG_LANGUAGES) {
      if (!problem.wrong.some((source) => source.language === language && source.label.replace(/\.[^.]+$/, '') === stem)) {
        errors.push(`${problem.slug}: ${stem} is a too-slow wrong solution: ship it in ${SLOW_WRONG_LANGUAGES.join(', ')} (no ${language} one)`);
      }
    }
  }
  return errors;
}

/** Counts of problems per difficulty and per topic (a problem counts once for each of its topics). */
export interface Distribution {
  total: number;
  byDifficulty: Record<string, number>;
  byTopic: Record<string, number>;
  byCompany: Record<string, number>;
}

/** Computes the distribution of a set of problems. */
export function distributionOf(problems: ContentProblem[]): Distribution {
  const count = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<string, number>;
  const result: Distribution = { total: problems.length, byDifficulty: count(DIFFICULTIES), byTopic: count(TOPICS), byCompany: count(COMPANIES) };
  for (const problem of problems) {
    result.byDifficulty[problem.meta.difficulty] = (result.byDifficulty[problem.meta.difficulty] ?? 0) + 1;
    for (const topic of problem.meta.topics) result.byTopic[topic] = (result.byTopic[topic] ?? 0) + 1;
    for (const company of problem.meta.companies) result.byCompany[company] = (result.byCompany[company] ?? 0) + 1;
  }
  return result;
}

/** Library-level rule violations: totals per difficulty, every topic covered, folder size. */
export function validateLibrary(problems: ContentProblem[], root: string = defaultContentRoot()): string[] {
  const errors: string[] = [];
  const dist = distributionOf(problems);
  if (dist.total < MIN_PROBLEMS) errors.push(`library has ${dist.total} problems, needs ${MIN_PROBLEMS}`);
  for (const difficulty of DIFFICULTIES) {
    if (dist.byDifficulty[difficulty] < MIN_BY_DIFFICULTY[difficulty]) {
      errors.push(`library has ${dist.byDifficulty[difficulty]} ${difficulty} problems, needs ${MIN_BY_DIFFICULTY[difficulty]}`);
    }
  }
  for (const topic of TOPICS) if (dist.byTopic[topic] === 0) errors.push(`no problem covers topic ${topic}`);
  const size = folderBytes(root);
  if (size > MAX_CONTENT_BYTES) errors.push(`content folder is ${size} bytes, budget ${MAX_CONTENT_BYTES}`);
  return errors;
}

function folderBytes(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + folderBytes(join(path, name)), 0);
}
