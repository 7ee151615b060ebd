import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An Accepted submission's sandbox measurement as numbers the database can rank: `cpu_time_ms`
 * (the slowest test's CPU time, ms, rounded up to 10 ms) and `peak_memory_kb` (KB, rounded up to
 * 1024 KB), with one partial index per figure over Accepted rows keyed by (problem, language,
 * figure), which serves the speed standing's counts and histogram.
 *
 * Existing Accepted rows are filled from their JSON `time` and `memory` where those are plain lists
 * of numbers (`["0.012 s", ...]`, `[9120, ...]`): the largest entry, coarsened as the worker
 * coarsens it. A row whose text is anything else, or whose figure does not fit an integer, stays
 * null and is left out of the ranking rather than guessed.
 */
export class SubmissionMeasurements1795338000000 implements MigrationInterface {
  name = 'SubmissionMeasurements1795338000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "submissions" ADD "cpu_time_ms" integer`);
    await queryRunner.query(`ALTER TABLE "submissions" ADD "peak_memory_kb" integer`);
    await queryRunner.query(`
      UPDATE "submissions" AS s SET "cpu_time_ms" = m.cpu_ms, "peak_memory_kb" = m.memory_kb
      FROM (
        SELECT "id",
          (SELECT ceil(max(x[1]::numeric) * 100) * 10 FROM regexp_matches("time", '([0-9]+(?:\\.[0-9]+)?)', 'g') AS x) AS cpu_ms,
          (SELECT ceil(max(x[1]::numeric) / 1024) * 1024 FROM regexp_matches("memory", '([0-9]+(?:\\.[0-9]+)?)', 'g') AS x) AS memory_kb
        FROM "submissions"
        WHERE "status" = 'Accepted' AND "time" ~ '^\\[[0-9. ",s]*\\]$' AND "memory" ~ '^\\[[0-9. ,]*\\]$'
      ) AS m
      WHERE s."id" = m."id" AND m.cpu_ms < 2147483647 AND m.memory_kb < 2147483647`);
    await queryRunner.query(`CREATE INDEX "ix_submissions_accepted_cpu_time" ON "submissions" ("problem_id", "language", "cpu_time_ms") WHERE "status" = 'Accepted'`);
    await queryRunner.query(`CREATE INDEX "ix_submissions_accepted_peak_memory" ON "submissions" ("problem_id", "language", "peak_memory_kb") WHERE "status" = 'Accepted'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_submissions_accepted_peak_memory"`);
    await queryRunner.query(`DROP INDEX "public"."ix_submissions_accepted_cpu_time"`);
    await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "peak_memory_kb"`);
    await queryRunner.query(`ALTER TABLE "submissions" DROP COLUMN "cpu_time_ms"`);
  }
}
