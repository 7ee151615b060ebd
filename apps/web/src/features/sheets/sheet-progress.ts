import { Difficulty, type ApiSheetEntry, type ApiProblemSummary } from '@algosheets/contracts';

export interface SolvedTotal {
  solved: number;
  total: number;
}

export interface SheetProgress extends SolvedTotal {
  /** The sheet's progress: floor(solved / total * 100), 0 for an empty sheet. */
  percent: number;
  byDifficulty: Record<Difficulty, SolvedTotal>;
}

export function isSolvedBy(problem: Pick<ApiProblemSummary, 'solvedBy'>, userId: string | undefined): boolean {
  return userId !== undefined && problem.solvedBy.some((entry) => entry.userId === userId);
}

/** Floor of the solved share in percent, 0 when there is nothing to solve. */
export function solvedPercent(solved: number, total: number): number {
  return total === 0 ? 0 : Math.floor((solved / total) * 100);
}

/** The sheet detail header: solved/total, the circular percent and the difficulty breakdown. */
export function sheetProgress(entries: ApiSheetEntry[], userId: string | undefined): SheetProgress {
  const byDifficulty: Record<Difficulty, SolvedTotal> = {
    [Difficulty.Easy]: { solved: 0, total: 0 },
    [Difficulty.Medium]: { solved: 0, total: 0 },
    [Difficulty.Hard]: { solved: 0, total: 0 },
  };
  let solved = 0;
  for (const { problem } of entries) {
    const done = isSolvedBy(problem, userId);
    if (done) solved += 1;
    const bucket = byDifficulty[problem.difficulty];
    if (bucket) {
      bucket.total += 1;
      if (done) bucket.solved += 1;
    }
  }
  return { solved, total: entries.length, percent: solvedPercent(solved, entries.length), byDifficulty };
}

/** The sheet's Topics checklist: the distinct tags of its problems, sorted. */
export function sheetTopics(entries: ApiSheetEntry[]): string[] {
  return [...new Set(entries.flatMap(({ problem }) => problem.tags))].sort((a, b) => a.localeCompare(b));
}
