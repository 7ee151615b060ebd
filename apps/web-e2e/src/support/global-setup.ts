import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { currentSchema } from '@algosheets/database';
import { allocateSandboxUids, ensureTestServers, MINIMUM_PASSWORD_HASH_ENV, sandboxWorkDir, TEST_CPP_PCH_DIR, freePort, provisionTestInfra, startServiceProcess, type ServiceProcess, type TestInfra } from '@algosheets/testing';
import { GatewayClient } from './api-client';
import { DEMO_ADMIN, publishBaseUrl, publishDatabaseUrl, publishDemoPasswords, publishWebDist, serviceEnv } from './config/e2e-env';
import { FIXTURE_PROBLEMS } from './fixture-problems';

const root = resolve(__dirname, '../../../..');

/** Shared with the global teardown, which runs in the same process. */
const registry = globalThis as typeof globalThis & { __algosheetsE2e?: { services: ServiceProcess[]; infra: TestInfra; webDist: string } };

/**
 * Builds the web app as it ships (chunks, lazy pages, Monaco's workers) with its Vite manifest, into
 * a directory of its own so that `npm run bench:web` may rebuild apps/web/dist meanwhile. Rejects
 * with Vite's output when the build fails.
 */
function buildWeb(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'apps/web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
      cwd: root,
      // Jest runs with NODE_ENV=test, which would give React's development build.
      env: serviceEnv({ NODE_ENV: 'production' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.on('error', reject);
    build.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`web build failed (exit ${code}): ${output}`))));
  });
}

function nodeService(name: string, entry: string, env: Record<string, string>, readyUrl: string) {
  return startServiceProcess({ name, command: process.execPath, args: ['-r', '@swc-node/register', entry], cwd: root, env: serviceEnv(env), readyUrl });
}

/**
 * Starts the whole stack the browser tests drive, each part on a free port:
 * the sandbox (our Judge0-compatible judge), the execution worker, the gateway on its own database
 * and Redis prefix, and the production build of the web app served by `vite preview`, which proxies
 * `/api` to the gateway. The build is what users get and its chunking is what the bundle test
 * measures (`npm start` serves the same build); the dev server of `npm run dev` has a test file of
 * its own (dev-server.e2e-spec.ts). Then
 * seeds the demo accounts and, as the demo admin, the fixture problems (whose reference solutions
 * the gateway runs through the worker and the sandbox before it stores them).
 */
export default async function globalSetup(): Promise<void> {
  const webDist = mkdtempSync(join(tmpdir(), 'algosheets-web-e2e-'));
  // The build (mostly one core) runs while the servers below start, instead of before them.
  const built = buildWeb(webDist);
  // Until the build is awaited, a failure of it is reported there, not as an unhandled rejection.
  built.catch(() => undefined);
  await ensureTestServers();
  const infra = await provisionTestInfra('web-e2e', { schema: currentSchema() });
  const services: ServiceProcess[] = [];
  registry.__algosheetsE2e = { services, infra, webDist };

  const seed = spawnSync(process.execPath, ['-r', '@swc-node/register', 'apps/gateway/src/cli/seed-demo.cli.ts'], {
    cwd: root,
    env: serviceEnv({ DATABASE_URL: infra.database.url, ...publishDemoPasswords() }),
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`demo seed failed: ${seed.stderr}`);

  const [sandboxPort, workerHealthPort, gatewayPort, webPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const shared = { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: infra.database.url, REDIS_URL: infra.redis.url, REDIS_PREFIX: infra.redis.prefix };
  // The sandbox refuses to start without a token; the worker sends the same one.
  const sandboxToken = randomBytes(24).toString('hex');
  // Slot uids from the test pool, held until this jest process ends, so other suites may run meanwhile.
  const uidBase = allocateSandboxUids();
  const sandboxEnv = { NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(sandboxPort), AUTHN_TOKEN: sandboxToken, SANDBOX_UID_BASE: String(uidBase), SANDBOX_WORK_DIR: sandboxWorkDir(uidBase), SANDBOX_CPP_PCH_DIR: TEST_CPP_PCH_DIR, SANDBOX_JAVA_COMPILE_SERVICE: 'on' };
  // The three servers start side by side (the worker waits for no sandbox to start up); each that
  // started is registered for the teardown even when another failed.
  const started = await Promise.allSettled([
    nodeService('sandbox', 'apps/sandbox/src/main.ts', sandboxEnv, `http://127.0.0.1:${sandboxPort}/health/ready`),
    nodeService(
      'execution',
      'apps/execution/src/main.ts',
      { ...shared, JUDGE0_URL: `http://127.0.0.1:${sandboxPort}`, JUDGE0_AUTH_TOKEN: sandboxToken, HEALTH_PORT: String(workerHealthPort) },
      `http://127.0.0.1:${workerHealthPort}/health/ready`,
    ),
    nodeService(
      'gateway',
      'apps/gateway/src/main.ts',
      // Every browser test logs in from 127.0.0.1; the per-IP login limit has tests of its own in the gateway.
      { ...shared, PORT: String(gatewayPort), WEB_ORIGIN: `http://127.0.0.1:${webPort}`, AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...MINIMUM_PASSWORD_HASH_ENV },
      `http://127.0.0.1:${gatewayPort}/api/v1/health`,
    ),
  ]);
  for (const result of started) if (result.status === 'fulfilled') services.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;

  // The fixture problems (their references judged through the stack) while the build finishes.
  const seeded = (async () => {
    const admin = new GatewayClient(`http://127.0.0.1:${gatewayPort}/api/v1`);
    await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    for (const problem of FIXTURE_PROBLEMS) await admin.createProblem(problem);
  })();
  seeded.catch(() => undefined);
  await built;
  services.push(
    await startServiceProcess({
      name: 'web',
      command: process.execPath,
      args: ['node_modules/vite/bin/vite.js', 'preview', '--config', 'apps/web/vite.config.ts', '--outDir', webDist, '--port', String(webPort)],
      cwd: root,
      env: serviceEnv({ GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` }),
      readyUrl: `http://127.0.0.1:${webPort}/`,
    }),
  );
  await seeded;

  publishBaseUrl(`http://127.0.0.1:${webPort}`);
  publishWebDist(webDist);
  publishDatabaseUrl(infra.database.url);
}

/** Stops the services, drops the test database and removes the web build. */
export async function stopStack(): Promise<void> {
  const state = registry.__algosheetsE2e;
  if (!state) return;
  await Promise.all(state.services.map((service) => service.stop()));
  await state.infra.teardown();
  rmSync(state.webDist, { recursive: true, force: true });
}
