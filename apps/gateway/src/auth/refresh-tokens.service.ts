import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { RefreshToken } from '@algosheets/database';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { SessionInvalidException } from './auth.errors';
import { SessionsService } from './sessions.service';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A refresh token just issued, and the session (its family) it belongs to. */
export interface IssuedRefreshToken {
  userId: string;
  /** The raw token, for the cookie. */
  token: string;
  /** The family's id, which is the session id (`sid`) of the access tokens issued with it. */
  sessionId: string;
}

/**
 * Opaque refresh tokens with rotation and reuse detection. Only SHA-256 hashes are stored. Every use
 * revokes the token and issues its successor in the same family; presenting a revoked token means
 * it was stolen or replayed, so the whole family is revoked. A family is one session: revoking it
 * also closes the session in {@link SessionsService}, which ends its access tokens at once.
 */
@Injectable()
export class RefreshTokensService {
  private readonly logger = new Logger(RefreshTokensService.name);
  private readonly ttlS: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    configService: ConfigService,
  ) {
    this.ttlS = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).auth.refreshTokenTtlS;
  }

  /** Opens a session for `userId`: a new family with its first token. */
  async open(userId: string): Promise<IssuedRefreshToken> {
    const familyId = randomUUID();
    const token = await this.insert(userId, familyId);
    await this.sessions.open(familyId, userId);
    return { userId, token, sessionId: familyId };
  }

  private async insert(userId: string, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.getRepository(RefreshToken).insert({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + this.ttlS * 1000),
      revokedAt: null,
    });
    return token;
  }

  /**
   * Exchanges `token` for its successor in the same session, renewing the session's lifetime.
   * @param check called with the token's session id before anything changes; what it throws is
   *   thrown as is and leaves the token unspent (the caller's CSRF binding)
   * @throws SessionInvalidException when the token is unknown, expired, or already used, or its
   *   session was closed (then its family is revoked)
   */
  async rotate(token: string | undefined, check: (sessionId: string) => void = () => undefined): Promise<IssuedRefreshToken> {
    if (!token) throw new SessionInvalidException();
    const repository = this.dataSource.getRepository(RefreshToken);
    const stored = await repository.findOneBy({ tokenHash: hashToken(token) });
    if (!stored) throw new SessionInvalidException();
    check(stored.familyId);
    if (stored.revokedAt !== null) {
      await this.revokeFamily(stored.familyId);
      this.logger.warn({ userId: stored.userId, familyId: stored.familyId }, 'refresh token reused: family revoked');
      throw new SessionInvalidException();
    }
    if (stored.expiresAt.getTime() <= Date.now()) throw new SessionInvalidException();
    // A closed session (logout, an operator deleting its key) stays closed, whatever its tokens say.
    // Checked before the token is spent, so a Redis outage leaves it usable once Redis is back.
    if (!(await this.sessions.extend(stored.familyId, stored.userId))) {
      await this.revokeFamily(stored.familyId);
      throw new SessionInvalidException();
    }
    // Conditional update: of two concurrent uses of one token, only one can win; the other is a reuse.
    // A logout landing after this still closes the session: its successor's access token is refused
    // and the successor itself cannot be extended.
    const result = await repository.update({ id: stored.id, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected) {
      await this.revokeFamily(stored.familyId);
      throw new SessionInvalidException();
    }
    return { userId: stored.userId, token: await this.insert(stored.userId, stored.familyId), sessionId: stored.familyId };
  }

  /** Revokes the family of `token` and closes its session (logout); unknown tokens are ignored. */
  async revokeFamilyOf(token: string | undefined): Promise<void> {
    if (!token) return;
    const stored = await this.dataSource.getRepository(RefreshToken).findOneBy({ tokenHash: hashToken(token) });
    if (stored) await this.revokeFamily(stored.familyId);
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.dataSource.getRepository(RefreshToken).update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
    await this.sessions.close(familyId);
  }
}
