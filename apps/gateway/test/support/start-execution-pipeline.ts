import { type AppProcess, freePort, type SandboxProcess, startSandbox, startWorkspaceApp, type TestInfra } from '@algosheets/testing';

/** The consumer half of Run, Submit and problem validation: a sandbox and a worker, as child processes. */
export interface ExecutionPipeline {
  sandbox: SandboxProcess;
  worker: AppProcess;
  /** Stops the worker, then the sandbox (each SIGTERM, then SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/**
 * Starts the real execution pipeline behind a test file's gateway: `apps/sandbox` (bubblewrap, on
 * slot uids that `startSandbox` claims from the test pool) and
 * `apps/execution` consuming the file's own queue (its Redis prefix) and writing to its database.
 * Polls the sandbox every 50–200 ms so verdicts come back quickly; the reconciler is off, as the
 * tests enqueue every job themselves. `env` adds or overrides variables of both processes (a
 * trace collector, a log level).
 * @throws Error with the process's output when either does not become ready within 60 s
 */
export async function startExecutionPipeline(infra: TestInfra, env: Record<string, string> = {}): Promise<ExecutionPipeline> {
  const sandbox = await startSandbox(undefined, env);
  try {
    const port = await freePort();
    const worker = await startWorkspaceApp('execution', port, '/health/live', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HEALTH_PORT: String(port),
      DATABASE_URL: infra.database.url,
      REDIS_URL: infra.redis.url,
      REDIS_PREFIX: infra.redis.prefix,
      JUDGE0_URL: sandbox.url,
      JUDGE0_AUTH_TOKEN: sandbox.authToken,
      JUDGE0_POLL_INITIAL_MS: '50',
      JUDGE0_POLL_MAX_MS: '200',
      RECONCILE_INTERVAL_MS: '0',
      ...env,
    });
    return {
      sandbox,
      worker,
      stop: async () => {
        await worker.stop();
        await sandbox.stop();
      },
    };
  } catch (error) {
    await sandbox.stop();
    throw error;
  }
}
