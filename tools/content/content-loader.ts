import { type Language } from '@algosheets/contracts';
import { DEFAULT_MEMORY_LIMIT_KB, DEFAULT_TIME_LIMIT_MS, Problem, TestCase } from '@algosheets/database';
import type { DataSource, EntityManager } from 'typeorm';
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

/** The columns of a problem row that the library owns, built from its folder. */
export interface ProblemRow {
  slug: string;
  title: string;
  description: string;
  difficulty: Problem['difficulty'];
  tags: string[];
  companies: string[];
  constraints: string;
  hints: string | null;
  editorial: string | null;
  examples: Partial<Record<Language, ProblemExample>>;
  codeSnippets: Partial<Record<Language, string>>;
  referenceSolutions: Partial<Record<Language, string>>;
  timeLimitMs: number;
  memoryLimitKb: number;
  signature: Problem['signature'];
  comparator: Problem['comparator'];
}

/**
 * Maps a problem folder to its row. Tags are the topics followed by the company names, because
 * the spec's filters match both against tags; examples are the samples, the same for every
 * language; code snippets are the starters generated from the signature, stored with the
 * comparator; trailing newlines of sample files are dropped.
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
    // The entity keeps one example per language (the spec's `examples`); the first sample is the one shown.
    examples[language] = example(0);
    codeSnippets[language] = starter;
    referenceSolutions[language] = readFileSync(reference.path, 'utf8');
  }
  return {
    slug: problem.slug,
    title: meta.title,
    description: problem.description,
    difficulty: meta.difficulty as Problem['difficulty'],
    tags: [...meta.topics, ...meta.companies],
    companies: [...meta.companies],
    constraints: meta.constraints,
    hints: meta.hints || null,
    editorial: problem.editorial || null,
    examples,
    codeSnippets,
    referenceSolutions,
    timeLimitMs: meta.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitKb: meta.memoryLimitKb ?? DEFAULT_MEMORY_LIMIT_KB,
    signature: problem.signature,
    comparator: problem.comparator,
  };
}

/** JSON with object keys sorted: PostgreSQL's jsonb does not keep the key order it was given. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

function sameRow(row: ProblemRow, existing: Problem): boolean {
  return (Object.keys(row) as (keyof ProblemRow)[]).every((key) => canonical(row[key]) === canonical(existing[key]));
}

function sameTests(problem: ContentProblem, existing: TestCase[]): boolean {
  if (existing.length !== problem.tests.length) return false;
  const sorted = [...existing].sort((a, b) => a.ordinal - b.ordinal);
  return problem.tests.every((t, i) => {
    const e = sorted[i];
    return e.ordinal === i && e.input === t.input && e.output === t.output && e.isSample === t.isSample;
  });
}

async function replaceTests(manager: EntityManager, problemId: string, problem: ContentProblem): Promise<number> {
  // Only this problem's test cases are replaced; submissions and their per-test results do not
  // reference test_cases rows, so learners' history is untouched.
  await manager.delete(TestCase, { problemId });
  const rows = problem.tests.map((t, ordinal) => manager.create(TestCase, { problemId, ordinal, input: t.input, output: t.output, isSample: t.isSample }));
  // Inserted in small chunks: a large test case is up to ~1 MB of text.
  for (let i = 0; i < rows.length; i += 5) await manager.insert(TestCase, rows.slice(i, i + 5));
  return rows.length;
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
      const existing = await manager.findOne(Problem, { where: { slug: row.slug }, withDeleted: true, lock: { mode: 'pessimistic_write' } });
      if (existing?.deletedAt) {
        summary.skippedDeleted.push(row.slug);
        return;
      }
      if (!existing) {
        const created = await manager.save(Problem, manager.create(Problem, row));
        summary.testCasesWritten += await replaceTests(manager, created.id, problem);
        summary.created.push(row.slug);
        return;
      }
      const tests = await manager.find(TestCase, { where: { problemId: existing.id } });
      const rowSame = sameRow(row, existing);
      const testsSame = sameTests(problem, tests);
      if (rowSame && testsSame) {
        summary.unchanged.push(row.slug);
        return;
      }
      if (!rowSame) await manager.update(Problem, { id: existing.id }, row);
      if (!testsSame) summary.testCasesWritten += await replaceTests(manager, existing.id, problem);
      summary.updated.push(row.slug);
    });
  }
  return summary;
}
