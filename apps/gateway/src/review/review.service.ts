import type { ApiReviewCard, ReviewRating } from '@algosheets/contracts';
import { Problem, ProblemSolved, ReviewCard } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { ProblemNotFoundException } from '../problems/problems.errors';
import { dayIn } from '../users/login-activity';
import { ProblemNotSolvedException } from './review.errors';
import { type CardState, isDueOn, LONGEST_DAY_REMAINDER_MS, rateCard } from './review-schedule';

/**
 * The review queue: one FSRS card per (learner, problem), created by the first rating after an
 * Accepted submit and moved by every later one; a problem is due once its due day has come in the
 * learner's time zone.
 */
@Injectable()
export class ReviewService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records `rating` for `problemId` at `now` and returns the card with its next due date. The row
   * is locked while it is read and written, so two ratings at once apply one after the other.
   * `timeZone` only names the due day of the answer.
   * @throws ProblemNotFoundException when the problem does not exist or was deleted
   * @throws ProblemNotSolvedException when `userId` has no Accepted submit for it
   */
  async rate(userId: string, problemId: string, rating: ReviewRating, timeZone: string, now: Date = new Date()): Promise<ApiReviewCard> {
    const problem = await this.dataSource.getRepository(Problem).findOneBy({ id: problemId });
    if (!problem) throw new ProblemNotFoundException();
    if (!(await this.dataSource.getRepository(ProblemSolved).existsBy({ userId, problemId }))) throw new ProblemNotSolvedException();
    const card = await this.dataSource.transaction(async (manager) => {
      const cards = manager.getRepository(ReviewCard);
      // A never-rated problem starts as a new FSRS card (the columns' defaults); inserting it first
      // means a concurrent first rating finds the row and waits for the lock below.
      await cards.createQueryBuilder().insert().values({ userId, problemId, due: now }).orIgnore().execute();
      const stored = await cards.findOneOrFail({ where: { userId, problemId }, lock: { mode: 'pessimistic_write' } });
      const next = rateCard(stored, rating, now);
      await cards.update({ userId, problemId }, next);
      return next;
    });
    return toApiReviewCard(problem, card, timeZone);
  }

  /** The caller's problems due on or before today in `timeZone`, most overdue first. */
  async due(userId: string, timeZone: string, now: Date = new Date()): Promise<ApiReviewCard[]> {
    const cards = await this.dataSource.getRepository(ReviewCard).find({
      where: { userId, due: LessThan(new Date(now.getTime() + LONGEST_DAY_REMAINDER_MS)) },
      relations: { problem: true },
      order: { due: 'ASC' },
    });
    return cards.filter((card) => card.problem && isDueOn(card.due, timeZone, now)).map((card) => toApiReviewCard(card.problem as Problem, card, timeZone));
  }
}

function toApiReviewCard(problem: Pick<Problem, 'id' | 'title' | 'difficulty'>, card: CardState, timeZone: string): ApiReviewCard {
  return {
    problemId: problem.id,
    title: problem.title,
    difficulty: problem.difficulty,
    due: card.due.toISOString(),
    dueDay: dayIn(timeZone, card.due),
    scheduledDays: card.scheduledDays,
    reps: card.reps,
    lapses: card.lapses,
    lastReviewedAt: card.lastReview?.toISOString() ?? null,
  };
}
