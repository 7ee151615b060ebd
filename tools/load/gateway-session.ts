import { XSRF_COOKIE, XSRF_HEADER } from '@algosheets/contracts';

/** One answer of the gateway: status and parsed JSON body (null when the body is not JSON). */
export interface GatewayAnswer<T = unknown> {
  status: number;
  body: T | null;
  /** `Retry-After` in seconds, when the gateway sent one (429, 503). */
  retryAfterS: number | null;
}

/**
 * A learner's cookie session against a gateway, held as the web app holds it: the httpOnly
 * `access_token` and `refresh_token` cookies, and the double-submit `XSRF-TOKEN` cookie echoed as
 * `X-XSRF-TOKEN` on every state-changing request. `base` is the gateway's base URL
 * (`https://host`); paths start with `/api/v1`.
 */
export class GatewaySession {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  /** The `Cookie` header value of this session. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The headers a state-changing request of this session carries (cookies, XSRF echo, JSON). */
  writeHeaders(): Record<string, string> {
    return { cookie: this.cookieHeader(), [XSRF_HEADER]: this.cookies.get(XSRF_COOKIE) ?? '', 'content-type': 'application/json' };
  }

  /** Takes the cookies a response set (an expired one is dropped). */
  absorb(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const pair = cookie.split(';')[0];
      const equals = pair.indexOf('=');
      const [name, value] = [pair.slice(0, equals).trim(), pair.slice(equals + 1).trim()];
      if (value === '' || /;\s*max-age=0/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * One request; a first state-changing request first fetches the XSRF cookie (any GET gets one).
   * @throws TypeError when the gateway cannot be reached
   */
  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<GatewayAnswer<T>> {
    if (method !== 'GET' && !this.cookies.has(XSRF_COOKIE)) await this.request('GET', '/api/v1/health');
    const headers = method === 'GET' ? { cookie: this.cookieHeader() } : this.writeHeaders();
    const response = await fetch(new URL(path, this.base), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    this.absorb(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: T | null = null;
    try {
      parsed = JSON.parse(text) as T;
    } catch {
      parsed = null;
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    return { status: response.status, body: parsed, retryAfterS: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
  }

  /**
   * When this session should renew its access token, ms since the epoch: halfway through the
   * access JWT's life, at most 60 s before it expires (read from the token's `iat`/`exp` claims,
   * not verified: the gateway does that). Null without an access token.
   */
  renewAtMs(): number | null {
    const token = this.cookies.get('access_token');
    if (!token) return null;
    try {
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { iat?: number; exp?: number };
      if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
      return claims.exp * 1000 - Math.min(60_000, ((claims.exp - claims.iat) * 1000) / 2);
    } catch {
      return null;
    }
  }

  /**
   * Rotates the refresh token for a new access token (`GET /api/v1/auth/refreshTokens`), as the web
   * app does when a request answers 401.
   * @returns whether the gateway issued new tokens
   */
  async refresh(): Promise<boolean> {
    return (await this.request('GET', '/api/v1/auth/refreshTokens')).status === 200;
  }
}
