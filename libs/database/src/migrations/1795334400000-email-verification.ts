import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail verification: when an account's address was verified, and the hash and expiry of its
 * pending verification token. Accounts Google created were verified by Google; the others wait
 * for their owner to open a verification link.
 */
export class EmailVerification1795334400000 implements MigrationInterface {
  name = 'EmailVerification1795334400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verified_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verification_hash" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verification_expires_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_email_verification_hash" ON "users" ("email_verification_hash") WHERE "email_verification_hash" IS NOT NULL`);
    await queryRunner.query(`UPDATE "users" SET "email_verified_at" = "created_at" WHERE "google_sub" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_users_email_verification_hash"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verification_expires_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verification_hash"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified_at"`);
  }
}
