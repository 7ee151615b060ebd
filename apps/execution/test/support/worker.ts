import { EXECUTION_QUEUE, type ExecutionJobPayload, type ExecutionJobResult } from '@algosheets/contracts';
import { redisConnectionOptions } from '@algosheets/server-common';
import type { TestInfra } from '@algosheets/testing';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import { loadExecutionConfig } from '../../src/config/execution.config';
import { WorkerModule } from '../../src/worker.module';

/**
 * A worker on the queue under `prefix` talking to the Judge0 API at `judge0Url` (sending
 * `judge0Token` as `X-Auth-Token` when given), its probes and metrics served over HTTP like
 * `main.ts` does. Short retries keep the suites quick.
 */
export async function startListeningWorker(infra: TestInfra, prefix: string, judge0Url: string, judge0Token?: string): Promise<INestApplication> {
  const config = loadExecutionConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HEALTH_PORT: '0',
    DATABASE_URL: infra.database.url,
    REDIS_URL: infra.redis.url,
    REDIS_PREFIX: prefix,
    JUDGE0_URL: judge0Url,
    ...(judge0Token === undefined ? {} : { JUDGE0_AUTH_TOKEN: judge0Token }),
    JUDGE0_RETRY_INITIAL_MS: '50',
    JUDGE0_RETRY_MAX_MS: '200',
    JUDGE0_REQUEST_TIMEOUT_MS: '20000',
    EXECUTION_ATTEMPTS: '2',
    EXECUTION_BACKOFF_MS: '200',
    RECONCILE_INTERVAL_MS: '0',
  });
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication();
  await app.listen(0, '127.0.0.1');
  return app;
}

/** A producer and an event listener on the execution queue under `prefix`. */
export function queueOn(infra: TestInfra, prefix: string) {
  const connection = redisConnectionOptions(infra.redis.url);
  const queue = new Queue<ExecutionJobPayload, ExecutionJobResult>(EXECUTION_QUEUE, { connection, prefix });
  const events = new QueueEvents(EXECUTION_QUEUE, { connection, prefix });
  return {
    queue,
    async run(data: ExecutionJobPayload): Promise<ExecutionJobResult> {
      await events.waitUntilReady();
      const job = await queue.add(data.kind, data, { attempts: 2, backoff: { type: 'fixed', delay: 200 } });
      return job.waitUntilFinished(events, 60_000);
    },
    close: () => Promise.all([events.close(), queue.close()]),
  };
}
