import { activeDays, computeBestStreak, computeCurrentStreak, formatAverageTime, levelFor, streaksOf } from './profile-stats';

describe('level badge (thresholds 20/60/95 on the rounded percentage)', () => {
  it.each([
    [0, 0, 'Beginner'],
    [20, 100, 'Beginner'],
    [41, 200, 'Intermediate'], // 20.5% rounds to 21
    [21, 100, 'Intermediate'],
    [60, 100, 'Intermediate'],
    [61, 100, 'Expert'],
    [95, 100, 'Expert'],
    [96, 100, 'Master'],
    [40, 40, 'Master'],
  ])('%i of %i is %s', (solved, total, level) => {
    expect(levelFor(solved, total)).toBe(level);
  });

  it('rounds before comparing: 20.4% is Beginner, 20.5% and 60.5% round up', () => {
    expect(levelFor(102, 500)).toBe('Beginner');
    expect(levelFor(121, 200)).toBe('Expert');
  });
});

describe('streaks and Active Days', () => {
  const loginMap = { '2026-01-01': 1, '2026-01-02': 3, '2026-01-03': 1, '2026-01-05': 2, '2026-01-06': 1, '2026-01-07': 0 };

  it('counts the current streak back from the latest login day', () => {
    expect(computeCurrentStreak(loginMap)).toBe(2);
    expect(computeCurrentStreak({})).toBe(0);
  });

  it('finds the best streak', () => {
    expect(computeBestStreak(loginMap)).toBe(3);
    expect(computeBestStreak({})).toBe(0);
  });

  it('keeps consecutive days across a month end and a DST change', () => {
    expect(computeCurrentStreak({ '2026-03-28': 1, '2026-03-29': 1, '2026-03-30': 1, '2026-03-31': 1, '2026-04-01': 1 })).toBe(5);
  });

  it('prefers the server counters and falls back when they are missing', () => {
    expect(streaksOf({ loginMap, streakCount: 7, longestCount: 9 })).toEqual({ current: 7, best: 9 });
    expect(streaksOf({ loginMap, streakCount: null })).toEqual({ current: 2, best: 3 });
    expect(streaksOf({ loginMap, streakCount: 0, longestCount: 0 })).toEqual({ current: 0, best: 0 });
  });

  it('counts Active Days as days with a count above 0', () => {
    expect(activeDays(loginMap)).toBe(5);
  });
});

describe('average time display', () => {
  it.each([
    [0, 0, '0 s'],
    [1.5, 0, '0 s'],
    [0.3456, 3, '0.35 s'],
    [59.994, 1, '59.99 s'],
    [75, 1, '1m 15s'],
    [120, 2, '2 min'],
  ])('%f s over %i submissions reads %s', (seconds, count, text) => {
    expect(formatAverageTime(seconds, count)).toBe(text);
  });
});
