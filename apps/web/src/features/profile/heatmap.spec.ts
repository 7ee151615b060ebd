import { aggregateLogins, buildHeatmap, dayKey, heatLevel, heatmapTooltip } from './heatmap';

describe('heatmap levels (25/50/75 percent thresholds)', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [2.5, 10, 1],
    [3, 10, 2],
    [5, 10, 2],
    [6, 10, 3],
    [7.5, 10, 3],
    [8, 10, 4],
    [10, 10, 4],
  ])('%f of max %f is level %i', (count, max, level) => {
    expect(heatLevel(count, max)).toBe(level);
  });
});

describe('heatmap grid', () => {
  const today = new Date(2026, 10, 22); // Sunday 22 Nov 2026

  it('covers 365 days, ending today and starting 364 days earlier, in 53 week columns', () => {
    const grid = buildHeatmap(today, { '2026-11-22': 2, '2025-11-23': 1, '2025-11-22': 9 });
    expect(grid.weeks).toHaveLength(53);
    const cells = grid.weeks.flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(365);
    expect(cells[0]?.key).toBe('2025-11-23');
    expect(cells.at(-1)?.key).toBe('2026-11-22');
    expect(grid.max).toBe(2);
    expect(cells.at(-1)?.level).toBe(4);
    expect(cells[0]?.level).toBe(2);
  });

  it('puts each day on its weekday row and labels months', () => {
    const grid = buildHeatmap(today, {});
    for (const week of grid.weeks) week.forEach((cell, row) => cell && expect(cell.date.getDay()).toBe(row));
    // 23 Nov 2025 starts the range, but December begins one column later, so November gives way.
    expect(grid.monthLabels[0]).toEqual({ column: 1, label: 'Dec' });
    expect(grid.monthLabels.map((month) => month.label)).toEqual(['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
    expect(buildHeatmap(new Date(2026, 4, 31), {}).monthLabels[0]).toEqual({ column: 0, label: 'Jun' });
    expect(dayKey(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('heatmap tooltip wording', () => {
  const date = new Date(2026, 10, 22);

  it('uses singular and plural wording', () => {
    expect(heatmapTooltip({ date, count: 1, users: [] }, false)).toEqual(['Sun, Nov 22, 2026', '1 login']);
    expect(heatmapTooltip({ date, count: 0, users: [] }, false)[1]).toBe('0 logins');
    expect(heatmapTooltip({ date, count: 3, users: ['a'] }, false)).toHaveLength(2);
  });

  it('lists up to 5 users for admins, then +N more', () => {
    expect(heatmapTooltip({ date, count: 2, users: ['Ada', 'bob@x.io'] }, true)[2]).toBe('Users: Ada, bob@x.io');
    expect(heatmapTooltip({ date, count: 7, users: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, true)[2]).toBe('Users: a, b, c, d, e +2 more');
  });

  it('aggregates logins across users with names, else e-mails', () => {
    const result = aggregateLogins([
      { name: 'Ada', email: 'ada@x.io', loginMap: { '2026-11-22': 2 } },
      { name: '', email: 'bob@x.io', loginMap: { '2026-11-22': 1, '2026-11-21': 0 } },
    ]);
    expect(result).toEqual({ counts: { '2026-11-22': 3 }, users: { '2026-11-22': ['Ada', 'bob@x.io'] } });
  });
});
