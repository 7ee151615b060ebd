import { ReviewRating } from '@algosheets/contracts';
import { type CardState, isDueOn, rateCard } from './review-schedule';

const NEW_CARD = (now: Date): CardState => ({ due: now, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0, lastReview: null });
const DAY_MS = 86_400_000;

describe('review schedule', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('orders the four ratings of a new card: Again ≤ Hard ≤ Good < Easy, each at least a day out', () => {
    const due = [ReviewRating.Again, ReviewRating.Hard, ReviewRating.Good, ReviewRating.Easy].map((rating) => rateCard(NEW_CARD(now), rating, now).due.getTime());
    expect(due[0]).toBe(now.getTime() + DAY_MS);
    expect(due).toEqual([...due].sort((a, b) => a - b));
    expect(due[3]).toBeGreaterThan(due[2]);
  });

  it('counts a lapse when a learned card is rated Again, and brings it back sooner than Good would', () => {
    const learned = rateCard(NEW_CARD(now), ReviewRating.Good, now);
    const later = learned.due;
    const forgot = rateCard(learned, ReviewRating.Again, later);
    const recalled = rateCard(learned, ReviewRating.Good, later);
    expect(forgot).toMatchObject({ reps: 2, lapses: 1, lastReview: later });
    expect(recalled.lapses).toBe(0);
    expect(forgot.due.getTime()).toBeLessThan(recalled.due.getTime());
  });

  it('is due once the due instant’s calendar day has come in the learner’s zone', () => {
    // 16:00 UTC is 01:00 the next day in Tokyo; at 14:00 UTC it is still 23:00 there.
    const due = new Date('2026-11-24T16:00:00Z');
    const before = new Date('2026-11-24T14:00:00Z');
    expect(isDueOn(due, 'UTC', before)).toBe(true);
    expect(isDueOn(due, 'Asia/Tokyo', before)).toBe(false);
    expect(isDueOn(due, 'Asia/Tokyo', new Date('2026-11-24T15:00:00Z'))).toBe(true);
    expect(isDueOn(new Date('2026-11-26T00:00:00Z'), 'UTC', before)).toBe(false);
  });
});
