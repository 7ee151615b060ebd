import 'reflect-metadata';
import { AUTH_MESSAGES, ErrorCode, Role, XSRF_COOKIE, XSRF_HEADER } from '@algosheets/contracts';
import { User } from '@algosheets/database';
import { freePort, type TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JwtService } from '@nestjs/jwt';
import type Redis from 'ioredis';
import { ACCESS_COOKIE } from '../src/auth/session-cookies';
import { sessionXsrfToken } from '../src/auth/session-cookies';
import { hashPassword, needsRehash } from '../src/auth/password';
import { DEFAULT_PASSWORD_HASH_COST, DEVELOPMENT_JWT_SECRET, GATEWAY_CONFIG, type GatewayConfig } from '../src/config/gateway.config';
import { REDIS_CLIENT } from '../src/redis/redis.module';
import { dayIn } from '../src/users/login-activity';
import { cookieValue, openBrowserSession, setCookies, type BrowserSession } from './support/browser-session';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

// Logins verify argon2 hashes and one test boots a second app: seconds each on a busy machine.
jest.setTimeout(30_000);

const USER_FIELDS = ['createdAt', 'email', 'id', 'image', 'lastloginDate', 'loginMap', 'longestCount', 'name', 'role', 'streakCount'];
const ada = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-engine' };

function register(session: BrowserSession, body: object = ada) {
  return session.post('/api/v1/auth/register', body);
}

/** `POST /auth/refreshTokens` as the web app sends it: the refresh cookie, and the session's XSRF token as cookie and header. */
function refreshWith(target: INestApplication, refresh: string, xsrf: string) {
  return request(target.getHttpServer()).post('/api/v1/auth/refreshTokens').set('Cookie', `refresh_token=${refresh}; ${XSRF_COOKIE}=${xsrf}`).set(XSRF_HEADER, xsrf);
}

describe('accounts and sessions', () => {
  let infra: TestInfra;
  let app: INestApplication;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-auth');
    // More sign-ins than the per-minute throttle allows one IP; the throttle has its own block below.
    app = await createTestApp(infra, { AUTH_RATE_LIMIT_PER_MINUTE: '100' });
  });

  afterAll(async () => {
    await app.close();
    await infra.teardown();
  });

  describe('POST /auth/register', () => {
    it('creates the account, signs in with secure cookies, and counts today as a login day', async () => {
      const session = await openBrowserSession(app);
      const response = await register(session, { ...ada, email: '  Ada@Example.COM ' }).expect(201);
      expect(response.body.message).toBe('User registered successfully');
      expect(Object.keys(response.body.user).sort()).toEqual(USER_FIELDS);
      expect(response.body.user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', role: Role.User, image: null, streakCount: 1, longestCount: 1 });
      expect(response.body.user.loginMap).toEqual({ [dayIn('UTC', new Date())]: 1 });
      expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
      const cookies = setCookies(response);
      expect(cookies.access_token).toMatch(/HttpOnly/);
      expect(cookies.access_token).toMatch(/SameSite=Lax/);
      expect(cookies.access_token).toMatch(/Max-Age=900;/);
      expect(cookies.refresh_token).toMatch(/Path=\/api\/v1\/auth;.*HttpOnly/);
      expect(cookies.refresh_token).toMatch(/Max-Age=604800;/);
      const stored = await app.get(DataSource).getRepository(User).findOneByOrFail({ email: 'ada@example.com' });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses an e-mail that is already registered with 409', async () => {
      const session = await openBrowserSession(app);
      const response = await register(session, { ...ada, email: 'ADA@example.com' }).expect(409);
      expect(response.body).toEqual({ statusCode: 409, code: ErrorCode.EmailTaken, message: 'User already exists' });
    });

    it.each([
      [{ ...ada, email: 'not-an-email' }, 'email', AUTH_MESSAGES.invalidEmail],
      [{ ...ada, password: '12345' }, 'password', AUTH_MESSAGES.shortPassword],
      [{ ...ada, name: 'Al' }, 'name', AUTH_MESSAGES.shortName],
      [{ ...ada, name: '  Al   ' }, 'name', AUTH_MESSAGES.shortName],
      [{ email: 'x@example.com', password: 'secret-k7q' }, 'name', AUTH_MESSAGES.shortName],
      [{ ...ada, password: '123456' }, 'password', AUTH_MESSAGES.commonPassword],
      [{ ...ada, password: 'PassWord' }, 'password', AUTH_MESSAGES.commonPassword],
      [{ ...ada, password: 'iloveyou' }, 'password', AUTH_MESSAGES.commonPassword],
      [{ ...ada, role: 'ADMIN' }, 'role', 'property role should not exist'],
    ])('answers 400 with the expected field message for %j', async (body, field, message) => {
      const session = await openBrowserSession(app);
      const response = await register(session, body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: ErrorCode.ValidationFailed, message });
      expect(response.body.details[field]).toContain(message);
    });
  });

  describe('POST /auth/login', () => {
    it('signs in and adds a login to today', async () => {
      const session = await openBrowserSession(app);
      const response = await session.post('/api/v1/auth/login', { email: 'ADA@example.com', password: ada.password }).expect(200);
      expect(response.body.message).toBe('Logged in successfully');
      expect(response.body.user.loginMap).toEqual({ [dayIn('UTC', new Date())]: 2 });
      expect(setCookies(response).access_token).toBeDefined();
    });

    it('refuses a wrong password and an unknown e-mail alike, with 401', async () => {
      const session = await openBrowserSession(app);
      const wrong = await session.post('/api/v1/auth/login', { email: ada.email, password: 'wrong-password' }).expect(401);
      const unknown = await session.post('/api/v1/auth/login', { email: 'nobody@example.com', password: 'whatever' }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, code: ErrorCode.InvalidCredentials, message: 'Invalid email or password' });
      expect(unknown.body).toEqual(wrong.body);
      expect(setCookies(wrong).access_token).toBeUndefined();
    });

    it('stores a new hash at the configured cost when a login meets a hash of another cost, and keeps it working', async () => {
      const users = app.get(DataSource).getRepository(User);
      const config = app.get(ConfigService).getOrThrow<GatewayConfig>(GATEWAY_CONFIG);
      // A hash of the library's default cost, as an account has after the setting was lowered.
      await users.update({ email: ada.email }, { passwordHash: await hashPassword(ada.password, DEFAULT_PASSWORD_HASH_COST) });
      const session = await openBrowserSession(app);
      await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
      const { passwordHash } = await users.findOneOrFail({ where: { email: ada.email }, select: { id: true, passwordHash: true } });
      expect(needsRehash(passwordHash as string, DEFAULT_PASSWORD_HASH_COST)).toBe(true);
      expect(needsRehash(passwordHash as string, config.auth.passwordHashCost)).toBe(false);
      await (await openBrowserSession(app)).post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
      await (await openBrowserSession(app)).post('/api/v1/auth/login', { email: ada.email, password: 'wrong-password' }).expect(401);
    });

    it('refuses a state-changing request without the CSRF header or with a wrong one (403)', async () => {
      const session = await openBrowserSession(app);
      const missing = await session.agent.post('/api/v1/auth/login').send({ email: ada.email, password: ada.password }).expect(403);
      expect(missing.body).toEqual({ statusCode: 403, code: ErrorCode.CsrfFailed, message: 'Missing or invalid CSRF token' });
      await session.agent.post('/api/v1/auth/login').set(XSRF_HEADER, `${session.xsrf}x`).send({ email: ada.email, password: ada.password }).expect(403);
      await request(app.getHttpServer()).post('/api/v1/auth/logout').set(XSRF_HEADER, session.xsrf).expect(403);
    });

    it('gives every answer an XSRF-TOKEN cookie readable by the page', async () => {
      const response = await request(app.getHttpServer()).get('/api/v1/auth/check').expect(401);
      const cookie = setCookies(response)[XSRF_COOKIE];
      expect(cookieValue(cookie)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie).not.toMatch(/HttpOnly/);
    });
  });

  describe('GET /auth/check and POST /auth/refreshTokens', () => {
    it('answers 401 with the error body when not signed in', async () => {
      const response = await request(app.getHttpServer()).get('/api/v1/auth/check').expect(401);
      expect(response.body).toMatchObject({ statusCode: 401, code: ErrorCode.Unauthorized });
    });

    it('counts the first resume of a day in the user zone, not again on later checks', async () => {
      const now = new Date();
      const zone = 'Pacific/Kiritimati';
      const session = await openBrowserSession(app, zone);
      const login = await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
      const before = login.body.user.loginMap as Record<string, number>;
      const first = await session.get('/api/v1/auth/check').expect(200);
      const second = await session.get('/api/v1/auth/check').expect(200);
      // The sign-in already counted the user's day, so resumes add nothing to it.
      expect(first.body.user.loginMap).toEqual(before);
      expect(second.body.user.loginMap).toEqual(before);
      expect(before[dayIn(zone, now)]).toBeGreaterThanOrEqual(1);
    });

    it('rotates the refresh token; reusing an old one answers 401 and revokes the whole family', async () => {
      const session = await openBrowserSession(app);
      const login = await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
      const first = cookieValue(setCookies(login).refresh_token);
      const xsrf = session.xsrf;
      const rotated = await refreshWith(app, first, xsrf).expect(200);
      const second = cookieValue(setCookies(rotated).refresh_token);
      expect(second).not.toBe(first);
      const reused = await refreshWith(app, first, xsrf).expect(401);
      expect(reused.body).toMatchObject({ code: ErrorCode.SessionInvalid });
      await refreshWith(app, second, xsrf).expect(401);
    });

    it('answers 401 without a refresh token or with a made-up one', async () => {
      const session = await openBrowserSession(app);
      await session.post('/api/v1/auth/refreshTokens').expect(401);
      await refreshWith(app, 'forged', session.xsrf).expect(401);
    });

    it('refreshes only by POST with the session\'s own XSRF token, checked before the refresh token is spent', async () => {
      const session = await openBrowserSession(app);
      const anonymous = session.xsrf;
      const login = await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
      const refresh = cookieValue(setCookies(login).refresh_token);
      // The sign-in rotated the XSRF token to one bound to the new session.
      expect(session.xsrf).not.toBe(anonymous);
      expect(session.xsrf).toBe(sessionXsrfToken(app.get(JwtService).decode<{ sid: string }>(cookieValue(setCookies(login)[ACCESS_COOKIE])).sid, app.get(ConfigService).getOrThrow<GatewayConfig>(GATEWAY_CONFIG)));
      await request(app.getHttpServer()).get('/api/v1/auth/refreshTokens').set('Cookie', `refresh_token=${refresh}`).expect(404);
      // The cross-site page's own (or a planted) token matches the double submit but not the session.
      const planted = await refreshWith(app, refresh, anonymous).expect(403);
      expect(planted.body).toMatchObject({ code: ErrorCode.CsrfFailed });
      await request(app.getHttpServer()).post('/api/v1/auth/refreshTokens').set('Cookie', `refresh_token=${refresh}; ${XSRF_COOKIE}=${session.xsrf}`).expect(403);
      await refreshWith(app, refresh, session.xsrf).expect(200);
    });

    it('binds every state-changing request of a session to its token: the anonymous one is refused after sign-in', async () => {
      const session = await openBrowserSession(app);
      const anonymous = session.xsrf;
      const login = await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
      const access = cookieValue(setCookies(login)[ACCESS_COOKIE]);
      const put = (xsrf: string) =>
        request(app.getHttpServer()).post('/api/v1/playlist/create-playlist').set('Cookie', `${ACCESS_COOKIE}=${access}; ${XSRF_COOKIE}=${xsrf}`).set(XSRF_HEADER, xsrf).send({ name: `Bound ${xsrf.slice(0, 6)}`, description: 'x' });
      expect((await put(anonymous).expect(403)).body).toMatchObject({ code: ErrorCode.CsrfFailed });
      await put(session.xsrf).expect(201);
      // A signed-in page whose cookie is not its session's (planted, or older than this rule) gets its session's back.
      const repaired = await request(app.getHttpServer()).get('/api/v1/auth/check').set('Cookie', `${ACCESS_COOKIE}=${access}; ${XSRF_COOKIE}=${anonymous}`).expect(200);
      expect(cookieValue(setCookies(repaired)[XSRF_COOKIE])).toBe(session.xsrf);
    });

    it('makes the session cookies Secure only over HTTPS, and ignores X-Forwarded-Proto from a client no proxy vouches for', async () => {
      const session = await openBrowserSession(app);
      const login = await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).set('X-Forwarded-Proto', 'https').expect(200);
      for (const cookie of [ACCESS_COOKIE, 'refresh_token', XSRF_COOKIE]) expect(setCookies(login)[cookie]).not.toMatch(/Secure/);
    });
  });

  describe('access tokens of an ended session', () => {
    /** Signs Ada in with a session of its own: the client, its access token and its refresh token. */
    async function signIn() {
      const session = await openBrowserSession(app);
      const login = await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
      return { session, access: cookieValue(setCookies(login)[ACCESS_COOKIE]), refresh: cookieValue(setCookies(login).refresh_token), xsrf: session.xsrf };
    }

    function checkWith(access: string) {
      return request(app.getHttpServer()).get('/api/v1/auth/check').set('Cookie', `${ACCESS_COOKIE}=${access}`);
    }

    it('refuses the access token at once after logout, while another session of the same user goes on', async () => {
      const ended = await signIn();
      const other = await signIn();
      await checkWith(ended.access).expect(200);
      await ended.session.post('/api/v1/auth/logout').expect(200);
      const refused = await checkWith(ended.access).expect(401);
      expect(refused.body).toEqual({ statusCode: 401, code: ErrorCode.Unauthorized, message: 'Unauthorized' });
      await checkWith(other.access).expect(200);
    });

    it('keeps the session across a rotation, and ends every access token of it when an old refresh token is reused', async () => {
      const { access, refresh, xsrf } = await signIn();
      const rotated = await refreshWith(app, refresh, xsrf).expect(200);
      const rotatedAccess = cookieValue(setCookies(rotated)[ACCESS_COOKIE]);
      await checkWith(access).expect(200);
      await checkWith(rotatedAccess).expect(200);
      await refreshWith(app, refresh, xsrf).expect(401);
      await checkWith(access).expect(401);
      await checkWith(rotatedAccess).expect(401);
    });

    it('ends both tokens when the session is closed in Redis, as an operator revoking it does', async () => {
      const { access, refresh, xsrf } = await signIn();
      const { sid } = app.get(JwtService).decode<{ sid: string }>(access);
      await app.get<Redis>(REDIS_CLIENT).del(`session:${sid}`);
      await checkWith(access).expect(401);
      await refreshWith(app, refresh, xsrf).expect(401);
    });

    it('refuses a correctly signed access token without a session id, or with the session of another user', async () => {
      const { access } = await signIn();
      const grace = await register(await openBrowserSession(app), { name: 'Grace Hopper', email: 'grace@example.com', password: 'compiler-a-0' }).expect(201);
      const jwt = app.get(JwtService);
      const issued = jwt.decode<{ sub: string; sid: string; role: string }>(access);
      const sign = (claims: object) => jwt.sign(claims, { secret: DEVELOPMENT_JWT_SECRET, algorithm: 'HS256', expiresIn: 900 });
      await checkWith(sign({ sub: issued.sub, sid: issued.sid, role: issued.role })).expect(200);
      const withoutSid = await checkWith(sign({ sub: issued.sub, role: issued.role })).expect(401);
      expect(withoutSid.body).toMatchObject({ statusCode: 401, code: ErrorCode.Unauthorized });
      await checkWith(sign({ sub: grace.body.user.id, sid: issued.sid, role: issued.role })).expect(401);
    });
  });

  describe('sessions while Redis is unreachable', () => {
    it('fail closed with 503, and keep the refresh token usable once Redis is back', async () => {
      const session = await openBrowserSession(app);
      const login = await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
      const access = cookieValue(setCookies(login)[ACCESS_COOKIE]);
      const refresh = cookieValue(setCookies(login).refresh_token);
      const xsrf = session.xsrf;
      // The same database, but a Redis nothing listens on.
      const cut = await createTestApp(infra, { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
      try {
        const checked = await request(cut.getHttpServer()).get('/api/v1/auth/check').set('Cookie', `${ACCESS_COOKIE}=${access}`).expect(503);
        expect(checked.body).toMatchObject({ statusCode: 503, code: ErrorCode.ServiceUnavailable });
        const refreshed = await refreshWith(cut, refresh, xsrf).expect(503);
        expect(setCookies(refreshed).refresh_token).toBeUndefined();
      } finally {
        await cut.close();
      }
      await refreshWith(app, refresh, xsrf).expect(200);
    });
  });

  describe('POST /auth/logout', () => {
    it('revokes the session, clears its cookies, and still answers 200 when already signed out', async () => {
      const session = await openBrowserSession(app);
      const login = await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
      const refresh = cookieValue(setCookies(login).refresh_token);
      const xsrf = session.xsrf;
      const logout = await session.post('/api/v1/auth/logout').expect(200);
      expect(logout.body).toEqual({ message: 'Logout successful' });
      expect(setCookies(logout).access_token).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(setCookies(logout).refresh_token).toMatch(/Expires=Thu, 01 Jan 1970/);
      await refreshWith(app, refresh, xsrf).expect(401);
      await session.post('/api/v1/auth/logout').expect(200);
    });
  });
});

describe('access token expiry', () => {
  let infra: TestInfra;
  let app: INestApplication;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-auth-expiry');
    // A short-lived access token, in an app of its own so that no other test races the expiry.
    app = await createTestApp(infra, { ACCESS_TOKEN_TTL_S: '3' });
    await register(await openBrowserSession(app)).expect(201);
  });

  afterAll(async () => {
    await app.close();
    await infra.teardown();
  });

  it('refuses a correctly signed access token that has no expiry', async () => {
    const session = await openBrowserSession(app);
    const login = await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
    const issued = app.get(JwtService).decode<{ sub: string; sid: string; role: string }>(cookieValue(setCookies(login)[ACCESS_COOKIE]));
    // Of a live session, so that the missing expiry is the only reason to refuse it.
    const forever = app.get(JwtService).sign({ sub: issued.sub, sid: issued.sid, role: issued.role }, { secret: DEVELOPMENT_JWT_SECRET, algorithm: 'HS256' });
    await request(app.getHttpServer()).get('/api/v1/auth/check').set('Cookie', `${ACCESS_COOKIE}=${forever}`).expect(401);
  });

  it('expires the access token, then one refresh restores the session', async () => {
    const session = await openBrowserSession(app);
    await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(200);
    await session.get('/api/v1/auth/check').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 3300));
    await session.get('/api/v1/auth/check').expect(401);
    const refreshed = await session.post('/api/v1/auth/refreshTokens').expect(200);
    expect(refreshed.body).toMatchObject({ message: 'Tokens refreshed successfully', user: { email: ada.email } });
    const check = await session.get('/api/v1/auth/check').expect(200);
    expect(check.body.user.email).toBe(ada.email);
  });
});

describe('rate limits', () => {
  let infra: TestInfra;
  let app: INestApplication;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-auth-limits');
    app = await createTestApp(infra, { AUTH_RATE_LIMIT_PER_MINUTE: '4', LOGIN_FAILURE_LIMIT: '2', LOGIN_FAILURE_WINDOW_S: '600' });
    const session = await openBrowserSession(app);
    await register(session).expect(201);
  });

  afterAll(async () => {
    await app.close();
    await infra.teardown();
  });

  it('locks an account after repeated failed logins, even for the right password, with Retry-After', async () => {
    const session = await openBrowserSession(app);
    await session.post('/api/v1/auth/login', { email: ada.email, password: 'wrong-1' }).expect(401);
    await session.post('/api/v1/auth/login', { email: ada.email, password: 'wrong-2' }).expect(401);
    const locked = await session.post('/api/v1/auth/login', { email: ada.email, password: ada.password }).expect(429);
    expect(locked.body).toMatchObject({ statusCode: 429, code: ErrorCode.TooManyRequests });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(500);
  });

  it('limits logins per IP per minute with 429 and Retry-After', async () => {
    const session = await openBrowserSession(app);
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 5; i += 1) {
      last = await session.post('/api/v1/auth/login', { email: `someone${i}@example.com`, password: 'whatever' });
      statuses.push(last.status);
    }
    // The first test of this block already spent three of the four allowed logins from this IP.
    expect(statuses).toEqual([401, 429, 429, 429, 429]);
    expect(last?.body).toMatchObject({ statusCode: 429, code: ErrorCode.TooManyRequests });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
