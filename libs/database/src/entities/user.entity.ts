import { Role } from '@algosheets/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An account (the User entity of the API). `email` is stored trimmed and lower-cased;
 * `passwordHash` is an argon2id hash, null for accounts created through Google sign-in only.
 * `loginMap` of the API is built from {@link LoginDay} rows, not stored here.
 */
@Entity('users')
@Check('ck_users_role', `"role" IN ('ADMIN', 'USER')`)
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Index('uq_users_email', { unique: true })
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  @Index('uq_users_google_sub', { unique: true, where: '"google_sub" IS NOT NULL' })
  @Column({ name: 'google_sub', type: 'text', nullable: true })
  googleSub!: string | null;

  @Column({ type: 'text', nullable: true })
  image!: string | null;

  /**
   * When the owner proved the address is theirs (a verification link, or Google saying so for an
   * account Google created); null while unverified. An unverified account works, but is never
   * linked to a Google identity by its address.
   */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  /** SHA-256 (hex) of the pending verification token, null when none is pending. */
  @Index('uq_users_email_verification_hash', { unique: true, where: '"email_verification_hash" IS NOT NULL' })
  @Column({ name: 'email_verification_hash', type: 'text', nullable: true, select: false })
  emailVerificationHash!: string | null;

  @Column({ name: 'email_verification_expires_at', type: 'timestamptz', nullable: true, select: false })
  emailVerificationExpiresAt!: Date | null;

  @Column({ type: 'text', default: Role.User })
  role!: Role;

  /** Consecutive login days ending at the latest login day. */
  @Column({ name: 'streak_count', type: 'integer', default: 0 })
  streakCount!: number;

  /** Longest run of consecutive login days ever. */
  @Column({ name: 'longest_count', type: 'integer', default: 0 })
  longestCount!: number;

  /** Latest login day in the user's time zone, `yyyy-MM-dd`. */
  @Column({ name: 'last_login_date', type: 'date', nullable: true })
  lastLoginDate!: string | null;

  /**
   * The learner's leaderboard opt-out: true hides the learner from everyone else's leaderboard
   * (the learner still sees their own rank). Shown by default (docs/decisions/0012).
   */
  @Column({ name: 'leaderboard_hidden', type: 'boolean', default: false })
  leaderboardHidden!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
