import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { RefreshToken } from '@algosheets/database';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { SessionInvalidException } from './auth.errors';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opaque refresh tokens with rotation and reuse detection (DESIGN.md section 6). Only SHA-256 hashes
 * are stored. Every use revokes the token and issues its successor in the same family; presenting a
 * revoked token means it was stolen or replayed, so the whole family is revoked.
 */
@Injectable()
export class RefreshTokensService {
  private readonly logger = new Logger(RefreshTokensService.name);
  private readonly ttlS: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    configService: ConfigService,
  ) {
    this.ttlS = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).auth.refreshTokenTtlS;
  }

  /** Issues a token for `userId`, in a new family unless `familyId` is given. Returns the raw token. */
  async issue(userId: string, familyId: string = randomUUID()): Promise<string> {
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
   * Exchanges `token` for its successor.
   * @returns the user id and the new raw token
   * @throws SessionInvalidException when the token is unknown, expired, or already used (then its
   *   family is revoked)
   */
  async rotate(token: string | undefined): Promise<{ userId: string; token: string }> {
    if (!token) throw new SessionInvalidException();
    const repository = this.dataSource.getRepository(RefreshToken);
    const stored = await repository.findOneBy({ tokenHash: hashToken(token) });
    if (!stored) throw new SessionInvalidException();
    if (stored.revokedAt !== null) {
      await this.revokeFamily(stored.familyId);
      this.logger.warn({ userId: stored.userId, familyId: stored.familyId }, 'refresh token reused: family revoked');
      throw new SessionInvalidException();
    }
    if (stored.expiresAt.getTime() <= Date.now()) throw new SessionInvalidException();
    // Conditional update: of two concurrent uses of one token, only one can win; the other is a reuse.
    const result = await repository.update({ id: stored.id, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected) {
      await this.revokeFamily(stored.familyId);
      throw new SessionInvalidException();
    }
    return { userId: stored.userId, token: await this.issue(stored.userId, stored.familyId) };
  }

  /** Revokes the family of `token` (logout); unknown tokens are ignored. */
  async revokeFamilyOf(token: string | undefined): Promise<void> {
    if (!token) return;
    const stored = await this.dataSource.getRepository(RefreshToken).findOneBy({ tokenHash: hashToken(token) });
    if (stored) await this.revokeFamily(stored.familyId);
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.dataSource.getRepository(RefreshToken).update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
