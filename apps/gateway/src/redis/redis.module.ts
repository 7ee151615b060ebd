import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/** Injection token of the gateway's shared ioredis client. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/**
 * Commands issued while connecting wait for the connection (offline queue); while Redis stays
 * unreachable a command fails after one reconnection attempt (MaxRetriesPerRequestError, answered
 * 503 by the error filter) instead of hanging.
 */
function createRedisClient(config: GatewayConfig): Redis {
  return new Redis(config.redis.url, {
    keyPrefix: `${config.redis.prefix}:`,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    // QUIT needs a live connection; otherwise disconnect() also cancels the pending reconnect timer.
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}

/** Provides {@link REDIS_CLIENT} to every module and closes it on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [ConfigService],
      useFactory: (config: ConfigService) => createRedisClient(config.getOrThrow<GatewayConfig>(GATEWAY_CONFIG)),
    },
    RedisShutdown,
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule {}
