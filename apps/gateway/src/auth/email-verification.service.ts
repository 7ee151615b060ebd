import { createHash, randomBytes } from 'node:crypto';
import { User } from '@algosheets/database';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/** How long a verification link works, ms (48 h). */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 3600 * 1000;

/** The route a verification link opens, on the web origin (which forwards /api/v1 to the gateway). */
export const VERIFY_EMAIL_PATH = '/api/v1/auth/verify-email';

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * E-mail verification of password sign-ups. Each sign-up gets a single-use token (32 random bytes,
 * base64url; only its SHA-256 is stored) valid for 48 h, sent as a link to
 * `WEB_ORIGIN/api/v1/auth/verify-email?token=…`. No mail server is configured in this release, so
 * the link is written to the gateway's log (as self-hosted apps do without SMTP): the account works
 * at once and stays marked unverified (`email_verified_at` null) until the link is opened. An
 * unverified account is never linked to a Google identity by its address.
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger('EmailVerification');
  private readonly webOrigin: string;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    configService: ConfigService,
  ) {
    this.webOrigin = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).webOrigin;
  }

  /** Issues a new token for the account (replacing a pending one) and delivers its link. */
  async issue(user: { id: string; email: string }): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.users.update({ id: user.id }, { emailVerificationHash: hash(token), emailVerificationExpiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS) });
    const link = `${this.webOrigin}${VERIFY_EMAIL_PATH}?token=${token}`;
    this.logger.warn({ userId: user.id, email: user.email }, `No mail server is configured: the e-mail verification link of ${user.email} is ${link}`);
  }

  /**
   * Marks the account of `token` verified and spends the token.
   * @returns false for an unknown, used or expired token (or anything that is not a string)
   */
  async verify(token: unknown): Promise<boolean> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) return false;
    const result = await this.users.update(
      { emailVerificationHash: hash(token), emailVerificationExpiresAt: MoreThan(new Date()) },
      { emailVerifiedAt: new Date(), emailVerificationHash: null, emailVerificationExpiresAt: null },
    );
    return (result.affected ?? 0) > 0;
  }
}
