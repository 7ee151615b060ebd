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

/** Claims of the access JWT: the user id and, for information, the role at issue time; `exp` in s. */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  exp?: number;
}

/**
 * Reads the access JWT from its httpOnly cookie (HS256, `JWT_ACCESS_SECRET`). The user is looked up
 * on every request, so a deleted account or a changed role takes effect at once, not at expiry.
 * A token without a numeric `exp` is refused: the verifier only checks an expiry that is present,
 * and a token that never expires must never be accepted, whoever signed it.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    configService: ConfigService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(request: Request) => request.cookies?.[ACCESS_COOKIE] ?? null]),
      secretOrKey: configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).auth.jwtAccessSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    if (typeof claims.exp !== 'number') return false;
    const user = await this.users.findOne({ where: { id: claims.sub }, select: { id: true, role: true } });
    return user ? { id: user.id, role: user.role } : false;
  }
}
