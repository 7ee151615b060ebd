import type { FastifyInstance } from 'fastify';

/** Paths of the probe routes; open without a token (see app.ts) and revealing nothing. */
export const HEALTH_PATHS = ['/health/live', '/health/ready'] as const;

/** Whether the service still takes new runs; flipped once, by {@link SandboxLifecycle.beginDrain}. */
export class SandboxLifecycle {
  private drainBegun = false;

  /** True once a drain has begun (SIGTERM): readiness answers 503 and new runs are refused. */
  get draining(): boolean {
    return this.drainBegun;
  }

  /** Stops accepting runs; idempotent. */
  beginDrain(): void {
    this.drainBegun = true;
  }
}

/**
 * Probe routes for Kubernetes, compose and the Dockerfile `HEALTHCHECK`, answered without a token
 * and with nothing about the host, version or languages (an unauthenticated caller learns only
 * whether the process serves):
 * `GET /health/live` → 200 `{"status":"ok"}` while the process answers HTTP;
 * `GET /health/ready` → 200 `{"status":"ok"}` while it accepts runs, 503 `{"status":"draining"}`
 * once a drain began, so load balancers stop sending new runs before the process exits.
 */
export function registerHealthRoutes(app: FastifyInstance, lifecycle: SandboxLifecycle): void {
  app.get(HEALTH_PATHS[0], async () => ({ status: 'ok' }));
  app.get(HEALTH_PATHS[1], async (_request, reply) => (lifecycle.draining ? reply.code(503).send({ status: 'draining' }) : { status: 'ok' }));
}
