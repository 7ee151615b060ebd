import 'reflect-metadata';
import { ErrorCode, EXECUTION_QUEUE, Role } from '@algosheets/contracts';
import { redisConnectionOptions } from '@algosheets/server-common';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import request from 'supertest';
import { type Actor, signUp } from './support/catalogue-fixtures';
import { createTestApp } from './support/create-test-app';
import { provisionMigratedInfra } from './support/provision';

const BOARD = '/api/admin/queues';

describe('queue board (bull-board) at /api/admin/queues', () => {
  let infra: TestInfra;
  let app: INestApplication;
  let queue: Queue;
  let admin: Actor;
  let learner: Actor;

  beforeAll(async () => {
    infra = await provisionMigratedInfra('gateway-queue-board');
    app = await createTestApp(infra);
    queue = new Queue(EXECUTION_QUEUE, { connection: redisConnectionOptions(infra.redis.url), prefix: infra.redis.prefix });
    admin = await signUp(app, 'board-admin@example.com', Role.Admin);
    learner = await signUp(app, 'board-learner@example.com');
  });

  afterAll(async () => {
    await queue?.close();
    await app?.close();
    await infra?.teardown();
  });

  it('answers a visitor 401 and a learner 403 with the one error body, on the page and on its API', async () => {
    for (const path of [BOARD, `${BOARD}/api/queues`]) {
      const anonymous = await request(app.getHttpServer()).get(path).expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, code: ErrorCode.Unauthorized, message: expect.any(String) });
      const forbidden = await learner.session.get(path).expect(403);
      expect(forbidden.body).toEqual({ statusCode: 403, code: ErrorCode.Forbidden, message: 'You do not have permission to do this' });
    }
  });

  it('serves an admin the page with its scripts and styles from the gateway itself, under a CSP that forbids third parties', async () => {
    const page = await admin.session.get(BOARD).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['x-powered-by']).toBeUndefined();
    expect(page.text).toContain(`<base href="${BOARD}/" />`);
    const assets = [...page.text.matchAll(/(?:src|href)="(static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      const response = await admin.session.get(`${BOARD}/${asset}`).expect(200);
      expect(response.headers['content-type']).toMatch(asset.endsWith('.js') ? /javascript/ : /text\/css/);
    }
    // A client-side route of the board renders the same page.
    await admin.session.get(`${BOARD}/queue/${EXECUTION_QUEUE}`).expect(200).expect('Content-Type', /^text\/html/);
  });

  it('lists the execution queue with the jobs actually in Redis, read-only', async () => {
    await queue.add('run', { kind: 'run', language: 'PYTHON' }, { jobId: 'board-job-1' });
    const response = await admin.session.get(`${BOARD}/api/queues?activeQueue=${EXECUTION_QUEUE}&status=waiting&page=1`).expect(200);
    const listed = (response.body.queues as { name: string; readOnlyMode: boolean; counts: Record<string, number>; jobs: { id: string }[] }[]).find(
      (q) => q.name === EXECUTION_QUEUE,
    );
    expect(listed).toMatchObject({ readOnlyMode: true, counts: expect.objectContaining({ waiting: 1 }) });
    expect(listed?.jobs.map((job) => job.id)).toEqual(['board-job-1']);
  });

  it('needs the CSRF header for a mutation, and then refuses it as read-only', async () => {
    const retry = `${BOARD}/api/queues/${EXECUTION_QUEUE}/retry/failed`;
    const withoutHeader = await admin.session.agent.put(retry).expect(403);
    expect(withoutHeader.body).toMatchObject({ statusCode: 403, code: ErrorCode.CsrfFailed });
    await admin.session.put(retry).expect(405);
    await learner.session.put(retry).expect(403);
    expect(await queue.getJob('board-job-1')).toBeDefined();
  });

  it('falls through to the API 404 for a path the board does not serve', async () => {
    const response = await admin.session.get(`${BOARD}/no-such-page/x/y/z`).expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, code: ErrorCode.NotFound });
  });
});
