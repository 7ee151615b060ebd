import { createMetricsRegistry, registerQueueJobsGauge } from '@algosheets/server-common';
import { Injectable } from '@nestjs/common';
import { Histogram, type Registry } from 'prom-client';
import { MonitoredQueues } from './monitored-queues';

/**
 * Names of the gateway's own metrics (Prometheus conventions: `algosheets_` namespace, base units).
 * Beside them: `algosheets_queue_jobs{queue,state}` (server-common, shared with the worker) and the
 * default `process_*` / `nodejs_*` metrics.
 */
export const GATEWAY_METRIC_NAMES = {
  /** Histogram, seconds, labels `method`, `route` (the route template), `status_code`. */
  httpRequestDuration: 'algosheets_http_request_duration_seconds',
} as const;

/**
 * Upper bounds of the latency buckets, s: API reads take milliseconds; Run and Submit wait for their
 * verdict up to `EXECUTION_WAIT_MS` (10 s) and a problem's reference-solution check up to
 * `VALIDATION_WAIT_MS` (120 s).
 */
const HTTP_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** One answered HTTP request, as the latency histogram records it. */
export interface HttpObservation {
  method: string;
  /** The route template (`/api/v1/problems/get-problem/:id`), never the raw URL: label values stay few. */
  route: string;
  statusCode: number;
  durationS: number;
}

/** The gateway's Prometheus registry: HTTP latency, the monitored queues' job counts, process metrics. */
@Injectable()
export class GatewayMetrics {
  readonly registry: Registry = createMetricsRegistry();
  private readonly httpDuration = new Histogram({
    name: GATEWAY_METRIC_NAMES.httpRequestDuration,
    help: 'Time from request to response end, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: HTTP_BUCKETS_S,
    registers: [this.registry],
  });

  constructor(queues: MonitoredQueues) {
    registerQueueJobsGauge(this.registry, () => queues.list());
  }

  observeHttp({ method, route, statusCode, durationS }: HttpObservation): void {
    this.httpDuration.observe({ method, route, status_code: String(statusCode) }, durationS);
  }
}
