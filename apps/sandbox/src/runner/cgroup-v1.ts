import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { appendFile, mkdir, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CgroupSample, CgroupUsage, RunCgroup, RunCgroupRoot } from './run-cgroup';
import { reclaimStaleInstances } from './stale-instances';

const CONTROLLERS = ['memory', 'pids', 'cpuacct'] as const;
type Controller = (typeof CONTROLLERS)[number];

/**
 * A parent group under the service's own cgroup, per controller, in which each run gets a child.
 * For hosts with v1 controllers (this one, and what Judge0's isolate fork needs); `cgroup-v2.ts`
 * is the unified hierarchy's counterpart. Memory is
 * limited with `memory.limit_in_bytes` (plus `memsw` so swap cannot extend it), processes with
 * `pids.max`, CPU is read from `cpuacct.usage` (ns, every process of the group).
 */
export class CgroupV1Root implements RunCgroupRoot {
  readonly accounting = 'cgroup-v1';

  private constructor(private readonly parents: Record<Controller, string>) {}

  /**
   * Creates `<own cgroup>/<name>` in each controller hierarchy under `mount`, the own cgroup read
   * from `selfCgroupFile` (the format of /proc/self/cgroup).
   * @returns null when a controller is missing or not writable (read-only /sys/fs/cgroup in a container)
   */
  static async create(name: string, mount = '/sys/fs/cgroup', selfCgroupFile = '/proc/self/cgroup'): Promise<CgroupV1Root | null> {
    const own = ownCgroupPaths(selfCgroupFile);
    const parents = {} as Record<Controller, string>;
    for (const controller of CONTROLLERS) {
      const base = join(mount, controller);
      if (!existsSync(join(base, 'cgroup.procs'))) return null;
      parents[controller] = join(base, own.get(controller) ?? '/', name);
    }
    // What a sandbox killed outright left next to where this one's groups go.
    await reclaimStaleInstances(CONTROLLERS.map((controller) => dirname(parents[controller])));
    for (const controller of CONTROLLERS) {
      try {
        await mkdir(parents[controller], { recursive: true });
      } catch {
        return null;
      }
    }
    return new CgroupV1Root(parents);
  }

  /** Creates an (unlimited) child group; limits are set per run by {@link CgroupV1Group.start}. */
  async createGroup(id: string): Promise<CgroupV1Group> {
    const dirs = {} as Record<Controller, string>;
    for (const controller of CONTROLLERS) {
      dirs[controller] = join(this.parents[controller], id);
      await mkdir(dirs[controller]);
    }
    return new CgroupV1Group(dirs, existsSync(join(dirs.memory, 'memory.memsw.limit_in_bytes')));
  }

  /**
   * Removes the parent groups at shutdown, so a restarted service (a new pid, a new name) leaves
   * no empty group behind per start. Groups still holding a run are left to the kernel's reaping.
   */
  async destroy(): Promise<void> {
    for (const controller of CONTROLLERS) await rmdir(this.parents[controller]).catch(() => undefined);
  }
}

/**
 * The group a slot's runs execute in, one run at a time: a slot's launcher is attached once, every
 * run it forks inherits the group, and per run `start` (once bubblewrap has set the sandbox up, its
 * pid-1 still blocked) zeroes the counters and sets the limits, `usage` reads them after the
 * program ended. `destroy` when the slot's launcher is gone.
 */
export class CgroupV1Group implements RunCgroup {
  /** Memory charged to the group when the program was let go (launcher and bubblewrap), in bytes. */
  private baselineBytes = 0;
  /** The group's OOM kill count when the program was let go. */
  private oomKillsAtStart = 0;

  constructor(
    private readonly dirs: Record<Controller, string>,
    private readonly hasMemsw: boolean,
  ) {}

  /**
   * Moves a process, and so everything it forks afterwards, into the group. Asynchronous: the
   * first write per process waits for an RCU grace period in the kernel (about 10 ms measured),
   * which must not block the event loop; see SlotLauncher for why it is done once per slot.
   */
  async attach(pid: number): Promise<void> {
    for (const controller of CONTROLLERS) await appendFile(join(this.dirs[controller], 'cgroup.procs'), String(pid));
  }

  /**
   * Called with the sandbox set up and the program not yet started: zeroes the CPU counter and the
   * memory peak, so that both measure the program rather than the launcher and bubblewrap, and sets
   * the limits. The memory limit is `memoryKb` above what the group holds now, so the program gets
   * all of it; `maxProcesses` counts every task of the group (launcher and bubblewrap included).
   */
  start(memoryKb: number, maxProcesses: number): void {
    writeFileSync(join(this.dirs.cpuacct, 'cpuacct.usage'), '0');
    writeFileSync(join(this.dirs.memory, 'memory.max_usage_in_bytes'), '0');
    this.baselineBytes = Number(readFileSync(join(this.dirs.memory, 'memory.usage_in_bytes'), 'utf8'));
    this.oomKillsAtStart = this.oomKills();
    const bytes = String(memoryKb * 1024 + this.baselineBytes);
    // memory.limit_in_bytes may never exceed memsw's, whichever way the previous run's limit lay:
    // lift memsw, set the limit, then bring memsw down to it.
    if (this.hasMemsw) writeFileSync(join(this.dirs.memory, 'memory.memsw.limit_in_bytes'), '-1');
    writeFileSync(join(this.dirs.memory, 'memory.limit_in_bytes'), bytes);
    if (this.hasMemsw) writeFileSync(join(this.dirs.memory, 'memory.memsw.limit_in_bytes'), bytes);
    writeFileSync(join(this.dirs.pids, 'pids.max'), String(maxProcesses));
  }

  /** CPU time of the group since {@link start}, in ms. Synchronous: cgroupfs reads take microseconds. */
  cpuTimeMs(): number {
    return Number(readFileSync(join(this.dirs.cpuacct, 'cpuacct.usage'), 'utf8')) / 1e6;
  }

  /** What the runner polls: {@link cpuTimeMs} and {@link oomKilledSinceStart}. */
  sample(): CgroupSample {
    return { cpuTimeMs: this.cpuTimeMs(), oomKilled: this.oomKilledSinceStart() };
  }

  /** Final usage since {@link start}, read once the program ended; memory net of the baseline. */
  usage(): CgroupUsage {
    const peak = Number(readFileSync(join(this.dirs.memory, 'memory.max_usage_in_bytes'), 'utf8'));
    return {
      cpuTimeMs: this.cpuTimeMs(),
      peakMemoryKb: Math.round(Math.max(0, peak - this.baselineBytes) / 1024),
      oomKilled: this.oomKilledSinceStart(),
    };
  }

  /**
   * True once the kernel has OOM-killed a process of the group since {@link start}: one process
   * of a tree that together passed `memory.limit_in_bytes` is gone, and the run has hit its limit
   * even when its other processes live on. Synchronous, see {@link cpuTimeMs}.
   */
  oomKilledSinceStart(): boolean {
    return this.oomKills() > this.oomKillsAtStart;
  }

  /** Pids in the group (the launcher, and stragglers to kill). Synchronous, see {@link cpuTimeMs}. */
  pids(): number[] {
    const text = readFileSync(join(this.dirs.pids, 'cgroup.procs'), 'utf8');
    return text.split('\n').filter((l) => l !== '').map(Number);
  }

  /** OOM kills in the group since it was made (`memory.oom_control`). */
  private oomKills(): number {
    const count = /oom_kill (\d+)/.exec(readFileSync(join(this.dirs.memory, 'memory.oom_control'), 'utf8'));
    return count ? Number(count[1]) : 0;
  }

  /** Removes the group; fails with EBUSY while a process is still in it. */
  async destroy(): Promise<void> {
    for (const controller of CONTROLLERS) await rmdir(this.dirs[controller]);
  }
}

/** Path of this process's cgroup in each v1 hierarchy, from /proc/self/cgroup (or a file in its format). */
function ownCgroupPaths(selfCgroupFile: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const line of readFileSync(selfCgroupFile, 'utf8').split('\n')) {
    const [, controllers, path] = line.split(':');
    if (controllers === undefined || path === undefined) continue;
    for (const c of controllers.split(',')) paths.set(c, path);
  }
  return paths;
}
