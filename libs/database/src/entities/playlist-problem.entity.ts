import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Playlist } from './playlist.entity';
import { Problem } from './problem.entity';

/**
 * Membership of a problem in a sheet. The primary key makes a duplicate add a no-op; `addedAt`
 * keeps the sheet's insertion order.
 */
@Entity('playlist_problems')
@Index('ix_playlist_problems_order', ['playlistId', 'addedAt'])
export class PlaylistProblem {
  @PrimaryColumn({ name: 'playlist_id', type: 'uuid' })
  playlistId!: string;

  @Index('ix_playlist_problems_problem')
  @PrimaryColumn({ name: 'problem_id', type: 'uuid' })
  problemId!: string;

  @CreateDateColumn({ name: 'added_at', type: 'timestamptz' })
  addedAt!: Date;

  @ManyToOne(() => Playlist, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'playlist_id', foreignKeyConstraintName: 'fk_playlist_problems_playlist' })
  playlist?: Relation<Playlist>;

  @ManyToOne(() => Problem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'problem_id', foreignKeyConstraintName: 'fk_playlist_problems_problem' })
  problem?: Relation<Problem>;
}
