import { Language, SubmissionStatus } from '@algosheets/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Problem } from './problem.entity';
import { User } from './user.entity';

/**
 * A stored Submit (the Submission entity of the API). The row is inserted as
 * `Pending` before its job is enqueued and its id is the job id. `time` and `memory` keep the API's
 * wire form: JSON text of per-test values (`["0.012 s", ...]`, `[9120, ...]` KB).
 * An Accepted Submit also keeps the sandbox's measurement of its hidden-test run as numbers
 * (`cpu_time_ms`, `peak_memory_kb`), which the speed standing ranks in SQL through the two partial
 * indexes below (Accepted rows only, per problem and language, ordered by the measurement).
 */
@Entity('submissions')
@Index('ix_submissions_user_problem_created', ['userId', 'problemId', 'createdAt'])
@Index('ix_submissions_status_created', ['status', 'createdAt'])
@Index('ix_submissions_accepted_cpu_time', ['problemId', 'language', 'cpuTimeMs'], { where: `"status" = 'Accepted'` })
@Index('ix_submissions_accepted_peak_memory', ['problemId', 'language', 'peakMemoryKb'], { where: `"status" = 'Accepted'` })
export class Submission {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Index('ix_submissions_problem')
  @Column({ name: 'problem_id', type: 'uuid' })
  problemId!: string;

  @Column({ type: 'text' })
  language!: Language;

  @Column({ name: 'source_code', type: 'text' })
  sourceCode!: string;

  @Column({ type: 'text', default: SubmissionStatus.Pending })
  status!: SubmissionStatus;

  @Column({ type: 'text', nullable: true })
  stdout!: string | null;

  @Column({ type: 'text', nullable: true })
  stderr!: string | null;

  @Column({ name: 'compile_output', type: 'text', nullable: true })
  compileOutput!: string | null;

  /** JSON text: per-test CPU time strings in seconds. */
  @Column({ type: 'text', nullable: true })
  time!: string | null;

  /** JSON text: per-test peak memory in KB. */
  @Column({ type: 'text', nullable: true })
  memory!: string | null;

  /**
   * Accepted Submits only: the slowest test's CPU time as the sandbox's cgroup counted it, ms,
   * rounded up to 10 ms; null for other verdicts and for rows judged before it was recorded.
   */
  @Column({ name: 'cpu_time_ms', type: 'integer', nullable: true })
  cpuTimeMs!: number | null;

  /** Accepted Submits only: the run's peak memory as the sandbox measured it, KB, rounded up to 1024 KB; else null. */
  @Column({ name: 'peak_memory_kb', type: 'integer', nullable: true })
  peakMemoryKb!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_submissions_user' })
  user?: Relation<User>;

  /** Problems are tombstoned, never removed, so history keeps its problem. */
  @ManyToOne(() => Problem, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'problem_id', foreignKeyConstraintName: 'fk_submissions_problem' })
  problem?: Relation<Problem>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
