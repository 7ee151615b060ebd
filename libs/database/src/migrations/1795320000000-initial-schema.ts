import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The first schema: accounts, sessions, problems, submissions, sheets. */
export class InitialSchema1795320000000 implements MigrationInterface {
  name = 'InitialSchema1795320000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "email" text NOT NULL, "password_hash" text, "google_sub" text, "image" text, "role" text NOT NULL DEFAULT 'USER', "streak_count" integer NOT NULL DEFAULT '0', "longest_count" integer NOT NULL DEFAULT '0', "last_login_date" date, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_users_role" CHECK ("role" IN ('ADMIN', 'USER')), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_email" ON "users"  ("email") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_google_sub" ON "users"  ("google_sub") WHERE "google_sub" IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE "login_days" ("user_id" uuid NOT NULL, "day" date NOT NULL, "count" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_3225599823bbe017e2bc4ada4f0" PRIMARY KEY ("user_id", "day"))`);
    await queryRunner.query(`CREATE TABLE "playlists" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "description" text NOT NULL DEFAULT '', "is_public" boolean NOT NULL DEFAULT false, "created_by" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a4597f4189a75d20507f3f7ef0d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_playlists_public" ON "playlists"  ("is_public") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_playlists_owner_name" ON "playlists"  ("created_by", "name") `);
    await queryRunner.query(`CREATE TABLE "problems" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" text NOT NULL, "title" text NOT NULL, "description" text NOT NULL, "difficulty" text NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "companies" text array NOT NULL DEFAULT '{}', "constraints" text NOT NULL, "hints" text, "editorial" text, "examples" jsonb NOT NULL DEFAULT '{}', "code_snippets" jsonb NOT NULL DEFAULT '{}', "reference_solutions" jsonb NOT NULL DEFAULT '{}', "category" text, "time_limit_ms" integer NOT NULL DEFAULT '2000', "memory_limit_kb" integer NOT NULL DEFAULT '256000', "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "ck_problems_limits" CHECK ("time_limit_ms" > 0 AND "memory_limit_kb" > 0), CONSTRAINT "ck_problems_difficulty" CHECK ("difficulty" IN ('EASY', 'MEDIUM', 'HARD')), CONSTRAINT "PK_b3994afba6ab64a42cda1ccaeff" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_problems_slug" ON "problems"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "ix_problems_difficulty" ON "problems"  ("difficulty") `);
    await queryRunner.query(`CREATE TABLE "playlist_problems" ("playlist_id" uuid NOT NULL, "problem_id" uuid NOT NULL, "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a68806effca7d565ca52ced2c48" PRIMARY KEY ("playlist_id", "problem_id"))`);
    await queryRunner.query(`CREATE INDEX "ix_playlist_problems_problem" ON "playlist_problems"  ("problem_id") `);
    await queryRunner.query(`CREATE INDEX "ix_playlist_problems_order" ON "playlist_problems"  ("playlist_id", "added_at") `);
    await queryRunner.query(`CREATE TABLE "problem_solved" ("user_id" uuid NOT NULL, "problem_id" uuid NOT NULL, "first_solved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fe403d85027eb18b4f87da2664e" PRIMARY KEY ("user_id", "problem_id"))`);
    await queryRunner.query(`CREATE INDEX "ix_problem_solved_problem" ON "problem_solved"  ("problem_id") `);
    await queryRunner.query(`CREATE TABLE "refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "family_id" uuid NOT NULL, "token_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_refresh_tokens_user" ON "refresh_tokens"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "ix_refresh_tokens_family" ON "refresh_tokens"  ("family_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_refresh_tokens_hash" ON "refresh_tokens"  ("token_hash") `);
    await queryRunner.query(`CREATE TABLE "submissions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "problem_id" uuid NOT NULL, "language" text NOT NULL, "source_code" text NOT NULL, "status" text NOT NULL DEFAULT 'Pending', "stdout" text, "stderr" text, "compile_output" text, "time" text, "memory" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_10b3be95b8b2fb1e482e07d706b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_submissions_problem" ON "submissions"  ("problem_id") `);
    await queryRunner.query(`CREATE INDEX "ix_submissions_status_created" ON "submissions"  ("status", "created_at") `);
    await queryRunner.query(`CREATE INDEX "ix_submissions_user_problem_created" ON "submissions"  ("user_id", "problem_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "test_cases" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "problem_id" uuid NOT NULL, "ordinal" integer NOT NULL, "input" text NOT NULL, "output" text NOT NULL, "is_sample" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_39eb2dc90c54d7a036b015f05c4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_test_cases_problem_ordinal" ON "test_cases"  ("problem_id", "ordinal") `);
    await queryRunner.query(`CREATE TABLE "test_case_results" ("submission_id" uuid NOT NULL, "ordinal" integer NOT NULL, "passed" boolean NOT NULL, "status" text NOT NULL, "stdout" text, "expected" text, "stderr" text, "time_s" double precision, "memory_kb" integer, CONSTRAINT "PK_3aea7ce51255c4e3438acce28f3" PRIMARY KEY ("submission_id", "ordinal"))`);
    await queryRunner.query(`ALTER TABLE "login_days" ADD CONSTRAINT "fk_login_days_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "playlists" ADD CONSTRAINT "fk_playlists_created_by" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "problems" ADD CONSTRAINT "fk_problems_created_by" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "playlist_problems" ADD CONSTRAINT "fk_playlist_problems_playlist" FOREIGN KEY ("playlist_id") REFERENCES "playlists"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "playlist_problems" ADD CONSTRAINT "fk_playlist_problems_problem" FOREIGN KEY ("problem_id") REFERENCES "problems"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "problem_solved" ADD CONSTRAINT "fk_problem_solved_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "problem_solved" ADD CONSTRAINT "fk_problem_solved_problem" FOREIGN KEY ("problem_id") REFERENCES "problems"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" ADD CONSTRAINT "fk_refresh_tokens_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "submissions" ADD CONSTRAINT "fk_submissions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "submissions" ADD CONSTRAINT "fk_submissions_problem" FOREIGN KEY ("problem_id") REFERENCES "problems"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "test_cases" ADD CONSTRAINT "fk_test_cases_problem" FOREIGN KEY ("problem_id") REFERENCES "problems"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "test_case_results" ADD CONSTRAINT "fk_test_case_results_submission" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "test_case_results" DROP CONSTRAINT "fk_test_case_results_submission"`);
    await queryRunner.query(`ALTER TABLE "test_cases" DROP CONSTRAINT "fk_test_cases_problem"`);
    await queryRunner.query(`ALTER TABLE "submissions" DROP CONSTRAINT "fk_submissions_problem"`);
    await queryRunner.query(`ALTER TABLE "submissions" DROP CONSTRAINT "fk_submissions_user"`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP CONSTRAINT "fk_refresh_tokens_user"`);
    await queryRunner.query(`ALTER TABLE "problem_solved" DROP CONSTRAINT "fk_problem_solved_problem"`);
    await queryRunner.query(`ALTER TABLE "problem_solved" DROP CONSTRAINT "fk_problem_solved_user"`);
    await queryRunner.query(`ALTER TABLE "playlist_problems" DROP CONSTRAINT "fk_playlist_problems_problem"`);
    await queryRunner.query(`ALTER TABLE "playlist_problems" DROP CONSTRAINT "fk_playlist_problems_playlist"`);
    await queryRunner.query(`ALTER TABLE "problems" DROP CONSTRAINT "fk_problems_created_by"`);
    await queryRunner.query(`ALTER TABLE "playlists" DROP CONSTRAINT "fk_playlists_created_by"`);
    await queryRunner.query(`ALTER TABLE "login_days" DROP CONSTRAINT "fk_login_days_user"`);
    await queryRunner.query(`DROP TABLE "test_case_results"`);
    await queryRunner.query(`DROP INDEX "public"."uq_test_cases_problem_ordinal"`);
    await queryRunner.query(`DROP TABLE "test_cases"`);
    await queryRunner.query(`DROP INDEX "public"."ix_submissions_user_problem_created"`);
    await queryRunner.query(`DROP INDEX "public"."ix_submissions_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."ix_submissions_problem"`);
    await queryRunner.query(`DROP TABLE "submissions"`);
    await queryRunner.query(`DROP INDEX "public"."uq_refresh_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_refresh_tokens_family"`);
    await queryRunner.query(`DROP INDEX "public"."ix_refresh_tokens_user"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."ix_problem_solved_problem"`);
    await queryRunner.query(`DROP TABLE "problem_solved"`);
    await queryRunner.query(`DROP INDEX "public"."ix_playlist_problems_order"`);
    await queryRunner.query(`DROP INDEX "public"."ix_playlist_problems_problem"`);
    await queryRunner.query(`DROP TABLE "playlist_problems"`);
    await queryRunner.query(`DROP INDEX "public"."ix_problems_difficulty"`);
    await queryRunner.query(`DROP INDEX "public"."uq_problems_slug"`);
    await queryRunner.query(`DROP TABLE "problems"`);
    await queryRunner.query(`DROP INDEX "public"."uq_playlists_owner_name"`);
    await queryRunner.query(`DROP INDEX "public"."ix_playlists_public"`);
    await queryRunner.query(`DROP TABLE "playlists"`);
    await queryRunner.query(`DROP TABLE "login_days"`);
    await queryRunner.query(`DROP INDEX "public"."uq_users_google_sub"`);
    await queryRunner.query(`DROP INDEX "public"."uq_users_email"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
