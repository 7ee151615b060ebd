import { resolve } from 'node:path';
import { freePort } from './free-port';
import { type ServiceProcess, startServiceProcess } from './service-process';

/** Repository root, where `node -r @swc-node/register apps/<app>/src/main.ts` runs. */
export const WORKSPACE_ROOT = resolve(__dirname, '../../../..');

/** An app of this workspace running as a child process, reachable at `url`. */
export interface AppProcess extends ServiceProcess {
  url: string;
}

/** A fixed system PATH: the sandbox finds bwrap there, never a user's shims. */
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/**
 * Starts `apps/<app>/src/main.ts` from source with exactly `env` (plus a system PATH) and waits
 * until `readyPath` on `port` answers 2xx (60 s at most).
 */
export async function startWorkspaceApp(app: string, port: number, readyPath: string, env: Record<string, string>): Promise<AppProcess> {
  const url = `http://127.0.0.1:${port}`;
  const service = await startServiceProcess({
    name: app,
    command: process.execPath,
    args: ['-r', '@swc-node/register', `apps/${app}/src/main.ts`],
    cwd: WORKSPACE_ROOT,
    env: { PATH: SYSTEM_PATH, ...env },
    readyUrl: url + readyPath,
    readyTimeoutMs: 60_000,
  });
  return { ...service, url };
}

/** The Judge0-compatible sandbox (`apps/sandbox`) on a free port, with its own slot uids and work dir. */
export async function startSandbox(uidBase: number): Promise<AppProcess> {
  const port = await freePort();
  return startWorkspaceApp('sandbox', port, '/about', {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SANDBOX_UID_BASE: String(uidBase),
    SANDBOX_SLOTS: '2',
    SANDBOX_WORK_DIR: `/tmp/algosheets-sandbox-test-${uidBase}`,
  });
}
