import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Function-signature judging: a problem's signature (what the learner writes) and comparator (how
 * answers are compared), and per test result the learner's answer (`output`) apart from what the
 * learner printed (`stdout`). Null signature: a problem judged as a whole program on stdin/stdout.
 */
export class FunctionSignatures1795323600000 implements MigrationInterface {
  name = 'FunctionSignatures1795323600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "problems" ADD "signature" jsonb`);
    await queryRunner.query(`ALTER TABLE "problems" ADD "comparator" jsonb`);
    await queryRunner.query(`ALTER TABLE "test_case_results" ADD "output" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "test_case_results" DROP COLUMN "output"`);
    await queryRunner.query(`ALTER TABLE "problems" DROP COLUMN "comparator"`);
    await queryRunner.query(`ALTER TABLE "problems" DROP COLUMN "signature"`);
  }
}
