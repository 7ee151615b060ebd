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

/**
 * Takes up to ARGV[2] more executions from this minute's count KEYS[1] (limit ARGV[1]), as many as
 * are left; keeps the key's expiry (ARGV[3] s when it has none). Returns how many were taken.
 */
const RESERVE_RUNS = `
local taken = tonumber(redis.call('GET', KEYS[1]) or '0')
local granted = math.min(tonumber(ARGV[2]), tonumber(ARGV[1]) - taken)
if granted <= 0 then return 0 end
redis.call('INCRBY', KEYS[1], granted)
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
return granted`;

/** Gives ARGV[1] executions back to the count KEYS[1], unless its minute is over (the key expired). */
const REFUND_RUNS = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0`;

/** A lease ends by itself after this long even if its release is lost (gateway killed), in ms. */
const LEASE_MS = 5 * 60_000;

/** A held execution slot; `release` frees it (idempotent). */
export interface ExecutionSlot {
  /** The user's executions in flight, this one included (1 when it is the only one). */
  inFlight: number;
  release(): Promise<void>;
}

/** Sandbox runs reserved ahead for one execution ({@link ExecutionLimitsService.acquire}'s `runs`). */
export interface RunReservation {
  /** Runs the execution may use: what was counted against the learner's minute. */
  runs: number;
  /** Gives back the runs not used (`used` of {@link runs}) to the minute they were taken from. Once. */
  settle(used: number): Promise<void>;
}

/**
 * Per-user backpressure on `/execute-code`: at most `EXECUTION_USER_CONCURRENCY`
 * executions in flight (a lease per execution, released when its job ends) and at most
 * `EXECUTION_USER_PER_MINUTE` sandbox runs started per clock minute (a Run or Submit counts one;
 * a counterexample search counts every run it may use, {@link reserveRuns}). The 30-second Run/Submit cooldown is the web
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
   * Counts `runs` executions (sandbox runs, 1 by default) for `userId` and takes a slot.
   * @throws ExecutionRateLimitedException (429 + Retry-After) when a limit is reached
   */
  async acquire(userId: string, executionId: string, runs = 1): Promise<ExecutionSlot> {
    const rateKey = this.rateKey(userId);
    const started = await this.redis.incrby(rateKey, runs);
    if (started === runs) await this.redis.expire(rateKey, 60);
    if (started > this.settings.userPerMinute) {
      throw new ExecutionRateLimitedException(`Too many executions: at most ${this.settings.userPerMinute} per minute`, this.secondsToNextMinute());
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

  /**
   * Counts up to `wanted` more sandbox runs for `userId` in this minute, as many as the minute has
   * left (possibly none), for an execution that uses a variable number of runs (a counterexample
   * search): call after {@link acquire}, pass `runs` on to the worker as its cap, and `settle` with
   * the runs it reports, which gives the rest back. An execution that ends without reporting keeps
   * them all counted.
   */
  async reserveRuns(userId: string, wanted: number): Promise<RunReservation> {
    const rateKey = this.rateKey(userId);
    const runs = wanted <= 0 ? 0 : Number(await this.redis.eval(RESERVE_RUNS, 1, rateKey, this.settings.userPerMinute, wanted, 60));
    let settled = false;
    return {
      runs,
      settle: async (used) => {
        if (settled || used >= runs) return;
        settled = true;
        await this.redis.eval(REFUND_RUNS, 1, rateKey, runs - Math.max(0, used));
      },
    };
  }

  private rateKey(userId: string): string {
    return `exec:rate:${userId}:${Math.floor(Date.now() / 60_000)}`;
  }

  private secondsToNextMinute(): number {
    return 60 - Math.floor((Date.now() / 1000) % 60);
  }

  /** How long a slot may be held in the background after a 202, ms (its lease). */
  get leaseMs(): number {
    return LEASE_MS;
  }
}
