import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Sheet } from './sheet.entity';
import { Problem } from './problem.entity';

/**
 * Membership of a problem in a sheet. The primary key makes a duplicate add a no-op; `addedAt`
 * keeps the sheet's insertion order. Stored in `playlist_problems`, the sheet's key in `playlist_id`.
 */
@Entity('playlist_problems')
@Index('ix_playlist_problems_order', ['sheetId', 'addedAt'])
export class SheetProblem {
  @PrimaryColumn({ name: 'playlist_id', type: 'uuid' })
  sheetId!: string;

  @Index('ix_playlist_problems_problem')
  @PrimaryColumn({ name: 'problem_id', type: 'uuid' })
  problemId!: string;

  @CreateDateColumn({ name: 'added_at', type: 'timestamptz' })
  addedAt!: Date;

  @ManyToOne(() => Sheet, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'playlist_id', foreignKeyConstraintName: 'fk_playlist_problems_playlist' })
  sheet?: Relation<Sheet>;

  @ManyToOne(() => Problem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'problem_id', foreignKeyConstraintName: 'fk_playlist_problems_problem' })
  problem?: Relation<Problem>;
}
