import type { FastifyInstance } from 'fastify';
import type { SandboxMetrics } from './sandbox-metrics';

/** Path of the Prometheus endpoint. */
export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics`: the Prometheus text exposition of {@link SandboxMetrics}. Like every route but
 * the probes it needs the token: in `X-Auth-Token`, or as `Authorization: Bearer <token>`, which a
 * Prometheus scrape config can send (see `registerAuthHook`).
 */
export function registerMetricsRoutes(app: FastifyInstance, metrics: SandboxMetrics): void {
  app.get(METRICS_PATH, async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
