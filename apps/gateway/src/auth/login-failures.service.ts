import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS_CLIENT } from '../redis/redis.module';
import { TooManyLoginFailuresException } from './auth.errors';

/**
 * Failed logins per account, counted in Redis so the limit holds across gateway replicas:
 * `LOGIN_FAILURE_LIMIT` failures within `LOGIN_FAILURE_WINDOW_S` lock further attempts until the
 * window ends (429 with `Retry-After`). A success clears the count.
 */
@Injectable()
export class LoginFailuresService {
  private readonly limit: number;
  private readonly windowS: number;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    configService: ConfigService,
  ) {
    const auth = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).auth;
    this.limit = auth.loginFailureLimit;
    this.windowS = auth.loginFailureWindowS;
  }

  private key(email: string): string {
    return `login-failures:${email}`;
  }

  /** @throws TooManyLoginFailuresException when the account is locked for now */
  async assertAllowed(email: string): Promise<void> {
    const [count, ttl] = await Promise.all([this.redis.get(this.key(email)), this.redis.ttl(this.key(email))]);
    if (Number(count ?? 0) >= this.limit) throw new TooManyLoginFailuresException(Math.max(ttl, 1));
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.key(email);
    const count = await this.redis.incr(key);
    if (count === 1) await this.redis.expire(key, this.windowS);
  }

  async clear(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }
}
