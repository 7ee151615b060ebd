import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A problem's other well-known names (`aliases`), which the problem list's search matches as it
 * matches the title; existing problems start with none.
 */
export class ProblemAliases1795346000000 implements MigrationInterface {
  name = 'ProblemAliases1795346000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "problems" ADD "aliases" text array NOT NULL DEFAULT '{}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "problems" DROP COLUMN "aliases"`);
  }
}
