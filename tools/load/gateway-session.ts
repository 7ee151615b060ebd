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
  private renewing: Promise<boolean> | null = null;

  constructor(readonly base: string) {}

  /** A session from cookies saved by {@link cookieJar} (a sessions file of `load:learners`). */
  static fromCookies(base: string, cookies: Record<string, string>): GatewaySession {
    const session = new GatewaySession(base);
    for (const [name, value] of Object.entries(cookies)) session.cookies.set(name, value);
    return session;
  }

  /** This session's cookies by name, to be saved and reused by a later run. */
  cookieJar(): Record<string, string> {
    return Object.fromEntries(this.cookies);
  }

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
    const send = () => fetch(new URL(path, this.base), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    // A kept-alive socket the server closed just as it was reused fails at once ("other side
    // closed"); a GET is sent once more on a fresh one. A POST is not: it may have been handled.
    const response = await send().catch((error: unknown) => (method === 'GET' ? send() : Promise.reject(error)));
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
   * Rotates the refresh token for a new access token (`POST /api/v1/auth/refreshTokens` with the session's XSRF token), as the web
   * app does when a request answers 401.
   * @returns whether the gateway issued new tokens
   */
  async refresh(): Promise<boolean> {
    return (await this.request('POST', '/api/v1/auth/refreshTokens')).status === 200;
  }

  /**
   * {@link request} as the web app makes it: a 401 renews the access token ({@link refresh}, one
   * at a time per session, since a second refresh would present a rotated token and revoke the
   * family) and the request is sent once more.
   * @throws TypeError when the gateway cannot be reached
   */
  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<GatewayAnswer<T>> {
    const answer = await this.request<T>(method, path, body);
    if (answer.status !== 401) return answer;
    this.renewing ??= this.refresh().finally(() => (this.renewing = null));
    return (await this.renewing) ? this.request<T>(method, path, body) : answer;
  }
}
