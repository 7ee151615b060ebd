import { type Difficulty, Language, LANGUAGE_IDS, LANGUAGE_TABLE, type ProblemPayload, type ProblemSignature } from '@algosheets/contracts';
import { languageById } from '@algosheets/judge';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The problem library the platform ships (`content/problems/<slug>`). */
const LIBRARY = resolve(__dirname, '../../../../content/problems');

/** The languages a created library problem offers, each with its reference (the library's own file of it). */
const LANGUAGES: readonly Language[] = [Language.JavaScript, Language.Python, Language.Java];

/** What a browser test changes of a library problem when it creates it. */
export interface ContentProblemOptions {
  /** Its title in the test's catalogue (default: the library's). */
  title?: string;
  /** How many of its tests to store, the first ones (the first two are samples). */
  tests: number;
  /** Extra fields (a complexity declaration...). */
  extra?: Partial<ProblemPayload>;
}

/** Reads a file of library problem `slug`. */
export function readContentFile(slug: string, path: string): string {
  return readFileSync(join(LIBRARY, slug, path), 'utf8');
}

/**
 * Library problem `slug` as an admin creates it through the API: its statement, editorial, hints,
 * constraints, signature, time limits, topics (never its companies: the browser tests' filters
 * count company tags), its first `tests` tests and its JavaScript, Python and Java references,
 * with starter code generated from its signature.
 * @throws Error when the problem folder or a file of it is missing
 */
export function contentProblemPayload(slug: string, options: ContentProblemOptions): ProblemPayload {
  const meta = JSON.parse(readContentFile(slug, 'problem.json')) as {
    title: string;
    difficulty: Difficulty;
    topics: string[];
    constraints: string;
    hints: string;
    signature: ProblemSignature;
    timeLimitMs?: number;
    timeLimitsMs?: ProblemPayload['timeLimitsMs'];
  };
  const ids = Array.from({ length: options.tests }, (_, index) => String(index + 1).padStart(2, '0'));
  const tests = ids.map((id) => ({ input: readContentFile(slug, `tests/${id}.in`).trimEnd(), output: readContentFile(slug, `tests/${id}.out`).trimEnd() }));
  const languages = LANGUAGE_TABLE.filter((row) => LANGUAGES.includes(row.value));
  const example = { input: tests[0].input, output: tests[0].output };
  return {
    title: options.title ?? meta.title,
    description: readContentFile(slug, 'description.md'),
    difficulty: meta.difficulty,
    tags: meta.topics,
    constraints: meta.constraints,
    hints: meta.hints,
    editorial: readContentFile(slug, 'editorial.md'),
    testcases: tests.map((test, index) => ({ ...test, isSample: index < 2 })),
    examples: Object.fromEntries(languages.map((row) => [row.value, example])),
    codeSnippets: Object.fromEntries(languages.map((row) => [row.value, languageById(LANGUAGE_IDS[row.value])?.starter(meta.signature) ?? ''])),
    referenceSolutions: Object.fromEntries(languages.map((row) => [row.value, readContentFile(slug, row.referenceFile)])),
    timeLimitMs: meta.timeLimitMs,
    timeLimitsMs: meta.timeLimitsMs,
    signature: meta.signature,
    ...options.extra,
  };
}
