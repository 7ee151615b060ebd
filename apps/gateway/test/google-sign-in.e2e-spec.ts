import 'reflect-metadata';
import { ErrorCode } from '@algosheets/contracts';
import { User } from '@algosheets/database';
import type { TestInfra } from '@algosheets/testing';
import { type INestApplication, Logger } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { openBrowserSession, setCookies, type BrowserSession } from './support/browser-session';
import { createTestApp } from './support/create-test-app';
import { startOidcProvider, type OidcProvider } from './support/oidc-provider';
import { provisionMigratedInfra } from './support/provision';

// Booting the app and argon2 hashes of sign-ups: seconds each on a busy machine.
jest.setTimeout(60_000);

const WEB = 'http://localhost:4200';
const grace = { sub: 'google-grace', email: 'grace@example.com', email_verified: true, name: 'Grace Hopper', picture: 'https://img.example/g.png' };

/**
 * Runs the browser's side of the flow: our /auth/google → the provider's /authorize → our callback.
 * Returns the callback's answer (a redirect back to the web app).
 */
async function signInWithGoogle(session: BrowserSession, redirect: string): Promise<request.Response> {
  const start = await session.get(`/api/v1/auth/google?redirect=${encodeURIComponent(redirect)}`).expect(302);
  const authorize = new URL(start.headers.location);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') ?? '');
  return session.get(`${callback.pathname}${callback.search}`).expect(302);
}

describe('Google sign-in against a local OpenID Connect provider', () => {
  let infra: TestInfra;
  let provider: OidcProvider;
  let app: INestApplication;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-google');
    provider = await startOidcProvider();
    app = await createTestApp(infra, {
      WEB_ORIGIN: WEB,
      GOOGLE_CLIENT_ID: 'algosheets-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_CALLBACK_URL: 'http://localhost:3000/api/v1/auth/google/callback',
      GOOGLE_AUTHORIZATION_URL: `${provider.url}/authorize`,
      GOOGLE_TOKEN_URL: `${provider.url}/token`,
      GOOGLE_USERINFO_URL: `${provider.url}/userinfo`,
    });
  });

  const users = () => app.get(DataSource).getRepository(User);

  afterAll(async () => {
    await app.close();
    await provider.stop();
    await infra.teardown();
  });

  it('offers Google on the public providers endpoint, without a session', async () => {
    const response = await request(app.getHttpServer()).get('/api/v1/auth/providers').expect(200);
    expect(response.body).toEqual({ google: true });
  });

  it('sends the browser to the provider with our client id, scopes and a state nonce', async () => {
    const session = await openBrowserSession(app);
    const start = await session.get(`/api/v1/auth/google?redirect=${encodeURIComponent(`${WEB}/problems`)}`).expect(302);
    const location = new URL(start.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/authorize`);
    expect(location.searchParams.get('client_id')).toBe('algosheets-test');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(setCookies(start).google_oauth_state).toMatch(/HttpOnly/);
  });

  it('creates a passwordless account on first sign-in and returns to the requested page signed in', async () => {
    await provider.behave({ userinfo: grace, denyConsent: false });
    const session = await openBrowserSession(app);
    const done = await signInWithGoogle(session, `${WEB}/problems`);
    expect(done.headers.location).toBe(`${WEB}/problems`);
    const check = await session.get('/api/v1/auth/check').expect(200);
    expect(check.body.user).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper', image: grace.picture });
    const stored = await app.get(DataSource).getRepository(User).findOneByOrFail({ email: 'grace@example.com' });
    expect(stored).toMatchObject({ googleSub: 'google-grace', passwordHash: null });
  });

  it('signs a returning Google user into the same account and counts the login', async () => {
    await provider.behave({ userinfo: grace });
    const session = await openBrowserSession(app);
    await signInWithGoogle(session, `${WEB}/problems`);
    const check = await session.get('/api/v1/auth/check').expect(200);
    expect(await app.get(DataSource).getRepository(User).countBy({ email: 'grace@example.com' })).toBe(1);
    expect(Object.values(check.body.user.loginMap as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('never links Google to a password account whose address was not verified, and links it once the owner opened the verification link', async () => {
    const logged = jest.spyOn(Logger.prototype, 'warn');
    const signUp = await openBrowserSession(app);
    const created = await signUp.post('/api/v1/auth/register', { name: 'Ada Lovelace', email: 'ada@example.com', password: 'password-1' }).expect(201);
    expect((await users().findOneByOrFail({ id: created.body.user.id })).emailVerifiedAt).toBeNull();
    // No mail server: the link is in the log, on the web origin.
    const link = logged.mock.calls.map(([, message]) => String(message)).find((message) => message.includes('ada@example.com'))?.match(/https?:\/\/\S+/)?.[0] ?? '';
    logged.mockRestore();
    expect(link).toMatch(new RegExp(`^${WEB}/api/v1/auth/verify-email\\?token=[A-Za-z0-9_-]{43}$`));

    // Someone registered the address first: Google's verified address does not take that account over.
    await provider.behave({ userinfo: { sub: 'google-ada', email: 'ada@example.com', email_verified: true, name: 'Ada L.' } });
    const refused = await signInWithGoogle(await openBrowserSession(app), `${WEB}/problems`);
    expect(refused.headers.location).toBe(`${WEB}/problems?authError=account_not_verified`);
    expect(setCookies(refused).access_token).toBeUndefined();
    expect((await users().findOneByOrFail({ id: created.body.user.id })).googleSub).toBeNull();

    const url = new URL(link);
    const verified = await request(app.getHttpServer()).get(`${url.pathname}${url.search}`).expect(302);
    expect(verified.headers.location).toBe(`${WEB}/?emailVerified=1`);
    expect((await users().findOneByOrFail({ id: created.body.user.id })).emailVerifiedAt).toBeInstanceOf(Date);
    const again = await request(app.getHttpServer()).get(`${url.pathname}${url.search}`).expect(302);
    expect(again.headers.location).toBe(`${WEB}/?authError=verification_invalid`);

    const session = await openBrowserSession(app);
    await signInWithGoogle(session, `${WEB}/problems`);
    const check = await session.get('/api/v1/auth/check').expect(200);
    expect(check.body.user.id).toBe(created.body.user.id);
    // The password still works after linking: it is the verified owner's own.
    await signUp.post('/api/v1/auth/login', { email: 'ada@example.com', password: 'password-1' }).expect(200);
  });

  it('does not link when Google does not vouch for the address, however verified the account is', async () => {
    await users().save(users().create({ name: 'Verified Vera', email: 'vera@example.com', passwordHash: null, emailVerifiedAt: new Date() }));
    await provider.behave({ userinfo: { sub: 'google-vera', email: 'vera@example.com', email_verified: false, name: 'Vera' } });
    const answer = await signInWithGoogle(await openBrowserSession(app), `${WEB}/problems`);
    expect(answer.headers.location).toBe(`${WEB}/problems?authError=google_failed`);
    expect((await users().findOneByOrFail({ email: 'vera@example.com' })).googleSub).toBeNull();
  });

  it('never redirects off the allowed origins (open-redirect attempt falls back to the web origin)', async () => {
    await provider.behave({ userinfo: grace });
    const session = await openBrowserSession(app);
    const done = await signInWithGoogle(session, 'https://evil.example/steal');
    expect(done.headers.location).toBe(`${WEB}/`);
    const sneaky = await signInWithGoogle(await openBrowserSession(app), `${WEB}.evil.example/x`);
    expect(sneaky.headers.location).toBe(`${WEB}/`);
  });

  it('returns a refused consent to the page with an error and no session', async () => {
    await provider.behave({ userinfo: grace, denyConsent: true });
    const session = await openBrowserSession(app);
    const done = await signInWithGoogle(session, `${WEB}/problems`);
    expect(done.headers.location).toBe(`${WEB}/problems?authError=access_denied`);
    expect(setCookies(done).access_token).toBeUndefined();
    await session.get('/api/v1/auth/check').expect(401);
  });

  it('refuses a callback whose state does not match the nonce cookie (login CSRF)', async () => {
    await provider.behave({ userinfo: grace, denyConsent: false });
    const session = await openBrowserSession(app);
    const response = await session.get('/api/v1/auth/google/callback?code=stolen&state=forged').expect(302);
    expect(response.headers.location).toBe(`${WEB}/?authError=invalid_state`);
    await session.get('/api/v1/auth/check').expect(401);
  });
});

describe('Google sign-in when not configured', () => {
  let infra: TestInfra;
  let app: INestApplication;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-google-off');
    app = await createTestApp(infra);
  });

  afterAll(async () => {
    await app.close();
    await infra.teardown();
  });

  it('says so on the public providers endpoint, which the web reads to disable its Google button', async () => {
    const response = await request(app.getHttpServer()).get('/api/v1/auth/providers').expect(200);
    expect(response.body).toEqual({ google: false });
  });

  it('answers 404 with the error body: a setting of this server, not an outage', async () => {
    const response = await request(app.getHttpServer()).get('/api/v1/auth/google').expect(404);
    expect(response.body).toEqual({ statusCode: 404, code: ErrorCode.NotFound, message: 'Google sign-in is not configured' });
  });
});
