import { type ApiBadge, type Difficulty, type LeaderboardEntry, LeaderboardPeriod, type LeaderboardResponse, type LeaderboardViewer } from '@algosheets/contracts';
import { ALL_TIME_PERIOD, DifficultyPoints, User } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BADGE_DEFINITIONS } from './badge-definitions';

type Standing = Omit<LeaderboardResponse, 'message'>;

/**
 * Badges and the leaderboard, both counted in PostgreSQL from trusted rows only: the solved marks
 * and Accepted submissions the execution worker writes, and the review days the review queue
 * writes. Nothing the client says is counted.
 */
@Injectable()
export class AchievementsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every badge of {@link BADGE_DEFINITIONS} for `userId` in one query (each definition a scalar
   * subquery): earned ones first, oldest first, then the unearned in table order.
   */
  async badges(userId: string): Promise<ApiBadge[]> {
    const definitions = BADGE_DEFINITIONS;
    const columns = definitions.map((definition, index) => `to_char((${definition.earnedAt}) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "b${index}"`);
    const [row]: Record<string, string | null>[] = await this.dataSource.query(`SELECT ${columns.join(', ')}`, [userId]);
    const badges = definitions.map(({ id, kind, name, description }, index) => ({ id, kind, name, description, earnedOn: row[`b${index}`] ?? null }));
    const earned = badges.filter((badge) => badge.earnedOn !== null).sort((a, b) => (a.earnedOn as string).localeCompare(b.earnedOn as string));
    return [...earned, ...badges.filter((badge) => badge.earnedOn === null)];
  }

  /**
   * The top `limit` shown learners of `period` (the ISO week containing `now`, in UTC, or all
   * time) by points, most first (ties share a rank and are ordered by account id, so the order is stable), and the
   * caller's own standing: their rank among the shown learners as if shown, also when they opted
   * out. Points come from `leaderboard_points` (kept by triggers), so both are index scans.
   */
  async leaderboard(viewerId: string, period: LeaderboardPeriod, limit: number, now: Date = new Date()): Promise<Standing> {
    const [{ key, week_start }]: { key: string; week_start: string }[] = await this.dataSource.query(
      `SELECT CASE WHEN $1 THEN leaderboard_week($2::timestamptz) ELSE $3 END AS key, to_char(date_trunc('week', $2::timestamptz AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week_start`,
      [period === LeaderboardPeriod.Week, now, ALL_TIME_PERIOD],
    );
    const rows: { name: string; points: number; solved: number; is_viewer: boolean; rank: string }[] = await this.dataSource.query(
      `SELECT top.name, top.points, top.solved, top.is_viewer, rank() OVER (ORDER BY top.points DESC) AS rank FROM (
         SELECT u.name, lp.points, lp.solved, lp.user_id = $2 AS is_viewer, lp.user_id
         FROM leaderboard_points lp JOIN users u ON u.id = lp.user_id
         WHERE lp.period = $1 AND NOT lp.hidden AND lp.solved > 0
         ORDER BY lp.points DESC, lp.user_id DESC LIMIT $3) top
       ORDER BY top.points DESC, top.user_id DESC`,
      [key, viewerId, limit],
    );
    const entries: LeaderboardEntry[] = rows.map((row) => ({ rank: Number(row.rank), name: row.name, points: row.points, solved: row.solved, isViewer: row.is_viewer }));
    return {
      period,
      weekStart: period === LeaderboardPeriod.Week ? week_start : null,
      weights: await this.weights(),
      entries,
      viewer: await this.viewerStanding(viewerId, key),
    };
  }

  /**
   * `viewerId`'s points, solved count and rank in the period `key` (`ALL` or an ISO week such as
   * `2026-W48`): 1 + the shown learners with more points (the viewer counted as if shown, also
   * when hidden), null without a solve in the period. One count over the partial rank index.
   */
  async viewerStanding(viewerId: string, key: string): Promise<LeaderboardViewer> {
    const [row]: { points: number | null; solved: number | null; hidden: boolean; above: string | null }[] = await this.dataSource.query(
      `SELECT lp.points, lp.solved, u.leaderboard_hidden AS hidden,
         (SELECT count(*) FROM leaderboard_points a WHERE a.period = $1 AND NOT a.hidden AND a.points > lp.points AND a.user_id <> $2) AS above
       FROM users u LEFT JOIN leaderboard_points lp ON lp.user_id = u.id AND lp.period = $1
       WHERE u.id = $2`,
      [key, viewerId],
    );
    const solved = row?.solved ?? 0;
    return { rank: solved > 0 ? Number(row.above) + 1 : null, points: row?.points ?? 0, solved, hidden: row?.hidden ?? false };
  }

  /** The points per difficulty, from `difficulty_points` (the one place they are set). */
  private async weights(): Promise<Record<Difficulty, number>> {
    const rows = await this.dataSource.getRepository(DifficultyPoints).find();
    return Object.fromEntries(rows.map((row) => [row.difficulty, row.points])) as Record<Difficulty, number>;
  }

  /** Whether `userId` is shown on other learners' leaderboards. */
  async showOnLeaderboard(userId: string): Promise<boolean> {
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    return !user.leaderboardHidden;
  }

  /** Shows or hides `userId` on other learners' leaderboards (a trigger updates their points rows). */
  async setShowOnLeaderboard(userId: string, show: boolean): Promise<boolean> {
    await this.dataSource.getRepository(User).update({ id: userId }, { leaderboardHidden: !show });
    return show;
  }
}
