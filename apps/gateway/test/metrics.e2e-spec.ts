import 'reflect-metadata';
import { EXECUTION_QUEUE } from '@algosheets/contracts';
import { redisConnectionOptions } from '@algosheets/server-common';
import { metricSample, type TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import request from 'supertest';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

describe('GET /metrics (Prometheus)', () => {
  let infra: TestInfra;
  let app: INestApplication;
  let queue: Queue;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-metrics');
    app = await createTestApp(infra);
    queue = new Queue(EXECUTION_QUEUE, { connection: redisConnectionOptions(infra.redis.url), prefix: infra.redis.prefix });
  });

  afterAll(async () => {
    await queue?.close();
    await app?.close();
    await infra?.teardown();
  });

  const scrape = async (): Promise<string> => {
    const response = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    return response.text;
  };

  it('is served without a session, outside the /api/v1 prefix, with the default process metrics', async () => {
    const text = await scrape();
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    await request(app.getHttpServer()).get('/api/v1/metrics').expect(404);
  });

  it('records request latency by method, route template and status code, never by raw URL', async () => {
    const server = app.getHttpServer();
    await request(server).get('/api/v1/health').expect(200);
    await request(server).get('/api/v1/playlist/0b5e4c52-6c8d-4c39-9a0c-1a2b3c4d5e6f').expect(401);
    await request(server).get('/api/v1/playlist/7d9e1f00-aaaa-4bbb-8ccc-0123456789ab').expect(401);
    await request(server).get('/no/such/page-1').expect(404);
    await request(server).get('/no/such/page-2').expect(404);

    const text = await scrape();
    const count = (labels: Record<string, string>) => metricSample(text, 'algosheets_http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/api/v1/health', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(count({ method: 'GET', route: '/api/v1/playlist/:id', status_code: '401' })).toBe(2);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(2);
    expect(metricSample(text, 'algosheets_http_request_duration_seconds_bucket', { route: '/api/v1/health', status_code: '200', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/0b5e4c52|no\/such/);
  });

  it('reports the execution queue job counts read from Redis at scrape time', async () => {
    // One job that fails for good, processed by a real worker on this test's prefix.
    const worker = new Worker(
      EXECUTION_QUEUE,
      async () => {
        throw new Error('boom');
      },
      { connection: redisConnectionOptions(infra.redis.url), prefix: infra.redis.prefix, autorun: false },
    );
    const failed = new Promise((resolve) => worker.once('failed', resolve));
    await queue.add('run', { kind: 'run' });
    void worker.run();
    await failed;
    await worker.close();
    // Two of the three carry a priority, as learners' Runs and Submits do: they wait in BullMQ's
    // `prioritized` set rather than its `wait` list, and count as waiting all the same.
    await queue.addBulk([1, 2, 3].map((n) => ({ name: 'run', data: { kind: 'run', n }, opts: n > 1 ? { priority: n } : {} })));
    await queue.add('run', { kind: 'run' }, { delay: 600_000 });

    const text = await scrape();
    const jobs = (state: string) => metricSample(text, 'algosheets_queue_jobs', { queue: EXECUTION_QUEUE, state });
    expect({ waiting: jobs('waiting'), active: jobs('active'), delayed: jobs('delayed'), failed: jobs('failed'), completed: jobs('completed') }).toEqual({
      waiting: 3,
      active: 0,
      delayed: 1,
      failed: 1,
      completed: 0,
    });

    await queue.drain(true);
    expect(metricSample(await scrape(), 'algosheets_queue_jobs', { queue: EXECUTION_QUEUE, state: 'waiting' })).toBe(0);
  });
});
