import { FAIR_SHARE_HEADER } from '@algosheets/contracts';
import { ConfigService } from '@nestjs/config';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EXECUTION_CONFIG, loadExecutionConfig } from '../config/execution.config';
import { Judge0Client, JUDGE0_IN_FLIGHT } from './judge0.client';
import type { InFlightState } from './in-flight-window';

/** What an {@link acceptingApi} saw: connections, the most requests it held at once, each request's fair-share key in arrival order, its 503s. */
interface ApiLog {
  connections: number;
  peak: number;
  keys: string[];
  refused: number;
}

/**
 * A Judge0 API on a real port that answers every `wait=true` submission Accepted after
 * `answerAfterMs`. With `capacity`, a request arriving while `capacity` are held is refused at once
 * with 503 "queue is full" and `Connection: close`, as the sandbox refuses past its queue.
 */
async function acceptingApi(answerAfterMs = 0, capacity = Infinity): Promise<{ url: string; log: ApiLog; close: () => Promise<void> }> {
  const log: ApiLog = { connections: 0, peak: 0, keys: [], refused: 0 };
  let held = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (held >= capacity) {
        log.refused++;
        response.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify({ error: 'queue is full' }));
        return;
      }
      held++;
      log.peak = Math.max(log.peak, held);
      log.keys.push(String(request.headers[FAIR_SHARE_HEADER] ?? ''));
      setTimeout(() => {
        held--;
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ token: 't', status: { id: 3, description: 'Accepted' }, stdout: Buffer.from('ok\n').toString('base64'), time: '0.01', memory: 100 }));
      }, answerAfterMs);
    });
  });
  server.on('connection', () => log.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs `body` with a client configured by `env` (beside the API's URL) on an {@link acceptingApi}
 * answering after `answerAfterMs` and holding at most `capacity`; both closed after.
 */
async function withClient(env: Record<string, string>, answerAfterMs: number, body: (judge0: Judge0Client, log: ApiLog) => Promise<void>, capacity = Infinity): Promise<void> {
  const api = await acceptingApi(answerAfterMs, capacity);
  const config = loadExecutionConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://127.0.0.1:5432/unused', REDIS_URL: 'redis://127.0.0.1:6379', JUDGE0_URL: api.url, ...env });
  const judge0 = new Judge0Client(new ConfigService({ [EXECUTION_CONFIG]: config }));
  try {
    await body(judge0, api.log);
  } finally {
    judge0.onModuleDestroy();
    await api.close();
  }
}

const RUN = { language_id: 71, source_code: 'print("ok")\n' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Judge0Client connections (a real HTTP server)', () => {
  it('reuses a kept-alive connection while it is younger than JUDGE0_CONNECTION_MAX_AGE_MS', () =>
    withClient({ JUDGE0_CONNECTION_MAX_AGE_MS: '60000' }, 0, async (judge0, log) => {
      for (let i = 0; i < 3; i++) {
        const [result] = await judge0.run([RUN]);
        expect([result.status.id, result.stdout]).toEqual([3, 'ok\n']);
        await pause(150);
      }
      expect(log.connections).toBe(1);
    }));

  it('opens a new connection once the kept one is older than JUDGE0_CONNECTION_MAX_AGE_MS, so that new sandbox pods behind a Service get runs', () =>
    withClient({ JUDGE0_CONNECTION_MAX_AGE_MS: '100' }, 0, async (judge0, log) => {
      for (let i = 0; i < 3; i++) {
        const [result] = await judge0.run([RUN]);
        expect(result.status.id).toBe(3);
        await pause(150);
      }
      expect(log.connections).toBe(3);
    }));

  it('never closes a connection during a request: a run answered after the connection came of age gets its result', () =>
    withClient({ JUDGE0_CONNECTION_MAX_AGE_MS: '100' }, 300, async (judge0, log) => {
      const results = await judge0.run([RUN, RUN]);
      expect(results.map((result) => result.status.id)).toEqual([3, 3]);
      const [again] = await judge0.run([RUN]);
      expect(again.status.id).toBe(3);
      // Two in parallel, then a third on a fresh connection: the first two were too old to reuse.
      expect(log.connections).toBe(3);
    }));
});

describe('Judge0Client in-flight window (a real HTTP server)', () => {
  it('never has more than JUDGE0_MAX_IN_FLIGHT requests in flight, across its jobs, whatever JUDGE0_MAX_PARALLEL allows', () =>
    withClient({ JUDGE0_MAX_IN_FLIGHT: '2', JUDGE0_MAX_PARALLEL: '20' }, 50, async (judge0, log) => {
      const jobs = await Promise.all([judge0.run(Array.from({ length: 6 }, () => RUN), 'ann'), judge0.run(Array.from({ length: 4 }, () => RUN))]);
      expect(jobs.flat().map((result) => result.status.id)).toEqual(Array.from({ length: 10 }, () => 3));
      expect(log.peak).toBe(2);
    }));

  it("sends waiting requests in the fair-share order: another learner's run goes before the rest of one learner's fan-out", () =>
    withClient({ JUDGE0_MAX_IN_FLIGHT: '1' }, 30, async (judge0, log) => {
      const fanOut = judge0.run([RUN, RUN, RUN], 'ann');
      await pause(5);
      const single = judge0.run([RUN], 'bob');
      await Promise.all([fanOut, single]);
      expect(log.keys).toEqual(['ann', 'bob', 'ann', 'ann']);
    }));

  it("leaves a place to another learner while one learner's fan-out fills the window", () =>
    withClient({ JUDGE0_MAX_IN_FLIGHT: '3' }, 100, async (judge0, log) => {
      const fanOut = judge0.run(Array.from({ length: 6 }, () => RUN), 'ann');
      await pause(20);
      const single = judge0.run([RUN], 'bob');
      await Promise.all([fanOut, single]);
      expect(log.keys.slice(0, 3)).toEqual(['ann', 'ann', 'bob']);
      expect(log.peak).toBe(3);
    }));

  it('halves its window when the API answers "queue is full", and every run still gets its result', async () => {
    const limits: number[] = [];
    const record = (message: unknown) => limits.push((message as InFlightState).limit);
    JUDGE0_IN_FLIGHT.subscribe(record);
    try {
      await withClient(
        { JUDGE0_MAX_IN_FLIGHT: '8', JUDGE0_RETRY_INITIAL_MS: '20' },
        40,
        async (judge0, log) => {
          const results = await judge0.run(Array.from({ length: 8 }, () => RUN), 'ann');
          expect(results.map((result) => result.status.id)).toEqual(Array.from({ length: 8 }, () => 3));
          expect(log.refused).toBeGreaterThan(0);
        },
        2,
      );
    } finally {
      JUDGE0_IN_FLIGHT.unsubscribe(record);
    }
    expect(limits[0]).toBe(8);
    expect(Math.min(...limits)).toBeLessThanOrEqual(4);
  });
});
