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

    it('serves an OpenAPI document whose every JSON operation names its request and answer shapes', async () => {
      const response = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
      const document = response.body as {
        paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>>;
        components: { schemas: Record<string, unknown> };
      };
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/problems/get-all-problems', '/api/v1/execute-code']));
      // The Google routes and the e-mail verification link answer with redirects, not JSON.
      const operations = Object.entries(document.paths)
        .filter(([path]) => !path.includes('/auth/google'))
        .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })))
        .filter(({ operation }) => !('302' in operation.responses));
      expect(document.paths['/api/v1/auth/verify-email'].get.responses).toHaveProperty('302');
      expect(operations.length).toBeGreaterThan(25);
      for (const { name, operation } of operations) {
        const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
        const ref = success?.[1].content?.['application/json']?.schema?.$ref;
        expect({ name, ref }).toEqual({ name, ref: expect.stringMatching(/^#\/components\/schemas\//) });
        expect(document.components.schemas).toHaveProperty(String(ref).split('/').pop() as string);
      }
      const create = document.paths['/api/v1/problems/create-problem'].post;
      expect(create.requestBody).toBeDefined();
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
