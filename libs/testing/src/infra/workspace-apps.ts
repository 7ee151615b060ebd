import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { freePort } from './free-port';
import { allocateSandboxUids, releaseSandboxUids, sandboxWorkDir, TEST_CPP_PCH_DIR } from './sandbox-uids';
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

/** Slots of a sandbox from {@link startSandbox}: as many runs at once as this 2-core machine has cores. */
export const TEST_SANDBOX_SLOTS = 2;

/** The sandbox as a child process, and the token its clients must send. */
export interface SandboxProcess extends AppProcess {
  /** Random per start: pass it to a worker as `JUDGE0_AUTH_TOKEN`, send it as `X-Auth-Token`. */
  authToken: string;
  /** Its first slot uid (a block from `allocateSandboxUids`, given back by `stop`). */
  uidBase: number;
}

/**
 * The Judge0-compatible sandbox (`apps/sandbox`) on a free port, with TEST_SANDBOX_SLOTS slots whose uids come from
 * `allocateSandboxUids` (so suites may run side by side) and its own work dir, requiring
 * `authToken` (by default a freshly generated one; the sandbox refuses to start without one).
 * Replicas behind one proxy share a token, as pods share the Secret. `env` adds or overrides
 * variables (a test's trace collector, for instance).
 *
 * Java compiles go to the command-line javac unless `env` sets `SANDBOX_JAVA_COMPILE_SERVICE=on`:
 * the warm compiler builds its server and warms a JVM per slot (a few s of CPU) to save some 0.4 s
 * per compile, which pays off over a content check's hundreds of compiles, not over the few of a
 * test file that starts a sandbox of its own. The warm compiler has its own tests (the sandbox's
 * java-compile-service spec) and judges every Java solution of the content check.
 */
export async function startSandbox(authToken = randomBytes(24).toString('hex'), env: Record<string, string> = {}): Promise<SandboxProcess> {
  const uidBase = allocateSandboxUids();
  try {
    const port = await freePort();
    const sandbox = await startWorkspaceApp('sandbox', port, '/health/ready', {
      PORT: String(port),
      AUTHN_TOKEN: authToken,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SANDBOX_UID_BASE: String(uidBase),
      SANDBOX_SLOTS: String(TEST_SANDBOX_SLOTS),
      SANDBOX_WORK_DIR: sandboxWorkDir(uidBase),
      SANDBOX_CPP_PCH_DIR: TEST_CPP_PCH_DIR,
      SANDBOX_JAVA_COMPILE_SERVICE: 'off',
      ...env,
    });
    // After a clean stop its slot processes are gone; after `kill` they may linger, so the block
    // stays claimed until this test process ends.
    const stop = () => sandbox.stop().finally(() => releaseSandboxUids(uidBase));
    return { ...sandbox, stop, authToken, uidBase };
  } catch (error) {
    releaseSandboxUids(uidBase);
    throw error;
  }
}
