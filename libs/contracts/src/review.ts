import type { Difficulty } from './domain';

/** How well the learner recalled a problem (FSRS's four grades); GOOD when a solved problem was never rated. */
export enum ReviewRating {
  Again = 'AGAIN',
  Hard = 'HARD',
  Good = 'GOOD',
  Easy = 'EASY',
}

/** `POST /review/{problemId}`. */
export interface ReviewRequest {
  rating: ReviewRating;
}

/** One problem's review schedule for the caller. */
export interface ApiReviewCard {
  problemId: string;
  title: string;
  difficulty: Difficulty;
  /** ISO 8601 instant the problem is next due. */
  due: string;
  /** `yyyy-MM-dd`: the calendar day of `due` in the caller's time zone (`X-Timezone`). */
  dueDay: string;
  /** Days from the last review to `due`. */
  scheduledDays: number;
  /** Ratings recorded so far. */
  reps: number;
  /** Times the problem was rated Again after it had been learned. */
  lapses: number;
  /** ISO 8601 instant of the latest rating, null before the first. */
  lastReviewedAt: string | null;
  /** The latest rating: the learner's, or GOOD given when the problem was solved without one. */
  rating: ReviewRating | null;
}

/** `GET /review/{problemId}`: the caller's card, null while the problem is not solved. */
export interface ReviewCardResponse {
  message: string;
  review: ApiReviewCard | null;
}

/** `POST /review/{problemId}`: the card after the rating, with the next due date. */
export interface ReviewResponse {
  message: string;
  review: ApiReviewCard;
}

/** `GET /review/due`: problems due today or earlier in the caller's time zone, most overdue first. */
export interface ReviewDueResponse {
  message: string;
  due: ApiReviewCard[];
  /** `due.length`, for the navbar's badge. */
  count: number;
}

/** `GET /review/upcoming`: solved problems not yet due in the caller's time zone, soonest first, to rate or re-rate before their day. */
export interface ReviewUpcomingResponse {
  message: string;
  upcoming: ApiReviewCard[];
}
