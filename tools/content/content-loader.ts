import { type Language } from '@algosheets/contracts';
import {
  DEFAULT_MEMORY_LIMIT_KB,
  DEFAULT_TIME_LIMIT_MS,
  insertProblem,
  Problem,
  type ProblemFields,
  problemColumns,
  storedTestCases,
  TestCase,
  updateProblem,
} from '@algosheets/database';
import type { DataSource } from 'typeorm';
import { readFileSync } from 'node:fs';
import { type ContentProblem, SIGNATURE_LANGUAGES } from './content-files';

/** One example as the entity stores it: {input, output, explanation?}. */
export type ProblemExample = NonNullable<Problem['examples'][Language]>;

/** What one load did, per problem slug. */
export interface LoadSummary {
  created: string[];
  updated: string[];
  unchanged: string[];
  /** Problems an admin deleted (tombstoned): left deleted, not resurrected. */
  skippedDeleted: string[];
  /** Test cases written (only for created or changed problems). */
  testCasesWritten: number;
}

/** The fields of a problem that the library owns, built from its folder, with its slug; limits always set. */
export type ProblemRow = ProblemFields & Required<Pick<ProblemFields, 'timeLimitMs' | 'timeLimitsMs' | 'memoryLimitKb'>> & { slug: string };

/**
 * Maps a problem folder to its row. Tags are the topics (the problem writer adds the company
 * names, because the problem list's filters match both against tags); examples are the samples, the same for every
 * language; code snippets are the starters generated from the signature, stored with the
 * comparator; the per-language time limits as calibrated (null when none); trailing newlines of
 * sample files are dropped.
 */
export function toProblemRow(problem: ContentProblem): ProblemRow {
  const { meta } = problem;
  const samples = problem.tests.filter((t) => t.isSample);
  const example = (index: number): ProblemExample => {
    const test = samples[index];
    const explanation = meta.samples[index]?.explanation;
    return { input: test.input.replace(/\n+$/, ''), output: test.output.replace(/\n+$/, ''), ...(explanation ? { explanation } : {}) };
  };
  const examples: Partial<Record<Language, ProblemExample>> = {};
  const codeSnippets: Partial<Record<Language, string>> = {};
  const referenceSolutions: Partial<Record<Language, string>> = {};
  for (const language of SIGNATURE_LANGUAGES) {
    const reference = problem.references[language];
    const starter = problem.starters[language];
    if (!reference || starter === undefined) throw new Error(`${problem.slug}: no ${language} reference or starter`);
    // The entity keeps one example per language (the Problem entity's `examples`); the first sample is the one shown.
    examples[language] = example(0);
    codeSnippets[language] = starter;
    referenceSolutions[language] = readFileSync(reference.path, 'utf8');
  }
  return {
    slug: problem.slug,
    title: meta.title,
    description: problem.description,
    difficulty: meta.difficulty as Problem['difficulty'],
    tags: [...meta.topics],
    companies: [...meta.companies],
    aliases: [...(meta.aliases ?? [])],
    constraints: meta.constraints,
    hints: meta.hints || null,
    editorial: problem.editorial || null,
    examples,
    codeSnippets,
    referenceSolutions,
    timeLimitMs: meta.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    timeLimitsMs: meta.timeLimitsMs ?? null,
    memoryLimitKb: meta.memoryLimitKb ?? DEFAULT_MEMORY_LIMIT_KB,
    signature: problem.signature,
    comparator: problem.comparator,
    complexity: meta.complexity ?? null,
  };
}

/** JSON with object keys sorted: PostgreSQL's jsonb does not keep the key order it was given. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

/** Whether the stored row already holds what the problem writer would store for `row`. */
function sameRow(row: ProblemRow, existing: Problem): boolean {
  const columns = problemColumns(row);
  return (Object.keys(columns) as (keyof ProblemFields)[]).every((key) => canonical(columns[key]) === canonical(existing[key]));
}

/** Whether the stored test cases already are what the problem writer would store for `problem`'s tests. */
function sameTests(problem: ContentProblem, existing: TestCase[]): boolean {
  const wanted = storedTestCases(problem.tests);
  if (existing.length !== wanted.length) return false;
  const sorted = [...existing].sort((a, b) => a.ordinal - b.ordinal);
  return wanted.every((t, i) => {
    const e = sorted[i];
    return e.ordinal === t.ordinal && e.input === t.input && e.output === t.output && e.isSample === t.isSample;
  });
}

/**
 * Upserts every problem by slug, each in its own transaction: creates missing problems with their
 * test cases, updates changed ones (replacing their test cases only when the tests changed) and
 * leaves identical ones alone, so running it twice is a no-op. Never deletes problems or
 * submissions; a problem an admin tombstoned stays deleted.
 * @throws the driver's error when the database is unreachable or a write fails (that problem's
 * transaction is rolled back; problems loaded before it stay loaded).
 */
export async function loadProblems(dataSource: DataSource, problems: ContentProblem[]): Promise<LoadSummary> {
  const summary: LoadSummary = { created: [], updated: [], unchanged: [], skippedDeleted: [], testCasesWritten: 0 };
  for (const problem of problems) {
    const row = toProblemRow(problem);
    await dataSource.transaction(async (manager) => {
      const existing = await manager.getRepository(Problem).findOne({ where: { slug: row.slug }, withDeleted: true, lock: { mode: 'pessimistic_write' } });
      if (existing?.deletedAt) {
        summary.skippedDeleted.push(row.slug);
        return;
      }
      if (!existing) {
        await insertProblem(manager, { slug: row.slug, fields: row, testCases: problem.tests });
        summary.testCasesWritten += problem.tests.length;
        summary.created.push(row.slug);
        return;
      }
      const tests = await manager.getRepository(TestCase).find({ where: { problemId: existing.id } });
      const rowSame = sameRow(row, existing);
      const testsSame = sameTests(problem, tests);
      if (rowSame && testsSame) {
        summary.unchanged.push(row.slug);
        return;
      }
      // Only what changed is written: a problem's test cases can be megabytes.
      await updateProblem(manager, existing.id, { fields: rowSame ? undefined : row, testCases: testsSame ? undefined : problem.tests });
      if (!testsSame) summary.testCasesWritten += problem.tests.length;
      summary.updated.push(row.slug);
    });
  }
  return summary;
}
