import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { appendFile, mkdir, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { reclaimStaleInstances } from './stale-instances';
import type { CgroupSample, CgroupUsage, RunCgroup, RunCgroupRoot } from './run-cgroup';

/** Controllers the slot groups need; `cpu` is enabled too when offered, though `cpu.stat` works without it. */
const REQUIRED_CONTROLLERS = ['memory', 'pids'] as const;
const OPTIONAL_CONTROLLERS = ['cpu'] as const;

/**
 * The leaf group every process of the service's own cgroup is moved into (see
 * {@link CgroupV2Root.create}). Named after the service so that a second sandbox started in the
 * same process (the tests) recognises it.
 */
export const SERVICE_LEAF = 'algosheets-sandbox-service';

/** Where the service's cgroup v2 group lies: the cgroup2 mount point and the own path under it (`0::/path`). */
export interface CgroupV2Layout {
  mount: string;
  ownPath: string;
}

/**
 * A parent group `<own>/<name>` on the unified (v2) hierarchy in which each slot gets a child.
 * Memory is limited with `memory.max` (and `memory.swap.max` = 0 so swap cannot extend it),
 * processes with `pids.max`; CPU is read from `cpu.stat`'s `usage_usec`, OOM kills from
 * `memory.events`' `oom_kill`, the peak from `memory.peak` (see {@link CgroupV2Group}).
 */
export class CgroupV2Root implements RunCgroupRoot {
  readonly accounting = 'cgroup-v2';

  private constructor(private readonly parent: string) {}

  /**
   * Delegates the service's own group and creates `<own>/<name>` with the controllers enabled for
   * its children. cgroup v2's "no internal processes" rule: a group that holds processes cannot
   * enable controllers for its children (writing `cgroup.subtree_control` fails with EBUSY), and
   * in a container the service's own group holds the service. So every process of the own group
   * is first moved into the leaf `<own>/algosheets-sandbox-service`, then `+memory +pids` (and
   * `+cpu` when offered) are written to the own group's `cgroup.subtree_control`, and to the new
   * parent's. The host's root group (no `cgroup.type` file: that exists on every other group, a
   * container's cgroup-namespace root included) is exempt from the rule, and its processes stay.
   * A service already in that leaf (a second sandbox in the same process) uses the leaf's parent
   * as its own group.
   * @throws Error when the own group lacks the memory or pids controller, or a write is refused
   * (read-only cgroupfs, no delegation), naming the file
   */
  static async create(name: string, layout: CgroupV2Layout): Promise<CgroupV2Root> {
    let own = join(layout.mount, layout.ownPath);
    if (basename(own) === SERVICE_LEAF) own = dirname(own);
    const offered = readWords(join(own, 'cgroup.controllers'));
    const missing = REQUIRED_CONTROLLERS.filter((c) => !offered.includes(c));
    if (missing.length > 0) throw new Error(`${own} offers no ${missing.join(' or ')} controller (cgroup.controllers: "${offered.join(' ')}")`);
    const controllers = [...REQUIRED_CONTROLLERS, ...OPTIONAL_CONTROLLERS.filter((c) => offered.includes(c))];
    if (existsSync(join(own, 'cgroup.type'))) {
      const leaf = join(own, SERVICE_LEAF);
      await mkdir(leaf, { recursive: true });
      await delegate(own, leaf, controllers);
    } else {
      await enableControllers(own, controllers);
    }
    // What a sandbox killed outright left next to where this one's groups go.
    await reclaimStaleInstances([own]);
    const parent = join(own, name);
    await mkdir(parent);
    try {
      await enableControllers(parent, controllers);
    } catch (error) {
      await rmdir(parent).catch(() => undefined);
      throw error;
    }
    return new CgroupV2Root(parent);
  }

  /** Creates an (unlimited) child group; limits are set per run by {@link CgroupV2Group.start}. */
  async createGroup(id: string): Promise<CgroupV2Group> {
    const dir = join(this.parent, id);
    await mkdir(dir);
    return new CgroupV2Group(dir);
  }

  /**
   * The start-up self-test: a group `self-test` gets a 16 MB limit, a short-lived `sleep` is moved
   * into it, and `memory.max`, `cgroup.procs`, `memory.current`, `memory.events`, `cpu.stat` and
   * `memory.peak` are read back through the same code the runs use; then the group is removed.
   * @throws Error naming what failed (a file missing or malformed, the limit not applied, the
   * process not listed); the group is removed either way
   */
  async selfTest(): Promise<void> {
    const group = await this.createGroup('self-test');
    const child = spawn('/usr/bin/sleep', ['10'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let failure: unknown = null;
    try {
      await new Promise<void>((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', reject);
      });
      const pid = child.pid ?? 0;
      await group.attach(pid);
      group.start(16_384, 4);
      if (!group.pids().includes(pid)) throw new Error(`a process moved into ${group.dir} is not listed in its cgroup.procs`);
      const limit = group.memoryMaxBytes();
      if (!(Number.isFinite(limit) && limit >= 16_384 * 1024)) throw new Error(`memory.max of ${group.dir} reads "${limit}" after a 16 MB limit was set`);
      group.sample();
      group.usage();
    } catch (error) {
      failure = error;
    }
    child.kill('SIGKILL');
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) await exited;
    // The test's own failure is the one worth reporting; a group that cannot be removed after a
    // passed test fails it too.
    const removal = await removeWhenEmpty(group).then(
      () => null,
      (error: unknown) => error,
    );
    if (failure ?? removal) throw failure ?? removal;
  }

  /** Removes the parent group at shutdown (the service's leaf stays: the service is in it). */
  async destroy(): Promise<void> {
    await rmdir(this.parent).catch(() => undefined);
  }
}

/**
 * A slot's group on cgroup v2, one run at a time (see {@link RunCgroup}).
 *
 * Counters v2 cannot reset are read at {@link start} and subtracted: `cpu.stat`'s `usage_usec`
 * and `memory.events`' `oom_kill` (hierarchical, and the group is a leaf).
 *
 * The peak: `memory.peak` holds the group's high watermark since it was made, and a write to it
 * resets it only from kernel 6.12 on, and then only for reads through the same open file. Where
 * the file is writable (its mode has a write bit: older kernels make it read-only), the group
 * holds one fd on it for its lifetime, writes `reset` through it at each start and reads the
 * run's peak through it: exact. Otherwise the run's peak is the lifetime watermark when the run
 * raised it (then it was reached during the run: exact), else the largest `memory.current`
 * sampled every 20 ms while the run ran (short peaks can be missed; the limit itself is still
 * the kernel's `memory.max`). A group per run would give an exact peak on every kernel, but
 * moving each run's processes costs a cgroup migration per run, which the slot's long-lived
 * launcher exists to avoid.
 *
 * `memory.oom.group` stays off: the slot's launcher shares the group and must outlive a run's
 * OOM kill; the runner ends the rest of the run when `oom_kill` grows, as with v1.
 */
export class CgroupV2Group implements RunCgroup {
  /** Memory charged to the group when the program was let go (launcher and bubblewrap), in bytes. */
  private baselineBytes = 0;
  private oomKillsAtStart = 0;
  private cpuUsecAtStart = 0;
  /** The held fd on `memory.peak` that resets per run; null where the kernel cannot reset it; undefined before the first start. */
  private peakFd: number | null | undefined;
  /** Without a resettable peak: the lifetime watermark at start, and the largest `memory.current` seen since, in bytes. */
  private lifetimePeakAtStart = 0;
  private sampledPeakBytes = 0;

  /** @param dir the group's directory on the cgroup2 mount */
  constructor(readonly dir: string) {}

  /** Moves a process (and what it forks afterwards) into the group: one write of its pid to `cgroup.procs`. */
  async attach(pid: number): Promise<void> {
    await appendFile(this.file('cgroup.procs'), `${pid}\n`);
  }

  /**
   * Resets the peak (through the held fd where possible), reads the baseline and the counters'
   * start values, then sets `memory.swap.max` = 0 (when the kernel accounts swap),
   * `memory.max` = `memoryKb` KB + the baseline, and `pids.max` = `maxProcesses`.
   * @throws Error when a file is missing or malformed
   */
  start(memoryKb: number, maxProcesses: number): void {
    if (this.peakFd === undefined) this.peakFd = openResettablePeak(this.file('memory.peak'));
    if (this.peakFd !== null) writeSync(this.peakFd, 'reset\n');
    this.baselineBytes = this.readNumber('memory.current');
    this.cpuUsecAtStart = this.cpuUsec();
    this.oomKillsAtStart = this.oomKills();
    if (this.peakFd === null) {
      this.lifetimePeakAtStart = this.lifetimePeak();
      this.sampledPeakBytes = this.baselineBytes;
    }
    if (existsSync(this.file('memory.swap.max'))) writeFileSync(this.file('memory.swap.max'), '0');
    writeFileSync(this.file('memory.max'), String(memoryKb * 1024 + this.baselineBytes));
    writeFileSync(this.file('pids.max'), String(maxProcesses));
  }

  /** CPU time and OOM kills since {@link start}; without a resettable peak it also samples `memory.current`. */
  sample(): CgroupSample {
    if (this.peakFd === null) this.sampledPeakBytes = Math.max(this.sampledPeakBytes, this.readNumber('memory.current'));
    return { cpuTimeMs: this.cpuTimeMs(), oomKilled: this.oomKills() > this.oomKillsAtStart };
  }

  /** Final usage since {@link start}: CPU in ms, the run's peak (see the class) net of the baseline in KB, OOM. */
  usage(): CgroupUsage {
    const { cpuTimeMs, oomKilled } = this.sample();
    return { cpuTimeMs, peakMemoryKb: Math.round(Math.max(0, this.runPeakBytes() - this.baselineBytes) / 1024), oomKilled };
  }

  /** Pids in the group (`cgroup.procs`). */
  pids(): number[] {
    return readFileSync(this.file('cgroup.procs'), 'utf8').split('\n').filter((l) => l !== '').map(Number);
  }

  /** `memory.max` in bytes (Infinity for `max`). */
  memoryMaxBytes(): number {
    const text = readFileSync(this.file('memory.max'), 'utf8').trim();
    return text === 'max' ? Infinity : Number(text);
  }

  /** Closes the held `memory.peak` fd and removes the group; fails with EBUSY while a process is still in it. */
  async destroy(): Promise<void> {
    if (typeof this.peakFd === 'number') closeSync(this.peakFd);
    this.peakFd = undefined;
    await rmdir(this.dir);
  }

  private runPeakBytes(): number {
    if (this.peakFd !== null && this.peakFd !== undefined) return parseNumber(readAt(this.peakFd), this.file('memory.peak'));
    const lifetime = this.lifetimePeak();
    return lifetime > this.lifetimePeakAtStart ? lifetime : Math.max(this.sampledPeakBytes, this.readNumber('memory.current'));
  }

  private cpuTimeMs(): number {
    return (this.cpuUsec() - this.cpuUsecAtStart) / 1000;
  }

  /** The lifetime watermark, or 0 where the kernel has no `memory.peak` (before 5.19). */
  private lifetimePeak(): number {
    return existsSync(this.file('memory.peak')) ? this.readNumber('memory.peak') : 0;
  }

  private cpuUsec(): number {
    return keyedValue(this.file('cpu.stat'), 'usage_usec');
  }

  private oomKills(): number {
    return keyedValue(this.file('memory.events'), 'oom_kill');
  }

  private readNumber(name: string): number {
    return parseNumber(readFileSync(this.file(name), 'utf8'), this.file(name));
  }

  private file(name: string): string {
    return join(this.dir, name);
  }
}

/**
 * Opens `memory.peak` read-write when its mode has a write bit (kernel 6.12 on; root could open
 * a read-only file too, so the mode decides, not the open).
 * @returns the fd, or null when the file is read-only or absent
 */
function openResettablePeak(path: string): number | null {
  try {
    return (statSync(path).mode & 0o222) === 0 ? null : openSync(path, 'r+');
  } catch {
    return null;
  }
}

/** The whole content of an open cgroupfs file, read from offset 0 (a seq_file reads it afresh). */
function readAt(fd: number): string {
  const buffer = Buffer.alloc(64);
  const length = readSync(fd, buffer, 0, buffer.length, 0);
  return buffer.subarray(0, length).toString();
}

function parseNumber(text: string, path: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) throw new Error(`${path} holds "${text.trim()}", not a number`);
  return value;
}

/** The value of `key` in a flat-keyed cgroup file (`key value` lines). @throws Error when the key is absent */
function keyedValue(path: string, key: string): number {
  const match = new RegExp(`^${key} (\\d+)$`, 'm').exec(readFileSync(path, 'utf8'));
  if (!match) throw new Error(`${path} has no ${key} line`);
  return Number(match[1]);
}

/** Space-separated words of a cgroup file (empty when the file is empty). */
function readWords(path: string): string[] {
  return readFileSync(path, 'utf8').split(/\s+/).filter((w) => w !== '');
}

/**
 * Moves every process of `own` into `leaf`, a pid per write (the kernel takes one at a time; a
 * process that exits meanwhile, ESRCH, is skipped), then enables `controllers` for `own`'s
 * children. A process forked meanwhile lands in `own` and makes the write fail with EBUSY: up to
 * three rounds.
 * @throws Error when a write is refused (read-only cgroupfs, no delegation) or `own` never empties
 */
async function delegate(own: string, leaf: string, controllers: readonly string[]): Promise<void> {
  for (let round = 1; ; round++) {
    for (const pid of readWords(join(own, 'cgroup.procs'))) {
      await appendFile(join(leaf, 'cgroup.procs'), `${pid}\n`).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ESRCH') throw error;
      });
    }
    try {
      await enableControllers(own, controllers);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EBUSY' || round === 3) throw error;
    }
  }
}

/** Writes `+c` for each controller to `dir`'s `cgroup.subtree_control`, in one write. */
async function enableControllers(dir: string, controllers: readonly string[]): Promise<void> {
  await writeFile(join(dir, 'cgroup.subtree_control'), controllers.map((c) => `+${c}`).join(' '));
}

/** Removes a group once its killed processes are gone (rmdir fails with EBUSY until then); up to 1 s. */
async function removeWhenEmpty(group: CgroupV2Group): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await group.destroy();
      return;
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
