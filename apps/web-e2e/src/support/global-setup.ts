import { resolve } from 'node:path';
import { runMigrations } from '@algosheets/database';
import { ensureTestServers, freePort, provisionTestInfra, startServiceProcess, type ServiceProcess, type TestInfra } from '@algosheets/testing';
import { publishBaseUrl, serviceEnv } from './config/e2e-env';

const root = resolve(__dirname, '../../../..');

/** Shared with the global teardown, which runs in the same process. */
const registry = globalThis as typeof globalThis & { __algosheetsE2e?: { services: ServiceProcess[]; infra: TestInfra } };

/**
 * Starts the stack the browser tests drive: the real gateway on its own database and Redis prefix,
 * and the web app's Vite dev server proxying `/api` to it (DESIGN.md section 8).
 */
export default async function globalSetup(): Promise<void> {
  await ensureTestServers();
  const infra = await provisionTestInfra('web-e2e', { migrate: (url) => runMigrations({ url }) });
  const services: ServiceProcess[] = [];
  registry.__algosheetsE2e = { services, infra };
  const gatewayPort = await freePort();
  const webPort = await freePort();
  services.push(
    await startServiceProcess({
      name: 'gateway',
      command: process.execPath,
      args: ['-r', '@swc-node/register', 'apps/gateway/src/main.ts'],
      cwd: root,
      env: serviceEnv({
        NODE_ENV: 'test',
        PORT: String(gatewayPort),
        DATABASE_URL: infra.database.url,
        REDIS_URL: infra.redis.url,
        REDIS_PREFIX: infra.redis.prefix,
        LOG_LEVEL: 'warn',
        WEB_ORIGIN: `http://127.0.0.1:${webPort}`,
      }),
      readyUrl: `http://127.0.0.1:${gatewayPort}/api/v1/health`,
    }),
  );
  services.push(
    await startServiceProcess({
      name: 'web',
      command: process.execPath,
      args: ['node_modules/vite/bin/vite.js', '--config', 'apps/web/vite.config.ts'],
      cwd: root,
      env: serviceEnv({ GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`, WEB_PORT: String(webPort) }),
      readyUrl: `http://127.0.0.1:${webPort}/`,
    }),
  );
  publishBaseUrl(`http://127.0.0.1:${webPort}`);
}

/** Stops the services and drops the test database. */
export async function stopStack(): Promise<void> {
  const state = registry.__algosheetsE2e;
  if (!state) return;
  await Promise.all(state.services.map((service) => service.stop()));
  await state.infra.teardown();
}
