import type { Queue } from 'bullmq';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

/**
 * Gauge of BullMQ jobs by `queue` and `state`. The gateway and the execution worker both export it
 * under this name, so every pod reports the same Redis-wide value: aggregate with `max by (queue, state)`.
 */
export const QUEUE_JOBS_METRIC = 'algosheets_queue_jobs';

/** The job states {@link QUEUE_JOBS_METRIC} reports (the `state` label). */
export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** How long a scrape waits for the job counts before it reports none, ms. */
export const QUEUE_COUNT_TIMEOUT_MS = 2000;

/**
 * A Prometheus registry of its own for one app instance, holding the default Node.js process
 * metrics (`process_*`, `nodejs_*`). Not prom-client's global registry: the tests run several
 * gateways and workers in one process, and a metric name may be registered once per registry.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** The part of an HTTP response (Express's) that {@link sendMetrics} uses. */
export interface MetricsResponse {
  type(contentType: string): { send(body: string): unknown };
}

/**
 * Answers a Prometheus scrape: `registry`'s text exposition with its content type
 * (`text/plain; version=0.0.4`). The gateway's and the worker's `GET /metrics` both answer this way.
 */
export async function sendMetrics(registry: Registry, response: MetricsResponse): Promise<void> {
  const body = await registry.metrics();
  response.type(registry.contentType).send(body);
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Registers {@link QUEUE_JOBS_METRIC} on `registry`. The counts are read from Redis on every scrape
 * (`Queue.getJobCounts`, one round trip per queue), so they are as fresh as the scrape. A queue
 * whose counts do not arrive within {@link QUEUE_COUNT_TIMEOUT_MS} (Redis down) has no samples in
 * that scrape: the scrape itself still succeeds, and `absent()` on the gauge detects the outage.
 * `waiting` counts BullMQ's `wait` list and its `prioritized` set together: a job given a priority
 * (every learner's Run and Submit) waits in the set, and is waiting all the same.
 * @param queues resolved at each scrape, so a caller may open its connections lazily
 */
export function registerQueueJobsGauge(registry: Registry, queues: () => readonly Queue[]): Gauge<'queue' | 'state'> {
  return new Gauge({
    name: QUEUE_JOBS_METRIC,
    help: 'BullMQ jobs by queue and state, read from Redis at scrape time',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const counted = await Promise.all(
        queues().map(async (queue) => ({
          queue: queue.name,
          counts: await withTimeout(queue.getJobCounts(...QUEUE_JOB_STATES, 'prioritized'), QUEUE_COUNT_TIMEOUT_MS).catch(() => undefined),
        })),
      );
      // Values of a queue that did not answer must not linger from an earlier scrape.
      this.reset();
      for (const { queue, counts } of counted) {
        if (!counts) continue;
        for (const state of QUEUE_JOB_STATES) this.set({ queue, state }, (counts[state] ?? 0) + (state === 'waiting' ? (counts.prioritized ?? 0) : 0));
      }
    },
  });
}
