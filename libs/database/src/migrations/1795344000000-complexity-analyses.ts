import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The learners' growth analyses that found a class (`ComplexityAnalysis`): the record behind the
 * "better class than the first try" badge, indexed by learner, problem and time.
 */
export class ComplexityAnalyses1795344000000 implements MigrationInterface {
  name = 'ComplexityAnalyses1795344000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "complexity_analyses" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "problem_id" uuid NOT NULL,
      "language" text NOT NULL,
      "complexity_class" text NOT NULL,
      "class_rank" smallint NOT NULL,
      "exponent" real NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "pk_complexity_analyses" PRIMARY KEY ("id"),
      CONSTRAINT "fk_complexity_analyses_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
      CONSTRAINT "fk_complexity_analyses_problem" FOREIGN KEY ("problem_id") REFERENCES "problems"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "ix_complexity_analyses_user_problem_created" ON "complexity_analyses" ("user_id", "problem_id", "created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "complexity_analyses"`);
  }
}
