import { timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@algosheets/contracts';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import type { NextFunction, Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { CsrfFailedException } from './auth.errors';
import { ACCESS_COOKIE, anonymousXsrfToken, sessionXsrfToken, xsrfCookieOptions } from './session-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const jwt = new JwtService();

/** Whether two tokens are equal, in time independent of where they differ. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The session id (`sid`) of the request's access cookie when the gateway signed it, expired or not
 * (the XSRF token of a session outlives its 15-minute access tokens); undefined otherwise.
 */
function sessionIdOf(request: Request, config: GatewayConfig): string | undefined {
  const token = request.cookies?.[ACCESS_COOKIE];
  if (typeof token !== 'string') return undefined;
  try {
    const claims = jwt.verify<{ sid?: unknown }>(token, { secret: config.auth.jwtAccessSecret, ignoreExpiration: true, algorithms: ['HS256'] });
    return typeof claims.sid === 'string' ? claims.sid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Express middleware: gives every client without one an `XSRF-TOKEN` cookie (so that the web app's
 * first state-changing call, a login, can already echo it), and a signed-in client whose cookie is
 * not its session's token (a planted cookie, or a session older than this rule) its session's token.
 */
export function issueXsrfCookie(config: GatewayConfig) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const current = request.cookies?.[XSRF_COOKIE];
    const sessionId = sessionIdOf(request, config);
    const wanted = sessionId === undefined ? undefined : sessionXsrfToken(sessionId, config);
    if (wanted !== undefined && current !== wanted) response.cookie(XSRF_COOKIE, wanted, xsrfCookieOptions(request, config));
    else if (!current) response.cookie(XSRF_COOKIE, anonymousXsrfToken(), xsrfCookieOptions(request, config));
    next();
  };
}

/**
 * CSRF check of every request other than GET, HEAD and OPTIONS (else 403 `CSRF_FAILED`): the
 * `X-XSRF-TOKEN` header must equal the `XSRF-TOKEN` cookie (double submit: a cross-site page can
 * make the browser send the cookie but cannot read it to set the header) and, for a request of a
 * session (its access cookie, expired or not), that session's token, which a sign-in rotates. The
 * refresh route, whose access cookie may be gone, checks the token against the refresh token's
 * session itself ({@link AuthService.refresh}).
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly config: GatewayConfig;

  constructor(configService: ConfigService) {
    this.config = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    const cookie = request.cookies?.[XSRF_COOKIE];
    const header = request.header(XSRF_HEADER);
    if (typeof cookie !== 'string' || typeof header !== 'string' || cookie.length === 0 || !sameToken(cookie, header)) throw new CsrfFailedException();
    const sessionId = sessionIdOf(request, this.config);
    if (sessionId !== undefined && !sameToken(header, sessionXsrfToken(sessionId, this.config))) throw new CsrfFailedException();
    return true;
  }
}
