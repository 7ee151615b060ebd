import type { Language } from '@algosheets/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Problem } from './problem.entity';
import { User } from './user.entity';

/**
 * The language a learner last chose in the editor of one problem. The newest row of a learner
 * (`ix_editor_languages_user_updated`) is their last language overall, which a problem never opened
 * before starts in when it has that language.
 */
@Entity('editor_languages')
@Index('ix_editor_languages_user_updated', ['userId', 'updatedAt'])
export class EditorLanguage {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Index('ix_editor_languages_problem')
  @PrimaryColumn({ name: 'problem_id', type: 'uuid' })
  problemId!: string;

  @Column({ type: 'varchar', length: 16 })
  language!: Language;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_editor_languages_user' })
  user?: Relation<User>;

  @ManyToOne(() => Problem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'problem_id', foreignKeyConstraintName: 'fk_editor_languages_problem' })
  problem?: Relation<Problem>;
}
