import { type SandboxProcess, startSandbox } from '@algosheets/testing';
import { ConfigService } from '@nestjs/config';
import { EXECUTION_CONFIG, loadExecutionConfig } from '../../src/config/execution.config';
import { Judge0Client } from '../../src/judge0/judge0.client';

/** A real sandbox and the worker's own Judge0 client on it; `stop()` closes both. */
export interface SandboxClient {
  sandbox: SandboxProcess;
  judge0: Judge0Client;
  stop(): Promise<void>;
}

/**
 * Starts a sandbox (`startSandbox`) and the worker's Judge0 client configured for it, as the
 * worker would be (its other services unused), for tests that drive the judging code directly.
 */
export async function startSandboxClient(): Promise<SandboxClient> {
  const sandbox = await startSandbox();
  const config = loadExecutionConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: 'postgres://127.0.0.1:5432/unused', REDIS_URL: 'redis://127.0.0.1:6379', JUDGE0_URL: sandbox.url, JUDGE0_AUTH_TOKEN: sandbox.authToken });
  const judge0 = new Judge0Client(new ConfigService({ [EXECUTION_CONFIG]: config }));
  return {
    sandbox,
    judge0,
    async stop() {
      judge0.onModuleDestroy();
      await sandbox.stop();
    },
  };
}
