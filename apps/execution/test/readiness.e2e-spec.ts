import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentSchema } from '@algosheets/database';
import { freePort, provisionTestInfra, type TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { loadExecutionConfig } from '../src/config/execution.config';
import { WorkerModule } from '../src/worker.module';

/** A stand-in Judge0 `/about` that requires a token, to prove the worker sends it. */
function judge0About(token: string): Promise<Server> {
  const server = createServer((req, res) => {
    const authorised = req.headers['x-auth-token'] === token;
    res.writeHead(req.url === '/about' && authorised ? 200 : 401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(authorised ? { version: '1.13.1' } : { error: 'authentication failed' }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function startWorker(infra: TestInfra, env: Record<string, string>): Promise<INestApplication> {
  const config = loadExecutionConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HEALTH_PORT: '0',
    DATABASE_URL: infra.database.url,
    REDIS_URL: infra.redis.url,
    REDIS_PREFIX: infra.redis.prefix,
    JUDGE0_URL: 'http://127.0.0.1:1',
    ...env,
  });
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication();
  await app.init();
  return app;
}

describe('execution worker health', () => {
  let infra: TestInfra;
  let judge0: Server;
  let judge0Url: string;

  beforeAll(async () => {
    infra = await provisionTestInfra('execution-health', { schema: currentSchema() });
    judge0 = await judge0About('s3cret');
    judge0Url = `http://127.0.0.1:${(judge0.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => judge0.close(resolve));
    await infra.teardown();
  });

  it('is ready when PostgreSQL, Redis and the Judge0 API answer, sending the auth token', async () => {
    const app = await startWorker(infra, { JUDGE0_URL: judge0Url, JUDGE0_AUTH_TOKEN: 's3cret' });
    try {
      await request(app.getHttpServer()).get('/health/live').expect(200, { status: 'ok' });
      const response = await request(app.getHttpServer()).get('/health/ready').expect(200);
      expect(response.body).toEqual({ status: 'ok', db: 'up', redis: 'up', judge0: 'up' });
    } finally {
      await app.close();
    }
  });

  it('is not ready, naming the parts, when Judge0 refuses it and Redis is unreachable', async () => {
    const app = await startWorker(infra, { JUDGE0_URL: judge0Url, REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const response = await request(app.getHttpServer()).get('/health/ready').expect(503);
      expect(response.body).toEqual({ status: 'error', db: 'up', redis: 'down', judge0: 'down' });
    } finally {
      await app.close();
    }
  });
});
