import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A database of its own for one test file: migrated, and dropped by `drop`. */
export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Lower-case letters, digits and underscores only, so that the name needs no quoting rules. */
function databaseName(label: string): string {
  const safe = label.toLowerCase().replace(/[^a-z0-9]+/g, '_').slice(0, 30);
  return `algosheets_t_${safe}_${randomBytes(4).toString('hex')}`;
}

function withDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Brings a new database's schema up to date, e.g. `(url) => runMigrations({ url })`. */
export type Migrate = (databaseUrl: string) => Promise<unknown>;

/**
 * Creates a fresh database next to the one `baseUrl` names and, when given `migrate`, applies the
 * schema, so that concurrent test runs and test files never share rows.
 * @param baseUrl a server URL whose user may CREATE DATABASE
 * @param label a readable part of the database name (the test file)
 */
export async function createTestDatabase(baseUrl: string, label: string, migrate?: Migrate): Promise<TestDatabase> {
  const name = databaseName(label);
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // Raw SQL (decision 0008): CREATE/DROP DATABASE run on a server connection before any schema exists.
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(baseUrl, name);
  if (migrate) await migrate(url);
  return {
    url,
    name,
    drop: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
