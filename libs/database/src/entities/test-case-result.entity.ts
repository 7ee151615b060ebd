import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Submission } from './submission.entity';

/**
 * The verdict of one test case of one submission. The primary key (submission_id, ordinal) makes a
 * re-run of the same job overwrite rather than duplicate (BullMQ delivers a job at least once).
 */
@Entity('test_case_results')
export class TestCaseResult {
  @PrimaryColumn({ name: 'submission_id', type: 'uuid' })
  submissionId!: string;

  @PrimaryColumn({ type: 'integer' })
  ordinal!: number;

  @Column({ type: 'boolean' })
  passed!: boolean;

  /** A hidden test case: learners see its verdict, never its input, expected or actual output. */
  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  /** The input judged; kept for the Results tab (custom Run inputs, samples). */
  @Column({ type: 'text', nullable: true })
  input!: string | null;

  /** Status text of this test, same vocabulary as the submission's. */
  @Column({ type: 'text' })
  status!: string;

  /** What the learner's code printed (function-signature problems: during this test's call). */
  @Column({ type: 'text', nullable: true })
  stdout!: string | null;

  /** The learner's answer as canonical JSON (function-signature problems); null otherwise. */
  @Column({ type: 'text', nullable: true })
  output!: string | null;

  @Column({ type: 'text', nullable: true })
  expected!: string | null;

  @Column({ type: 'text', nullable: true })
  stderr!: string | null;

  @Column({ name: 'compile_output', type: 'text', nullable: true })
  compileOutput!: string | null;

  /** CPU time in seconds. */
  @Column({ name: 'time_s', type: 'double precision', nullable: true })
  timeS!: number | null;

  /** Peak memory in KB. */
  @Column({ name: 'memory_kb', type: 'integer', nullable: true })
  memoryKb!: number | null;

  @ManyToOne(() => Submission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id', foreignKeyConstraintName: 'fk_test_case_results_submission' })
  submission?: Relation<Submission>;
}
