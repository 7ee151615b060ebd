import { type Comparator, Difficulty, Language, type ProblemExample, type ProblemSignature, type TimeLimitsMs, type ProblemComplexity } from '@algosheets/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { User } from './user.entity';

/** Default limits of a problem when its author sets none: CPU ms and memory KB. */
export const DEFAULT_TIME_LIMIT_MS = 2000;
export const DEFAULT_MEMORY_LIMIT_KB = 256000;

/**
 * A practice problem (the Problem entity of the API). Company names are kept both in
 * `companies` and in `tags`, because the problem list's filters match companies against tags. A deleted
 * problem is tombstoned (`deletedAt`), so learners' submission history keeps pointing at a row.
 * Reference solutions are for admins and validation only; never sent to learners.
 */
@Entity('problems')
@Check('ck_problems_difficulty', `"difficulty" IN ('EASY', 'MEDIUM', 'HARD')`)
@Check('ck_problems_limits', `"time_limit_ms" > 0 AND "memory_limit_kb" > 0`)
export class Problem {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stable identifier of library content, used by the loader to upsert. */
  @Index('uq_problems_slug', { unique: true })
  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Index('ix_problems_difficulty')
  @Column({ type: 'text' })
  difficulty!: Difficulty;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  companies!: string[];

  /** Other well-known names of the problem, which the list's search matches as it matches the title. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  aliases!: string[];

  @Column({ type: 'text' })
  constraints!: string;

  @Column({ type: 'text', nullable: true })
  hints!: string | null;

  @Column({ type: 'text', nullable: true })
  editorial!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  examples!: Partial<Record<Language, ProblemExample>>;

  @Column({ name: 'code_snippets', type: 'jsonb', default: () => "'{}'" })
  codeSnippets!: Partial<Record<Language, string>>;

  @Column({ name: 'reference_solutions', type: 'jsonb', default: () => "'{}'" })
  referenceSolutions!: Partial<Record<Language, string>>;

  /**
   * What the learner writes (a function or a design class); the platform owns the driver. Every
   * problem has one (decision 0013): the API refuses a problem without and the
   * WholeProgramToSignature migration gave one to each stored stdin/stdout problem. The column
   * stays nullable for the rows written before that migration and for its down step.
   */
  @Column({ type: 'jsonb', nullable: true })
  signature!: ProblemSignature | null;

  /** How answers are compared (function-signature problems); null means `exact`. */
  @Column({ type: 'jsonb', nullable: true })
  comparator!: Comparator | null;

  /** How the reference's time grows and how inputs of size n are drawn (function-signature problems); null: none declared. */
  @Column({ type: 'jsonb', nullable: true })
  complexity!: ProblemComplexity | null;

  /** Only set on sample problems: the API's `category`. */
  @Column({ type: 'text', nullable: true })
  category!: string | null;

  @Column({ name: 'time_limit_ms', type: 'integer', default: DEFAULT_TIME_LIMIT_MS })
  timeLimitMs!: number;

  /**
   * Per-language CPU time limits per test, ms (`{"PYTHON": 3000, "CPP": 1000}`), calibrated from
   * each language's reference; a language without one gets `timeLimitMs` (`timeLimitMsFor`).
   */
  @Column({ name: 'time_limits_ms', type: 'jsonb', nullable: true })
  timeLimitsMs!: TimeLimitsMs | null;

  @Column({ name: 'memory_limit_kb', type: 'integer', default: DEFAULT_MEMORY_LIMIT_KB })
  memoryLimitKb!: number;

  /**
   * Bumped each time the test cases are replaced. Execution jobs name a problem's tests by
   * (problem id, this version) instead of carrying them, and the worker caches test sets by it.
   */
  @Column({ name: 'test_set_version', type: 'integer', default: 1 })
  testSetVersion!: number;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_problems_created_by' })
  author?: Relation<User> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
