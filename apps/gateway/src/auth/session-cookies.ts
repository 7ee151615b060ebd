import { XSRF_COOKIE } from '@algosheets/contracts';
import type { CookieOptions, Response } from 'express';
import type { GatewayConfig } from '../config/gateway.config';

/** httpOnly cookie holding the access JWT. */
export const ACCESS_COOKIE = 'access_token';
/** httpOnly cookie holding the opaque refresh token; sent only to the auth routes. */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

function baseOptions(config: GatewayConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.auth.cookieSecure, path: '/' };
}

/**
 * Sets the session cookies: access JWT for `accessTokenTtlS`, refresh token for
 * `refreshTokenTtlS`, both httpOnly and SameSite=Lax, Secure in production.
 */
export function setSessionCookies(response: Response, tokens: { accessToken: string; refreshToken: string }, config: GatewayConfig): void {
  response.cookie(ACCESS_COOKIE, tokens.accessToken, { ...baseOptions(config), maxAge: config.auth.accessTokenTtlS * 1000 });
  response.cookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...baseOptions(config),
    path: REFRESH_COOKIE_PATH,
    maxAge: config.auth.refreshTokenTtlS * 1000,
  });
}

/** Expires both session cookies. */
export function clearSessionCookies(response: Response, config: GatewayConfig): void {
  response.clearCookie(ACCESS_COOKIE, baseOptions(config));
  response.clearCookie(REFRESH_COOKIE, { ...baseOptions(config), path: REFRESH_COOKIE_PATH });
}

/** Options of the double-submit CSRF cookie: readable by the web app's script, hence not httpOnly. */
export function xsrfCookieOptions(config: GatewayConfig): CookieOptions {
  return { httpOnly: false, sameSite: 'lax', secure: config.auth.cookieSecure, path: '/' };
}

export { XSRF_COOKIE };
