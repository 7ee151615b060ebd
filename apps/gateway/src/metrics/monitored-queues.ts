import { EXECUTION_QUEUE } from '@algosheets/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

/**
 * The BullMQ queues the gateway watches (today {@link EXECUTION_QUEUE}): the queue gauges of
 * `/metrics` and the admin queue board read them. They are the queues the producer registered
 * (ExecutionQueueModule), so their commands fail fast while Redis is down; a scrape also bounds its
 * own wait (`registerQueueJobsGauge`).
 */
@Injectable()
export class MonitoredQueues {
  private readonly queues: readonly Queue[];

  constructor(@InjectQueue(EXECUTION_QUEUE) execution: Queue) {
    this.queues = [execution];
  }

  /** The queues, keys under `REDIS_PREFIX` like the worker's. */
  list(): readonly Queue[] {
    return this.queues;
  }
}
