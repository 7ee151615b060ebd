import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { newInstanceName, reclaimStaleInstances } from './stale-instances';

/** This process's group in the cgroup v1 pids hierarchy (the machine's real cgroupfs). */
function ownPidsGroup(): string {
  const line = readFileSync('/proc/self/cgroup', 'utf8').split('\n').find((entry) => entry.split(':')[1]?.split(',').includes('pids'));
  if (!line) throw new Error('no cgroup v1 pids hierarchy on this host: the sandbox tests need one');
  return join('/sys/fs/cgroup/pids', line.split(':')[2]);
}

/** A pid no process has now: a process that has exited and been reaped. */
async function deadPid(): Promise<number> {
  const child = spawn('/usr/bin/true');
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

describe('reclaimStaleInstances (real cgroup v1 pids hierarchy)', () => {
  const made: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const dir of made.splice(0).reverse()) if (existsSync(dir)) rmdirSync(dir);
  });

  it("kills what a dead sandbox left in its groups and removes them, and leaves a live sandbox's alone", async () => {
    const parent = ownPidsGroup();
    const stale = join(parent, `algosheets-sandbox-${await deadPid()}-deadbeef`);
    const live = join(parent, newInstanceName());
    const slot = join(stale, 'slot-0');
    for (const dir of [stale, slot, live]) {
      mkdirSync(dir);
      made.push(dir);
    }
    // A launcher left behind: a process in the dead instance's slot group.
    const orphan = spawn('/usr/bin/sleep', ['60'], { stdio: 'ignore' });
    children.push(orphan);
    await new Promise((resolve) => orphan.once('spawn', resolve));
    appendFileSync(join(slot, 'cgroup.procs'), String(orphan.pid));
    const exited = new Promise((resolve) => orphan.once('exit', (_code, signal) => resolve(signal)));

    // Other stale instances of this host may go too: only ours is known.
    expect(await reclaimStaleInstances([parent])).toContain(stale);
    expect(await exited).toBe('SIGKILL');
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  it('skips names that are not an instance, and parents that do not exist', async () => {
    const parent = ownPidsGroup();
    const other = join(parent, `algosheets-sandbox-service-${await deadPid()}`);
    mkdirSync(other);
    made.push(other);
    expect(await reclaimStaleInstances([parent, '/nonexistent/cgroup'])).not.toContain(other);
    expect(existsSync(other)).toBe(true);
  });
});
