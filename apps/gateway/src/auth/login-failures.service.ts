import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { normalizeIp } from '@nestjs/throttler';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS_CLIENT } from '../redis/redis.module';
import { TooManyLoginFailuresException } from './auth.errors';

/**
 * Failed logins, counted in Redis (rate-limiter-flexible: one atomic increment per attempt) so the
 * limits hold across gateway replicas. Two fixed windows, each starting with the first attempt
 * counted in it (a success gives its attempt back but not the time):
 * - per (account, client IP): `LOGIN_FAILURE_LIMIT` failures within `LOGIN_FAILURE_WINDOW_S` lock
 *   that account for that IP only, so a stranger's wrong passwords cannot lock its owner out
 *   elsewhere; a success clears the count;
 * - per client IP: `LOGIN_IP_FAILURE_LIMIT` failures within `LOGIN_IP_FAILURE_WINDOW_S`, whatever
 *   the accounts, lock every login from that IP (password spraying); a success gives its attempt back.
 * Each attempt is counted before the password is checked, so parallel guesses cannot pass the check
 * together: at most the limit of them is ever verified. Locked attempts answer 429 with `Retry-After`.
 * The client IP is Express's `request.ip` (so `X-Forwarded-For` counts only behind
 * `TRUST_PROXY_HOPS` proxies); IPv6 addresses count per /64, as the per-minute throttle does.
 */
@Injectable()
export class LoginFailuresService {
  private readonly perAccountAndIp: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(@Inject(REDIS_CLIENT) redis: Redis, configService: ConfigService) {
    const auth = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).auth;
    this.perAccountAndIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'login-failures:account-ip',
      points: auth.loginFailureLimit,
      duration: auth.loginFailureWindowS,
    });
    this.perIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'login-failures:ip',
      points: auth.loginIpFailureLimit,
      duration: auth.loginIpFailureWindowS,
    });
  }

  /**
   * Counts a login attempt as failed until {@link succeeded} says otherwise.
   * @param email the normalised e-mail the attempt names
   * @param clientIp `request.ip`; undefined when the connection is already gone
   * @throws TooManyLoginFailuresException (429) when the IP, or the account from this IP, is locked
   */
  async begin(email: string, clientIp: string | undefined): Promise<void> {
    const ip = ipKey(clientIp);
    await consumeOrThrow(this.perIp, ip);
    await consumeOrThrow(this.perAccountAndIp, accountKey(email, ip));
  }

  /** The attempt begun for `email` from `clientIp` was right: clears the account's count there. */
  async succeeded(email: string, clientIp: string | undefined): Promise<void> {
    const ip = ipKey(clientIp);
    await Promise.all([this.perAccountAndIp.delete(accountKey(email, ip)), this.perIp.reward(ip)]);
  }
}

function ipKey(clientIp: string | undefined): string {
  return clientIp ? normalizeIp(clientIp) : 'unknown';
}

/** An IP holds no space, so the first space splits the key back into its pair: no two pairs share one. */
function accountKey(email: string, ip: string): string {
  return `${ip} ${email}`;
}

async function consumeOrThrow(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    // The library rejects with its result when the limit is passed, with the store's error otherwise.
    if (rejection instanceof RateLimiterRes) throw new TooManyLoginFailuresException(Math.max(Math.ceil(rejection.msBeforeNext / 1000), 1));
    throw rejection;
  }
}
