import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Problem } from './problem.entity';
import { User } from './user.entity';

/**
 * The solved mark: one row per (user, problem), written when a Submit is first Accepted. The API's
 * `solvedBy` list is derived from it.
 */
@Entity('problem_solved')
export class ProblemSolved {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Index('ix_problem_solved_problem')
  @PrimaryColumn({ name: 'problem_id', type: 'uuid' })
  problemId!: string;

  @CreateDateColumn({ name: 'first_solved_at', type: 'timestamptz' })
  firstSolvedAt!: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_problem_solved_user' })
  user?: Relation<User>;

  @ManyToOne(() => Problem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'problem_id', foreignKeyConstraintName: 'fk_problem_solved_problem' })
  problem?: Relation<Problem>;
}
