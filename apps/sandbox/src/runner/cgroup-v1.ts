import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const CONTROLLERS = ['memory', 'pids', 'cpuacct'] as const;
type Controller = (typeof CONTROLLERS)[number];

/** Usage of one run's cgroup: CPU time of all its processes and their peak memory. */
export interface CgroupUsage {
  cpuTimeMs: number;
  /** Peak memory charged to the group (RSS, tmpfs files, kernel memory), in KB. */
  peakMemoryKb: number;
  /** True when the kernel OOM-killed a process of the group because of `memory.limit_in_bytes`. */
  oomKilled: boolean;
}

/**
 * A parent group under the service's own cgroup, per controller, in which each run gets a child.
 * cgroup v1 because this host (and Judge0's isolate fork) has v1 controllers only
 * (reference/measured-costs.md section 5). Memory is limited with `memory.limit_in_bytes`
 * (plus `memsw` so swap cannot extend it), processes with `pids.max`, CPU is read from
 * `cpuacct.usage` (ns, every process of the group).
 */
export class CgroupV1Root {
  private constructor(private readonly parents: Record<Controller, string>) {}

  /**
   * Creates `<own cgroup>/<name>` in each controller hierarchy.
   * @returns null when a controller is missing or not writable (read-only /sys/fs/cgroup in a container)
   */
  static async create(name: string, mount = '/sys/fs/cgroup'): Promise<CgroupV1Root | null> {
    const own = ownCgroupPaths();
    const parents = {} as Record<Controller, string>;
    for (const controller of CONTROLLERS) {
      const base = join(mount, controller);
      if (!existsSync(join(base, 'cgroup.procs'))) return null;
      parents[controller] = join(base, own.get(controller) ?? '/', name);
      try {
        await mkdir(parents[controller], { recursive: true });
      } catch {
        return null;
      }
    }
    return new CgroupV1Root(parents);
  }

  /**
   * Creates the group of one run with its limits.
   * @param memoryKb memory limit in KB; `maxProcesses` counts processes and threads
   */
  async createRun(id: string, memoryKb: number, maxProcesses: number): Promise<CgroupV1Run> {
    const dirs = {} as Record<Controller, string>;
    for (const controller of CONTROLLERS) {
      dirs[controller] = join(this.parents[controller], id);
      await mkdir(dirs[controller]);
    }
    const bytes = String(memoryKb * 1024);
    await writeFile(join(dirs.memory, 'memory.limit_in_bytes'), bytes);
    const memsw = join(dirs.memory, 'memory.memsw.limit_in_bytes');
    if (existsSync(memsw)) await writeFile(memsw, bytes);
    await writeFile(join(dirs.pids, 'pids.max'), String(maxProcesses));
    return new CgroupV1Run(dirs);
  }

  /**
   * Removes the parent groups at shutdown, so a restarted service (a new pid, a new name) leaves
   * no empty group behind per start. Groups still holding a run are left to the kernel's reaping.
   */
  async destroy(): Promise<void> {
    for (const controller of CONTROLLERS) await rmdir(this.parents[controller]).catch(() => undefined);
  }
}

/** The cgroup of one run. `add` before the program starts, `usage` after it ended, then `destroy`. */
export class CgroupV1Run {
  constructor(private readonly dirs: Record<Controller, string>) {}

  /**
   * Moves a process (and so every process it forks afterwards) into the group. Synchronous on
   * purpose, like {@link usage}: cgroupfs writes never touch a disk and take microseconds, while a
   * round trip through libuv's thread pool per file cost about 2 ms each on the path of every run.
   */
  add(pid: number): void {
    for (const controller of CONTROLLERS) appendFileSync(join(this.dirs[controller], 'cgroup.procs'), String(pid));
  }

  /** CPU time of every process of the group so far, in ms (synchronous, see {@link add}). */
  cpuTimeMs(): number {
    return Number(readFileSync(join(this.dirs.cpuacct, 'cpuacct.usage'), 'utf8')) / 1e6;
  }

  /** Final usage of the group, read synchronously once its processes ended (see {@link add}). */
  usage(): CgroupUsage {
    const oomControl = readFileSync(join(this.dirs.memory, 'memory.oom_control'), 'utf8');
    const oomKills = /oom_kill (\d+)/.exec(oomControl);
    const peak = Number(readFileSync(join(this.dirs.memory, 'memory.max_usage_in_bytes'), 'utf8'));
    return {
      cpuTimeMs: this.cpuTimeMs(),
      peakMemoryKb: Math.round(peak / 1024),
      oomKilled: oomKills !== null && Number(oomKills[1]) > 0,
    };
  }

  /** Pids still in the group (used to kill stragglers before removal). */
  async pids(): Promise<number[]> {
    const text = await readFile(join(this.dirs.pids, 'cgroup.procs'), 'utf8');
    return text.split('\n').filter((l) => l !== '').map(Number);
  }

  /** Removes the group; fails with EBUSY while a process is still in it. */
  async destroy(): Promise<void> {
    for (const controller of CONTROLLERS) await rmdir(this.dirs[controller]);
  }
}

/** Path of this process's cgroup in each v1 hierarchy, from /proc/self/cgroup. */
function ownCgroupPaths(): Map<string, string> {
  const paths = new Map<string, string>();
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers, path] = line.split(':');
    if (controllers === undefined || path === undefined) continue;
    for (const c of controllers.split(',')) paths.set(c, path);
  }
  return paths;
}
