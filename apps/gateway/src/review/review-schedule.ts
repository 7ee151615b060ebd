import { ReviewRating } from '@algosheets/contracts';
import type { ReviewCard, StoredCardState } from '@algosheets/database';
import { type Card, fsrs, generatorParameters, type Grade, Rating, type State } from 'ts-fsrs';
import { dayIn } from '../users/login-activity';

/**
 * The review scheduler: FSRS (ts-fsrs) with whole-day intervals. Short-term learning steps (minutes)
 * are off, because re-solving a coding problem ten minutes later proves nothing; fuzz is off, so the
 * same history always gives the same date.
 */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

const GRADES: Record<ReviewRating, Grade> = {
  [ReviewRating.Again]: Rating.Again,
  [ReviewRating.Hard]: Rating.Hard,
  [ReviewRating.Good]: Rating.Good,
  [ReviewRating.Easy]: Rating.Easy,
};

/** The FSRS fields a stored card holds (the row without its keys and timestamps). */
export type CardState = Pick<ReviewCard, 'due' | 'stability' | 'difficulty' | 'elapsedDays' | 'scheduledDays' | 'learningSteps' | 'reps' | 'lapses' | 'state' | 'lastReview'>;

/**
 * The card after `rating` at `now`. A never-rated card (the columns' defaults: state New, no
 * reviews) is a new FSRS card. Intervals are whole days, so for the same history Again is due no
 * later than Hard, Hard than Good, Good than Easy.
 */
export function rateCard(stored: CardState, rating: ReviewRating, now: Date): CardState {
  const card: Card = {
    due: stored.due,
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: stored.elapsedDays,
    scheduled_days: stored.scheduledDays,
    learning_steps: stored.learningSteps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: stored.state as State,
    last_review: stored.lastReview ?? undefined,
  };
  const next = scheduler.next(card, now, GRADES[rating]).card;
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsed_days,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review ?? now,
  };
}

/** The grade a problem is scheduled with when it is solved and the learner has not rated it. */
export const DEFAULT_RATING = ReviewRating.Good;

/** A card never rated: the columns' defaults (state New, no reviews), due at `at`. */
export function newCard(at: Date): CardState {
  return { due: at, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0, lastReview: null };
}

/** A card state as stored in `review_cards.previous` (JSON: instants as ISO strings). */
export function storedState(state: CardState): StoredCardState {
  return { ...state, due: state.due.toISOString(), lastReview: state.lastReview?.toISOString() ?? null };
}

/** The card state of a `review_cards.previous` value. */
export function parseState(stored: StoredCardState): CardState {
  return { ...stored, due: new Date(stored.due), lastReview: stored.lastReview === null ? null : new Date(stored.lastReview) };
}

/**
 * The card after a rating, under the re-rating rule: while the problem is not due again, a new
 * grade replaces the latest one (it is applied to the state before that rating, at that rating's
 * time), so changing one's mind never counts as a second review; once the problem is due, a rating
 * is the next review. Returns the new state and the state it was applied to (kept as `previous`).
 */
export function applyRating(card: CardState & { rating: ReviewRating | null; previous: StoredCardState | null }, rating: ReviewRating, now: Date): { next: CardState; previous: CardState } {
  const rerate = card.rating !== null && card.previous !== null && card.lastReview !== null && now < card.due;
  const previous = rerate ? parseState(card.previous as StoredCardState) : pickState(card);
  return { next: rateCard(previous, rating, rerate ? (card.lastReview as Date) : now), previous };
}

function pickState(card: CardState): CardState {
  const { due, stability, difficulty, elapsedDays, scheduledDays, learningSteps, reps, lapses, state, lastReview } = card;
  return { due, stability, difficulty, elapsedDays, scheduledDays, learningSteps, reps, lapses, state, lastReview };
}

/**
 * Longest time, ms, from an instant to the end of its calendar day in any zone: a day of 24 hours
 * plus a daylight-saving shift. Cards due later than `now` plus this are due tomorrow or later
 * everywhere, so the database can skip them before {@link isDueOn} decides.
 */
export const LONGEST_DAY_REMAINDER_MS = 26 * 3_600_000;

/**
 * A card is due once its calendar day has come in the learner's zone: its due instant falls on
 * today or an earlier day there. Days are those of the login streak ({@link dayIn}), so a learner
 * in Tokyo sees a card due at 20:00 UTC on the day the streak already counts as that date.
 */
export function isDueOn(due: Date, timeZone: string, now: Date): boolean {
  return dayIn(timeZone, due) <= dayIn(timeZone, now);
}
