import { randomBytes } from 'node:crypto';
import { freePort } from './free-port';
import { MINIMUM_PASSWORD_HASH_ENV } from '../config/test-env';
import type { TestInfra } from './test-infra';
import { type AppProcess, type SandboxProcess, startSandbox, startWorkspaceApp } from './workspace-apps';

/** The three server apps of a deployment as child processes of a test, on `infra`'s database and Redis prefix. */
export interface WorkspaceStack {
  sandbox: SandboxProcess;
  /** The execution worker; `url` is its health port (`/health/ready`, `/metrics`). */
  worker: AppProcess;
  /** The gateway; `url` is its base URL, without a trailing slash. */
  gateway: AppProcess;
  /** Stops the gateway, the worker, then the sandbox (SIGTERM: each drains as in a rollout). */
  stop(): Promise<void>;
}

/**
 * Starts the sandbox, the execution worker (judging through that sandbox) and the gateway, as a
 * deployment runs them (`NODE_ENV` production, logs at `warn`), sharing `infra`'s PostgreSQL
 * database (already migrated) and Redis prefix. The gateway gets a fresh JWT key, a loopback
 * `WEB_ORIGIN`, insecure cookies (plain HTTP) and OWASP's minimum password-hash cost (sign-ups are
 * set-up, not what a bench measures); `gatewayEnv` adds or overrides its variables
 * (limits, `EXECUTION_WAIT_MS`, ...), `sandboxEnv` the sandbox's (`SANDBOX_CPP_PCH_DIR=off`, ...). Each
 * app is ready (its readiness route answers) when this resolves.
 * @throws Error when an app does not become ready within 60 s; the apps started so far are stopped
 */
export async function startWorkspaceStack(infra: TestInfra, gatewayEnv: Record<string, string> = {}, sandboxEnv: Record<string, string> = {}): Promise<WorkspaceStack> {
  const started: AppProcess[] = [];
  const stop = async (): Promise<void> => {
    for (const app of started.reverse()) await app.stop();
  };
  try {
    const shared = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: infra.database.url, REDIS_URL: infra.redis.url, REDIS_PREFIX: infra.redis.prefix };
    // As a deployment runs it: the warm Java compiler on, as by default.
    const sandbox = await startSandbox(undefined, { SANDBOX_JAVA_COMPILE_SERVICE: 'on', ...sandboxEnv });
    started.push(sandbox);
    const healthPort = await freePort();
    const worker = await startWorkspaceApp('execution', healthPort, '/health/ready', { ...shared, HEALTH_PORT: String(healthPort), JUDGE0_URL: sandbox.url, JUDGE0_AUTH_TOKEN: sandbox.authToken });
    started.push(worker);
    const port = await freePort();
    const gateway = await startWorkspaceApp('gateway', port, '/api/v1/health', {
      ...shared,
      PORT: String(port),
      WEB_ORIGIN: 'http://127.0.0.1:4200',
      JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
      COOKIE_SECURE: 'false',
      ...MINIMUM_PASSWORD_HASH_ENV,
      ...gatewayEnv,
    });
    started.push(gateway);
    return { sandbox, worker, gateway: { ...gateway, url: gateway.url.replace(/\/+$/, '') }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
