import 'reflect-metadata';
import { ErrorCode } from '@algosheets/contracts';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import type request from 'supertest';
import { openBrowserSession } from './support/browser-session';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

// Every login verifies an argon2 hash: about 60 ms alone, several times that on a busy machine.
jest.setTimeout(60_000);

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-engine' };
const grace = { name: 'Grace Hopper', email: 'grace@example.com', password: 'compiler-a-0' };
const alan = { name: 'Alan Turing', email: 'alan@example.com', password: 'bombe-1940' };
const LOCKED = { statusCode: 429, code: ErrorCode.TooManyRequests, message: 'Too many failed login attempts, please try again later' };

/**
 * One login from `ip`, sent as a proxy in front of the gateway would forward it; checks the answer's
 * status when `status` is given.
 */
async function login(app: INestApplication, ip: string, body: { email: string; password: string }, status?: number): Promise<request.Response> {
  const session = await openBrowserSession(app);
  const attempt = session.post('/api/v1/auth/login', { email: body.email, password: body.password }).set('X-Forwarded-For', ip);
  return status === undefined ? attempt : attempt.expect(status);
}

async function statusesOf(attempts: Promise<request.Response>[]): Promise<number[]> {
  return (await Promise.all(attempts)).map((response) => response.status);
}

describe('failed-login limits behind one trusted proxy', () => {
  let infra: TestInfra;
  let app: INestApplication;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-login-lockout');
    // One proxy hop is trusted, so X-Forwarded-For names the client; the per-minute throttle is out of the way.
    app = await createTestApp(infra, { TRUST_PROXY_HOPS: '1', AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOGIN_IP_FAILURE_LIMIT: '8', LOGIN_IP_FAILURE_WINDOW_S: '600' });
    for (const account of [ada, grace, alan]) await (await openBrowserSession(app)).post('/api/v1/auth/register', account).expect(201);
  });

  afterAll(async () => {
    await app.close();
    await infra.teardown();
  });

  it("five wrong passwords from one IP lock the account there only: its owner still signs in from another IP", async () => {
    for (let i = 0; i < 5; i += 1) await login(app, '203.0.113.1', { email: ada.email, password: `wrong-${i}` }, 401);
    const locked = await login(app, '203.0.113.1', ada, 429);
    expect(locked.body).toEqual(LOCKED);
    // The rest of the account's 900-s window, which began at the first failure (not the IP's 600-s one).
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    const owner = await login(app, '198.51.100.7', ada, 200);
    expect(owner.body.user.email).toBe(ada.email);
    // The owner's success clears the count of the owner's IP only; the stranger's IP stays locked.
    await login(app, '203.0.113.1', ada, 429);
  });

  it('counts parallel guesses atomically: of ten at once, exactly the limit of five is checked', async () => {
    const statuses = await statusesOf(Array.from({ length: 10 }, (_, i) => login(app, '203.0.113.2', { email: grace.email, password: `guess-${i}` })));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('locks an IP that sprays many accounts, without counting its successful logins', async () => {
    const sprayer = '192.0.2.50';
    // Successes give their attempt back, so a shared address where people sign in is not locked by them.
    for (let i = 0; i < 10; i += 1) await login(app, sprayer, alan, 200);
    for (let i = 0; i < 8; i += 1) await login(app, sprayer, { email: `learner${i}@example.com`, password: 'password-1' }, 401);
    const locked = await login(app, sprayer, alan, 429);
    expect(locked.body).toEqual(LOCKED);
    // The rest of the IP's 600-s window, which began with its first attempt.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(600);
    await login(app, '192.0.2.51', alan, 200);
  });
});

describe('failed-login limits without a trusted proxy', () => {
  let infra: TestInfra;
  let app: INestApplication;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-login-lockout-direct');
    app = await createTestApp(infra, { AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOGIN_IP_FAILURE_LIMIT: '3' });
  });

  afterAll(async () => {
    await app.close();
    await infra.teardown();
  });

  it('ignores X-Forwarded-For: a client cannot claim a fresh address for each guess', async () => {
    for (let i = 0; i < 3; i += 1) await login(app, `203.0.113.${i + 10}`, { email: `learner${i}@example.com`, password: 'password-1' }, 401);
    const locked = await login(app, '203.0.113.99', { email: 'learner9@example.com', password: 'password-1' }, 429);
    expect(locked.body).toEqual(LOCKED);
  });
});
