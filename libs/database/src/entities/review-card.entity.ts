import type { ReviewRating } from '@algosheets/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Problem } from './problem.entity';
import { User } from './user.entity';

/** A card's FSRS fields as JSON (instants as ISO 8601 strings), for {@link ReviewCard.previous}. */
export interface StoredCardState {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
}

/**
 * The spaced-repetition card of one (user, problem): the FSRS memory state the review scheduler
 * (ts-fsrs) reads and writes after each rating. Column meanings follow ts-fsrs's `Card`; days are
 * whole days, instants are UTC. `due` is indexed per user for the "due for review" list.
 */
@Entity('review_cards')
@Index('ix_review_cards_user_due', ['userId', 'due'])
export class ReviewCard {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Index('ix_review_cards_problem')
  @PrimaryColumn({ name: 'problem_id', type: 'uuid' })
  problemId!: string;

  /** When the problem is next due for review. */
  @Column({ type: 'timestamptz' })
  due!: Date;

  /** FSRS stability, days: the interval after which recall falls to 90 %. */
  @Column({ type: 'double precision', default: 0 })
  stability!: number;

  /** FSRS difficulty, 1 (easy) to 10 (hard); 0 before the first rating. */
  @Column({ type: 'double precision', default: 0 })
  difficulty!: number;

  @Column({ name: 'elapsed_days', type: 'integer', default: 0 })
  elapsedDays!: number;

  @Column({ name: 'scheduled_days', type: 'integer', default: 0 })
  scheduledDays!: number;

  @Column({ name: 'learning_steps', type: 'integer', default: 0 })
  learningSteps!: number;

  /** Ratings recorded so far. */
  @Column({ type: 'integer', default: 0 })
  reps!: number;

  /** Times a review card was rated Again (forgotten). */
  @Column({ type: 'integer', default: 0 })
  lapses!: number;

  /** ts-fsrs `State`: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  @Column({ type: 'smallint', default: 0 })
  state!: number;

  @Column({ name: 'last_review', type: 'timestamptz', nullable: true })
  lastReview!: Date | null;

  /**
   * The grade of the latest rating (AGAIN, HARD, GOOD, EASY): the learner's, or GOOD when the card
   * was scheduled at the first Accepted submit without one. Null on a card never rated.
   */
  @Column({ type: 'varchar', length: 8, nullable: true })
  rating!: ReviewRating | null;

  /**
   * The FSRS fields before the latest rating (ISO strings for instants), so that the learner may
   * change that rating until the problem is due again: the new grade is applied to this state
   * instead of counting as a second review. Null before the first rating.
   */
  @Column({ type: 'jsonb', nullable: true })
  previous!: StoredCardState | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_review_cards_user' })
  user?: Relation<User>;

  @ManyToOne(() => Problem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'problem_id', foreignKeyConstraintName: 'fk_review_cards_problem' })
  problem?: Relation<Problem>;
}
