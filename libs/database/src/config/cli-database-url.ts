import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';

/** The data folder of `npm start` (ALGOSHEETS_DATA_DIR, default `<repository>/.data`). */
export function localDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.ALGOSHEETS_DATA_DIR || resolve(__dirname, '../../../../.data');
}

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/**
 * The database of the command-line tools (`db:migrate`, `user:create-admin`, `content:load`, the
 * demo seed): `DATABASE_URL` when set, else the embedded PostgreSQL of `npm start`, whose URL (with
 * its generated password) `npm start` keeps as EMBEDDED_DATABASE_URL in `<data folder>/secrets.env`.
 * @returns a postgres:// URL
 * @throws Error when DATABASE_URL is not a postgres URL, or is unset and no embedded database is recorded
 */
export function readCliDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) {
    if (!POSTGRES_URL.test(env.DATABASE_URL)) throw new Error('DATABASE_URL must be a postgres:// URL (see .env.example)');
    return env.DATABASE_URL;
  }
  const secretsFile = join(localDataDir(env), 'secrets.env');
  const recorded = existsSync(secretsFile) ? parseEnv(readFileSync(secretsFile, 'utf8')).EMBEDDED_DATABASE_URL : undefined;
  if (!recorded || !POSTGRES_URL.test(recorded)) {
    throw new Error(`DATABASE_URL is unset and ${secretsFile} names no embedded database: run \`npm start\` once (it must be running for the tools to reach it), or set DATABASE_URL`);
  }
  return recorded;
}
