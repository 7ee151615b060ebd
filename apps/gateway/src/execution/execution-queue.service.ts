import { EXECUTION_JOB_DEFAULTS, EXECUTION_QUEUE, type ExecutionJobPayload, type ExecutionJobResult } from '@algosheets/contracts';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type Job, Queue, QueueEvents } from 'bullmq';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/** ioredis options from a `redis://` / `rediss://` URL (BullMQ takes options, not a URL). */
function redisConnection(url: string, failFast: boolean) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number(parsed.pathname.slice(1) || 0),
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    connectTimeout: 2000,
    // The producer answers 503 quickly when Redis is down instead of queueing commands forever.
    ...(failFast ? { maxRetriesPerRequest: 1, enableOfflineQueue: false } : {}),
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
}

/** How a wait for a job ended. */
export type JobOutcome =
  | { kind: 'completed'; result: ExecutionJobResult }
  | { kind: 'failed'; reason: string }
  | { kind: 'timeout' };

/**
 * The gateway's side of {@link EXECUTION_QUEUE}: a BullMQ producer and a QueueEvents listener
 * (DESIGN.md section 2 step 4). Jobs get `attempts` with exponential back-off and bounded retention
 * (`EXECUTION_JOB_DEFAULTS`); keys live under `REDIS_PREFIX` like the worker's.
 */
@Injectable()
export class ExecutionQueueService implements OnApplicationShutdown {
  private readonly queue: Queue<ExecutionJobPayload, ExecutionJobResult>;
  private readonly events: QueueEvents;
  private readonly eventsReady: Promise<void>;
  private readonly jobOptions: { attempts: number; backoff: { type: 'exponential'; delay: number } };

  constructor(configService: ConfigService) {
    const config = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG);
    this.queue = new Queue(EXECUTION_QUEUE, { connection: redisConnection(config.redis.url, true), prefix: config.redis.prefix });
    this.events = new QueueEvents(EXECUTION_QUEUE, { connection: redisConnection(config.redis.url, false), prefix: config.redis.prefix });
    // Errors are reported through the failing commands; an unhandled 'error' event would crash the process.
    this.queue.on('error', () => undefined);
    this.events.on('error', () => undefined);
    this.eventsReady = this.events.waitUntilReady().then(
      () => undefined,
      () => undefined,
    );
    this.jobOptions = { attempts: config.execution.attempts, backoff: { type: 'exponential', delay: config.execution.backoffMs } };
  }

  /** Jobs waiting to be picked up (the backpressure measure). @throws when Redis is unreachable */
  waitingCount(): Promise<number> {
    return this.queue.getWaitingCount();
  }

  /**
   * Enqueues a job. With `jobId` (a Submit: the submission id) an existing job of that id is
   * returned instead of a second one being created.
   */
  async add(payload: ExecutionJobPayload, jobId?: string): Promise<Job<ExecutionJobPayload, ExecutionJobResult>> {
    await this.eventsReady;
    return this.queue.add(payload.kind, payload, {
      ...this.jobOptions,
      jobId,
      removeOnComplete: EXECUTION_JOB_DEFAULTS.removeOnComplete,
      removeOnFail: EXECUTION_JOB_DEFAULTS.removeOnFail,
    });
  }

  /** Awaits a job's end through QueueEvents for at most `timeoutMs`. */
  async wait(job: Job<ExecutionJobPayload, ExecutionJobResult>, timeoutMs: number): Promise<JobOutcome> {
    try {
      return { kind: 'completed', result: await job.waitUntilFinished(this.events, timeoutMs) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/timed out before finishing/.test(message)) return { kind: 'timeout' };
      return { kind: 'failed', reason: message };
    }
  }

  /** Removes a job nobody waits for any more, if it has not started (best effort). */
  async discard(job: Job<ExecutionJobPayload, ExecutionJobResult>): Promise<void> {
    await job.remove().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.events.close().catch(() => undefined), this.queue.close().catch(() => undefined)]);
  }
}
