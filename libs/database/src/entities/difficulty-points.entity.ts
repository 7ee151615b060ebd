import { Difficulty } from '@algosheets/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The leaderboard's weights: the points one solved problem of a difficulty is worth (EASY 1,
 * MEDIUM 2, HARD 3, written by the achievements migration). The one place they live: the
 * triggers that keep {@link LeaderboardPoints} read them, and the API answers them.
 */
@Entity('difficulty_points')
export class DifficultyPoints {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_difficulty_points' })
  difficulty!: Difficulty;

  @Column({ type: 'integer' })
  points!: number;
}
