import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@algosheets/contracts';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { GatewayConfig } from '../config/gateway.config';
import { CsrfFailedException } from './auth.errors';
import { xsrfCookieOptions } from './session-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Express middleware: gives every client without one an `XSRF-TOKEN` cookie (so that the web app's
 * first state-changing call, a login, can already echo it). Token: 32 random bytes, base64url.
 */
export function issueXsrfCookie(config: GatewayConfig) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!request.cookies?.[XSRF_COOKIE]) {
      const token = randomBytes(32).toString('base64url');
      response.cookie(XSRF_COOKIE, token, xsrfCookieOptions(config));
    }
    next();
  };
}

/**
 * Double-submit CSRF check: every request other than GET, HEAD and OPTIONS must send the
 * `X-XSRF-TOKEN` header equal to the `XSRF-TOKEN` cookie, else 403 `CSRF_FAILED`. A cross-site page
 * can make the browser send the cookie but cannot read it to set the header.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    const cookie = request.cookies?.[XSRF_COOKIE];
    const header = request.header(XSRF_HEADER);
    if (typeof cookie !== 'string' || typeof header !== 'string' || cookie.length === 0) throw new CsrfFailedException();
    const a = Buffer.from(cookie);
    const b = Buffer.from(header);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw new CsrfFailedException();
    return true;
  }
}
