import 'reflect-metadata';
import { ErrorCode, Role } from '@algosheets/contracts';
import { LoginDay, User } from '@algosheets/database';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { openBrowserSession, type BrowserSession } from './support/browser-session';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

async function signUp(app: INestApplication, name: string, email: string): Promise<BrowserSession> {
  const session = await openBrowserSession(app);
  await session.post('/api/v1/auth/register', { name, email, password: 'password-1' }).expect(201);
  return session;
}

describe('GET /users and /users/active (admin only)', () => {
  let infra: TestInfra;
  let app: INestApplication;
  let admin: BrowserSession;
  let learner: BrowserSession;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-users');
    app = await createTestApp(infra);
    learner = await signUp(app, 'Learner One', 'learner@example.com');
    await signUp(app, 'Dormant Learner', 'dormant@example.com');
    admin = await signUp(app, 'Admin Person', 'admin@example.com');
    const dataSource = app.get(DataSource);
    await dataSource.getRepository(User).update({ email: 'admin@example.com' }, { role: Role.Admin });
    // The dormant learner last logged in 30 days ago.
    const dormant = await dataSource.getRepository(User).findOneByOrFail({ email: 'dormant@example.com' });
    await dataSource.getRepository(LoginDay).delete({ userId: dormant.id });
    await dataSource.query(`UPDATE users SET last_login_date = CURRENT_DATE - 30 WHERE id = $1`, [dormant.id]);
    await dataSource.query(`INSERT INTO login_days (user_id, day, count) VALUES ($1, CURRENT_DATE - 30, 3)`, [dormant.id]);
  });

  afterAll(async () => {
    await app.close();
    await infra.teardown();
  });

  it.each(['/api/v1/users', '/api/v1/users/active?days=14'])('answers 401 to a visitor and 403 to a learner on %s', async (path) => {
    await request(app.getHttpServer()).get(path).expect(401);
    const forbidden = await learner.get(path).expect(403);
    expect(forbidden.body).toMatchObject({ statusCode: 403, code: ErrorCode.Forbidden });
  });

  it('lists learners with their login maps, and admins only when asked', async () => {
    const withoutAdmins = await admin.get('/api/v1/users?includeAdmins=false').expect(200);
    expect(withoutAdmins.body.message).toBe('Users fetched successfully');
    expect(withoutAdmins.body.users.map((user: { email: string }) => user.email)).toEqual(['learner@example.com', 'dormant@example.com']);
    const dormant = withoutAdmins.body.users[1];
    expect(Object.values(dormant.loginMap)).toEqual([3]);
    const byDefault = await admin.get('/api/v1/users').expect(200);
    expect(byDefault.body.users).toHaveLength(2);
    const all = await admin.get('/api/v1/users?includeAdmins=true').expect(200);
    expect(all.body.users.map((user: { role: string }) => user.role)).toEqual([Role.User, Role.User, Role.Admin]);
    expect(JSON.stringify(all.body)).not.toMatch(/passwordHash|argon2|googleSub/);
  });

  it('lists users active within n days, latest first (default 7)', async () => {
    const week = await admin.get('/api/v1/users/active').expect(200);
    expect(week.body.users.map((user: { email: string }) => user.email).sort()).toEqual(['admin@example.com', 'learner@example.com']);
    const month = await admin.get('/api/v1/users/active?days=31').expect(200);
    const emails = month.body.users.map((user: { email: string }) => user.email);
    expect(emails).toHaveLength(3);
    expect(emails[2]).toBe('dormant@example.com');
  });

  it.each(['0', '366', 'abc', '1.5'])('refuses days=%s with 400', async (days) => {
    const response = await admin.get(`/api/v1/users/active?days=${days}`).expect(400);
    expect(response.body).toMatchObject({ code: ErrorCode.ValidationFailed, message: 'days must be a whole number from 1 to 365' });
  });

  it('refuses includeAdmins that is not a boolean', async () => {
    await admin.get('/api/v1/users?includeAdmins=maybe').expect(400);
  });
});
