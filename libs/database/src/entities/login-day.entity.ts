import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from './user.entity';

/**
 * Logins of one user on one calendar day in that user's time zone. The API's
 * `loginMap` (`yyyy-MM-dd` → count) is built from these rows; the primary key
 * (user_id, day) serves the per-user, per-day lookups.
 */
@Entity('login_days')
export class LoginDay {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** Calendar day, `yyyy-MM-dd`. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'integer', default: 1 })
  count!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_login_days_user' })
  user?: Relation<User>;
}
