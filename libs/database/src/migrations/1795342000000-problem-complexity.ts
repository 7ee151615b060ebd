import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each problem's complexity declaration (`ProblemComplexity`): the class its reference grows in,
 * what n counts, and how inputs of size n are drawn. Null for a problem without one, which is then
 * offered no growth analysis.
 */
export class ProblemComplexity1795342000000 implements MigrationInterface {
  name = 'ProblemComplexity1795342000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "problems" ADD "complexity" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "problems" DROP COLUMN "complexity"`);
  }
}
