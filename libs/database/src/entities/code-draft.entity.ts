import type { Language } from '@algosheets/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Problem } from './problem.entity';
import { User } from './user.entity';

/**
 * A learner's unsubmitted code of one problem in one language: at most one per (user, problem,
 * language), private to that user. `revision` comes from the `code_draft_revisions` sequence on
 * every save (bigint, read as a string by the driver), so a save based on an older revision, or on
 * a draft deleted and written again since, is told apart and refused.
 */
@Entity('code_drafts')
export class CodeDraft {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Index('ix_code_drafts_problem')
  @PrimaryColumn({ name: 'problem_id', type: 'uuid' })
  problemId!: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  language!: Language;

  @Column({ type: 'text' })
  code!: string;

  @Column({ type: 'bigint', default: () => "nextval('code_draft_revisions')" })
  revision!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_code_drafts_user' })
  user?: Relation<User>;

  @ManyToOne(() => Problem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'problem_id', foreignKeyConstraintName: 'fk_code_drafts_problem' })
  problem?: Relation<Problem>;
}
