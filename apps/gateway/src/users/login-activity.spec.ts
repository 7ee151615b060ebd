import { advanceStreak, dayIn, daysBetween, resolveTimeZone, streaksFromLoginMap, type StreakState } from './login-activity';

const fresh: StreakState = { streakCount: 0, longestCount: 0, lastLoginDate: null };

function loginsOn(days: string[]): StreakState {
  return days.reduce(advanceStreak, fresh);
}

describe('resolveTimeZone', () => {
  it('keeps a valid IANA name and falls back to UTC otherwise', () => {
    expect(resolveTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(resolveTimeZone('America/New_York')).toBe('America/New_York');
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(resolveTimeZone('')).toBe('UTC');
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(resolveTimeZone('x'.repeat(100))).toBe('UTC');
  });
});

describe('dayIn', () => {
  it('gives the calendar day of an instant in the user zone, not the server zone', () => {
    const instant = new Date('2026-01-01T02:30:00Z');
    expect(dayIn('UTC', instant)).toBe('2026-01-01');
    expect(dayIn('America/Los_Angeles', instant)).toBe('2025-12-31');
    expect(dayIn('Asia/Kolkata', new Date('2025-12-31T19:00:00Z'))).toBe('2026-01-01');
    expect(dayIn('Pacific/Kiritimati', new Date('2026-02-28T10:30:00Z'))).toBe('2026-03-01');
  });

  it('is right on both sides of daylight-saving changes', () => {
    // US spring forward 2026-03-08 02:00 local; fall back 2026-11-01 02:00 local.
    expect(dayIn('America/New_York', new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(dayIn('America/New_York', new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(dayIn('America/New_York', new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(dayIn('America/New_York', new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    // EU: 2026-03-29 and 2026-10-25.
    expect(dayIn('Europe/Berlin', new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(dayIn('Europe/Berlin', new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
    expect(dayIn('Europe/Berlin', new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});

describe('daysBetween', () => {
  it('counts calendar days across month, leap-year and year ends', () => {
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
  });
});

describe('advanceStreak', () => {
  it('starts at 1 on the first login', () => {
    expect(loginsOn(['2026-05-01'])).toEqual({ streakCount: 1, longestCount: 1, lastLoginDate: '2026-05-01' });
  });

  it('does not count a second login on the same day twice', () => {
    expect(loginsOn(['2026-05-01', '2026-05-01'])).toEqual({ streakCount: 1, longestCount: 1, lastLoginDate: '2026-05-01' });
  });

  it('extends across month and year ends and through daylight-saving weekends', () => {
    expect(loginsOn(['2026-01-30', '2026-01-31', '2026-02-01'])).toMatchObject({ streakCount: 3 });
    expect(loginsOn(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'])).toMatchObject({ streakCount: 4, longestCount: 4 });
    expect(loginsOn(['2026-03-07', '2026-03-08', '2026-03-09'])).toMatchObject({ streakCount: 3 });
    expect(loginsOn(['2026-10-24', '2026-10-25', '2026-10-26'])).toMatchObject({ streakCount: 3 });
    expect(loginsOn(['2028-02-28', '2028-02-29', '2028-03-01'])).toMatchObject({ streakCount: 3 });
  });

  it('restarts after a gap and keeps the best run', () => {
    expect(loginsOn(['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-05', '2026-05-06'])).toEqual({
      streakCount: 2,
      longestCount: 3,
      lastLoginDate: '2026-05-06',
    });
  });

  it('ignores a login dated before the latest one (a move to a zone further west)', () => {
    expect(loginsOn(['2026-05-01', '2026-05-02', '2026-05-01'])).toEqual({ streakCount: 2, longestCount: 2, lastLoginDate: '2026-05-02' });
  });
});

describe('streaksFromLoginMap', () => {
  it('counts the current run back from the latest login day and the best run anywhere', () => {
    expect(streaksFromLoginMap({})).toEqual({ current: 0, best: 0 });
    expect(streaksFromLoginMap({ '2025-12-30': 1, '2025-12-31': 2, '2026-01-01': 1, '2026-01-05': 1, '2026-01-06': 3 })).toEqual({
      current: 2,
      best: 3,
    });
    expect(streaksFromLoginMap({ '2026-01-01': 0, '2026-01-02': 1 })).toEqual({ current: 1, best: 1 });
  });

  it('agrees with advanceStreak over the same days', () => {
    const days = ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
    const fromEvents = loginsOn(days);
    const fromMap = streaksFromLoginMap(Object.fromEntries(days.map((day) => [day, 1])));
    expect(fromMap).toEqual({ current: fromEvents.streakCount, best: fromEvents.longestCount });
  });
});
