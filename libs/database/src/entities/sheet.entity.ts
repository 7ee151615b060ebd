import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * A sheet of problems. Public sheets are the company sheets only admins create; names are unique
 * per owner. Stored as a playlist: the table and its index and key names keep the API's word.
 */
@Entity('playlists')
@Index('uq_playlists_owner_name', ['createdBy', 'name'], { unique: true })
export class Sheet {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Index('ix_playlists_public')
  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic!: boolean;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_playlists_created_by' })
  owner?: Relation<User>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
