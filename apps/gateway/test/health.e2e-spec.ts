import 'reflect-metadata';
import { ErrorCode } from '@algosheets/contracts';
import { freePort, type TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

describe('GET /api/v1/health', () => {
  let infra: TestInfra;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-health');
  });

  afterAll(async () => {
    await infra.teardown();
  });

  describe('with PostgreSQL and Redis up', () => {
    let app: INestApplication;

    beforeAll(async () => {
      app = await createTestApp(infra);
    });

    afterAll(async () => {
      await app.close();
    });

    it('answers 200 with both dependencies up', async () => {
      const response = await request(app.getHttpServer()).get('/api/v1/health').expect(200);
      expect(response.body).toEqual({ status: 'ok', db: 'up', redis: 'up' });
    });

    it('gives every answer a request id and keeps a caller-supplied one', async () => {
      const generated = await request(app.getHttpServer()).get('/api/v1/health');
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await request(app.getHttpServer()).get('/api/v1/health').set('X-Request-Id', 'trace-42');
      expect(kept.headers['x-request-id']).toBe('trace-42');
      const replaced = await request(app.getHttpServer()).get('/api/v1/health').set('X-Request-Id', 'bad id with spaces');
      expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
    });

    it('answers an unknown route with the one error body', async () => {
      const response = await request(app.getHttpServer()).get('/api/v1/no-such-route').expect(404);
      expect(response.body).toEqual({ statusCode: 404, code: ErrorCode.NotFound, message: expect.stringContaining('no-such-route') });
    });

    it('answers a malformed JSON body with 400, not 500', async () => {
      const response = await request(app.getHttpServer())
        .post('/api/v1/health')
        .set('Content-Type', 'application/json')
        .send('{"broken": ')
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: ErrorCode.BadRequest });
    });

    it('serves the OpenAPI document describing the health endpoint', async () => {
      const response = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
      expect(Object.keys(response.body.paths)).toContain('/api/v1/health');
    });
  });

  it('answers 503 naming Redis when Redis is unreachable', async () => {
    const app = await createTestApp(infra, { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const response = await request(app.getHttpServer()).get('/api/v1/health').expect(503);
      expect(response.body).toEqual({ status: 'error', db: 'up', redis: 'down' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the database when PostgreSQL goes away', async () => {
    const own = await provisionMigratedInfra('gateway-health-db-down');
    const app = await createTestApp(own);
    try {
      await request(app.getHttpServer()).get('/api/v1/health').expect(200);
      // Dropping the database terminates the gateway's connections and prevents new ones.
      const admin = new Client({ connectionString: infra.database.url });
      await admin.connect();
      await admin.query(`DROP DATABASE "${own.database.name}" WITH (FORCE)`);
      await admin.end();
      const response = await request(app.getHttpServer()).get('/api/v1/health').expect(503);
      expect(response.body).toEqual({ status: 'error', db: 'down', redis: 'up' });
    } finally {
      await app.close();
      await own.teardown();
    }
  });
});
