import { Role } from '@algosheets/contracts';
import { User } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Repository } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import type { AuthUser } from './auth.decorators';
import { ACCESS_COOKIE } from './session-cookies';
import { SessionsService } from './sessions.service';

/**
 * Claims of the access JWT: the user id, the session it was issued in (`sid`, see
 * {@link SessionsService}) and, for information, the role at issue time; `exp` in s.
 */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  role: Role;
  exp?: number;
}

/**
 * Reads the access JWT from its httpOnly cookie (HS256, `JWT_ACCESS_SECRET`). On every request its
 * session must still be live in Redis and its user must still exist, so a logout, a revoked session,
 * a deleted account or a changed role takes effect at once, not at expiry. A token without a numeric
 * `exp` or without a `sid` is refused, whoever signed it: the verifier only checks an expiry that is
 * present, and a token tied to no session could never be revoked.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    configService: ConfigService,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(request: Request) => request.cookies?.[ACCESS_COOKIE] ?? null]),
      secretOrKey: configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).auth.jwtAccessSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return false;
    if (!(await this.sessions.isLive(claims.sid, claims.sub))) return false;
    const user = await this.users.findOne({ where: { id: claims.sub }, select: { id: true, role: true } });
    return user ? { id: user.id, role: user.role } : false;
  }
}
