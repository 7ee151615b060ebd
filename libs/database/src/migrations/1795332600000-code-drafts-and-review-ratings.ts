import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The learner's code drafts per (user, problem, language) with a revision from one sequence, the
 * language last chosen per problem, and the review card's latest rating with the state before it.
 */
export class CodeDraftsAndReviewRatings1795332600000 implements MigrationInterface {
  name = 'CodeDraftsAndReviewRatings1795332600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "code_draft_revisions" AS bigint`);
    await queryRunner.query(`CREATE TABLE "code_drafts" ("user_id" uuid NOT NULL, "problem_id" uuid NOT NULL, "language" character varying(16) NOT NULL, "code" text NOT NULL, "revision" bigint NOT NULL DEFAULT nextval('code_draft_revisions'), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a8f8811ec63b3304e5c791b353d" PRIMARY KEY ("user_id", "problem_id", "language"))`);
    await queryRunner.query(`CREATE INDEX "ix_code_drafts_problem" ON "code_drafts"  ("problem_id") `);
    await queryRunner.query(`CREATE TABLE "editor_languages" ("user_id" uuid NOT NULL, "problem_id" uuid NOT NULL, "language" character varying(16) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c4b0473728f7a785a57924a8e10" PRIMARY KEY ("user_id", "problem_id"))`);
    await queryRunner.query(`CREATE INDEX "ix_editor_languages_problem" ON "editor_languages"  ("problem_id") `);
    await queryRunner.query(`CREATE INDEX "ix_editor_languages_user_updated" ON "editor_languages"  ("user_id", "updated_at") `);
    await queryRunner.query(`ALTER TABLE "review_cards" ADD "rating" character varying(8)`);
    await queryRunner.query(`ALTER TABLE "review_cards" ADD "previous" jsonb`);
    await queryRunner.query(`ALTER TABLE "code_drafts" ADD CONSTRAINT "fk_code_drafts_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "code_drafts" ADD CONSTRAINT "fk_code_drafts_problem" FOREIGN KEY ("problem_id") REFERENCES "problems"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "editor_languages" ADD CONSTRAINT "fk_editor_languages_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "editor_languages" ADD CONSTRAINT "fk_editor_languages_problem" FOREIGN KEY ("problem_id") REFERENCES "problems"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "editor_languages" DROP CONSTRAINT "fk_editor_languages_problem"`);
    await queryRunner.query(`ALTER TABLE "editor_languages" DROP CONSTRAINT "fk_editor_languages_user"`);
    await queryRunner.query(`ALTER TABLE "code_drafts" DROP CONSTRAINT "fk_code_drafts_problem"`);
    await queryRunner.query(`ALTER TABLE "code_drafts" DROP CONSTRAINT "fk_code_drafts_user"`);
    await queryRunner.query(`ALTER TABLE "review_cards" DROP COLUMN "previous"`);
    await queryRunner.query(`ALTER TABLE "review_cards" DROP COLUMN "rating"`);
    await queryRunner.query(`DROP INDEX "public"."ix_editor_languages_user_updated"`);
    await queryRunner.query(`DROP INDEX "public"."ix_editor_languages_problem"`);
    await queryRunner.query(`DROP TABLE "editor_languages"`);
    await queryRunner.query(`DROP INDEX "public"."ix_code_drafts_problem"`);
    await queryRunner.query(`DROP TABLE "code_drafts"`);
    await queryRunner.query(`DROP SEQUENCE "code_draft_revisions"`);
  }
}
