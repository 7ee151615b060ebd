import type { ApiReviewCard, ReviewRating } from '@algosheets/contracts';
import { Problem, ProblemSolved, ReviewCard } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan, MoreThan } from 'typeorm';
import { ProblemNotFoundException } from '../problems/problems.errors';
import { dayIn } from '../users/login-activity';
import { ProblemNotSolvedException } from './review.errors';
import { applyRating, type CardState, DEFAULT_RATING, isDueOn, LONGEST_DAY_REMAINDER_MS, newCard, rateCard, storedState } from './review-schedule';

/**
 * The review queue: one FSRS card per (learner, problem). A solved problem is scheduled even when
 * the learner never rates it: its card is created as if rated Good at the first Accepted submit
 * (on the next read of the queue or of that card). The learner may rate or re-rate later: until
 * the problem is due again a rating replaces the latest one, once due it is the next review. A
 * problem is due once its due day has come in the learner's time zone.
 */
@Injectable()
export class ReviewService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records `rating` for `problemId` at `now` and returns the card with its next due date. The row
   * is locked while it is read and written, so two ratings at once apply one after the other.
   * `timeZone` names the due day of the answer and the review day counted for the review-streak badge.
   * @throws ProblemNotFoundException when the problem does not exist or was deleted
   * @throws ProblemNotSolvedException when `userId` has no Accepted submit for it
   */
  async rate(userId: string, problemId: string, rating: ReviewRating, timeZone: string, now: Date = new Date()): Promise<ApiReviewCard> {
    const problem = await this.dataSource.getRepository(Problem).findOneBy({ id: problemId });
    if (!problem) throw new ProblemNotFoundException();
    if (!(await this.dataSource.getRepository(ProblemSolved).existsBy({ userId, problemId }))) throw new ProblemNotSolvedException();
    await this.scheduleSolved(userId, problemId);
    const card = await this.dataSource.transaction(async (manager) => {
      const cards = manager.getRepository(ReviewCard);
      const stored = await cards.findOneOrFail({ where: { userId, problemId }, lock: { mode: 'pessimistic_write' } });
      const { next, previous } = applyRating(stored, rating, now);
      await cards.update({ userId, problemId }, { ...next, rating, previous: storedState(previous) });
      // The review-streak badge counts days with a rating in the learner's calendar.
      await manager.query(`INSERT INTO review_days (user_id, day, count) VALUES ($1, $2, 1) ON CONFLICT (user_id, day) DO UPDATE SET count = review_days.count + 1`, [
        userId,
        dayIn(timeZone, now),
      ]);
      return { ...next, rating };
    });
    return toApiReviewCard(problem, card, timeZone);
  }

  /**
   * The caller's card for `problemId`, or null when the problem is not solved (nothing to review).
   * @throws ProblemNotFoundException when the problem does not exist or was deleted
   */
  async card(userId: string, problemId: string, timeZone: string): Promise<ApiReviewCard | null> {
    const problem = await this.dataSource.getRepository(Problem).findOneBy({ id: problemId });
    if (!problem) throw new ProblemNotFoundException();
    await this.scheduleSolved(userId, problemId);
    const card = await this.dataSource.getRepository(ReviewCard).findOneBy({ userId, problemId });
    return card ? toApiReviewCard(problem, card, timeZone) : null;
  }

  /**
   * Creates the card of every problem `userId` solved without one (only `problemId`'s when given),
   * rated {@link DEFAULT_RATING} at the first Accepted submit. Idempotent: an existing card is kept.
   */
  private async scheduleSolved(userId: string, problemId?: string): Promise<void> {
    const query = this.dataSource
      .getRepository(ProblemSolved)
      .createQueryBuilder('s')
      .leftJoin(ReviewCard, 'c', 'c.user_id = s.user_id AND c.problem_id = s.problem_id')
      .where('s.user_id = :userId', { userId })
      .andWhere('c.user_id IS NULL');
    if (problemId) query.andWhere('s.problem_id = :problemId', { problemId });
    const unscheduled = await query.getMany();
    if (unscheduled.length === 0) return;
    const rows = unscheduled.map((solved) => {
      const previous = newCard(solved.firstSolvedAt);
      return { userId, problemId: solved.problemId, ...rateCard(previous, DEFAULT_RATING, solved.firstSolvedAt), rating: DEFAULT_RATING, previous: storedState(previous) };
    });
    await this.dataSource.createQueryBuilder().insert().into(ReviewCard).values(rows).orIgnore().execute();
  }

  /** The caller's problems due on or before today in `timeZone`, most overdue first. */
  async due(userId: string, timeZone: string, now: Date = new Date()): Promise<ApiReviewCard[]> {
    await this.scheduleSolved(userId);
    const cards = await this.dataSource.getRepository(ReviewCard).find({
      where: { userId, due: LessThan(new Date(now.getTime() + LONGEST_DAY_REMAINDER_MS)) },
      relations: { problem: true },
      order: { due: 'ASC' },
    });
    return cards.filter((card) => card.problem && isDueOn(card.due, timeZone, now)).map((card) => toApiReviewCard(card.problem as Problem, card, timeZone));
  }

  /**
   * The caller's scheduled problems not yet due in `timeZone` (due after today there), soonest
   * first: the ones whose grade can still be changed without counting as a review. A card due in
   * the past is due in every zone, so only later ones are read.
   */
  async upcoming(userId: string, timeZone: string, now: Date = new Date()): Promise<ApiReviewCard[]> {
    await this.scheduleSolved(userId);
    const cards = await this.dataSource.getRepository(ReviewCard).find({
      where: { userId, due: MoreThan(now) },
      relations: { problem: true },
      order: { due: 'ASC' },
    });
    return cards.filter((card) => card.problem && !isDueOn(card.due, timeZone, now)).map((card) => toApiReviewCard(card.problem as Problem, card, timeZone));
  }
}

function toApiReviewCard(problem: Pick<Problem, 'id' | 'title' | 'difficulty'>, card: CardState & { rating: ReviewRating | null }, timeZone: string): ApiReviewCard {
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
    rating: card.rating,
  };
}
