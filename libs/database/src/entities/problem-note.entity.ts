import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Problem } from './problem.entity';
import { User } from './user.entity';

/**
 * A learner's private Markdown note on one problem: at most one per (user, problem), readable and
 * writable by that user only. `body` is Markdown as typed (the web renders it sanitised).
 */
@Entity('problem_notes')
@Index('uq_problem_notes_user_problem', ['userId', 'problemId'], { unique: true })
export class ProblemNote {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Index('ix_problem_notes_problem')
  @Column({ name: 'problem_id', type: 'uuid' })
  problemId!: string;

  @Column({ type: 'text', default: '' })
  body!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_problem_notes_user' })
  user?: Relation<User>;

  @ManyToOne(() => Problem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'problem_id', foreignKeyConstraintName: 'fk_problem_notes_problem' })
  problem?: Relation<Problem>;
}
