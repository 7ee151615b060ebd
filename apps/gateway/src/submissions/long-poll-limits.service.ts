import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS_CLIENT } from '../redis/redis.module';
import { TooManyLongPollsException } from './submissions.errors';

/** Added to a lease's wait before Redis forgets it, ms: a crashed gateway's leases end by themselves. */
const LEASE_MARGIN_MS = 5_000;

/**
 * Bounds the long polls (`GET /submission/{id}?wait=`), each of which holds a connection and a
 * BullMQ wait: at most `longPollsPerUser` per learner at once across every gateway replica (a Redis
 * sorted set of leases, scored by when each ends, so a lease of a crashed replica expires), and at
 * most `longPollsPerGateway` in this process. Beyond either: 429 with `Retry-After`.
 */
@Injectable()
export class LongPollLimitsService {
  private readonly perUser: number;
  private readonly perGateway: number;
  private inFlight = 0;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    configService: ConfigService,
  ) {
    const { longPollsPerUser, longPollsPerGateway } = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).execution;
    this.perUser = longPollsPerUser;
    this.perGateway = longPollsPerGateway;
  }

  /**
   * Runs `wait` (a long poll of at most `waitMs` ms) under the limits.
   * @throws TooManyLongPollsException (429) when the learner or this gateway holds the most already
   */
  async hold<T>(userId: string, waitMs: number, wait: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.perGateway) throw new TooManyLongPollsException('This server holds the most verdict waits it may; ask again in a moment');
    this.inFlight += 1;
    const key = `long-poll:${userId}`;
    const lease = randomUUID();
    try {
      const now = Date.now();
      const answers = await this.redis
        .multi()
        .zremrangebyscore(key, '-inf', now)
        .zadd(key, now + waitMs + LEASE_MARGIN_MS, lease)
        .zcard(key)
        .pexpire(key, waitMs + LEASE_MARGIN_MS)
        .exec();
      const held = Number(answers?.[2]?.[1] ?? Number.POSITIVE_INFINITY);
      if (held > this.perUser) {
        await this.redis.zrem(key, lease);
        throw new TooManyLongPollsException(`At most ${this.perUser} verdict waits per learner at once`);
      }
      try {
        return await wait();
      } finally {
        await this.redis.zrem(key, lease).catch(() => undefined);
      }
    } finally {
      this.inFlight -= 1;
    }
  }
}
