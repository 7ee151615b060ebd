/** Infrastructure URLs the test run was given (`.ci/run` sets both; else the test run starts its own). */
export interface TestEnv {
  databaseUrl?: string;
  redisUrl?: string;
  /** Where testcontainers finds Docker, when not at the default socket. */
  dockerHost?: string;
}

/** Reads the test infrastructure URLs from the environment; empty values count as unset. */
export function readTestEnv(env: NodeJS.ProcessEnv = process.env): TestEnv {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dockerHost: env.DOCKER_HOST || undefined,
  };
}

/**
 * Publishes the URLs of servers started by the jest global setup to the test workers, which
 * inherit the environment of the process that spawns them.
 */
export function publishTestEnv(urls: { databaseUrl: string; redisUrl: string }, env: NodeJS.ProcessEnv = process.env): void {
  env.DATABASE_URL = urls.databaseUrl;
  env.REDIS_URL = urls.redisUrl;
}
