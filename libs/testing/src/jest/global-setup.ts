import { publishTestEnv, readTestEnv } from '../config/test-env';
import { startPostgres, startRedis, type StartedServer } from '../infra/server-backends';

/** Jest shares only globals between global setup and teardown, so the started servers live here. */
const registry = globalThis as typeof globalThis & { __algosheetsTestServers?: StartedServer[] };

/**
 * Jest global setup: makes sure a PostgreSQL and a Redis exist for the run. URLs from the
 * environment win; else testcontainers when Docker answers; else embedded servers.
 */
export default async function globalSetup(): Promise<void> {
  const env = readTestEnv();
  const started: StartedServer[] = (registry.__algosheetsTestServers = []);
  const databaseUrl = env.databaseUrl ?? (await keep(started, startPostgres(env.dockerHost))).url;
  const redisUrl = env.redisUrl ?? (await keep(started, startRedis(env.dockerHost))).url;
  publishTestEnv({ databaseUrl, redisUrl });
}

async function keep(started: StartedServer[], server: Promise<StartedServer>): Promise<StartedServer> {
  const value = await server;
  started.push(value);
  return value;
}

/** Stops what {@link globalSetup} started. */
export async function stopStartedServers(): Promise<void> {
  const started = registry.__algosheetsTestServers ?? [];
  await Promise.all(started.splice(0).map((server) => server.stop()));
}
