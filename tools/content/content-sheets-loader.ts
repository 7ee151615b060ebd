import { Sheet, SheetProblem, Problem, User } from '@algosheets/database';
import { DataSource, In } from 'typeorm';
import type { SheetsFile } from './content-sheets';

/** What {@link loadSheets} did. */
export interface SheetsSummary {
  /** Set when the owner account does not exist yet; nothing was loaded then. */
  skippedReason?: string;
  created: string[];
  existing: string[];
  /** Sheet entries added in this run. */
  entriesAdded: number;
}

/**
 * Upserts the public sheets of `file`, owned by the account `file.ownerEmail`, keyed by
 * (owner, name) like the schema's unique index. Entries are added in the file's order (their
 * `added_at` is spaced by 1 ms, which is the sheet order the API shows); entries already there are
 * kept, and nothing is removed, so an admin's later edits survive a reload.
 */
export async function loadSheets(dataSource: DataSource, file: SheetsFile): Promise<SheetsSummary> {
  const owner = await dataSource.getRepository(User).findOneBy({ email: file.ownerEmail });
  if (!owner) return { skippedReason: `owner ${file.ownerEmail} does not exist yet`, created: [], existing: [], entriesAdded: 0 };
  const slugs = [...new Set(file.sheets.flatMap((sheet) => sheet.problems))];
  const problems = await dataSource.getRepository(Problem).find({ where: { slug: In(slugs) }, select: { id: true, slug: true } });
  const idBySlug = new Map(problems.map((problem) => [problem.slug, problem.id]));
  const summary: SheetsSummary = { created: [], existing: [], entriesAdded: 0 };
  for (const sheet of file.sheets) {
    await dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Sheet);
      let stored = await repository.findOneBy({ createdBy: owner.id, name: sheet.name });
      if (stored) summary.existing.push(sheet.name);
      else {
        stored = await repository.save(repository.create({ name: sheet.name, description: sheet.description, isPublic: true, createdBy: owner.id }));
        summary.created.push(sheet.name);
      }
      const start = Date.now();
      const entries = sheet.problems
        .map((slug, index) => ({ problemId: idBySlug.get(slug), addedAt: new Date(start + index) }))
        .filter((entry): entry is { problemId: string; addedAt: Date } => entry.problemId !== undefined)
        .map((entry) => ({ sheetId: stored.id, ...entry }));
      if (entries.length === 0) return;
      const result = await manager.createQueryBuilder().insert().into(SheetProblem).values(entries).orIgnore().returning(['problemId']).execute();
      summary.entriesAdded += result.raw.length;
    });
  }
  return summary;
}
