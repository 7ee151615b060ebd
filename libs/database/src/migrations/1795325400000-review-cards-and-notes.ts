import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The review queue's FSRS card per (user, problem) and the learner's private note per problem. */
export class ReviewCardsAndNotes1795325400000 implements MigrationInterface {
  name = 'ReviewCardsAndNotes1795325400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "problem_notes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "problem_id" uuid NOT NULL, "body" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d112f17db7efdb70a3e25776bf8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_problem_notes_problem" ON "problem_notes"  ("problem_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_problem_notes_user_problem" ON "problem_notes"  ("user_id", "problem_id") `);
    await queryRunner.query(`CREATE TABLE "review_cards" ("user_id" uuid NOT NULL, "problem_id" uuid NOT NULL, "due" TIMESTAMP WITH TIME ZONE NOT NULL, "stability" double precision NOT NULL DEFAULT '0', "difficulty" double precision NOT NULL DEFAULT '0', "elapsed_days" integer NOT NULL DEFAULT '0', "scheduled_days" integer NOT NULL DEFAULT '0', "learning_steps" integer NOT NULL DEFAULT '0', "reps" integer NOT NULL DEFAULT '0', "lapses" integer NOT NULL DEFAULT '0', "state" smallint NOT NULL DEFAULT '0', "last_review" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_97e3761b75f7e2f2598f4c1fb78" PRIMARY KEY ("user_id", "problem_id"))`);
    await queryRunner.query(`CREATE INDEX "ix_review_cards_problem" ON "review_cards"  ("problem_id") `);
    await queryRunner.query(`CREATE INDEX "ix_review_cards_user_due" ON "review_cards"  ("user_id", "due") `);
    await queryRunner.query(`ALTER TABLE "problem_notes" ADD CONSTRAINT "fk_problem_notes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "problem_notes" ADD CONSTRAINT "fk_problem_notes_problem" FOREIGN KEY ("problem_id") REFERENCES "problems"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "review_cards" ADD CONSTRAINT "fk_review_cards_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "review_cards" ADD CONSTRAINT "fk_review_cards_problem" FOREIGN KEY ("problem_id") REFERENCES "problems"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "review_cards" DROP CONSTRAINT "fk_review_cards_problem"`);
    await queryRunner.query(`ALTER TABLE "review_cards" DROP CONSTRAINT "fk_review_cards_user"`);
    await queryRunner.query(`ALTER TABLE "problem_notes" DROP CONSTRAINT "fk_problem_notes_problem"`);
    await queryRunner.query(`ALTER TABLE "problem_notes" DROP CONSTRAINT "fk_problem_notes_user"`);
    await queryRunner.query(`DROP INDEX "public"."ix_review_cards_user_due"`);
    await queryRunner.query(`DROP INDEX "public"."ix_review_cards_problem"`);
    await queryRunner.query(`DROP TABLE "review_cards"`);
    await queryRunner.query(`DROP INDEX "public"."uq_problem_notes_user_problem"`);
    await queryRunner.query(`DROP INDEX "public"."ix_problem_notes_problem"`);
    await queryRunner.query(`DROP TABLE "problem_notes"`);
  }
}
