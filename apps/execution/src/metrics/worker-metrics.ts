import { EXECUTION_QUEUE, type ExecutionJobKind, type Language, type SubmissionStatus } from '@algosheets/contracts';
import { createMetricsRegistry, registerQueueJobsGauge } from '@algosheets/server-common';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Queue } from 'bullmq';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { type Judge0Exchange, JUDGE0_EXCHANGES, JUDGE0_IN_FLIGHT } from '../judge0/judge0.client';
import type { InFlightState } from '../judge0/in-flight-window';
import { EXECUTION_CONFIG, type ExecutionConfig } from '../config/execution.config';

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
  /** Histogram, seconds, label `kind`: from enqueue to a worker picking the job up (first attempt). */
  queueWait: 'algosheets_execution_queue_wait_seconds',
  /** Histogram, seconds, labels `kind`, `language`: from enqueue to the verdict stored (what a learner waits). */
  verdictLatency: 'algosheets_execution_verdict_latency_seconds',
  /** Gauge, seconds: age of the oldest job waiting in the queue, read from Redis at scrape time. */
  oldestWaiting: 'algosheets_execution_oldest_waiting_job_age_seconds',
  /** Counter, label `code` (HTTP status, `none`): requests of the worker's Judge0 client. */
  judge0Requests: 'algosheets_judge0_requests_total',
  /** Counter, label `code` (503, 429): Judge0 requests sent again after a "queue is full". */
  judge0Retries: 'algosheets_judge0_retries_total',
  /** Gauge: the worker's requests in flight to the Judge0 API. */
  judge0InFlight: 'algosheets_judge0_requests_in_flight',
  /** Gauge: requests waiting in the worker for room in its in-flight window. */
  judge0Waiting: 'algosheets_judge0_requests_waiting',
  /** Gauge: the in-flight window's current limit (`JUDGE0_MAX_IN_FLIGHT`, halved after a "queue is full"). */
  judge0InFlightLimit: 'algosheets_judge0_in_flight_limit',
} as const;

/** Waiting jobs read per scrape to find the oldest: the gateway's default bound on waiting jobs. */
const OLDEST_SCAN = 200;

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

/** Queue wait and verdict latency: the Run SLO's 5 s and the Submit's 30 s are bucket bounds. */
const LATENCY_BUCKETS_S = [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30, 60, 120, 300];

/**
 * The worker's Prometheus registry: job durations and outcomes, queue wait, verdict latency, the
 * oldest waiting job's age, the Judge0 client's requests and retries (from {@link JUDGE0_EXCHANGES}),
 * the queue's job counts, process metrics.
 */
@Injectable()
export class WorkerMetrics implements OnModuleDestroy {
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

  private readonly queueWait = new Histogram({
    name: WORKER_METRIC_NAMES.queueWait,
    help: 'Time from enqueue to a worker picking the job up, first attempt, by job kind',
    labelNames: ['kind'],
    buckets: LATENCY_BUCKETS_S,
    registers: [this.registry],
  });
  private readonly verdictLatency = new Histogram({
    name: WORKER_METRIC_NAMES.verdictLatency,
    help: 'Time from enqueue to the verdict stored, by job kind and language',
    labelNames: ['kind', 'language'],
    buckets: LATENCY_BUCKETS_S,
    registers: [this.registry],
  });
  private readonly judge0Requests = new Counter({
    name: WORKER_METRIC_NAMES.judge0Requests,
    help: 'Requests of the Judge0 client by answer code (none: unreachable, time-out, not JSON)',
    labelNames: ['code'],
    registers: [this.registry],
  });
  private readonly judge0Retries = new Counter({
    name: WORKER_METRIC_NAMES.judge0Retries,
    help: 'Judge0 requests sent again after a "queue is full" answer, by its code',
    labelNames: ['code'],
    registers: [this.registry],
  });
  private readonly judge0InFlight = new Gauge({
    name: WORKER_METRIC_NAMES.judge0InFlight,
    help: "The worker's requests in flight to the Judge0 API",
    registers: [this.registry],
  });
  private readonly judge0Waiting = new Gauge({
    name: WORKER_METRIC_NAMES.judge0Waiting,
    help: "Requests waiting in the worker for room in its in-flight window, in the fair-share order",
    registers: [this.registry],
  });
  private readonly judge0InFlightLimit = new Gauge({
    name: WORKER_METRIC_NAMES.judge0InFlightLimit,
    help: 'Requests the worker lets be in flight at once now: JUDGE0_MAX_IN_FLIGHT, halved after a "queue is full" and grown back by finished runs',
    registers: [this.registry],
  });
  private readonly onInFlight = (message: unknown): void => {
    const { active, queued, limit } = message as InFlightState;
    this.judge0InFlight.set(active);
    this.judge0Waiting.set(queued);
    this.judge0InFlightLimit.set(limit);
  };
  private readonly onExchange = (message: unknown): void => {
    const { code, retried } = message as Judge0Exchange;
    this.judge0Requests.inc({ code });
    if (retried) this.judge0Retries.inc({ code });
  };

  constructor(@InjectQueue(EXECUTION_QUEUE) queue: Queue, configService: ConfigService) {
    // This handle only counts jobs: a Redis outage shows as missing samples (and in /health/ready),
    // not as an error log line per reconnection attempt.
    queue.on('error', () => undefined);
    registerQueueJobsGauge(this.registry, () => [queue]);
    new Gauge({
      name: WORKER_METRIC_NAMES.oldestWaiting,
      help: 'Age of the oldest job waiting in the execution queue (0 when none waits), read from Redis at scrape time',
      registers: [this.registry],
      async collect() {
        // Priorities reorder the waiting jobs, so the oldest is looked for among the first ones.
        const waiting = await queue.getJobs(['wait', 'prioritized'], 0, OLDEST_SCAN - 1, true).catch(() => null);
        if (!waiting) return this.reset();
        const oldest = Math.min(...waiting.filter(Boolean).map((job) => job.timestamp));
        this.set(Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
      },
    });
    JUDGE0_EXCHANGES.subscribe(this.onExchange);
    // Until the first request the window is full and empty.
    this.judge0InFlightLimit.set(configService.getOrThrow<ExecutionConfig>(EXECUTION_CONFIG).judge0.maxInFlight);
    JUDGE0_IN_FLIGHT.subscribe(this.onInFlight);
  }

  onModuleDestroy(): void {
    JUDGE0_EXCHANGES.unsubscribe(this.onExchange);
    JUDGE0_IN_FLIGHT.unsubscribe(this.onInFlight);
  }

  /** A job picked up for its first attempt after waiting `waitS` seconds in the queue. */
  observeQueueWait(kind: ExecutionJobKind, waitS: number): void {
    this.queueWait.observe({ kind }, Math.max(0, waitS));
  }

  /** A job whose verdict was stored `latencyS` seconds after it was enqueued. */
  observeVerdictLatency(kind: ExecutionJobKind, language: Language, latencyS: number): void {
    this.verdictLatency.observe({ kind, language }, Math.max(0, latencyS));
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
