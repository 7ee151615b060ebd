import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Achievements: the leaderboard and the review days the review-streak badge counts.
 *
 * - `difficulty_points`: the points a solved problem is worth by difficulty (EASY 1, MEDIUM 2,
 *   HARD 3), the one place the weights live; the API answers them with the leaderboard.
 * - `leaderboard_points`: per learner and period (`ALL` for all time, `2026-W48` for an ISO week
 *   in UTC, the week the problem was first solved) the points and solved count, kept by triggers
 *   on `problem_solved` (a new solve adds, a removed one subtracts) and on `problems` (a changed
 *   difficulty moves its solvers' points), so that the top N and a learner's rank are index scans
 *   instead of an aggregate over every solve. `hidden` copies `users.leaderboard_hidden`
 *   (a trigger keeps it), so the rank count reads one partial index.
 * - `users.leaderboard_hidden`: the learner's opt-out, false by default (docs/decisions/0012).
 * - `review_days`: ratings per learner and calendar day in the learner's time zone.
 */
export class Achievements1795340000000 implements MigrationInterface {
  name = 'Achievements1795340000000';

  // size: one schema change: tables, backfill and the triggers that keep them
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "leaderboard_hidden" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE TABLE "review_days" ("user_id" uuid NOT NULL, "day" date NOT NULL, "count" integer NOT NULL DEFAULT '1', CONSTRAINT "pk_review_days" PRIMARY KEY ("user_id", "day"))`);
    await queryRunner.query(`ALTER TABLE "review_days" ADD CONSTRAINT "fk_review_days_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE TABLE "difficulty_points" ("difficulty" text NOT NULL, "points" integer NOT NULL, CONSTRAINT "pk_difficulty_points" PRIMARY KEY ("difficulty"))`);
    await queryRunner.query(`INSERT INTO "difficulty_points" ("difficulty", "points") VALUES ('EASY', 1), ('MEDIUM', 2), ('HARD', 3)`);
    await queryRunner.query(`CREATE TABLE "leaderboard_points" ("period" text NOT NULL, "user_id" uuid NOT NULL, "points" integer NOT NULL DEFAULT '0', "solved" integer NOT NULL DEFAULT '0', "hidden" boolean NOT NULL DEFAULT false, CONSTRAINT "pk_leaderboard_points" PRIMARY KEY ("period", "user_id"))`);
    await queryRunner.query(`CREATE INDEX "ix_leaderboard_points_user" ON "leaderboard_points" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "ix_leaderboard_points_rank" ON "leaderboard_points" ("period", "points", "user_id") WHERE NOT "hidden"`);
    await queryRunner.query(`ALTER TABLE "leaderboard_points" ADD CONSTRAINT "fk_leaderboard_points_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE FUNCTION "leaderboard_week"(solved_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT to_char(solved_at AT TIME ZONE 'UTC', 'IYYY-"W"IW') $$`);
    await queryRunner.query(`CREATE FUNCTION "leaderboard_add"(learner uuid, solved_at timestamptz, delta_points integer, delta_solved integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO "leaderboard_points" AS lp ("period", "user_id", "points", "solved", "hidden")
      SELECT period, learner, delta_points, delta_solved, u."leaderboard_hidden"
      FROM unnest(ARRAY['ALL', "leaderboard_week"(solved_at)]) AS period JOIN "users" u ON u."id" = learner
      ON CONFLICT ("period", "user_id") DO UPDATE SET "points" = lp."points" + EXCLUDED."points", "solved" = lp."solved" + EXCLUDED."solved" $$`);
    await queryRunner.query(`CREATE FUNCTION "leaderboard_on_solve"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE row_points integer;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT dp."points" INTO row_points FROM "problems" p JOIN "difficulty_points" dp ON dp."difficulty" = p."difficulty" WHERE p."id" = NEW."problem_id";
          PERFORM "leaderboard_add"(NEW."user_id", NEW."first_solved_at", COALESCE(row_points, 0), 1);
        ELSE
          SELECT dp."points" INTO row_points FROM "problems" p JOIN "difficulty_points" dp ON dp."difficulty" = p."difficulty" WHERE p."id" = OLD."problem_id";
          PERFORM "leaderboard_add"(OLD."user_id", OLD."first_solved_at", -COALESCE(row_points, 0), -1);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "tr_problem_solved_leaderboard" AFTER INSERT OR DELETE ON "problem_solved" FOR EACH ROW EXECUTE FUNCTION "leaderboard_on_solve"()`);
    await queryRunner.query(`CREATE FUNCTION "leaderboard_on_difficulty"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "leaderboard_points" lp
        SET "points" = lp."points" + (SELECT "points" FROM "difficulty_points" WHERE "difficulty" = NEW."difficulty") - (SELECT "points" FROM "difficulty_points" WHERE "difficulty" = OLD."difficulty")
        FROM "problem_solved" s
        WHERE s."problem_id" = NEW."id" AND lp."user_id" = s."user_id" AND lp."period" IN ('ALL', "leaderboard_week"(s."first_solved_at"));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "tr_problems_leaderboard" AFTER UPDATE OF "difficulty" ON "problems" FOR EACH ROW WHEN (OLD."difficulty" IS DISTINCT FROM NEW."difficulty") EXECUTE FUNCTION "leaderboard_on_difficulty"()`);
    await queryRunner.query(`CREATE FUNCTION "leaderboard_on_hidden"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "leaderboard_points" SET "hidden" = NEW."leaderboard_hidden" WHERE "user_id" = NEW."id";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "tr_users_leaderboard_hidden" AFTER UPDATE OF "leaderboard_hidden" ON "users" FOR EACH ROW WHEN (OLD."leaderboard_hidden" IS DISTINCT FROM NEW."leaderboard_hidden") EXECUTE FUNCTION "leaderboard_on_hidden"()`);
    await queryRunner.query(`INSERT INTO "leaderboard_points" ("period", "user_id", "points", "solved")
      SELECT period, s."user_id", sum(dp."points"), count(*)
      FROM "problem_solved" s JOIN "problems" p ON p."id" = s."problem_id" JOIN "difficulty_points" dp ON dp."difficulty" = p."difficulty"
      CROSS JOIN LATERAL unnest(ARRAY['ALL', "leaderboard_week"(s."first_solved_at")]) AS period
      GROUP BY period, s."user_id"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "tr_users_leaderboard_hidden" ON "users"`);
    await queryRunner.query(`DROP TRIGGER "tr_problems_leaderboard" ON "problems"`);
    await queryRunner.query(`DROP TRIGGER "tr_problem_solved_leaderboard" ON "problem_solved"`);
    await queryRunner.query(`DROP FUNCTION "leaderboard_on_hidden"()`);
    await queryRunner.query(`DROP FUNCTION "leaderboard_on_difficulty"()`);
    await queryRunner.query(`DROP FUNCTION "leaderboard_on_solve"()`);
    await queryRunner.query(`DROP FUNCTION "leaderboard_add"(uuid, timestamptz, integer, integer)`);
    await queryRunner.query(`DROP FUNCTION "leaderboard_week"(timestamptz)`);
    await queryRunner.query(`DROP TABLE "leaderboard_points"`);
    await queryRunner.query(`DROP TABLE "difficulty_points"`);
    await queryRunner.query(`DROP TABLE "review_days"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "leaderboard_hidden"`);
  }
}
