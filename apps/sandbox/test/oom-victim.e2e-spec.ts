import { allocateSandboxUids, freePort, sandboxWorkDir } from '@algosheets/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { env } from 'node:process';
import { httpRequest } from './support/sandbox-harness';

/**
 * When memory runs out around the sandbox (a pod's limit, which /proc sampling under
 * SANDBOX_CGROUP=none cannot keep runs inside), the kernel's OOM killer takes a run, never the
 * supervisor, and the other slot's run goes on. Proven with a real memory cgroup v1 group around
 * the whole service, standing in for the pod, and a run that forks many processes each smaller than
 * the supervisor: by size alone the supervisor would be the victim.
 */
const MEMORY_ROOT = '/sys/fs/cgroup/memory';
/** The pod's memory: the supervisor (about 150-200 MB) and its launchers, with room for a small run. */
const POD_LIMIT_BYTES = 420 * 1024 * 1024;

/** Twelve children of 40 MB each (written, so resident), 480 MB in all: within the run's own 500 MB limit, past the pod's. */
const FORK_BOMB = [
  'import os, time',
  'children = []',
  'for _ in range(12):',
  '    pid = os.fork()',
  '    if pid == 0:',
  '        held = b"x" * (40 << 20)',
  '        time.sleep(4)',
  '        os._exit(0)',
  '    children.append(pid)',
  'killed = sum(1 for pid in children if os.waitpid(pid, 0)[1] != 0)',
  'print("killed", killed)',
].join('\n');

const SLEEPER = 'import time\ntime.sleep(3)\nprint("alive")\n';

/** The memory cgroup this test process is in, where the stand-in pod's group is made. */
function ownMemoryCgroup(): string {
  const own = /:memory:(.*)$/m.exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1];
  if (own === undefined) throw new Error('this host has no cgroup v1 memory controller: the OOM test needs one to stand in for a pod');
  return join(MEMORY_ROOT, own);
}

describe('OOM victims: a run, never the supervisor (SANDBOX_CGROUP=none inside a memory-limited group, real kernel OOM killer)', () => {
  let server: ChildProcess;
  let group: string;
  let port = 0;
  const token = randomBytes(24).toString('hex');
  const uidBase = allocateSandboxUids();
  const request = (path: string, payload?: unknown) => httpRequest(`http://127.0.0.1:${port}`, path, { payload, headers: { 'X-Auth-Token': token } });

  beforeAll(async () => {
    group = join(ownMemoryCgroup(), `algosheets-oom-test-${process.pid}`);
    mkdirSync(group);
    writeFileSync(join(group, 'memory.limit_in_bytes'), String(POD_LIMIT_BYTES));
    if (existsSync(join(group, 'memory.memsw.limit_in_bytes'))) writeFileSync(join(group, 'memory.memsw.limit_in_bytes'), String(POD_LIMIT_BYTES));
    port = await freePort();
    // The service joins the group before it starts, as a container's processes start in the pod's.
    server = spawn('/bin/sh', ['-c', `echo $$ > ${join(group, 'cgroup.procs')} && exec "$0" -r @swc-node/register "$1"`, process.execPath, resolve(__dirname, '../src/main.ts')], {
      env: {
        ...env,
        PORT: String(port),
        SANDBOX_UID_BASE: String(uidBase),
        SANDBOX_WORK_DIR: sandboxWorkDir(uidBase),
        // No compiler of its own in the stand-in pod: only the two runs meet its limit.
        SANDBOX_CPP_PCH_DIR: 'off',
        SANDBOX_CGROUP: 'none',
        SANDBOX_SLOTS: '2',
        LOG_LEVEL: 'warn',
        AUTHN_TOKEN: token,
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 300; i++) {
      if (await request('/health/ready').then((r) => r.statusCode === 200, () => false)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('sandbox did not start');
  }, 60_000);

  afterAll(async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    // Whatever is left in the group (a supervisor the kernel killed leaves its launchers) goes too;
    // an empty group can be removed.
    const left = () => readFileSync(join(group, 'cgroup.procs'), 'utf8').split('\n').filter((pid) => pid !== '').map(Number);
    for (let i = 0; i < 50 && left().length > 0; i++) {
      for (const pid of left()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    rmdirSync(group);
  }, 30_000);

  it('the kernel kills the bomb\'s processes, the supervisor keeps serving and the other slot\'s run ends Accepted', async () => {
    const oomKills = () => Number(/oom_kill (\d+)/.exec(readFileSync(join(group, 'memory.oom_control'), 'utf8'))?.[1] ?? 0);
    const before = oomKills();
    const limits = { cpu_time_limit: 5, wall_time_limit: 10, memory_limit: 512_000 };
    const [bomb, sleeper] = await Promise.all([
      request('/submissions?wait=true', { language_id: 71, source_code: FORK_BOMB, ...limits }),
      new Promise((r) => setTimeout(r, 300)).then(() => request('/submissions?wait=true', { language_id: 71, source_code: SLEEPER, ...limits })),
    ]);
    expect(oomKills()).toBeGreaterThan(before);
    expect(server.exitCode).toBeNull();
    expect((await request('/health/ready')).statusCode).toBe(200);
    expect(sleeper.json()).toMatchObject({ status: { id: 3 }, stdout: 'alive\n' });
    // Some of the bomb's own processes were the victims (its parent saw them die).
    expect(String(bomb.json().stdout)).toMatch(/^killed [1-9]\d*\n$/);
  }, 60_000);
});
