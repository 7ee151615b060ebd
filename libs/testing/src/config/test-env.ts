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

/**
 * Gateway variables that give new password hashes OWASP's minimum argon2id cost (19 MiB, 2 passes,
 * 1 lane) instead of the default (64 MiB, 3 passes, 4 lanes): about 30 ms of CPU per sign-up or
 * login instead of 190, across the hundreds a test run makes. The gateway's own unit tests prove
 * the default cost; nothing a test asserts depends on it.
 */
export const MINIMUM_PASSWORD_HASH_ENV: Readonly<Record<string, string>> = {
  PASSWORD_HASH_MEMORY_KB: '19456',
  PASSWORD_HASH_ITERATIONS: '2',
  PASSWORD_HASH_PARALLELISM: '1',
};
