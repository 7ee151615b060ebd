import { randomUUID } from 'node:crypto';
import { chownSync, closeSync, constants, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CgroupMode } from '../config/sandbox-config';
import { openRunCgroups } from './cgroup-selection';
import type { RunCgroupRoot } from './run-cgroup';
import { RunCancelledError } from './run-cancelled-error';
import { RunExecution } from './run-execution';
import { seccompFilter } from './seccomp-filter';
import { slotCpus, TASKSET } from './slot-cpus';
import { newInstanceName, staleInstances } from './stale-instances';
import type { RunSteps, StepTimes } from './step-feeder';
import { LauncherEndedError, SlotLaunchers, TINI, type SlotLauncher } from './slot-launcher';
import type { Slot } from './slot-pool';

/** Limits of one sandboxed run (Judge0 units converted: ms, KB). */
export interface RunLimits {
  cpuTimeMs: number;
  /** Time past the CPU and wall limits before the kill, so the real time is reported (isolate `-x`). */
  extraTimeMs: number;
  wallTimeMs: number;
  memoryKb: number;
  stackKb: number;
  /** Processes and threads together. */
  maxProcesses: number;
  /** Largest file the program may write, and the cap on bytes read from stdout and from stderr. */
  maxFileSizeKb: number;
}

/** A host directory bound read-only into the sandbox. */
export interface ReadOnlyBind {
  source: string;
  target: string;
}

/** One program to run in a fresh box. */
export interface RunRequest {
  slot: Slot;
  /** Program and arguments as seen inside the sandbox (cwd is /box). */
  argv: string[];
  binds: readonly ReadOnlyBind[];
  /** Files written into the fresh /box before the run, by name. */
  files: ReadonlyMap<string, Buffer>;
  stdin: Buffer;
  /** A harness run: `stdin` is ignored and these steps are written one per frame ({@link RunSteps}). */
  steps?: RunSteps;
  limits: RunLimits;
  /** Judge0 `redirect_stderr_to_stdout`. */
  mergeStderr: boolean;
  /**
   * Box files to hand back after the run (compile artefacts), chosen by name. Given only for a
   * compile step, whose /box is then the host directory itself; a program's run gets a
   * size-capped tmpfs /box instead, with `files` bound read-only into it.
   */
  collect?: (fileName: string) => boolean;
  /**
   * Aborted when nobody waits for the result any more (the client of a `wait=true` request closed
   * its connection): the run is killed as a limit kills it and fails with {@link RunCancelledError}.
   */
  signal?: AbortSignal;
}

/** Which limit ended the run, if any. */
export type LimitHit = 'cpu' | 'wall' | 'memory' | 'output' | null;

/** What happened to one run. Times in ms, memory in KB. */
export interface RunResult {
  stdout: Buffer;
  stderr: Buffer;
  /** Exit status when the program exited; null when a signal ended it. */
  exitCode: number | null;
  signal: number | null;
  cpuTimeMs: number;
  wallTimeMs: number;
  /** Peak memory of the program's processes (not of bubblewrap), in KB. */
  memoryKb: number;
  limitHit: LimitHit;
  files: Map<string, Buffer>;
  /** Per-test CPU times of a run with `steps`. */
  steps?: StepTimes;
}

/** How memory, CPU and process counts are measured and enforced; shown in `/config_info`. */
export type AccountingMode = RunCgroupRoot['accounting'] | 'proc-sampling';

/** Debian's multiarch library directory (libc, libstdc++, libz…), the one part of /usr/lib every run gets. */
const SHARED_LIBRARIES = '/usr/lib/x86_64-linux-gnu';
/** Size of a run's /box tmpfs unless configured (`SANDBOX_BOX_SIZE_KB`), in KB. */
const DEFAULT_BOX_SIZE_KB = 65_536;

/**
 * Runs untrusted programs with bubblewrap, each in a fresh box as its slot's non-root uid.
 *
 * Chain: the slot's {@link SlotLauncher} (`sh` as the slot uid, in the slot's cgroup) forks a
 * subshell that lowers RLIMIT_CPU/NPROC/FSIZE/STACK/CORE on itself with `ulimit` and execs `bwrap`
 * (all namespaces unshared, no network, user namespaces disabled inside, `--clearenv`, only /usr's
 * runtime directories and the box bound, 64 MB-capped /tmp), its fds 0 to 4 on named pipes. bwrap's
 * `--info-fd`/`--block-fd` hold the sandbox's pid-1 until the cgroup's counters are zeroed and its
 * limits set, so the cgroup measures the program, not bubblewrap. Each piece answers an attack the
 * hostile-program tests (`apps/sandbox/test/hostile.e2e-spec.ts`, `seccomp.e2e-spec.ts`) run.
 */
export class BwrapRunner {
  private readonly launchers: SlotLaunchers;
  /** Kills of the runs in progress, for {@link close}. */
  private readonly aborts = new Set<() => void>();
  private readonly inProgress = new Set<Promise<RunResult>>();
  private closing = false;

  private constructor(
    private readonly workDir: string,
    private readonly tmpSizeKb: number,
    private readonly boxSizeKb: number,
    /** The parent group of the slots' groups (and of the warm Java compilers'), null without cgroup accounting. */
    readonly cgroups: RunCgroupRoot | null,
    /** The syscall filter's BPF program, read by every run's bubblewrap on fd 5. */
    readonly seccompFile: string,
    /** This instance's root-owned directory (0711), removed by {@link close}. */
    readonly instanceDir: string,
    /** The CPU each slot index is pinned to, or null without pinning. */
    readonly slotCpus: readonly number[] | null,
  ) {
    this.launchers = new SlotLaunchers(cgroups, instanceDir, slotCpus);
  }

  /**
   * Prepares the work directory and, unless `cgroupMode` is `none`, a cgroup v1 or v2 parent
   * group (chosen by {@link openRunCgroups}). With `pinnedSlots` (the number of slots), each slot's
   * runs are pinned to a CPU of their own ({@link slotCpus}).
   * @throws Error when bwrap, tini or mkfifo (or, to pin, taskset) is missing, or when `cgroupMode`
   * is `v1` or `v2` and that cgroup version is not usable
   */
  static async create(options: { workDir: string; tmpSizeKb: number; boxSizeKb?: number; cgroupMode: CgroupMode; pinnedSlots?: number }): Promise<BwrapRunner> {
    const needed = [['/usr/bin/bwrap', 'bubblewrap'], [TINI, 'tini'], ['/usr/bin/mkfifo', 'coreutils'], ...(options.pinnedSlots ? [[TASKSET, 'util-linux']] : [])];
    const missing = needed.filter(([path]) => !existsSync(path));
    if (missing.length > 0) throw new Error(`missing ${missing.map(([path]) => path).join(', ')}: install the Debian packages ${missing.map(([, pkg]) => pkg).join(' ')}`);
    const cpus = options.pinnedSlots ? slotCpus(options.pinnedSlots) : null;
    await mkdir(options.workDir, { recursive: true, mode: 0o711 });
    // Slot uids must traverse (not list) the directory to reach their own box.
    await chmod(options.workDir, 0o711);
    // A sandbox killed outright leaves its launchers' pipes here (its cgroups: openRunCgroups).
    for (const stale of staleInstances(options.workDir)) await rm(stale, { recursive: true, force: true });
    const instance = newInstanceName();
    const instanceDir = join(options.workDir, instance);
    // Root-owned in a root-owned directory: slot uids may read the filter, never change it.
    await mkdir(instanceDir, { mode: 0o711 });
    const seccompFile = join(instanceDir, 'seccomp.bpf');
    writeFileSync(seccompFile, seccompFilter(), { mode: 0o644 });
    let cgroups: RunCgroupRoot | null;
    try {
      cgroups = await openRunCgroups(options.cgroupMode, instance);
    } catch (error) {
      // Start-up stops here: leave nothing of this instance behind.
      await rm(instanceDir, { recursive: true, force: true });
      throw error;
    }
    return new BwrapRunner(options.workDir, options.tmpSizeKb, options.boxSizeKb ?? DEFAULT_BOX_SIZE_KB, cgroups, seccompFile, instanceDir, cpus);
  }

  /**
   * Releases what {@link create} made on the host (the slots' launchers, their pipes and cgroups,
   * the parent cgroups). A run still in progress is killed the way a limit kills it (its pid-1, so
   * its launcher's tini reaps it) and fails with an Error; {@link run} refuses from now on.
   */
  async close(): Promise<void> {
    this.closing = true;
    for (const abort of this.aborts) abort();
    await Promise.allSettled([...this.inProgress]);
    await this.launchers.close();
    await this.cgroups?.destroy();
  }

  /** `cgroup-v1` and `cgroup-v2` enforce memory with the kernel; `proc-sampling` polls RSS every 20 ms and kills. */
  get accounting(): AccountingMode {
    return this.cgroups?.accounting ?? 'proc-sampling';
  }

  /**
   * Runs one program to completion or until a limit kills it.
   * @throws Error only for failures of the sandbox itself (bwrap missing, box not writable);
   * the program's own failures are described by the result
   */
  async run(request: RunRequest): Promise<RunResult> {
    if (this.closing) throw new Error('the sandbox is shutting down');
    const running = this.runUnsafe(request);
    this.inProgress.add(running);
    try {
      return await running;
    } finally {
      this.inProgress.delete(running);
    }
  }

  private async runUnsafe(request: RunRequest): Promise<RunResult> {
    const { slot } = request;
    // Synchronous: a directory and a few small files, where a thread-pool round trip each would cost more.
    const box = join(this.workDir, randomUUID());
    mkdirSync(box, { mode: 0o700 });
    try {
      chownSync(box, slot.uid, slot.uid);
      for (const [name, content] of request.files) {
        const file = join(box, name);
        // Executable: a compiled program (C++'s a.out) is handed on as an artefact without its mode.
        writeFileSync(file, content, { mode: 0o755 });
        chownSync(file, slot.uid, slot.uid);
      }
      let result: RunResult;
      try {
        result = await this.execute(request, await this.launchers.of(slot), box);
      } catch (error) {
        // A launcher that died before it started the run: nothing ran, so run it on a new one.
        if (!(error instanceof LauncherEndedError)) throw error;
        result = await this.execute(request, await this.launchers.of(slot), box);
      }
      if (request.collect) {
        let budget = MAX_COLLECTED_BYTES;
        for (const name of readdirSync(box)) {
          if (!request.collect(name)) continue;
          const content = readBoxFile(join(box, name), slot.uid, budget);
          if (content === null) continue;
          budget -= content.length;
          result.files.set(name, content);
        }
      }
      return result;
    } finally {
      // Once bwrap's monitor has exited its pid namespace is gone with every process in it: removing
      // the box need not delay the slot's next run.
      this.launchers.removeLater(box);
    }
  }

  /** Runs `request` on `launcher` in `box` as a {@link RunExecution}, which {@link close} can abort. */
  private async execute(request: RunRequest, launcher: SlotLauncher, box: string): Promise<RunResult> {
    if (request.signal?.aborted) throw new RunCancelledError();
    const execution = new RunExecution(request, launcher);
    const abort = (): void => execution.abort(new Error('the sandbox shut down during the run'));
    const cancel = (): void => execution.abort(new RunCancelledError());
    this.aborts.add(abort);
    request.signal?.addEventListener('abort', cancel, { once: true });
    try {
      return await execution.perform(['/usr/bin/bwrap', ...this.bwrapArgs(request, box), '--', ...request.argv], this.seccompFile);
    } finally {
      this.aborts.delete(abort);
      request.signal?.removeEventListener('abort', cancel);
      await execution.finish();
    }
  }

  /**
   * bubblewrap's arguments (before `--`) for `request` in the host directory `box`: the one
   * definition of a box's isolation, which the warm Java compilers take for their long-lived JVMs too.
   * Its fds 3 and 4 are the info and block pipes, fd 5 the syscall filter ({@link seccompFile}).
   */
  bwrapArgs(request: RunRequest, box: string): string[] {
    const args = [
      '--unshare-all',
      '--unshare-user',
      '--disable-userns',
      '--die-with-parent',
      '--new-session',
      // Shared libraries and the dynamic loader only; each language binds its runtime's own files.
      '--ro-bind', SHARED_LIBRARIES, SHARED_LIBRARIES,
      '--ro-bind-try', '/usr/lib64', '/usr/lib64',
      '--symlink', 'usr/lib', '/lib',
      '--symlink', 'usr/lib64', '/lib64',
      '--seccomp', '5',
    ];
    for (const bind of request.binds) args.push('--ro-bind', bind.source, bind.target);
    args.push(
      '--proc', '/proc',
      // /dev read-only but for a /dev/shm capped at the run's memory limit: bubblewrap's /dev is an
      // uncapped tmpfs, and pages written there are memory no RSS shows (the memory cgroup charges
      // them; without one the runner adds the mounts' use to what it samples).
      '--dev', '/dev',
      '--size', String(request.limits.memoryKb * 1024), '--tmpfs', '/dev/shm',
      '--remount-ro', '/dev',
      '--size', String(this.tmpSizeKb * 1024), '--tmpfs', '/tmp',
    );
    if (request.collect) {
      // A compile step: the compiler's outputs must outlive the sandbox, so /box is the host directory.
      args.push('--bind', box, '/box');
    } else {
      // A program's run: everything it writes lands in RAM capped at boxSizeKb (and is charged to
      // its memory cgroup), never on the host's disk; its inputs are read-only binds.
      args.push('--perms', '0700', '--size', String(this.boxSizeKb * 1024), '--tmpfs', '/box');
      for (const name of request.files.keys()) args.push('--ro-bind', join(box, name), `/box/${name}`);
    }
    args.push(
      '--remount-ro', '/',
      '--chdir', '/box',
      '--clearenv',
      '--setenv', 'PATH', '/usr/bin:/bin',
      '--setenv', 'HOME', '/tmp',
      '--setenv', 'LANG', 'C.UTF-8',
      '--info-fd', '3',
      '--block-fd', '4',
    );
    return args;
  }
}

/** Most bytes of artefacts handed back from one run (a compile's class files or script). */
export const MAX_COLLECTED_BYTES = 16 * 1024 * 1024;

/**
 * Reads a file a sandboxed program may have made, as root, without trusting it: opened with
 * O_NOFOLLOW (a symlink to /etc/shadow fails with ELOOP) and O_NONBLOCK (a FIFO cannot block the
 * service), then accepted only when `fstat` shows a regular file owned by the slot's uid with a
 * single link (no hard link to a file outside the box) and at most `maxBytes` long; at most
 * `maxBytes + 1` bytes are read, so a file that grows meanwhile is refused too.
 * @returns the content, or null when the file is refused or gone
 */
export function readBoxFile(path: string, uid: number, maxBytes: number): Buffer | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch {
    return null;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.uid !== uid || stat.nlink !== 1 || stat.size > maxBytes) return null;
    const buffer = Buffer.alloc(stat.size + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < buffer.length; length += n) n = readSync(fd, buffer, length, buffer.length - length, null);
    return length > maxBytes ? null : buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}
