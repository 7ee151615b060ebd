import { allocateSandboxUids, freePort } from '@algosheets/testing';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { Client } from 'pg';

const root = resolve(__dirname, '../..');
const START_TIMEOUT_MS = 300_000;

interface Orchestrator {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Orchestrators started by the test in progress: stopped after it whatever its outcome. */
const started: Orchestrator[] = [];

/** Runs `npm start`'s orchestrator (`--dev`: `npm run dev`) in a process group of its own, as a terminal would. */
function startOrchestrator(env: Record<string, string | undefined>, args: string[] = []): Orchestrator {
  const child = spawn(process.execPath, ['tools/start/start.mjs', ...args], { cwd: root, env: env as NodeJS.ProcessEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const run = { child, output: () => output, exited };
  started.push(run);
  return run;
}

/** Sends `signal` to an orchestrator's process group; false when the group is gone already. */
function signalGroup(run: Orchestrator, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-(run.child.pid as number), signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/**
 * Stops what a test left running: a failed expectation must not leave the stack up, or jest
 * waits for it forever (its pipes stay open) and the whole suite hangs. Ctrl-C first, as a user
 * would, then SIGKILL to the group after 30 s.
 */
async function stopLeftovers(): Promise<void> {
  for (const run of started.splice(0)) {
    if (run.child.exitCode !== null || run.child.signalCode !== null) continue;
    if (!signalGroup(run, 'SIGINT')) continue;
    const stopped = await Promise.race([run.exited.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 30_000))]);
    if (!stopped) signalGroup(run, 'SIGKILL');
  }
}

/**
 * The cgroup v1 groups of the sandbox instances of process `pid` (`algosheets-sandbox-<pid>-…`), in
 * every controller hierarchy, next to where this process's own groups are.
 */
function sandboxCgroupsOf(pid: number): string[] {
  return readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .filter(([, controllers, path]) => controllers && path && !controllers.startsWith('name=') && existsSync(join('/sys/fs/cgroup', controllers.split(',')[0], path)))
    .flatMap(([, controllers, path]) => {
      const dir = join('/sys/fs/cgroup', controllers.split(',')[0], path);
      return readdirSync(dir).filter((entry) => entry.startsWith(`algosheets-sandbox-${pid}-`)).map((entry) => join(dir, entry));
    });
}

/**
 * Waits until GET `url` answers 200 with a body `accept` takes, polling every 250 ms for 60 s.
 * @throws Error naming `what`, with the orchestrator's output, when it never does
 */
async function untilAnswers(url: string, accept: (body: string) => boolean, what: string, output: () => string, headers: Record<string, string> = {}): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(url, { headers });
      if (response.status === 200 && accept(await response.text())) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} never answered again at ${url}\n${output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function until(check: () => boolean, what: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms; output:\n${output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Local addresses (`a.b.c.d`) of the TCP sockets listening on `port`, from /proc/net/tcp{,6}. */
function listenAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A' && cols[1]?.endsWith(`:${hexPort}`))
      .map((cols) => {
        const hex = cols[1].split(':')[0];
        return hex.length === 8 ? hex.match(/../g)!.reverse().map((b) => parseInt(b, 16)).join('.') : `ipv6:${hex}`;
      }),
  );
}

/** Processes whose command line mentions `text` (the data folder or one of our entry files). */
function processesMentioning(text: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** True when PostgreSQL accepts `url` (its password included). */
async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every folder and file below `dir` (not `dir` itself), links and sockets left out. */
function filesUnder(dir: string): { path: string; stat: Stats }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isDirectory()) return [{ path, stat }, ...filesUnder(path)];
    return stat.isFile() ? [{ path, stat }] : [];
  });
}

function postgresGid(): number {
  return Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
}

/** The pid `npm start` recorded for service `name` in `dataDir`/run; undefined while it is not running. */
function pidOf(dataDir: string, name: string): number | undefined {
  const file = join(dataDir, 'run', `${name}.pid`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).pid as number) : undefined;
}

/** The embedded PostgreSQL server's pid (its postmaster.pid); undefined while none is written. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
}

/** Signs in through the web port as the web app does (XSRF cookie first); the answer's status. */
async function webLogin(webPort: number, email: string, password: string): Promise<number> {
  const web = `http://127.0.0.1:${webPort}`;
  const first = await fetch(`${web}/api/v1/health`);
  const xsrf = first.headers.getSetCookie().find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.split(';')[0].slice('XSRF-TOKEN='.length) ?? '';
  const login = await fetch(`${web}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
    body: JSON.stringify({ email, password }),
  });
  return login.status;
}

describe('npm start: secrets, production web server, Ctrl-C and stale ports', () => {
  let dataDir: string;
  let ports: Record<'web' | 'gateway' | 'sandbox' | 'health' | 'pg' | 'redis', number>;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'algosheets-start-'));
    chmodSync(dataDir, 0o755);
    ports = { web: await freePort(), gateway: await freePort(), sandbox: await freePort(), health: await freePort(), pg: await freePort(), redis: await freePort() };
    env = {
      ...process.env,
      // The embedded servers, not the test run's: that is what a fresh machine gets.
      DATABASE_URL: '',
      REDIS_URL: '',
      JUDGE0_URL: '',
      ALGOSHEETS_DATA_DIR: dataDir,
      WEB_PORT: String(ports.web),
      PORT: String(ports.gateway),
      SANDBOX_PORT: String(ports.sandbox),
      HEALTH_PORT: String(ports.health),
      EMBEDDED_PG_PORT: String(ports.pg),
      EMBEDDED_REDIS_PORT: String(ports.redis),
      SANDBOX_UID_BASE: String(allocateSandboxUids()),
      SANDBOX_WORK_DIR: join(dataDir, 'sandbox'),
      SANDBOX_SLOTS: '1',
      LOG_PRETTY: 'false',
      FORCE_COLOR: '0',
    };
  });

  afterEach(stopLeftovers, 60_000);

  afterAll(() => {
    for (const pid of processesMentioning(dataDir)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a port that another program holds, with a clear message, and starts nothing', async () => {
    const squatter: Server = createServer();
    await new Promise<void>((r) => squatter.listen(ports.pg, '127.0.0.1', r));
    try {
      const run = startOrchestrator(env);
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`port ${ports.pg} (postgres) is taken by a program npm start did not start: stop it, or set EMBEDDED_PG_PORT or DATABASE_URL`);
      expect(run.output()).toContain('stopped');
      expect(processesMentioning(dataDir)).toEqual([]);
    } finally {
      await new Promise((r) => squatter.close(r));
    }
  }, 120_000);

  it('reclaims a stale port of its own, serves the production build on 127.0.0.1, starts a service that died again, and Ctrl-C leaves no process and no port', async () => {
    // A redis-server left by a crashed run: its pid file says it is ours.
    const stale = spawn('redis-server', ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { detached: true, stdio: 'ignore' });
    mkdirSync(join(dataDir, 'run'), { recursive: true });
    writeFileSync(join(dataDir, 'run', 'redis.pid'), JSON.stringify({ pid: stale.pid, marker: 'redis-server' }));
    await until(() => listenAddresses(ports.redis).length > 0, 'the stale redis-server listening', 10_000, () => '');

    const run = startOrchestrator(env);
    await until(() => run.output().includes('Press Ctrl-C to stop.'), 'npm start coming up', START_TIMEOUT_MS, run.output);
    expect(run.output()).toContain(`port ${ports.redis} is held by redis (pid ${stale.pid}) left by an earlier run: stopping it`);
    expect(alive(stale.pid as number)).toBe(false);

    // Secrets: generated, private, random, and what the CLIs read.
    const secretsFile = join(dataDir, 'secrets.env');
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    const secrets = parseEnv(readFileSync(secretsFile, 'utf8'));
    for (const name of ['SANDBOX_AUTH_TOKEN', 'JWT_ACCESS_SECRET', 'EMBEDDED_PG_PASSWORD', 'EMBEDDED_REDIS_PASSWORD']) expect(secrets[name]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secrets.EMBEDDED_DATABASE_URL).toBe(`postgres://postgres:${secrets.EMBEDDED_PG_PASSWORD}@127.0.0.1:${ports.pg}/algosheets`);

    // The data folder is private: 0700 (as root, root:postgres 0710 so that the embedded
    // PostgreSQL's own user can pass through it), every folder in it 0700, every file 0600.
    const mode = statSync(dataDir).mode & 0o777;
    if (process.getuid?.() === 0) {
      expect([mode, statSync(dataDir).gid]).toEqual([0o710, postgresGid()]);
    } else {
      expect(mode).toBe(0o700);
    }
    // The sandbox's work directory is only placed in the data folder by this test (so that its
    // processes can be found by path); npm start keeps it in the system's temporary directory, and
    // its slot uids must be able to pass through it (0711) and read the syscall filter (0644).
    const sandboxWorkDir = join(dataDir, 'sandbox');
    const loose = filesUnder(dataDir)
      .filter(({ path }) => path !== sandboxWorkDir && !path.startsWith(`${sandboxWorkDir}/`))
      .filter(({ stat }) => (stat.mode & 0o777) !== (stat.isDirectory() ? 0o700 : 0o600));
    expect(loose.map(({ path, stat }) => `${path} ${(stat.mode & 0o777).toString(8)}`)).toEqual([]);
    expect(filesUnder(dataDir).some(({ path }) => path.includes(join('redis', 'appendonlydir')))).toBe(true);

    // Demo accounts: generated passwords, printed, and the published ones refused.
    for (const name of ['DEMO_ADMIN_PASSWORD', 'DEMO_LEARNER_PASSWORD']) expect(secrets[name]).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(run.output()).toContain(`demo admin admin@algosheets.dev / ${secrets.DEMO_ADMIN_PASSWORD}`);
    expect(run.output()).toContain(`demo user  learner@algosheets.dev / ${secrets.DEMO_LEARNER_PASSWORD}`);
    expect(await webLogin(ports.web, 'admin@algosheets.dev', secrets.DEMO_ADMIN_PASSWORD as string)).toBe(200);
    expect(await webLogin(ports.web, 'admin@algosheets.dev', 'admin-demo-123')).toBe(401);

    // Every service on loopback only.
    for (const port of Object.values(ports)) expect(listenAddresses(port)).toEqual(['127.0.0.1']);

    // One port: the built app and the API behind it.
    const web = `http://127.0.0.1:${ports.web}`;
    const health = await fetch(`${web}/api/v1/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`${web}/problems`, { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).not.toContain('/@vite/client');
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0] as string;
    const script = await fetch(`${web}${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('br');
    expect((await fetch(`${web}/@fs/etc/passwd`)).headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(`${web}/assets/missing-0000.js`)).status).toBe(404);
    // The sandbox wants the generated token.
    expect((await fetch(`http://127.0.0.1:${ports.sandbox}/languages`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${ports.sandbox}/languages`, { headers: { 'X-Auth-Token': secrets.SANDBOX_AUTH_TOKEN as string } })).status).toBe(200);

    // A service killed outright (a crash, the OOM killer) is started again after 1 s and answers
    // as before; the new sandbox removes the cgroups the killed one left. So is the embedded
    // PostgreSQL, over the same data folder (the gateway's health below reads it).
    const runDir = join(dataDir, 'run');
    const killedSandbox = pidOf(dataDir, 'sandbox') as number;
    expect(sandboxCgroupsOf(killedSandbox).length).toBeGreaterThan(0);
    for (const name of ['gateway', 'execution', 'redis', 'sandbox']) {
      const before = pidOf(dataDir, name) as number;
      process.kill(-before, 'SIGKILL');
      await until(() => run.output().includes(`${name} exited (SIGKILL); starting it again in 1 s`), `npm start noticing that ${name} exited`, 30_000, run.output);
      await until(() => (pidOf(dataDir, name) ?? before) !== before, `${name} started again`, 30_000, run.output);
    }
    const killedPostgres = postmasterPid(dataDir) as number;
    process.kill(killedPostgres, 'SIGKILL');
    await until(() => run.output().includes('postgres exited (SIGKILL); starting it again in 1 s'), 'npm start noticing that postgres exited', 30_000, run.output);
    await until(() => (postmasterPid(dataDir) ?? killedPostgres) !== killedPostgres, 'postgres started again', 60_000, run.output);
    const sandboxHeaders = { 'X-Auth-Token': secrets.SANDBOX_AUTH_TOKEN as string };
    await untilAnswers(`${web}/api/v1/health`, (body) => /"db":"up"/.test(body) && /"redis":"up"/.test(body), 'the gateway, its database and Redis', run.output);
    await untilAnswers(`http://127.0.0.1:${ports.health}/health/ready`, () => true, 'the execution worker', run.output);
    await untilAnswers(`http://127.0.0.1:${ports.sandbox}/languages`, () => true, 'the sandbox', run.output, sandboxHeaders);
    expect(run.child.exitCode).toBeNull();
    expect(sandboxCgroupsOf(killedSandbox)).toEqual([]);

    const pids = readdirSync(runDir).map((file) => JSON.parse(readFileSync(join(runDir, file), 'utf8')).pid as number);
    pids.push(postmasterPid(dataDir) as number);
    expect(pids.length).toBeGreaterThanOrEqual(6);

    signalGroup(run, 'SIGINT');
    expect(await run.exited).toBe(0);
    expect(run.output().trimEnd()).toMatch(/stopped$/);
    expect(pids.filter(alive)).toEqual([]);
    expect(processesMentioning(dataDir)).toEqual([]);
    for (const port of Object.values(ports)) expect(listenAddresses(port)).toEqual([]);
    expect(existsSync(join(runDir, 'start.pid'))).toBe(false);
  }, START_TIMEOUT_MS + 60_000);

  it('npm run dev after deleting secrets.env: new secrets applied to the existing database; the Vite dev server reads nothing of .data/; a service that keeps dying stops everything with one message', async () => {
    // Rotation: the data folder of the run above, without its secrets.
    const secretsFile = join(dataDir, 'secrets.env');
    const before = parseEnv(readFileSync(secretsFile, 'utf8'));
    rmSync(secretsFile);
    // A file in the workspace's own data folder: inside what /@fs may serve unless denied.
    const workspaceData = join(root, '.data');
    const hadWorkspaceData = existsSync(workspaceData);
    mkdirSync(workspaceData, { recursive: true });
    const canary = join(workspaceData, `vite-canary-${process.pid}.txt`);
    writeFileSync(canary, 'secret-canary');
    // Open to the network (WEB_HOST): the demo admin is neither seeded nor printed.
    const run = startOrchestrator({ ...env, WEB_HOST: '0.0.0.0' }, ['--dev']);
    try {
      await until(() => run.output().includes('Press Ctrl-C to stop.'), 'npm run dev coming up', START_TIMEOUT_MS, run.output);
      const after = parseEnv(readFileSync(secretsFile, 'utf8'));
      expect(run.output()).not.toContain('demo admin admin@algosheets.dev');
      expect(run.output()).toContain('no demo admin: the web app listens on 0.0.0.0');
      // Rotated with the other secrets: the learner signs in with the new password only.
      expect(run.output()).toContain(`demo user  learner@algosheets.dev / ${after.DEMO_LEARNER_PASSWORD}`);
      expect(await webLogin(ports.web, 'learner@algosheets.dev', after.DEMO_LEARNER_PASSWORD as string)).toBe(200);
      expect(await webLogin(ports.web, 'learner@algosheets.dev', before.DEMO_LEARNER_PASSWORD as string)).toBe(401);
      for (const name of ['SANDBOX_AUTH_TOKEN', 'JWT_ACCESS_SECRET', 'EMBEDDED_PG_PASSWORD', 'EMBEDDED_REDIS_PASSWORD']) expect(after[name]).not.toBe(before[name]);
      expect(await canConnect(after.EMBEDDED_DATABASE_URL as string)).toBe(true);
      expect(await canConnect(before.EMBEDDED_DATABASE_URL as string)).toBe(false);
      const web = `http://127.0.0.1:${ports.web}`;
      expect(await (await fetch(`${web}/`)).text()).toContain('/@vite/client');
      const leak = await fetch(`${web}/@fs${canary}`);
      expect(leak.status).toBe(403);
      expect(await leak.text()).not.toContain('secret-canary');
      expect(await (await fetch(`${web}/@fs${join(dataDir, 'secrets.env')}`)).text()).not.toContain('SANDBOX_AUTH_TOKEN');

      // A gateway that dies as soon as it is started again: 1, 2, 4, 8 and 16 s of back-off, then
      // the sixth exit in 2 min stops everything, once.
      for (let exit = 1; exit <= 6; exit += 1) {
        const before = pidOf(dataDir, 'gateway') as number;
        process.kill(-before, 'SIGKILL');
        if (exit < 6) await until(() => (pidOf(dataDir, 'gateway') ?? before) !== before, `the gateway started again after exit ${exit}`, 30_000, run.output);
      }
    } finally {
      rmSync(canary, { force: true });
      if (!hadWorkspaceData) rmSync(workspaceData, { recursive: true, force: true });
    }
    expect(await run.exited).toBe(1);
    const restarts = run.output().match(/gateway exited \(SIGKILL\); starting it again in \d+ s/g);
    expect(restarts).toEqual([1, 2, 4, 8, 16].map((seconds) => `gateway exited (SIGKILL); starting it again in ${seconds} s`));
    expect(run.output()).toContain('gateway exited (SIGKILL) 6 times in 120 s; stopping everything');
    expect(run.output().match(/stopping everything/g)).toHaveLength(1);
    expect(run.output().trimEnd()).toMatch(/stopped$/);
    expect(processesMentioning(dataDir)).toEqual([]);
    for (const port of Object.values(ports)) expect(listenAddresses(port)).toEqual([]);
    expect(existsSync(join(dataDir, 'run', 'start.pid'))).toBe(false);
  }, START_TIMEOUT_MS + 120_000);
});
