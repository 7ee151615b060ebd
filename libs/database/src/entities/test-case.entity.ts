import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Problem } from './problem.entity';

/**
 * One judged input/output pair of a problem. Samples (`isSample`) are shown to learners and used
 * by Run; the rest are hidden and only judged on Submit.
 */
@Entity('test_cases')
@Index('uq_test_cases_problem_ordinal', ['problemId', 'ordinal'], { unique: true })
export class TestCase {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'problem_id', type: 'uuid' })
  problemId!: string;

  /** Position within the problem, from 0; judging order. */
  @Column({ type: 'integer' })
  ordinal!: number;

  @Column({ type: 'text' })
  input!: string;

  @Column({ type: 'text' })
  output!: string;

  @Column({ name: 'is_sample', type: 'boolean', default: false })
  isSample!: boolean;

  @ManyToOne(() => Problem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'problem_id', foreignKeyConstraintName: 'fk_test_cases_problem' })
  problem?: Relation<Problem>;
}
