import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CgroupMode } from '../config/sandbox-config';
import { findCgroupV2, openRunCgroups, type CgroupHostPaths } from './cgroup-selection';
import { SERVICE_LEAF } from './cgroup-v2';

/**
 * The choice between cgroup v1, cgroup v2 and /proc sampling, on fake hosts: a mount table and a
 * /proc/self/cgroup written by the test, cgroup hierarchies as plain directories. The v2 self-test
 * needs a kernel; where a test is about the choice it is replaced by one that passes or fails.
 */
describe('openRunCgroups: which memory enforcement a host gets', () => {
  let host: string;
  let paths: CgroupHostPaths;
  const passes = async () => undefined;
  const open = (mode: CgroupMode, selfTest: () => Promise<void> = passes) => openRunCgroups(mode, 'instance-1', { paths, selfTest });

  /** Writes the fake host's mount table and /proc/self/cgroup. */
  const fakeProc = (mounts: string[], selfCgroup: string[]) => {
    writeFileSync(paths.mounts, mounts.map((line) => `${line}\n`).join(''));
    writeFileSync(paths.selfCgroup, selfCgroup.map((line) => `${line}\n`).join(''));
  };
  /** cgroup v1 hierarchies for memory, pids and cpuacct, the service at their root. */
  const v1Hierarchies = () => {
    for (const controller of ['memory', 'pids', 'cpuacct']) {
      mkdirSync(join(paths.v1Mount, controller), { recursive: true });
      writeFileSync(join(paths.v1Mount, controller, 'cgroup.procs'), '1\n');
    }
  };
  /** The unified hierarchy's mount point with the service's group `/kubepods/pod1` offering `controllers`. */
  const unified = (controllers: string) => {
    const own = join(host, 'unified', 'kubepods', 'pod1');
    mkdirSync(own, { recursive: true });
    writeFileSync(join(own, 'cgroup.controllers'), controllers);
    writeFileSync(join(own, 'cgroup.subtree_control'), '');
    writeFileSync(join(own, 'cgroup.procs'), '1\n');
    writeFileSync(join(own, 'cgroup.type'), 'domain\n');
    return own;
  };
  const v2Only = () => fakeProc([`cgroup2 ${join(host, 'unified')} cgroup2 rw,nosuid,nodev,noexec,relatime 0 0`], ['0::/kubepods/pod1']);
  const hybrid = () =>
    fakeProc(
      [`cgroup ${join(paths.v1Mount, 'memory')} cgroup rw,relatime,memory 0 0`, `cgroup2 ${join(host, 'unified')} cgroup2 rw,relatime 0 0`],
      ['8:pids:/', '4:memory:/', '2:cpuacct:/', '0::/kubepods/pod1'],
    );

  beforeEach(() => {
    host = mkdtempSync(join(tmpdir(), 'cgroup-host-'));
    paths = { mounts: join(host, 'mounts'), selfCgroup: join(host, 'self-cgroup'), v1Mount: join(host, 'v1') };
  });
  afterEach(() => rmSync(host, { recursive: true, force: true }));

  it('auto picks cgroup v1 when its hierarchies are writable, and leaves the unified hierarchy alone', async () => {
    hybrid();
    v1Hierarchies();
    const own = unified('memory pids');
    expect((await open('auto'))?.accounting).toBe('cgroup-v1');
    expect(existsSync(join(paths.v1Mount, 'memory', 'instance-1'))).toBe(true);
    expect(existsSync(join(own, SERVICE_LEAF))).toBe(false);
  });

  it('auto picks cgroup v2 on a v2-only host whose group offers memory and pids and passes the self-test', async () => {
    v2Only();
    const own = unified('cpuset cpu io memory pids');
    let selfTested = false;
    const root = await open('auto', async () => {
      selfTested = true;
    });
    expect(root?.accounting).toBe('cgroup-v2');
    expect(selfTested).toBe(true);
    expect(readFileSync(join(own, 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids +cpu');
    expect(existsSync(join(own, 'instance-1'))).toBe(true);
  });

  it('SANDBOX_CGROUP=v2 takes v2 even where v1 is writable', async () => {
    hybrid();
    v1Hierarchies();
    unified('memory pids');
    expect((await open('v2'))?.accounting).toBe('cgroup-v2');
    expect(existsSync(join(paths.v1Mount, 'memory', 'instance-1'))).toBe(false);
  });

  it('a hybrid host whose cgroup2 mount has no controllers (this one, without v1) samples; v2 refuses with the reason', async () => {
    hybrid();
    const own = unified('');
    expect(await open('auto')).toBeNull();
    await expect(open('v2')).rejects.toThrow(/^SANDBOX_CGROUP=v2 but no usable cgroup v2 memory controller: cannot prepare .*kubepods\/pod1: .* offers no memory or pids controller/);
    expect(existsSync(join(own, SERVICE_LEAF))).toBe(false);
  });

  it('a failed self-test samples and removes the parent group; v2 refuses naming the failure', async () => {
    v2Only();
    const own = unified('memory pids');
    const fails = async () => {
      rmSync(join(own, 'instance-1', 'cgroup.subtree_control'));
      throw new Error('memory.max reads "max"');
    };
    expect(await open('auto', fails)).toBeNull();
    expect(existsSync(join(own, 'instance-1'))).toBe(false);
    await expect(open('v2', fails)).rejects.toThrow('SANDBOX_CGROUP=v2 but no usable cgroup v2 memory controller: the self-test failed: memory.max reads "max"');
  });

  it('the real self-test fails on a fake group (no kernel makes its counter files): auto samples', async () => {
    v2Only();
    unified('memory pids');
    expect(await openRunCgroups('auto', 'instance-1', { paths })).toBeNull();
  });

  it('no cgroup2 mount, or a read-only one (an unprivileged container): sampling, and v2 says why', async () => {
    fakeProc(['proc /proc proc rw 0 0'], ['0::/']);
    expect(await open('auto')).toBeNull();
    await expect(open('v2')).rejects.toThrow(/: no cgroup2 filesystem is mounted$/);
    fakeProc([`cgroup2 ${join(host, 'unified')} cgroup2 ro,nosuid 0 0`], ['0::/kubepods/pod1']);
    unified('memory pids');
    expect(await open('auto')).toBeNull();
    await expect(open('v2')).rejects.toThrow(/the cgroup2 filesystem at .*unified is mounted read-only$/);
  });

  it('v1 demanded without v1 fails as before; none never looks', async () => {
    v2Only();
    unified('memory pids');
    await expect(open('v1')).rejects.toThrow('SANDBOX_CGROUP=v1 but no writable cgroup v1 memory/pids/cpuacct hierarchy was found');
    rmSync(paths.mounts);
    expect(await open('none')).toBeNull();
  });

  describe('findCgroupV2', () => {
    it('prefers the cgroup2 mount at /sys/fs/cgroup and takes the own group from the 0:: line', () => {
      fakeProc([`cgroup2 ${join(host, 'unified')} cgroup2 rw 0 0`, 'cgroup2 /sys/fs/cgroup cgroup2 rw 0 0'], ['1:name=systemd:/x', '0::/algosheets-test-no-such-group']);
      expect(findCgroupV2(paths)).toBe('/sys/fs/cgroup/algosheets-test-no-such-group is not writable (ENOENT)');
    });

    it('refuses a process without a 0:: line, or whose group lies outside the mount (a host cgroupfs in a cgroup namespace)', () => {
      fakeProc([`cgroup2 ${join(host, 'unified')} cgroup2 rw 0 0`], ['4:memory:/a']);
      expect(findCgroupV2(paths)).toMatch(/no 0:: line/);
      fakeProc([`cgroup2 ${join(host, 'unified')} cgroup2 rw 0 0`], ['0::/../../init.scope']);
      expect(findCgroupV2(paths)).toMatch(/lies outside the mounted hierarchy/);
    });

    it('returns the layout of a writable group', () => {
      v2Only();
      unified('memory pids');
      expect(findCgroupV2(paths)).toEqual({ mount: join(host, 'unified'), ownPath: '/kubepods/pod1' });
    });
  });
});
