import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CgroupV2Root, SERVICE_LEAF, type CgroupV2Group } from './cgroup-v2';

/**
 * These tests lay out directories like a cgroup2 group and play the kernel's part by writing its
 * counter files: they check what the backend writes and how it computes a run's usage. That the
 * kernel honours those writes is what the start-up self-test checks on a cgroup v2 host.
 */
describe('cgroup v2 backend against a directory laid out like a cgroup2 group', () => {
  let mount: string;
  const read = (...parts: string[]) => readFileSync(join(mount, ...parts), 'utf8');

  /** The service's own group `/pod`, holding the service (pids 101 and 102). */
  const ownGroup = (controllers: string) => {
    mkdirSync(join(mount, 'pod'));
    writeFileSync(join(mount, 'pod', 'cgroup.controllers'), `${controllers}\n`);
    writeFileSync(join(mount, 'pod', 'cgroup.subtree_control'), '');
    writeFileSync(join(mount, 'pod', 'cgroup.procs'), '101\n102\n');
    writeFileSync(join(mount, 'pod', 'cgroup.type'), 'domain\n');
  };

  /** The kernel's files of a fresh group, with the given counters (bytes, µs). */
  const kernelFiles = (group: CgroupV2Group, counters: { current: number; peak: number; usageUsec: number; oomKills: number }) => {
    writeFileSync(join(group.dir, 'memory.current'), `${counters.current}\n`);
    writeFileSync(join(group.dir, 'memory.peak'), `${counters.peak}\n`);
    writeFileSync(join(group.dir, 'cpu.stat'), `usage_usec ${counters.usageUsec}\nuser_usec 0\nsystem_usec 0\n`);
    writeFileSync(join(group.dir, 'memory.events'), `low 0\nhigh 0\nmax 3\noom ${counters.oomKills}\noom_kill ${counters.oomKills}\noom_group_kill 0\n`);
    for (const name of ['memory.max', 'memory.swap.max', 'pids.max']) writeFileSync(join(group.dir, name), 'max\n');
    writeFileSync(join(group.dir, 'cgroup.procs'), '');
  };

  beforeEach(() => {
    mount = mkdtempSync(join(tmpdir(), 'cgroup2-'));
  });
  afterEach(() => rmSync(mount, { recursive: true, force: true }));

  describe('CgroupV2Root.create: the "no internal processes" rule', () => {
    it("moves the own group's processes into the service leaf, then enables memory, pids and cpu for the own group and the instance's parent", async () => {
      ownGroup('cpuset cpu io memory hugetlb pids');
      await CgroupV2Root.create('instance-1', { mount, ownPath: '/pod' });
      expect(read('pod', SERVICE_LEAF, 'cgroup.procs')).toBe('101\n102\n');
      expect(read('pod', 'cgroup.subtree_control')).toBe('+memory +pids +cpu');
      expect(read('pod', 'instance-1', 'cgroup.subtree_control')).toBe('+memory +pids +cpu');
    });

    it("the host's root group (no cgroup.type) is exempt from the rule: its processes stay, its controllers are enabled", async () => {
      ownGroup('memory pids');
      rmSync(join(mount, 'pod', 'cgroup.type'));
      await CgroupV2Root.create('instance-1', { mount, ownPath: '/pod' });
      expect(existsSync(join(mount, 'pod', SERVICE_LEAF))).toBe(false);
      expect(read('pod', 'cgroup.subtree_control')).toBe('+memory +pids');
      expect(read('pod', 'instance-1', 'cgroup.subtree_control')).toBe('+memory +pids');
    });

    it('leaves cpu out when the group is not offered it (cpu.stat works without it)', async () => {
      ownGroup('memory pids');
      await CgroupV2Root.create('instance-1', { mount, ownPath: '/pod' });
      expect(read('pod', 'cgroup.subtree_control')).toBe('+memory +pids');
    });

    it('refuses a group without the memory controller before it writes anything', async () => {
      ownGroup('cpu pids');
      await expect(CgroupV2Root.create('instance-1', { mount, ownPath: '/pod' })).rejects.toThrow(/pod offers no memory controller \(cgroup.controllers: "cpu pids"\)/);
      expect(existsSync(join(mount, 'pod', SERVICE_LEAF))).toBe(false);
      expect(read('pod', 'cgroup.subtree_control')).toBe('');
    });

    it('a second sandbox of the same process, already in the service leaf, puts its parent next to the first', async () => {
      ownGroup('memory pids');
      await CgroupV2Root.create('instance-1', { mount, ownPath: '/pod' });
      await CgroupV2Root.create('instance-2', { mount, ownPath: `/pod/${SERVICE_LEAF}` });
      expect(existsSync(join(mount, 'pod', 'instance-2'))).toBe(true);
      expect(existsSync(join(mount, 'pod', SERVICE_LEAF, 'instance-2'))).toBe(false);
    });

    it('destroy removes the parent group and keeps the service leaf', async () => {
      ownGroup('memory pids');
      const root = await CgroupV2Root.create('instance-1', { mount, ownPath: '/pod' });
      rmSync(join(mount, 'pod', 'instance-1', 'cgroup.subtree_control'));
      await root.destroy();
      expect(existsSync(join(mount, 'pod', 'instance-1'))).toBe(false);
      expect(existsSync(join(mount, 'pod', SERVICE_LEAF))).toBe(true);
    });
  });

  describe('CgroupV2Group: limits written and usage computed per run', () => {
    let group: CgroupV2Group;
    beforeEach(async () => {
      ownGroup('memory pids cpu');
      const root = await CgroupV2Root.create('instance-1', { mount, ownPath: '/pod' });
      group = await root.createGroup('slot-0');
    });

    it('attach writes the pid to cgroup.procs; pids reads it back', async () => {
      kernelFiles(group, { current: 0, peak: 0, usageUsec: 0, oomKills: 0 });
      await group.attach(4242);
      await group.attach(4243);
      expect(group.pids()).toEqual([4242, 4243]);
    });

    it('start sets memory.max to the limit above the baseline, memory.swap.max to 0 and pids.max', () => {
      kernelFiles(group, { current: 3 * 1024 * 1024, peak: 5 * 1024 * 1024, usageUsec: 0, oomKills: 0 });
      group.start(65_536, 14);
      expect(read('pod', 'instance-1', 'slot-0', 'memory.max')).toBe(String(65_536 * 1024 + 3 * 1024 * 1024));
      expect(read('pod', 'instance-1', 'slot-0', 'memory.swap.max')).toBe('0');
      expect(read('pod', 'instance-1', 'slot-0', 'pids.max')).toBe('14');
      expect(group.memoryMaxBytes()).toBe(65_536 * 1024 + 3 * 1024 * 1024);
    });

    it('leaves memory.swap.max alone where the kernel does not account swap', () => {
      kernelFiles(group, { current: 0, peak: 0, usageUsec: 0, oomKills: 0 });
      rmSync(join(group.dir, 'memory.swap.max'));
      group.start(1024, 4);
      expect(existsSync(join(group.dir, 'memory.swap.max'))).toBe(false);
    });

    it('CPU time and OOM kills count from start: usage_usec and oom_kill are subtracted, run after run', () => {
      kernelFiles(group, { current: 1024 * 1024, peak: 1024 * 1024, usageUsec: 7_000_000, oomKills: 2 });
      group.start(65_536, 10);
      expect(group.sample()).toEqual({ cpuTimeMs: 0, oomKilled: false });
      kernelFiles(group, { current: 1024 * 1024, peak: 1024 * 1024, usageUsec: 7_250_500, oomKills: 2 });
      expect(group.sample()).toEqual({ cpuTimeMs: 250.5, oomKilled: false });
      kernelFiles(group, { current: 1024 * 1024, peak: 1024 * 1024, usageUsec: 7_300_000, oomKills: 3 });
      expect(group.usage()).toMatchObject({ cpuTimeMs: 300, oomKilled: true });
      group.start(65_536, 10);
      kernelFiles(group, { current: 1024 * 1024, peak: 1024 * 1024, usageUsec: 7_400_000, oomKills: 3 });
      expect(group.usage()).toMatchObject({ cpuTimeMs: 100, oomKilled: false });
    });

    const MB = 1024 * 1024;
    /** Plays the kernel: a counter file of the group now holds `mb` MB. */
    const setMb = (name: 'memory.current' | 'memory.peak', mb: number) => writeFileSync(join(group.dir, name), `${mb * MB}\n`);
    /** Starts a run with `currentMb` charged and a lifetime peak of `peakMb`, its memory.peak read-only (a kernel before 6.12). */
    const startWithReadOnlyPeak = (currentMb: number, peakMb: number) => {
      kernelFiles(group, { current: currentMb * MB, peak: peakMb * MB, usageUsec: 0, oomKills: 0 });
      chmodSync(join(group.dir, 'memory.peak'), 0o444);
      group.start(262_144, 10);
    };

    it('a writable memory.peak (kernel 6.12 on) is reset through a held fd at each start and read through it, net of the baseline', () => {
      kernelFiles(group, { current: 2 * MB, peak: 90 * MB, usageUsec: 0, oomKills: 0 });
      group.start(65_536, 10);
      expect(read('pod', 'instance-1', 'slot-0', 'memory.peak').startsWith('reset\n')).toBe(true);
      // The kernel's peak for that fd restarts at the usage of the reset; the run then reaches 50 MB.
      setMb('memory.peak', 52);
      expect(group.usage().peakMemoryKb).toBe(50 * 1024);
    });

    it('a read-only memory.peak (before 6.12): the lifetime peak when the run raised it, else the largest memory.current sampled', () => {
      startWithReadOnlyPeak(2, 90);
      expect(read('pod', 'instance-1', 'slot-0', 'memory.peak')).toBe(`${90 * MB}\n`);
      for (const mb of [12, 42, 30]) {
        setMb('memory.current', mb);
        group.sample();
      }
      setMb('memory.current', 3);
      expect(group.usage().peakMemoryKb).toBe(40 * 1024);
      // The program raises the group's lifetime watermark: that value was reached in this run.
      setMb('memory.peak', 130);
      expect(group.usage().peakMemoryKb).toBe(128 * 1024);
    });

    it('the next run of a group with a read-only peak samples afresh from its own baseline', () => {
      startWithReadOnlyPeak(2, 2);
      setMb('memory.current', 100);
      group.sample();
      expect(group.usage().peakMemoryKb).toBe(98 * 1024);
      setMb('memory.current', 2);
      group.start(262_144, 10);
      setMb('memory.current', 10);
      group.sample();
      expect(group.usage().peakMemoryKb).toBe(8 * 1024);
    });

    it('a missing or malformed counter file is an error naming the file, never a zero', () => {
      kernelFiles(group, { current: 0, peak: 0, usageUsec: 0, oomKills: 0 });
      writeFileSync(join(group.dir, 'cpu.stat'), 'user_usec 5\n');
      expect(() => group.start(1024, 4)).toThrow(/slot-0\/cpu.stat has no usage_usec line/);
      writeFileSync(join(group.dir, 'memory.current'), 'lots\n');
      expect(() => group.start(1024, 4)).toThrow(/slot-0\/memory.current holds "lots", not a number/);
    });

    it('destroy closes the held fd and removes the group', async () => {
      kernelFiles(group, { current: 0, peak: 0, usageUsec: 0, oomKills: 0 });
      group.start(1024, 4);
      for (const name of ['memory.current', 'memory.peak', 'cpu.stat', 'memory.events', 'memory.max', 'memory.swap.max', 'pids.max', 'cgroup.procs']) rmSync(join(group.dir, name));
      await group.destroy();
      expect(existsSync(group.dir)).toBe(false);
    });
  });

  it('the self-test fails on a directory where no kernel makes the counter files, naming the missing file', async () => {
    ownGroup('memory pids');
    const root = await CgroupV2Root.create('instance-1', { mount, ownPath: '/pod' });
    await expect(root.selfTest()).rejects.toThrow(/self-test\/memory.current/);
  });
});
