import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import { provisionTestInfra, readTestEnv } from '../src';

async function databaseExists(baseUrl: string, name: string): Promise<boolean> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('provisionTestInfra', () => {
  it('gives each caller its own database and key prefix, runs the migration, and removes both', async () => {
    const migrated: string[] = [];
    const first = await provisionTestInfra('isolation', { migrate: async (url) => void migrated.push(url) });
    const second = await provisionTestInfra('isolation');
    expect(first.database.name).not.toBe(second.database.name);
    expect(first.redis.prefix).not.toBe(second.redis.prefix);
    expect(migrated).toEqual([first.database.url]);

    const client = new Client({ connectionString: first.database.url });
    await client.connect();
    await client.query('CREATE TABLE marker (id int)');
    await client.end();
    const other = new Client({ connectionString: second.database.url });
    await other.connect();
    const tables = await other.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'marker'`);
    await other.end();
    expect(tables.rows[0].n).toBe(0);

    const redis = new Redis(first.redis.url);
    await redis.set(`${first.redis.prefix}:a`, '1');
    await redis.set(`${second.redis.prefix}:a`, '2');
    await first.teardown();
    expect(await redis.exists(`${first.redis.prefix}:a`)).toBe(0);
    expect(await redis.get(`${second.redis.prefix}:a`)).toBe('2');
    expect(await databaseExists(second.database.url, first.database.name)).toBe(false);
    await second.teardown();
    redis.disconnect();
  });

  it('copies the databases of one schema key from a template migrated once, and migrates again for another key', async () => {
    const baseUrl = readTestEnv().databaseUrl as string;
    const keys = [randomBytes(6).toString('hex'), randomBytes(6).toString('hex')];
    const migrated: string[] = [];
    const schema = (key: string) => ({
      key,
      migrate: async (url: string) => {
        migrated.push(new URL(url).pathname.slice(1));
        await query(url, `CREATE TABLE from_schema_${key} (id int)`);
      },
    });
    try {
      const copies = await Promise.all([provisionTestInfra('template-a', { schema: schema(keys[0]) }), provisionTestInfra('template-b', { schema: schema(keys[0]) })]);
      const later = await provisionTestInfra('template-c', { schema: schema(keys[0]) });
      const other = await provisionTestInfra('template-d', { schema: schema(keys[1]) });
      // Migrated once per key, on a database still marked as building; each copy then holds the table.
      expect(migrated).toEqual([expect.stringMatching(new RegExp(`^algosheets_tpl_${keys[0]}_\\d+_building$`)), expect.stringMatching(new RegExp(`^algosheets_tpl_${keys[1]}_\\d+_building$`))]);
      for (const infra of [...copies, later]) {
        expect(await query(infra.database.url, `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'from_schema_${keys[0]}'`)).toEqual([{ n: 1 }]);
      }
      expect(await query(other.database.url, `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'from_schema_${keys[1]}'`)).toEqual([{ n: 1 }]);
      // Copies share no rows.
      await query(copies[0].database.url, `INSERT INTO from_schema_${keys[0]} VALUES (1)`);
      expect(await query(copies[1].database.url, `SELECT count(*)::int AS n FROM from_schema_${keys[0]}`)).toEqual([{ n: 0 }]);
      await Promise.all([...copies, later, other].map((infra) => infra.teardown()));
    } finally {
      for (const key of keys) {
        for (const row of await query(baseUrl, `SELECT datname FROM pg_database WHERE datname LIKE 'algosheets_tpl_${key}%'`)) await query(baseUrl, `DROP DATABASE IF EXISTS "${row.datname as string}" WITH (FORCE)`);
      }
    }
  });
});
