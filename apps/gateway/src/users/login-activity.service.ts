import { LoginDay, User } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { advanceStreak, dayIn } from './login-activity';

/**
 * How a login counts: every sign-in (password or Google) adds one to the
 * day; a session resume (`/auth/check`, refresh) counts only when it is the first of that day.
 */
export type LoginKind = 'sign-in' | 'resume';

/** Records login days and keeps the user's streak fields current. */
@Injectable()
export class LoginActivityService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts a login of `userId` on today's date in `timeZone` and advances the streak, in one
   * transaction that locks the user row so concurrent logins cannot lose an update.
   */
  async record(userId: string, timeZone: string, kind: LoginKind, now: Date = new Date()): Promise<void> {
    const day = dayIn(timeZone, now);
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.getRepository(User).findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) return;
      // Raw SQL (decision 0008): the query builder's orUpdate can only copy the new row's values, not add one to the stored count.
      const conflict = kind === 'sign-in' ? 'DO UPDATE SET count = login_days.count + 1' : 'DO NOTHING';
      await manager.query(`INSERT INTO login_days (user_id, day, count) VALUES ($1, $2, 1) ON CONFLICT (user_id, day) ${conflict}`, [
        userId,
        day,
      ]);
      const next = advanceStreak(user, day);
      if (next !== user && next.lastLoginDate !== user.lastLoginDate) {
        await manager.getRepository(User).update(
          { id: userId },
          { streakCount: next.streakCount, longestCount: next.longestCount, lastLoginDate: next.lastLoginDate },
        );
      }
    });
  }

  /** `yyyy-MM-dd` → count for each of `userIds`, in one query. */
  async loginMaps(userIds: string[]): Promise<Map<string, Record<string, number>>> {
    const maps = new Map<string, Record<string, number>>(userIds.map((id) => [id, {}]));
    if (userIds.length === 0) return maps;
    const rows = await this.dataSource
      .getRepository(LoginDay)
      .createQueryBuilder('d')
      .where('d.user_id IN (:...userIds)', { userIds })
      .orderBy('d.day', 'ASC')
      .getMany();
    for (const row of rows) {
      const map = maps.get(row.userId);
      if (map) map[row.day] = row.count;
    }
    return maps;
  }
}
