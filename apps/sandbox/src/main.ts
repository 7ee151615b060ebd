import { startTracing, stopTracing } from '@algosheets/server-common/tracing';
import { ConfigError, loadSandboxConfig } from './config/sandbox-config';
import { createSandboxApp } from './app';

/** Starts the Judge0-compatible sandbox on `PORT` (2358); exits 1 with a message on bad config. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadSandboxConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`sandbox: invalid configuration: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  startTracing(config.tracing);
  const app = await createSandboxApp(config);
  let stopping = false;
  // SIGTERM (a pod being stopped): readiness off and new runs refused first, runs in progress
  // finish (at most SANDBOX_DRAIN_TIMEOUT_SECONDS), then the server closes, the last spans are sent
  // and the process exits.
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    void app
      .drain()
      .then(() => app.close())
      // The spans still batched are sent before the process ends.
      .then(() => stopTracing())
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await app.listen({ port: config.port, host: config.host });
}

void main().catch((error: unknown) => {
  process.stderr.write(`sandbox: failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
