import 'reflect-metadata';
import { EXECUTION_QUEUE, ErrorCode, Language, Role, SubmissionStatus } from '@algosheets/contracts';
import { Submission, User } from '@algosheets/database';
import type { TestInfra } from '@algosheets/testing';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplication } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ACCESS_COOKIE, REFRESH_COOKIE, XSRF_COOKIE } from '../src/auth/session-cookies';
import { REDIS_CLIENT } from '../src/redis/redis.module';
import { openBrowserSession, setCookies } from './support/browser-session';
import { verifyPassword } from '../src/auth/password';
import { seedDemoAccounts } from '../src/users/accounts';
import { seedProblem, signUp, type Actor } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

// argon2 hashes (64 MiB each) in the seed and sign-ins: several seconds each on a busy machine.
jest.setTimeout(120_000);

describe('web and account security of the gateway', () => {
  let infra: TestInfra;
  let app: INestApplication;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-web-security');
    app = await createTestApp(infra, { WEB_ORIGIN: 'https://practice.example.org', SERVED_HOSTS: 'gateway,Gateway.Algosheets.svc', LONG_POLLS_PER_USER: '3', LONG_POLLS_PER_GATEWAY: '5', AUTH_RATE_LIMIT_PER_MINUTE: '100', TRUST_PROXY_HOPS: '1' });
  });

  afterAll(async () => {
    await app.close();
    await infra.teardown();
  });

  describe('Host allow-list (DNS rebinding)', () => {
    it('answers loopback, the host of WEB_ORIGIN and those of SERVED_HOSTS, whatever the port and case', async () => {
      for (const host of ['localhost:4200', '127.0.0.1:3000', '[::1]', 'practice.example.org', 'Practice.Example.org:443', 'gateway:3000', 'gateway.algosheets.svc']) {
        const response = await request(app.getHttpServer()).get('/api/v1/auth/providers').set('Host', host);
        expect([host, response.status]).toEqual([host, 200]);
      }
    });

    it('answers 421 in the one error body to any other host, before reading a body or a session', async () => {
      for (const host of ['attacker.example', 'attacker.example:4200', 'practice.example.org.attacker.example', '127.0.0.1.nip.io', 'localhost@attacker.example', 'gateway.attacker.example', 'gateway.algosheets']) {
        const response = await request(app.getHttpServer()).post('/api/v1/auth/login').set('Host', host).send({ email: 'a@example.com', password: 'whatever' });
        expect([host, response.status, response.body]).toEqual([
          host,
          421,
          { statusCode: 421, code: ErrorCode.MisdirectedRequest, message: 'This server does not serve that host name.' },
        ]);
      }
    });

    it('answers probes and scrapes that name the pod by its address: the health route and /metrics', async () => {
      expect((await request(app.getHttpServer()).get('/api/v1/health').set('Host', '10.1.2.3:3000')).status).toBe(200);
      expect((await request(app.getHttpServer()).get('/metrics').set('Host', '10.1.2.3:3000')).status).toBe(200);
      expect((await request(app.getHttpServer()).get('/api/v1/problems/get-all-problems').set('Host', '10.1.2.3:3000')).status).toBe(421);
    });
  });

  describe('demo seed', () => {
    const passwords = { [Role.Admin]: 'generated-admin-pw', [Role.User]: 'generated-learner-pw' };

    it('gives the demo accounts the generated passwords on every run, replacing the once-published ones', async () => {
      const users = app.get(DataSource).getRepository(User);
      const logins = await seedDemoAccounts(app.get(DataSource), passwords, true);
      expect(logins).toEqual([
        { role: Role.Admin, email: 'admin@algosheets.dev', password: 'generated-admin-pw' },
        { role: Role.User, email: 'learner@algosheets.dev', password: 'generated-learner-pw' },
      ]);
      const admin = await users.findOneOrFail({ where: { email: 'admin@algosheets.dev' }, select: { id: true, passwordHash: true, role: true } });
      expect(admin.role).toBe(Role.Admin);
      expect(await verifyPassword(admin.passwordHash as string, 'generated-admin-pw')).toBe(true);
      expect(await verifyPassword(admin.passwordHash as string, 'admin-demo-123')).toBe(false);

      const rotated = { [Role.Admin]: 'rotated-admin-pw-1', [Role.User]: 'rotated-learner-pw' };
      await seedDemoAccounts(app.get(DataSource), rotated, true);
      const again = await users.findOneOrFail({ where: { email: 'admin@algosheets.dev' }, select: { id: true, passwordHash: true } });
      expect([again.id, await verifyPassword(again.passwordHash as string, 'rotated-admin-pw-1')]).toEqual([admin.id, true]);
    });

    it('seeds no admin when told the web server listens beyond loopback, and refuses short passwords', async () => {
      const dataSource = app.get(DataSource);
      await dataSource.getRepository(User).delete({ email: 'admin@algosheets.dev' });
      expect(await seedDemoAccounts(dataSource, passwords, false)).toEqual([{ role: Role.User, email: 'learner@algosheets.dev', password: 'generated-learner-pw' }]);
      expect(await dataSource.getRepository(User).existsBy({ email: 'admin@algosheets.dev' })).toBe(false);
      await expect(seedDemoAccounts(dataSource, { ...passwords, [Role.User]: 'short' }, false)).rejects.toThrow('must have at least 12 characters');
    });
  });

  describe('per-route body limits', () => {
    const tooLarge = { statusCode: 413, code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' };
    const post = (path: string, bytes: number) =>
      request(app.getHttpServer()).post(path).set('Content-Type', 'application/json').send(JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(bytes) }));

    it('refuses more than 8 KB to the auth routes, and 3 MB before it is read whole, with 413 in the one error body', async () => {
      for (const path of ['/api/v1/auth/login', '/api/v1/auth/register']) {
        expect((await post(path, 9 * 1024)).body).toEqual(tooLarge);
        expect((await post(path, 3 * 1024 * 1024)).body).toEqual(tooLarge);
      }
      // Below the limit the request reaches its own rules (CSRF first: 403).
      expect((await post('/api/v1/auth/login', 6 * 1024)).status).toBe(403);
    });

    it('takes a Run of a large source file with its inputs, and refuses 256 KB elsewhere', async () => {
      expect((await post('/api/v1/execute-code', 2 * 1024 * 1024)).status).toBe(403);
      expect((await post('/api/v1/execute-code', 4 * 1024 * 1024)).body).toEqual(tooLarge);
      const note = await request(app.getHttpServer()).put('/api/v1/problems/00000000-0000-4000-8000-000000000000/note').set('Content-Type', 'application/json').send(JSON.stringify({ body: 'n'.repeat(300 * 1024) }));
      expect(note.body).toEqual(tooLarge);
    });
  });

  describe('long polls (GET /submission/{id}?wait=)', () => {
    let first: Actor;
    let second: Actor;
    let queue: Queue;

    /** A Pending submission of `actor` whose job stays in the queue: no worker runs in this file. */
    async function pendingSubmission(actor: Actor): Promise<string> {
      const problemId = await seedProblem(app, null);
      const { identifiers } = await app.get(DataSource).getRepository(Submission).insert({ userId: actor.id, problemId, language: Language.Python, sourceCode: 'x', status: SubmissionStatus.Pending });
      const id = String(identifiers[0].id);
      await queue.add('run', {} as never, { jobId: id });
      return id;
    }

    const leases = (actor: Actor) => app.get<Redis>(REDIS_CLIENT).zcard(`long-poll:${actor.id}`);

    async function untilLeases(actor: Actor, count: number): Promise<void> {
      while ((await leases(actor)) < count) await new Promise((r) => setTimeout(r, 20));
    }

    beforeAll(async () => {
      queue = app.get<Queue>(getQueueToken(EXECUTION_QUEUE));
      first = await signUp(app, 'poller-one@example.com');
      second = await signUp(app, 'poller-two@example.com');
    });

    it('holds at most 3 per learner (429 beyond) and 5 per gateway, and frees each when it ends', async () => {
      const ids = new Map<Actor, string>([[first, await pendingSubmission(first)], [second, await pendingSubmission(second)]]);
      const poll = (actor: Actor) => actor.session.get(`/api/v1/submission/${ids.get(actor)}?wait=4`);
      const held = [poll(first), poll(first), poll(first)].map((test) => test.then((response) => response));
      await untilLeases(first, 3);
      const refused = await poll(first);
      expect([refused.status, refused.headers['retry-after'], refused.body.code]).toEqual([429, '1', ErrorCode.TooManyRequests]);
      expect(refused.body.message).toBe('At most 3 verdict waits per learner at once');

      // The gateway's bound: 3 + 2 held, so the other learner's third is refused though it holds only 2.
      const others = [poll(second), poll(second)].map((test) => test.then((response) => response));
      await untilLeases(second, 2);
      const full = await poll(second);
      expect([full.status, full.body.message]).toEqual([429, 'This server holds the most verdict waits it may; ask again in a moment']);

      for (const response of await Promise.all([...held, ...others])) expect([response.status, response.body.submission.status]).toEqual([200, SubmissionStatus.Pending]);
      expect([await leases(first), await leases(second)]).toEqual([0, 0]);
      expect((await first.session.get(`/api/v1/submission/${ids.get(first)}?wait=1`)).status).toBe(200);
    }, 60_000);
  });

  describe('cookies', () => {
    it('are Secure when the request arrived over HTTPS as the trusted proxy says (X-Forwarded-Proto), not otherwise', async () => {
      await signUp(app, 'secure-cookies@example.com');
      const login = { email: 'secure-cookies@example.com', password: 'password-1' };
      // A browser session each: a cookie jar does not send Secure cookies over plain HTTP.
      const overHttps = await (await openBrowserSession(app)).post('/api/v1/auth/login', login).set('X-Forwarded-Proto', 'https').expect(200);
      for (const cookie of [ACCESS_COOKIE, REFRESH_COOKIE, XSRF_COOKIE]) expect([cookie, setCookies(overHttps)[cookie]]).toEqual([cookie, expect.stringMatching(/; Secure/)]);
      const overHttp = await (await openBrowserSession(app)).post('/api/v1/auth/login', login).expect(200);
      for (const cookie of [ACCESS_COOKIE, REFRESH_COOKIE, XSRF_COOKIE]) expect([cookie, setCookies(overHttp)[cookie]]).toEqual([cookie, expect.not.stringMatching(/Secure/)]);
    });
  });
});
