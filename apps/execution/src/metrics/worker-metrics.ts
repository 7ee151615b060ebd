import { EXECUTION_QUEUE, type ExecutionJobKind, type Language, type SubmissionStatus } from '@algosheets/contracts';
import { createMetricsRegistry, registerQueueJobsGauge } from '@algosheets/server-common';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * Names of the worker's own metrics (Prometheus conventions: `algosheets_` namespace, base units,
 * `_total` counters). Beside them: `algosheets_queue_jobs{queue,state}` (server-common, shared with
 * the gateway) and the default `process_*` / `nodejs_*` metrics.
 */
export const WORKER_METRIC_NAMES = {
  /** Histogram, seconds, labels `kind`, `language`, `verdict`: jobs that ended with a verdict. */
  jobDuration: 'algosheets_execution_job_duration_seconds',
  /** Counter, labels `kind`, `language`, `outcome` (`completed`, `retried`, `failed`). */
  jobs: 'algosheets_execution_jobs_total',
} as const;

/**
 * How an attempt of a job ended: `completed` with a verdict (an `Internal Error` after the last
 * retry included), `retried` (it threw and BullMQ will try again), `failed` (BullMQ gave up on it,
 * e.g. it stalled twice).
 */
export type JobOutcome = 'completed' | 'retried' | 'failed';

/**
 * Upper bounds of the job duration buckets, s: a Run of an interpreted language takes well under a
 * second, a Java compile a few seconds, a Submit of many tests or with retries up to
 * `JUDGE0_DEADLINE_MS` (120 s).
 */
const JOB_BUCKETS_S = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

/** The worker's Prometheus registry: job durations and outcomes, the queue's job counts, process metrics. */
@Injectable()
export class WorkerMetrics {
  readonly registry: Registry = createMetricsRegistry();
  private readonly duration = new Histogram({
    name: WORKER_METRIC_NAMES.jobDuration,
    help: 'Time from a job attempt starting to its verdict, by job kind, language and verdict',
    labelNames: ['kind', 'language', 'verdict'],
    buckets: JOB_BUCKETS_S,
    registers: [this.registry],
  });
  private readonly outcomes = new Counter({
    name: WORKER_METRIC_NAMES.jobs,
    help: 'Job attempts this worker ended, by job kind, language and outcome',
    labelNames: ['kind', 'language', 'outcome'],
    registers: [this.registry],
  });

  constructor(@InjectQueue(EXECUTION_QUEUE) queue: Queue) {
    // This handle only counts jobs: a Redis outage shows as missing samples (and in /health/ready),
    // not as an error log line per reconnection attempt.
    queue.on('error', () => undefined);
    registerQueueJobsGauge(this.registry, () => [queue]);
  }

  /** A job that ended with `verdict` after `durationS` seconds of its last attempt. */
  observeVerdict(kind: ExecutionJobKind, language: Language, verdict: SubmissionStatus, durationS: number): void {
    this.duration.observe({ kind, language, verdict }, durationS);
    this.outcomes.inc({ kind, language, outcome: 'completed' });
  }

  /** An attempt that threw instead of returning a verdict. */
  observeFailure(kind: ExecutionJobKind, language: Language, outcome: Exclude<JobOutcome, 'completed'>): void {
    this.outcomes.inc({ kind, language, outcome });
  }
}
