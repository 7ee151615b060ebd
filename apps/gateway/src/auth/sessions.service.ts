import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { REDIS_CLIENT } from '../redis/redis.module';

/**
 * Live sessions, one Redis key per session id holding the user id. A session is one sign-in: its id
 * is the refresh-token family's id and the `sid` claim of every access token issued in it. The key
 * lives as long as a refresh token (`REFRESH_TOKEN_TTL_S`), renewed on each rotation, so Redis holds
 * at most the sessions that could still be refreshed. Deleting the key ends the session at once:
 * its access tokens are refused on their next request and its refresh token can no longer rotate.
 */
@Injectable()
export class SessionsService {
  private readonly ttlS: number;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    configService: ConfigService,
  ) {
    this.ttlS = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).auth.refreshTokenTtlS;
  }

  private key(sessionId: string): string {
    return `session:${sessionId}`;
  }

  /** Marks session `sessionId` of `userId` live for the refresh-token lifetime. */
  async open(sessionId: string, userId: string): Promise<void> {
    await this.redis.set(this.key(sessionId), userId, 'EX', this.ttlS);
  }

  /**
   * Renews a live session for another refresh-token lifetime; never brings back a closed one (SET XX),
   * so a rotation racing a logout cannot undo it.
   * @returns false when the session was closed or has expired
   */
  async extend(sessionId: string, userId: string): Promise<boolean> {
    return (await this.redis.set(this.key(sessionId), userId, 'EX', this.ttlS, 'XX')) === 'OK';
  }

  /** Whether `sessionId` is live and belongs to `userId`: one GET, made on every authenticated request. */
  async isLive(sessionId: string, userId: string): Promise<boolean> {
    return (await this.redis.get(this.key(sessionId))) === userId;
  }

  /** Ends the session; closing one that is already gone is fine. */
  async close(sessionId: string): Promise<void> {
    await this.redis.del(this.key(sessionId));
  }
}
