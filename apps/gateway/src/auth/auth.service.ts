import { type ApiUser, Role } from '@algosheets/contracts';
import { User } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { LoginActivityService } from '../users/login-activity.service';
import { UsersService } from '../users/users.service';
import { CsrfFailedException, EmailTakenException, GoogleLinkRefusedException, InvalidCredentialsException } from './auth.errors';
import { EmailVerificationService } from './email-verification.service';
import { sameToken } from './csrf';
import { sessionXsrfToken } from './session-cookies';
import type { LoginDto, RegisterDto } from './auth.dto';
import type { GoogleIdentity } from './google.strategy';
import type { AccessTokenClaims } from './jwt.strategy';
import { LoginFailuresService } from './login-failures.service';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password';
import { type IssuedRefreshToken, RefreshTokensService } from './refresh-tokens.service';
import { isUniqueViolation } from '../common/database-errors';

/** A signed-in session: the user, the two tokens the controller puts in cookies, and the session's id (its XSRF token's key). */
export interface Session {
  user: ApiUser;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

/**
 * Sign-up, login, session resume and refresh, Google sign-in (the auth session rules:
 * rotating refresh tokens, a reused one revokes its family). Every successful sign-in counts a
 * login day in the caller's time zone.
 */
@Injectable()
export class AuthService {
  private readonly config: GatewayConfig;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly usersService: UsersService,
    private readonly loginActivity: LoginActivityService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly loginFailures: LoginFailuresService,
    private readonly emailVerification: EmailVerificationService,
    private readonly jwt: JwtService,
    configService: ConfigService,
  ) {
    this.config = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG);
  }

  /** @throws EmailTakenException (409) when the e-mail has an account */
  async register(dto: RegisterDto, timeZone: string): Promise<Session> {
    if (await this.users.existsBy({ email: dto.email })) throw new EmailTakenException();
    const passwordHash = await hashPassword(dto.password, this.config.auth.passwordHashCost);
    let user: User;
    try {
      user = await this.users.save(this.users.create({ name: dto.name, email: dto.email, passwordHash, role: Role.User, emailVerifiedAt: null }));
    } catch (error) {
      // Two sign-ups racing for one e-mail: the unique index decides.
      if (isUniqueViolation(error)) {
        throw new EmailTakenException();
      }
      throw error;
    }
    await this.emailVerification.issue(user);
    return this.signIn(user.id, timeZone);
  }

  /**
   * @param clientIp the caller's address as Express sees it (`request.ip`), for the failed-login limits
   * @throws TooManyLoginFailuresException (429) while the account is locked for this IP, or the IP is
   * @throws InvalidCredentialsException (401) for an unknown e-mail, a Google-only account or a wrong password
   */
  async login(dto: LoginDto, timeZone: string, clientIp: string | undefined): Promise<Session> {
    await this.loginFailures.begin(dto.email, clientIp);
    const user = await this.users.findOne({ where: { email: dto.email }, select: { id: true, passwordHash: true } });
    const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, dto.password) : await verifyAgainstNothing(dto.password, this.config.auth.passwordHashCost);
    if (!user || !valid) throw new InvalidCredentialsException();
    const cost = this.config.auth.passwordHashCost;
    if (needsRehash(user.passwordHash as string, cost)) await this.users.update({ id: user.id }, { passwordHash: await hashPassword(dto.password, cost) });
    await this.loginFailures.succeeded(dto.email, clientIp);
    return this.signIn(user.id, timeZone);
  }

  /** `GET /auth/verify-email?token=`: true when the token verified its account's address. */
  verifyEmail(token: unknown): Promise<boolean> {
    return this.emailVerification.verify(token);
  }

  /** `GET /auth/check`: the signed-in user; the first check of a day counts as a login day. */
  async check(userId: string, timeZone: string): Promise<ApiUser> {
    await this.loginActivity.record(userId, timeZone, 'resume');
    return this.usersService.apiUser(userId);
  }

  /**
   * `POST /auth/refreshTokens`: rotates the refresh token and issues a new access token. The
   * `X-XSRF-TOKEN` sent must be the refresh token's session's own (checked before the token is spent).
   * @throws SessionInvalidException (401) for a missing, expired or reused token
   * @throws CsrfFailedException (403) when `xsrfHeader` is not the session's XSRF token
   */
  async refresh(refreshToken: string | undefined, timeZone: string, xsrfHeader: string): Promise<Session> {
    const rotated = await this.refreshTokens.rotate(refreshToken, (sessionId) => {
      if (!sameToken(xsrfHeader, sessionXsrfToken(sessionId, this.config))) throw new CsrfFailedException();
    });
    await this.loginActivity.record(rotated.userId, timeZone, 'resume');
    return this.session(rotated);
  }

  /**
   * Revokes the session's refresh-token family and closes the session, so its access tokens are
   * refused from the next request on; a missing or unknown token is fine.
   */
  logout(refreshToken: string | undefined): Promise<void> {
    return this.refreshTokens.revokeFamilyOf(refreshToken);
  }

  /**
   * Google sign-in: the account with this Google subject; else the account with the same e-mail,
   * linked only when Google says the address is verified and the account's own address was
   * verified too (else anyone could register a victim's address with a password of their own,
   * wait for the victim's Google sign-in and keep that password); else a new account without a
   * password, verified by Google.
   * @throws InvalidCredentialsException (401) when Google gives no verified address
   * @throws GoogleLinkRefusedException (409) when an unverified account holds the address
   */
  async googleSignIn(identity: GoogleIdentity, timeZone: string): Promise<Session> {
    let user = await this.users.findOneBy({ googleSub: identity.sub });
    if (!user && identity.email && identity.emailVerified) {
      user = await this.users.findOneBy({ email: identity.email });
      if (user && !user.emailVerifiedAt) throw new GoogleLinkRefusedException();
      if (user) {
        await this.users.update({ id: user.id }, { googleSub: identity.sub, image: user.image ?? identity.image });
      }
    }
    if (!user) {
      if (!identity.email || !identity.emailVerified) throw new InvalidCredentialsException();
      user = await this.users.save(
        this.users.create({ name: identity.name, email: identity.email, googleSub: identity.sub, image: identity.image, passwordHash: null, emailVerifiedAt: new Date() }),
      );
    }
    return this.signIn(user.id, timeZone);
  }

  private async signIn(userId: string, timeZone: string): Promise<Session> {
    await this.loginActivity.record(userId, timeZone, 'sign-in');
    return this.session(await this.refreshTokens.open(userId));
  }

  private async session(refresh: IssuedRefreshToken): Promise<Session> {
    const user = await this.usersService.apiUser(refresh.userId);
    return { user, accessToken: await this.accessToken(user, refresh.sessionId), refreshToken: refresh.token, sessionId: refresh.sessionId };
  }

  private accessToken(user: ApiUser, sessionId: string): Promise<string> {
    const claims: AccessTokenClaims = { sub: user.id, sid: sessionId, role: user.role };
    return this.jwt.signAsync(claims, { secret: this.config.auth.jwtAccessSecret, expiresIn: this.config.auth.accessTokenTtlS });
  }
}
