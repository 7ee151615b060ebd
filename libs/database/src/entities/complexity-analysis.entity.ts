import type { ComplexityClass, Language } from '@algosheets/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Problem } from './problem.entity';
import { User } from './user.entity';

/**
 * One learner's growth analysis that found a class: which problem and language, the class and its
 * rank in `COMPLEXITY_CLASSES` (0 for O(1) up to 6 for O(2ⁿ), so "a better class than the first
 * try" is a comparison in SQL), the fitted exponent, when. Written by the gateway from the worker's
 * sandbox-measured answer, never from anything the client sends; the code itself is not kept.
 */
@Entity('complexity_analyses')
@Index('ix_complexity_analyses_user_problem_created', ['userId', 'problemId', 'createdAt'])
export class ComplexityAnalysis {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_complexity_analyses' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'problem_id', type: 'uuid' })
  problemId!: string;

  @Column({ type: 'text' })
  language!: Language;

  @Column({ name: 'complexity_class', type: 'text' })
  complexityClass!: ComplexityClass;

  @Column({ name: 'class_rank', type: 'smallint' })
  classRank!: number;

  @Column({ type: 'real' })
  exponent!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_complexity_analyses_user' })
  user?: Relation<User>;

  @ManyToOne(() => Problem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'problem_id', foreignKeyConstraintName: 'fk_complexity_analyses_problem' })
  problem?: Relation<Problem>;
}
