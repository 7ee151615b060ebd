import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each problem's test-set version: execution jobs carry the problem's id and this number instead
 * of the test data, and the worker's cache of test sets is keyed by it, so replacing a problem's
 * test cases (which bumps it) is never judged against a stale cached copy.
 */
export class TestSetVersions1795336200000 implements MigrationInterface {
  name = 'TestSetVersions1795336200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "problems" ADD "test_set_version" integer NOT NULL DEFAULT '1'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "problems" DROP COLUMN "test_set_version"`);
  }
}
