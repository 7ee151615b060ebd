import { EXECUTION_QUEUE, type ExecutionJobData, type ExecutionJobResult } from '@algosheets/contracts';
import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Job, Worker } from 'bullmq';
import { WorkerMetrics } from './worker-metrics';

type ExecutionJob = Job<ExecutionJobData, ExecutionJobResult>;

/**
 * Feeds {@link WorkerMetrics} from the events of this process's BullMQ worker on
 * {@link EXECUTION_QUEUE}. It finds the worker among the providers (`@nestjs/bullmq` creates it
 * during module init, before application bootstrap) instead of hooking into the processor, which
 * stays about judging only.
 *
 * A job's duration is `finishedOn - processedOn` of its last attempt: both stamps come from this
 * worker's clock (BullMQ passes them to Redis), so no clock skew enters, and the time spent
 * waiting in the queue is left out (that is `algosheets_queue_jobs{state="waiting"}`'s story).
 */
@Injectable()
export class JobMetricsListener implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly metrics: WorkerMetrics,
  ) {}

  onApplicationBootstrap(): void {
    for (const { instance } of this.discovery.getProviders()) {
      if (instance instanceof WorkerHost && instance.worker.name === EXECUTION_QUEUE) this.listen(instance.worker);
    }
  }

  private listen(worker: Worker): void {
    // Queue wait and verdict latency start at `timestamp`, stamped by the producer (the gateway)
    // when it enqueued the job: they hold the clock skew between the two hosts (NTP: milliseconds).
    worker.on('active', (job: ExecutionJob) => {
      if (job.attemptsMade === 0) this.metrics.observeQueueWait(job.data.kind, ((job.processedOn ?? Date.now()) - job.timestamp) / 1000);
    });
    worker.on('completed', (job: ExecutionJob, result: ExecutionJobResult) => {
      const finishedOn = job.finishedOn ?? Date.now();
      const durationS = (finishedOn - (job.processedOn ?? Date.now())) / 1000;
      this.metrics.observeVerdict(job.data.kind, job.data.language, result.status, durationS);
      this.metrics.observeVerdictLatency(job.data.kind, job.data.language, (finishedOn - job.timestamp) / 1000);
    });
    worker.on('failed', (job: ExecutionJob | undefined) => {
      // A failure without a job (BullMQ lost it) has nothing to label it with.
      if (!job) return;
      // BullMQ stamps finishedOn only when it gives up; a job it will retry has none yet.
      this.metrics.observeFailure(job.data.kind, job.data.language, job.finishedOn ? 'failed' : 'retried');
    });
  }
}
