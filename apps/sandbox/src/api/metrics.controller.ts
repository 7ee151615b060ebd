import type { FastifyInstance } from 'fastify';
import type { SandboxMetrics } from './sandbox-metrics';

/** Path of the Prometheus endpoint; exempt from `X-Auth-Token` (see `registerMetricsRoutes`). */
export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics`: the Prometheus text exposition of {@link SandboxMetrics}. It needs no
 * `X-Auth-Token`, like a Judge0 client would send: a Prometheus Operator scrape cannot send that
 * header, and the answer holds only counts and timings. Who may reach the port at all is the
 * NetworkPolicy's business (k8s/base/sandbox.yaml).
 */
export function registerMetricsRoutes(app: FastifyInstance, metrics: SandboxMetrics): void {
  app.get(METRICS_PATH, async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
