import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-language CPU time limits per test (ms, `{"PYTHON": 3000, "CPP": 1000}`), calibrated from each
 * language's reference so that a too-slow algorithm fails in a fast language too; null: every
 * language gets `time_limit_ms`.
 */
export class PerLanguageTimeLimits1795330800000 implements MigrationInterface {
  name = 'PerLanguageTimeLimits1795330800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "problems" ADD "time_limits_ms" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "problems" DROP COLUMN "time_limits_ms"`);
  }
}
