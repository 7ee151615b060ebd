import { createTestDatabase, readTestEnv, type TestDatabase } from '@algosheets/testing';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { readCliDatabaseUrl } from '../src';

const root = resolve(__dirname, '../../..');

function dataDirWith(secrets: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'algosheets-cli-url-'));
  if (secrets !== undefined) writeFileSync(join(dir, 'secrets.env'), secrets, { mode: 0o600 });
  return dir;
}

describe('readCliDatabaseUrl: DATABASE_URL, else the embedded database of npm start', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const dir = (secrets?: string) => {
    const made = dataDirWith(secrets);
    dirs.push(made);
    return made;
  };

  it('prefers DATABASE_URL over the recorded embedded database', () => {
    const data = dir('EMBEDDED_DATABASE_URL=postgres://postgres:x@127.0.0.1:5433/algosheets\n');
    expect(readCliDatabaseUrl({ DATABASE_URL: 'postgres://a@b/c', ALGOSHEETS_DATA_DIR: data })).toBe('postgres://a@b/c');
  });

  it('reads EMBEDDED_DATABASE_URL from secrets.env when DATABASE_URL is unset', () => {
    const data = dir('# comment\nSANDBOX_AUTH_TOKEN=abc\nEMBEDDED_DATABASE_URL=postgres://postgres:p%40ss@127.0.0.1:5433/algosheets\n');
    expect(readCliDatabaseUrl({ ALGOSHEETS_DATA_DIR: data })).toBe('postgres://postgres:p%40ss@127.0.0.1:5433/algosheets');
  });

  it('says to run npm start or set DATABASE_URL when nothing is recorded', () => {
    expect(() => readCliDatabaseUrl({ ALGOSHEETS_DATA_DIR: dir() })).toThrow(/run `npm start` once.*or set DATABASE_URL/);
    expect(() => readCliDatabaseUrl({ ALGOSHEETS_DATA_DIR: dir('SANDBOX_AUTH_TOKEN=abc\n') })).toThrow(/names no embedded database/);
  });

  it('refuses a DATABASE_URL that is not postgres', () => {
    expect(() => readCliDatabaseUrl({ DATABASE_URL: 'mysql://x@y/z' })).toThrow('DATABASE_URL must be a postgres:// URL');
  });

  describe('npm run db:migrate without DATABASE_URL', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(readTestEnv().databaseUrl as string, 'cli_url');
    });
    afterAll(() => database.drop());

    it('migrates the database recorded in the data folder', async () => {
      const data = dir(`EMBEDDED_DATABASE_URL=${database.url}\n`);
      // Only the data folder: no DATABASE_URL reaches the tool.
      const env = { ALGOSHEETS_DATA_DIR: data };
      const result = spawnSync(process.execPath, ['-r', '@swc-node/register', 'libs/database/src/cli/migrate.cli.ts'], { cwd: root, env, encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/^applied: /);
      const client = new Client({ connectionString: database.url });
      await client.connect();
      const tables = await client.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'problems'`);
      await client.end();
      expect(tables.rowCount).toBe(1);
    }, 120_000);
  });
});
