import Redis from 'ioredis';
import { Client } from 'pg';
import { provisionTestInfra } from '../src';

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
});
