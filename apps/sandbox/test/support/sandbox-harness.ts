import { allocateSandboxUids, releaseSandboxUids, sandboxWorkDir, TEST_CPP_PCH_DIR } from '@algosheets/testing';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createSandboxApp } from '../../src/app';
import { loadSandboxConfig } from '../../src/config/sandbox-config';
import { languageDefinitions } from '../../src/languages/language-definitions';
import type { ReadOnlyBind } from '../../src/runner/bwrap-runner';
import { LAUNCHER_NAME } from '../../src/runner/slot-launcher';

/** HTTP response as the tests see it. */
export interface TestResponse {
  statusCode: number;
  body: string;
  headers: Headers;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A running sandbox reached over real HTTP (fastify's inject pulls an ESM-only module jest cannot load). */
export interface TestSandbox {
  app: FastifyInstance;
  baseUrl: string;
  /** The token `request` sends, generated per sandbox; null when the test set the auth itself. */
  token: string | null;
  /** Its first slot uid: its slots run as uidBase, uidBase + 1, ... within a block of SANDBOX_UID_BLOCK. */
  uidBase: number;
  /** Its work directory (boxes and compiled programs live under it). */
  workDir: string;
  request: (path: string, init?: { method?: string; payload?: unknown; headers?: Record<string, string> }) => Promise<TestResponse>;
  close: () => Promise<void>;
}

/**
 * Starts a real sandbox (real bubblewrap, real runtimes) on a free port, with slot uids from
 * `allocateSandboxUids` (given back by `close`, or when it fails to start) and a work dir of its
 * own. Unless `env` sets `AUTHN_TOKEN` or `SANDBOX_AUTH_DISABLED` (then the test sends its own
 * headers), a random token is generated and `request` sends it.
 * @throws what the sandbox's start-up throws (a bad config, an unusable cgroup backend)
 */
export async function startInProcessSandbox(env: Record<string, string> = {}): Promise<TestSandbox> {
  const ownAuth = env.AUTHN_TOKEN !== undefined || env.SANDBOX_AUTH_DISABLED !== undefined;
  const token = ownAuth ? null : randomBytes(24).toString('hex');
  const uidBase = allocateSandboxUids();
  const workDir = sandboxWorkDir(uidBase);
  let app: FastifyInstance;
  try {
    const config = loadSandboxConfig({
      SANDBOX_UID_BASE: String(uidBase),
      SANDBOX_WORK_DIR: workDir,
      SANDBOX_CPP_PCH_DIR: TEST_CPP_PCH_DIR,
      // The warm Java compiler only where a test asks for it (its own spec): see startSandbox in libs/testing.
      SANDBOX_JAVA_COMPILE_SERVICE: 'off',
      LOG_LEVEL: 'warn',
      ...(token === null ? {} : { AUTHN_TOKEN: token }),
      ...env,
    });
    app = await createSandboxApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    releaseSandboxUids(uidBase);
    throw error;
  }
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const authHeaders: Record<string, string> = token === null ? {} : { 'X-Auth-Token': token };
  return {
    app,
    baseUrl,
    token,
    uidBase,
    workDir,
    request: (path, init = {}) => httpRequest(baseUrl, path, { ...init, headers: { ...authHeaders, ...init.headers } }),
    close: () => app.close().finally(() => releaseSandboxUids(uidBase)),
  };
}

/** Sends a request to a base URL; `payload` is sent as JSON (a string as-is). */
export async function httpRequest(baseUrl: string, path: string, init: { method?: string; payload?: unknown; headers?: Record<string, string> } = {}): Promise<TestResponse> {
  const hasBody = init.payload !== undefined;
  const response = await fetch(baseUrl + path, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: hasBody ? (typeof init.payload === 'string' ? init.payload : JSON.stringify(init.payload)) : undefined,
  });
  const body = await response.text();
  return { statusCode: response.status, body, headers: response.headers, json: () => JSON.parse(body) };
}

/** What the sandbox binds for a Python run (the interpreter and its library), for tests that drive BwrapRunner directly. */
export const PYTHON_BINDS: readonly ReadOnlyBind[] = languageDefinitions(loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true' }).runtimes).find((d) => d.id === 71)?.binds ?? [];

/** Small limits that keep hostile and looping programs short: 1 s CPU + 0.5 s extra, 2 s wall. */
export const FAST_LIMITS = { cpu_time_limit: 1, cpu_extra_time: 0.5, wall_time_limit: 2 };

/** `POST /submissions?wait=true&fields=*` and the parsed response body. */
export async function runAndWait(sandbox: TestSandbox, body: Record<string, unknown>): Promise<Record<string, unknown> & { status: { id: number; description: string } }> {
  const response = await sandbox.request('/submissions?wait=true&fields=*', { payload: body });
  if (response.statusCode !== 201) throw new Error(`unexpected ${response.statusCode}: ${response.body}`);
  return response.json();
}

/**
 * Pids of live processes whose real uid lies in [from, to). `launchers: false` leaves out the
 * launchers waiting for a slot's next run (RunLauncher): they belong to no run.
 */
export function processesOfUids(from: number, to: number, options: { launchers: boolean } = { launchers: true }): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      if (uid < from || uid >= to) continue;
      if (!options.launchers && readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(LAUNCHER_NAME)) continue;
      pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}
