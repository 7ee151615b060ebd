import { readTestEnv } from '../config/test-env';
import { createTestDatabase, type Migrate, type SchemaSource, type TestDatabase } from './test-database';
import { createTestRedis, type TestRedis } from './test-redis';

/** Database and Redis prefix of one test file. */
export interface TestInfra {
  database: TestDatabase;
  redis: TestRedis;
  /** Drops the database and deletes the Redis keys. */
  teardown(): Promise<void>;
}

/**
 * Gives a test file its own database and Redis key prefix on the servers the run uses (from
 * DATABASE_URL / REDIS_URL, which the jest global setup guarantees). The database is a copy of
 * `options.schema`'s template (migrated once per schema key), or migrated by `options.migrate`, or
 * empty. This library does not depend on the schema: callers pass it (the application's is
 * `currentSchema()` of `@algosheets/database`).
 * @throws Error when the global setup did not run and the environment names no servers.
 */
export async function provisionTestInfra(label: string, options: { migrate?: Migrate; schema?: SchemaSource } = {}): Promise<TestInfra> {
  const env = readTestEnv();
  if (!env.databaseUrl || !env.redisUrl) {
    throw new Error('DATABASE_URL and REDIS_URL are unset: run tests through jest with the @algosheets/testing global setup');
  }
  const database = await createTestDatabase(env.databaseUrl, label, options.schema ?? options.migrate);
  const redis = createTestRedis(env.redisUrl, label);
  return {
    database,
    redis,
    teardown: async () => {
      await Promise.all([database.drop(), redis.cleanup()]);
    },
  };
}
