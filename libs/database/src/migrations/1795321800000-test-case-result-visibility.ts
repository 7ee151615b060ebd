import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-test visibility and the judged input, so hidden test cases can be masked for learners. */
export class TestCaseResultVisibility1795321800000 implements MigrationInterface {
  name = 'TestCaseResultVisibility1795321800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "test_case_results" ADD "hidden" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "test_case_results" ADD "input" text`);
    await queryRunner.query(`ALTER TABLE "test_case_results" ADD "compile_output" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "test_case_results" DROP COLUMN "compile_output"`);
    await queryRunner.query(`ALTER TABLE "test_case_results" DROP COLUMN "input"`);
    await queryRunner.query(`ALTER TABLE "test_case_results" DROP COLUMN "hidden"`);
  }
}
