import { EXECUTION_QUEUE } from '@algosheets/contracts';
import { jobTelemetry, redisConnectionOptions } from '@algosheets/server-common';
import { BullModule, OnQueueEvent, QueueEventsHost, QueueEventsListener } from '@nestjs/bullmq';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { RedisOptions } from 'bullmq';
import type { GatewayConfig } from '../config/gateway.config';

/** How long shutdown waits for a BullMQ client to close, ms. */
const CLOSE_BOUND_MS = 2000;

/**
 * Connection options of the gateway's BullMQ clients (ioredis's): a 2 s connect timeout and
 * reconnection every 200 ms up to 2 s apart. `failFast` (the queue's commands) fails a command
 * after one reconnection attempt (MaxRetriesPerRequestError, answered 503 by the error filter, in
 * about 1–2 s) instead of holding the request while Redis is down. Commands still wait in ioredis's
 * offline queue for that attempt: without it they would fail with an error the filter answers 500,
 * and BullMQ's close would reject and leave the client reconnecting for ever (decision 0007). The
 * QueueEvents connection blocks on XREAD, which BullMQ requires to retry for ever.
 */
function bullConnection(url: string, failFast: boolean): RedisOptions {
  return {
    ...redisConnectionOptions(url),
    connectTimeout: 2000,
    ...(failFast ? { maxRetriesPerRequest: 1 } : {}),
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
}

/**
 * The gateway's one QueueEvents on {@link EXECUTION_QUEUE} (`queueEvents`, set by @nestjs/bullmq at
 * module init): Run, Submit's long poll and the counterexample finder await their job's end on it.
 * The injection token; the registered class is {@link configuredExecutionQueueEvents}'s.
 */
export abstract class ExecutionQueueEvents extends QueueEventsHost {}

/**
 * {@link ExecutionQueueEvents} bound to the queue with its own, never-failing connection to
 * `url`; the decorator is applied here because `@QueueEventsListener` takes its options at class
 * definition. Closing is bounded by {@link CLOSE_BOUND_MS}, then forced: BullMQ's close first awaits
 * the connection, which never comes while Redis stays unreachable.
 */
function configuredExecutionQueueEvents(url: string): Type<ExecutionQueueEvents> {
  @QueueEventsListener(EXECUTION_QUEUE, { connection: bullConnection(url, false) })
  class ConfiguredExecutionQueueEvents extends ExecutionQueueEvents {
    /** Failures reach callers through their failing waits; without a listener BullMQ prints each one with its stack. */
    @OnQueueEvent('error')
    onError(): void {
      return undefined;
    }

    override async onApplicationShutdown(): Promise<void> {
      const closed = this.queueEvents.close().catch(() => undefined);
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, CLOSE_BOUND_MS).unref())]);
      // A no-op once closed; otherwise drops the connection, which would keep reconnecting and hold the process open.
      await this.queueEvents
        .getBackend()
        .close(true)
        .catch(() => undefined);
    }
  }
  return ConfiguredExecutionQueueEvents;
}

/**
 * The gateway's BullMQ registrations, provided to every module: the one {@link EXECUTION_QUEUE}
 * queue (`@InjectQueue(EXECUTION_QUEUE)`: the producer, the `/metrics` gauges and the queue board)
 * with the fail-fast connection, and {@link ExecutionQueueEvents}. Keys live under `REDIS_PREFIX`
 * like the worker's, so each test run's prefix isolates its jobs. The clients connect when the
 * gateway starts (decision 0007). BullMQ's OpenTelemetry telemetry stores the enqueuing request's
 * trace context in each job, which the worker's processing then continues.
 */
@Module({})
export class ExecutionQueueModule {
  static forRoot(redis: GatewayConfig['redis']): DynamicModule {
    const queue = BullModule.registerQueue({ name: EXECUTION_QUEUE });
    return {
      module: ExecutionQueueModule,
      global: true,
      imports: [BullModule.forRoot({ connection: bullConnection(redis.url, true), prefix: redis.prefix, telemetry: jobTelemetry() }), queue],
      providers: [{ provide: ExecutionQueueEvents, useClass: configuredExecutionQueueEvents(redis.url) }],
      exports: [queue, ExecutionQueueEvents],
    };
  }
}
