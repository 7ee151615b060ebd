import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type Redis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS_CLIENT } from '../redis/redis.module';
import { ExecutionRateLimitedException } from './execution.errors';

/**
 * Takes a slot in a sorted set of leases (score = expiry, ms) unless `limit` unexpired leases exist.
 * KEYS[1] set; ARGV now, expiry, limit, member. Returns the leases held with this one (1 when it
 * is the user's only execution in flight), 0 when refused. Atomic, so concurrent requests of one
 * user cannot both take the last slot.
 */
const ACQUIRE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local held = redis.call('ZCARD', KEYS[1])
if held >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return held + 1`;

/** A lease ends by itself after this long even if its release is lost (gateway killed), in ms. */
const LEASE_MS = 5 * 60_000;

/** A held execution slot; `release` frees it (idempotent). */
export interface ExecutionSlot {
  /** The user's executions in flight, this one included (1 when it is the only one). */
  inFlight: number;
  release(): Promise<void>;
}

/**
 * Per-user backpressure on `/execute-code`: at most `EXECUTION_USER_CONCURRENCY`
 * executions in flight (a lease per execution, released when its job ends) and at most
 * `EXECUTION_USER_PER_MINUTE` started per clock minute. The spec's 30-second cooldown is the web
 * app's courtesy; these protect the server from scripted clients. Counters live in Redis so every
 * gateway replica shares them.
 */
@Injectable()
export class ExecutionLimitsService {
  private readonly settings: GatewayConfig['execution'];

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    configService: ConfigService,
  ) {
    this.settings = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).execution;
  }

  /**
   * Counts one execution for `userId` and takes a slot.
   * @throws ExecutionRateLimitedException (429 + Retry-After) when a limit is reached
   */
  async acquire(userId: string, executionId: string): Promise<ExecutionSlot> {
    const minute = Math.floor(Date.now() / 60_000);
    const rateKey = `exec:rate:${userId}:${minute}`;
    const started = await this.redis.incr(rateKey);
    if (started === 1) await this.redis.expire(rateKey, 60);
    if (started > this.settings.userPerMinute) {
      const retryAfter = 60 - Math.floor((Date.now() / 1000) % 60);
      throw new ExecutionRateLimitedException(`Too many executions: at most ${this.settings.userPerMinute} per minute`, retryAfter);
    }
    const slotKey = `exec:active:${userId}`;
    const now = Date.now();
    const inFlight = Number(await this.redis.eval(ACQUIRE_SLOT, 1, slotKey, now, now + LEASE_MS, this.settings.userConcurrency, executionId));
    if (!(inFlight > 0)) {
      throw new ExecutionRateLimitedException(`Too many executions in progress: at most ${this.settings.userConcurrency} at a time`, 5);
    }
    let released = false;
    return {
      inFlight,
      release: async () => {
        if (released) return;
        released = true;
        await this.redis.zrem(slotKey, executionId).catch(() => undefined);
      },
    };
  }

  /** How long a slot may be held in the background after a 202, ms (its lease). */
  get leaseMs(): number {
    return LEASE_MS;
  }
}
