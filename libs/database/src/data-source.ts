import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** Options of {@link createDataSourceOptions}. */
export interface DatabaseOptions {
  /** `postgres://user[:password]@host:port/database` */
  url: string;
  /** Connections in the pool (default 10). */
  poolSize?: number;
  /** Log every SQL statement (default false). */
  logging?: boolean;
  /** Name reported to PostgreSQL in `pg_stat_activity.application_name`. */
  applicationName?: string;
}

/**
 * TypeORM options for the AlgoSheets schema. `synchronize` is always off: the schema is changed only
 * by migrations, which callers run explicitly with {@link runMigrations}.
 */
export function createDataSourceOptions(options: DatabaseOptions): PostgresDataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension has to be installed.
    uuidExtension: 'pgcrypto',
    synchronize: false,
    migrationsRun: false,
    logging: options.logging ?? false,
    applicationName: options.applicationName,
    extra: { max: options.poolSize ?? 10 },
  };
}

/** A DataSource that is not yet initialised. */
export function createDataSource(options: DatabaseOptions): DataSource {
  return new DataSource(createDataSourceOptions(options));
}

/**
 * The schema this build's migrations produce: `migrate` brings a database to it
 * ({@link runMigrations}), and `key` (hex) changes whenever any migration's code does (a SHA-256
 * of their names and compiled source). Test databases of one key are copied from a template
 * migrated once instead of each being migrated.
 */
export function currentSchema(): { key: string; migrate(url: string): Promise<string[]> } {
  const hash = createHash('sha256');
  for (const migration of MIGRATIONS) hash.update(`${migration.name}\n${migration.toString()}\n`);
  return { key: hash.digest('hex'), migrate: (url) => runMigrations({ url }) };
}

/**
 * Applies every pending migration, each in its own transaction, and returns the names applied.
 * Safe to run concurrently from several processes: PostgreSQL's advisory lock serialises them.
 * @throws the driver's error when the database is unreachable or a migration fails (it is rolled back).
 */
export async function runMigrations(options: DatabaseOptions): Promise<string[]> {
  const dataSource = createDataSource({ ...options, poolSize: 1 });
  await dataSource.initialize();
  try {
    // Raw SQL (decision 0008): the advisory lock is a PostgreSQL function that touches no entity.
    await dataSource.query('SELECT pg_advisory_lock(727001)');
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    await dataSource.destroy();
  }
}
