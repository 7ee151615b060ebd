import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { env } from 'node:process';
import { allocateSandboxUids, freePort, sandboxWorkDir, TEST_CPP_PCH_DIR } from '@algosheets/testing';
import { FAST_LIMITS, httpRequest, processesOfUids, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

const TOKEN = randomBytes(24).toString('hex');
/** Slot uids of the services this file starts from main.ts, one block each (held until this test process ends). */
const [REFUSED_UIDS, DRAINED_UIDS, BOUNDED_UIDS] = [allocateSandboxUids(), allocateSandboxUids(), allocateSandboxUids()];
const py = (source: string): Record<string, unknown> => ({ language_id: 71, source_code: source, ...FAST_LIMITS, wall_time_limit: 10 });

describe('health routes are open without the token and reveal nothing', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ AUTHN_TOKEN: TOKEN, SANDBOX_SLOTS: '1' });
  }, 60_000);
  afterAll(() => sandbox.close());

  it.each(['/health/live', '/health/ready'])('GET %s without a token → 200 {"status":"ok"} and nothing else', async (path) => {
    const response = await sandbox.request(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"status":"ok"}');
    expect(response.headers.get('server')).toBeNull();
  });

  it('every other route still wants the token: 401 with no body, as Judge0 answers', async () => {
    for (const path of ['/about', '/languages', '/config_info', '/statuses', '/submissions/batch?tokens=x']) {
      const response = await sandbox.request(path);
      expect([path, response.statusCode, response.body]).toEqual([path, 401, '']);
    }
    const submitted = await sandbox.request('/submissions?wait=true', { payload: py('print(1)\n') });
    expect([submitted.statusCode, submitted.body]).toEqual([401, '']);
  });
});

describe('main.ts without a token, or with a weak one', () => {
  /** Starts main.ts with `auth` for AUTHN_TOKEN (none when undefined) and resolves with its exit code and stderr. */
  async function refusedStart(auth: string | undefined, uidBase: number): Promise<[number | null, string]> {
    const { AUTHN_TOKEN: _ignored, ...rest } = env;
    const server = spawn(process.execPath, ['-r', '@swc-node/register', resolve(__dirname, '../src/main.ts')], {
      env: { ...rest, PORT: String(await freePort()), SANDBOX_UID_BASE: String(uidBase), SANDBOX_SLOTS: '1', ...(auth === undefined ? {} : { AUTHN_TOKEN: auth }) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(server, 'exit')) as [number | null];
    return [code, stderr];
  }

  it('refuses to start, naming AUTHN_TOKEN and SANDBOX_AUTH_DISABLED', async () => {
    const [code, stderr] = await refusedStart(undefined, REFUSED_UIDS);
    expect(code).toBe(1);
    expect(stderr).toMatch(/AUTHN_TOKEN is required.*SANDBOX_AUTH_DISABLED=true/);
  }, 30_000);

  it.each([
    ["the Kubernetes Secret example's placeholder", 'REPLACE_WITH_RANDOM_HEX', /AUTHN_TOKEN is a placeholder value from the repository's examples/],
    ['a token of 31 characters', 'a'.repeat(31), /AUTHN_TOKEN has 31 characters, fewer than the 32 required/],
  ])('refuses to start with %s, saying why', async (_name, token, message) => {
    const [code, stderr] = await refusedStart(token, REFUSED_UIDS);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
  }, 30_000);
});

/** `main.ts` as its own process with the token and one slot, once `/health/ready` answers 200. */
async function startMain(uidBase: number, extra: Record<string, string>): Promise<{ server: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['-r', '@swc-node/register', resolve(__dirname, '../src/main.ts')], {
    env: { ...env, PORT: String(port), SANDBOX_UID_BASE: String(uidBase), SANDBOX_WORK_DIR: sandboxWorkDir(uidBase), SANDBOX_CPP_PCH_DIR: TEST_CPP_PCH_DIR, SANDBOX_SLOTS: '1', LOG_LEVEL: 'warn', AUTHN_TOKEN: TOKEN, ...extra },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    if (await httpRequest(baseUrl, '/health/ready').then((r) => r.statusCode === 200, () => false)) return { server, baseUrl };
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill('SIGKILL');
  throw new Error('sandbox did not become ready');
}

/** Submits `source` and resolves with its token once it is running (status 2), so it holds the only slot. */
async function submitRunning(baseUrl: string, source: string, limits: Record<string, unknown> = {}): Promise<string> {
  const headers = { 'X-Auth-Token': TOKEN };
  const submitted = await httpRequest(baseUrl, '/submissions', { payload: { ...py(source), ...limits }, headers });
  expect(submitted.statusCode).toBe(201);
  const { token } = submitted.json() as { token: string };
  for (let i = 0; i < 200; i++) {
    if ((await httpRequest(baseUrl, `/submissions/${token}?fields=status_id`, { headers })).json().status_id === 2) return token;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the run never started');
}

describe('SIGTERM drains the service started from main.ts', () => {
  const headers = { 'X-Auth-Token': TOKEN };
  let server: ChildProcess | undefined;
  afterEach(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
  });

  it('readiness 503 and new runs refused at once, the run in progress finishes and is readable, then the process exits 0', async () => {
    const started = await startMain(DRAINED_UIDS, { SANDBOX_DRAIN_TIMEOUT_SECONDS: '20' });
    server = started.server;
    const { baseUrl } = started;
    const token = await submitRunning(baseUrl, 'import time\ntime.sleep(2)\nprint("finished")\n');
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));

    const ready = await httpRequest(baseUrl, '/health/ready');
    expect([ready.statusCode, ready.body]).toEqual([503, '{"status":"draining"}']);
    expect((await httpRequest(baseUrl, '/health/live')).statusCode).toBe(200);
    const refused = await httpRequest(baseUrl, '/submissions', { payload: py('print(1)\n'), headers });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: expect.stringContaining('shutting down') });
    // Closing the connection makes the client's retry a new connection, which a Service balancing
    // per connection can send to another replica.
    expect(refused.headers.get('connection')).toBe('close');
    const batch = await httpRequest(baseUrl, '/submissions/batch', { payload: { submissions: [py('print(1)\n')] }, headers });
    expect([batch.statusCode, batch.headers.get('connection')]).toEqual([503, 'close']);

    let result: { stdout: string | null; status: { id: number } } | null = null;
    for (let i = 0; i < 200; i++) {
      const polled = (await httpRequest(baseUrl, `/submissions/${token}?fields=stdout,status`, { headers })).json() as { stdout: string | null; status: { id: number } };
      if (polled.status.id > 2) {
        result = polled;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(result).toEqual({ stdout: 'finished\n', status: { id: 3, description: 'Accepted' } });
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
  }, 60_000);

  it('is bounded: a run still going after SANDBOX_DRAIN_TIMEOUT_SECONDS is killed and the process exits', async () => {
    const started = await startMain(BOUNDED_UIDS, { SANDBOX_DRAIN_TIMEOUT_SECONDS: '1', SANDBOX_DRAIN_RESULT_GRACE_SECONDS: '0' });
    server = started.server;
    await submitRunning(started.baseUrl, 'import time\ntime.sleep(30)\n', { wall_time_limit: 20 });
    const exited = once(server, 'exit');
    const signalled = Date.now();
    server.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    // The drain's second, close's second, then the launchers stopped: far below the run's 20 s.
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(processesOfUids(BOUNDED_UIDS, BOUNDED_UIDS + 1)).toEqual([]);
  }, 60_000);
});
