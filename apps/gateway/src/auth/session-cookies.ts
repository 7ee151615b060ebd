import { createHmac, randomBytes } from 'node:crypto';
import { XSRF_COOKIE } from '@algosheets/contracts';
import type { CookieOptions, Request, Response } from 'express';
import type { GatewayConfig } from '../config/gateway.config';

/** httpOnly cookie holding the access JWT. */
export const ACCESS_COOKIE = 'access_token';
/** httpOnly cookie holding the opaque refresh token; sent only to the auth routes. */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

/**
 * Whether cookies set in answer to `request` are `Secure`: always with `COOKIE_SECURE=true` (the
 * default in production), and whenever the request arrived over HTTPS, directly or, behind the
 * `TRUST_PROXY_HOPS` trusted proxies, as their `X-Forwarded-Proto` says (Express's `request.secure`).
 */
export function cookieSecure(request: Request, config: GatewayConfig): boolean {
  return config.auth.cookieSecure || request.secure;
}

function baseOptions(request: Request, config: GatewayConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: cookieSecure(request, config), path: '/' };
}

/**
 * The XSRF token of a session: HMAC-SHA256 of its id under the JWT secret, base64url. Only the
 * gateway can compute it, so a token planted in the browser by someone else (cookie tossing from a
 * sibling domain) never matches a session, and each sign-in (a new session) rotates it.
 */
export function sessionXsrfToken(sessionId: string, config: GatewayConfig): string {
  return createHmac('sha256', config.auth.jwtAccessSecret).update(`xsrf:${sessionId}`).digest('base64url');
}

/**
 * Sets the session cookies: access JWT for `accessTokenTtlS`, refresh token for
 * `refreshTokenTtlS`, both httpOnly and SameSite=Lax, Secure as {@link cookieSecure} says; and the
 * XSRF cookie to the session's own token.
 */
export function setSessionCookies(response: Response, tokens: { accessToken: string; refreshToken: string; sessionId: string }, config: GatewayConfig): void {
  const base = baseOptions(response.req, config);
  response.cookie(ACCESS_COOKIE, tokens.accessToken, { ...base, maxAge: config.auth.accessTokenTtlS * 1000 });
  response.cookie(REFRESH_COOKIE, tokens.refreshToken, { ...base, path: REFRESH_COOKIE_PATH, maxAge: config.auth.refreshTokenTtlS * 1000 });
  response.cookie(XSRF_COOKIE, sessionXsrfToken(tokens.sessionId, config), xsrfCookieOptions(response.req, config));
}

/** Expires both session cookies and gives the browser a fresh anonymous XSRF token. */
export function clearSessionCookies(response: Response, config: GatewayConfig): void {
  const base = baseOptions(response.req, config);
  response.clearCookie(ACCESS_COOKIE, base);
  response.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
  response.cookie(XSRF_COOKIE, anonymousXsrfToken(), xsrfCookieOptions(response.req, config));
}

/** An XSRF token for a browser without a session: 32 random bytes, base64url. */
export function anonymousXsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Options of the double-submit CSRF cookie: readable by the web app's script, hence not httpOnly. */
export function xsrfCookieOptions(request: Request, config: GatewayConfig): CookieOptions {
  return { httpOnly: false, sameSite: 'lax', secure: cookieSecure(request, config), path: '/' };
}

export { XSRF_COOKIE };
