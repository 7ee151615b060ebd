import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from './user.entity';

/** The all-time period of {@link LeaderboardPoints}; a week is `2026-W48` (ISO week, UTC). */
export const ALL_TIME_PERIOD = 'ALL';

/**
 * A learner's leaderboard standing in one period: the points of the problems first solved in it
 * (weights in {@link DifficultyPoints}) and their count. Written only by database triggers on
 * `problem_solved`, `problems` and `users` (the achievements migration), never by the app, so it
 * always follows the worker's solved marks. `hidden` mirrors `users.leaderboard_hidden`; the
 * partial index over the shown rows serves both the top N (scanned backwards) and the count of
 * learners above a given score (a rank).
 */
@Entity('leaderboard_points')
@Index('ix_leaderboard_points_rank', ['period', 'points', 'userId'], { where: 'NOT "hidden"' })
export class LeaderboardPoints {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_leaderboard_points' })
  period!: string;

  @Index('ix_leaderboard_points_user')
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'pk_leaderboard_points' })
  userId!: string;

  @Column({ type: 'integer', default: 0 })
  points!: number;

  /** Problems first solved in the period. */
  @Column({ type: 'integer', default: 0 })
  solved!: number;

  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_leaderboard_points_user' })
  user?: Relation<User>;
}
