import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from './user.entity';

/**
 * Review ratings of one learner on one calendar day in that learner's time zone, for the
 * review-streak badge (consecutive days with a rating). The primary key serves the per-learner
 * scan in day order.
 */
@Entity('review_days')
export class ReviewDay {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'pk_review_days' })
  userId!: string;

  /** Calendar day, `yyyy-MM-dd`. */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'pk_review_days' })
  day!: string;

  /** Ratings recorded that day. */
  @Column({ type: 'integer', default: 1 })
  count!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_review_days_user' })
  user?: Relation<User>;
}
