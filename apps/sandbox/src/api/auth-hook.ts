import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxConfig } from '../config/sandbox-config';
import { HEALTH_PATHS } from './health.controller';
import { METRICS_PATH } from './metrics.controller';

/** Fixed-length digest, so tokens compare in constant time whatever their lengths. */
const digest = (token: string): Buffer => createHash('sha256').update(token).digest();

/**
 * Requires one of `AUTHN_TOKEN`'s tokens on every route but the health probes: in the
 * `X-Auth-Token` header (`AUTHN_HEADER`) only, never in the query string, which access logs and
 * proxies keep. `/metrics` also takes it as `Authorization: Bearer <token>`, the form a Prometheus
 * scrape config sends. A refusal is Judge0's: 401 with no body. Nothing is registered when
 * authentication is disabled (`SANDBOX_AUTH_DISABLED=true`).
 */
export function registerAuthHook(app: FastifyInstance, config: SandboxConfig): void {
  if (config.authTokens.length === 0) return;
  const header = config.authHeader.toLowerCase();
  const accepted = config.authTokens.map(digest);
  const open: ReadonlySet<string> = new Set(HEALTH_PATHS);
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && open.has(route)) return;
    const bearer = route === METRICS_PATH ? /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] : undefined;
    const token = request.headers[header] ?? bearer;
    if (typeof token !== 'string' || !accepted.some((known) => timingSafeEqual(known, digest(token)))) return reply.code(401).send();
  });
}
