import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS_CLIENT } from '../../src/redis/redis.module';

/**
 * The sandbox runs counted against `userId` in this minute and the one before, read from the
 * per-user rate counters the gateway keeps in Redis (`exec:rate:<user>:<minute>`): a test spans
 * less than a minute but may cross a minute's boundary.
 */
export async function runsCounted(app: INestApplication, userId: string): Promise<number> {
  const minute = Math.floor(Date.now() / 60_000);
  const counts = await app.get<Redis>(REDIS_CLIENT).mget(`exec:rate:${userId}:${minute - 1}`, `exec:rate:${userId}:${minute}`);
  return counts.reduce((total, count) => total + Number(count ?? 0), 0);
}
