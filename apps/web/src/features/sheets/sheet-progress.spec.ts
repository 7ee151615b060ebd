import { Difficulty, type ApiSheetEntry } from '@algosheets/contracts';
import { sheetProgress, sheetTopics, solvedPercent } from './sheet-progress';

const entry = (difficulty: Difficulty, solvedBy: string[], tags: string[] = []): ApiSheetEntry => ({
  addedAt: '2026-01-01T00:00:00Z',
  problem: { id: `${difficulty}-${tags.join()}`, title: 't', difficulty, tags, companies: [], solvedBy: solvedBy.map((userId) => ({ userId })), createdAt: '', updatedAt: '' },
});

describe('sheet progress (sheet detail header)', () => {
  it('floors the percentage and gives 0 for an empty sheet', () => {
    expect(solvedPercent(0, 0)).toBe(0);
    expect(solvedPercent(2, 3)).toBe(66);
    expect(solvedPercent(1, 1)).toBe(100);
  });

  it('counts solved per difficulty for the current user only', () => {
    const progress = sheetProgress([entry(Difficulty.Easy, ['me']), entry(Difficulty.Easy, ['someone']), entry(Difficulty.Hard, ['me'])], 'me');
    expect(progress).toMatchObject({ solved: 2, total: 3, percent: 66 });
    expect(progress.byDifficulty).toEqual({ EASY: { solved: 1, total: 2 }, MEDIUM: { solved: 0, total: 0 }, HARD: { solved: 1, total: 1 } });
  });

  it('builds the topic list from the problems tags', () => {
    expect(sheetTopics([entry(Difficulty.Easy, [], ['String', 'Array']), entry(Difficulty.Hard, [], ['Array'])])).toEqual(['Array', 'String']);
  });
});
