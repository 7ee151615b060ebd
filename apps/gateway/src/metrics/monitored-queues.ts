import { EXECUTION_QUEUE } from '@algosheets/contracts';
import { redisConnectionOptions } from '@algosheets/server-common';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Queue } from 'bullmq';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/**
 * Read-side handles on the BullMQ queues the gateway watches (today {@link EXECUTION_QUEUE}): the
 * queue gauges of `/metrics` and the admin queue board use them. They are separate from the
 * producer's queue (ExecutionQueueService) so that a slow scrape never competes with enqueueing.
 * Opened on first use, so a gateway nobody scrapes or inspects opens no extra Redis connection.
 */
@Injectable()
export class MonitoredQueues implements OnApplicationShutdown {
  private readonly config: GatewayConfig;
  private queues?: Queue[];

  constructor(configService: ConfigService) {
    this.config = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG);
  }

  /** The queues, connected on the first call; keys under `REDIS_PREFIX` like the producer's and the worker's. */
  list(): readonly Queue[] {
    if (!this.queues) {
      const { url, prefix } = this.config.redis;
      const queue = new Queue(EXECUTION_QUEUE, {
        // One retry, then the command fails: a scrape or a board request must not hang on a Redis outage.
        connection: { ...redisConnectionOptions(url), connectTimeout: 2000, maxRetriesPerRequest: 1, retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000) },
        prefix,
      });
      // Failures surface through the failing commands; an unhandled 'error' event would crash the process.
      queue.on('error', () => undefined);
      this.queues = [queue];
    }
    return this.queues;
  }

  /** Closes the connections, bounded: BullMQ's close waits for a Redis that may be gone. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.queues) return;
    const closed = Promise.all(this.queues.map((queue) => queue.close().catch(() => undefined)));
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }
}
