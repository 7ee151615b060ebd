import { ConfigService } from '@nestjs/config';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EXECUTION_CONFIG, loadExecutionConfig } from '../config/execution.config';
import { Judge0Client } from './judge0.client';

/** A Judge0 API on a real port that answers every `wait=true` submission Accepted, counting the connections it was sent on. */
async function acceptingApi(answerAfterMs = 0): Promise<{ url: string; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      setTimeout(() => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ token: 't', status: { id: 3, description: 'Accepted' }, stdout: Buffer.from('ok\n').toString('base64'), time: '0.01', memory: 100 }));
      }, answerAfterMs);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Runs `body` with a client of `maxAgeMs` on an {@link acceptingApi} answering after `answerAfterMs`; both closed after. */
async function withClient(maxAgeMs: number, answerAfterMs: number, body: (judge0: Judge0Client, connections: () => number) => Promise<void>): Promise<void> {
  const api = await acceptingApi(answerAfterMs);
  const config = loadExecutionConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://127.0.0.1:5432/unused', REDIS_URL: 'redis://127.0.0.1:6379', JUDGE0_URL: api.url, JUDGE0_CONNECTION_MAX_AGE_MS: String(maxAgeMs) });
  const judge0 = new Judge0Client(new ConfigService({ [EXECUTION_CONFIG]: config }));
  try {
    await body(judge0, api.connections);
  } finally {
    judge0.onModuleDestroy();
    await api.close();
  }
}

const RUN = { language_id: 71, source_code: 'print("ok")\n' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Judge0Client connections (a real HTTP server)', () => {
  it('reuses a kept-alive connection while it is younger than JUDGE0_CONNECTION_MAX_AGE_MS', () =>
    withClient(60_000, 0, async (judge0, connections) => {
      for (let i = 0; i < 3; i++) {
        const [result] = await judge0.run([RUN]);
        expect([result.status.id, result.stdout]).toEqual([3, 'ok\n']);
        await pause(150);
      }
      expect(connections()).toBe(1);
    }));

  it('opens a new connection once the kept one is older than JUDGE0_CONNECTION_MAX_AGE_MS, so that new sandbox pods behind a Service get runs', () =>
    withClient(100, 0, async (judge0, connections) => {
      for (let i = 0; i < 3; i++) {
        const [result] = await judge0.run([RUN]);
        expect(result.status.id).toBe(3);
        await pause(150);
      }
      expect(connections()).toBe(3);
    }));

  it('never closes a connection during a request: a run answered after the connection came of age gets its result', () =>
    withClient(100, 300, async (judge0, connections) => {
      const results = await judge0.run([RUN, RUN]);
      expect(results.map((result) => result.status.id)).toEqual([3, 3]);
      const [again] = await judge0.run([RUN]);
      expect(again.status.id).toBe(3);
      // Two in parallel, then a third on a fresh connection: the first two were too old to reuse.
      expect(connections()).toBe(3);
    }));
});
