import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chown, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { CgroupV1Root, CgroupV1Run } from './cgroup-v1';
import type { Slot } from './slot-pool';

/**
 * `$0` of every launcher, so that tests and operators can tell a waiting launcher from a run's
 * processes in `ps` (both belong to the slot uid).
 */
export const LAUNCHER_NAME = 'algosheets-launcher';

/**
 * Waits for one line on fd 5 and evaluates it: `ulimit` builtins, then `exec` of the run's command
 * (words single-quoted by {@link shellQuote}) with fd 5 closed. Exits 125 when fd 5 is closed
 * without a line (a launcher disposed of unused); a failing `ulimit` ends it before the exec.
 */
const LAUNCHER_SCRIPT = 'IFS= read -r line <&5 || exit 125; eval "$line"';

/** Resource limits the launcher sets on itself before it execs the run (inherited by all of it). */
export interface RunRlimits {
  /** RLIMIT_CPU soft limit in s (SIGXCPU); the hard limit, one second later, is SIGKILL. */
  cpuSeconds: number;
  /** RLIMIT_NPROC: processes and threads of the slot uid. */
  processes: number;
  /** RLIMIT_FSIZE in KB. */
  fileSizeKb: number;
  /** RLIMIT_STACK in KB. */
  stackKb: number;
}

/**
 * A process spawned ahead of its run: `/usr/bin/sh` as the slot's uid, with the run's pipes
 * (fd 0 stdin, 1 stdout, 2 stderr, 3 and 4 for bwrap's `--info-fd` and `--block-fd`) and a control
 * pipe on fd 5, already a member of the run's cgroup when the cgroup mode is on, and the run's
 * empty box directory (mode 0700, owned by the slot uid).
 *
 * Why: a run used to pay, on its own critical path, Node's fork of the whole service (about 3.5 ms,
 * blocking the event loop) and the cgroup v1 attach, whose first write per process waits for an RCU
 * grace period (about 10 ms measured on this host, `cgroup_threadgroup_rwsem`). A launcher pays both
 * while the slot's previous run executes; starting a run is then one exec of `bwrap`. Everything
 * the program forks inherits the cgroup, so nothing is attached at start.
 */
export class RunLauncher {
  private constructor(
    /** stdin, stdout and stderr of the run; fds 3 to 5 through {@link info}, {@link block}, {@link start}. */
    readonly child: ChildProcessByStdio<Writable, Readable, Readable>,
    /** The run's cgroup (the launcher is already in it), or null without cgroup accounting. */
    readonly cgroup: CgroupV1Run | null,
    /** Host path of the run's box, bound at /box. */
    readonly box: string,
  ) {}

  /**
   * Spawns a launcher for `slot` with a fresh box under `workDir` and, with `cgroups`, creates its
   * run cgroup and moves it there.
   * @throws Error when the box cannot be made or the process spawned or moved (all is undone)
   */
  static async spawn(slot: Slot, cgroups: CgroupV1Root | null, workDir: string): Promise<RunLauncher> {
    const id = randomUUID();
    const box = join(workDir, id);
    await mkdir(box, { mode: 0o700 });
    const cgroup = cgroups ? await cgroups.createRun(id).catch(async (error: unknown) => {
      await rm(box, { recursive: true, force: true });
      throw error;
    }) : null;
    const child = spawn('/usr/bin/sh', ['-c', LAUNCHER_SCRIPT, LAUNCHER_NAME], {
      env: {},
      uid: slot.uid,
      gid: slot.uid,
      stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe'],
    });
    // bwrap closes its ends of the info and block sockets early; a reset there is expected.
    for (const stream of child.stdio) stream?.on('error', () => undefined);
    const launcher = new RunLauncher(child, cgroup, box);
    try {
      await new Promise<void>((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', reject);
      });
      await chown(box, slot.uid, slot.uid);
      if (cgroup) await cgroup.attach(child.pid ?? 0);
    } catch (error) {
      await launcher.dispose();
      throw error;
    }
    return launcher;
  }

  /** False once the process has ended (killed from outside while it waited, for example). */
  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Makes the launcher set `rlimits` and exec `argv` (absolute paths). Call once. dash's builtin
   * `ulimit` does what `prlimit` did without its exec (about 0.8 ms per run): `-f` counts 512-byte
   * blocks, `-s` KB, `-p` processes; the soft CPU limit goes first, as the hard one may not be set
   * below it.
   */
  start(rlimits: RunRlimits, argv: readonly string[]): void {
    const whole = (value: number) => String(Math.max(0, Math.floor(value)));
    const limits = [
      `ulimit -S -t ${whole(rlimits.cpuSeconds)}`,
      `ulimit -H -t ${whole(rlimits.cpuSeconds + 1)}`,
      `ulimit -p ${whole(rlimits.processes)}`,
      `ulimit -f ${whole(rlimits.fileSizeKb * 2)}`,
      `ulimit -s ${whole(rlimits.stackKb)}`,
      'ulimit -c 0',
    ];
    (this.child.stdio as unknown as Writable[])[5].end(`${limits.join(' && ')} && exec ${argv.map(shellQuote).join(' ')} 5<&-\n`);
  }

  /** The pipe of bwrap's `--info-fd` (its JSON carries the sandbox's pid-1). */
  get info(): Readable {
    return this.child.stdio[3] as Readable;
  }

  /** The pipe of bwrap's `--block-fd`: writing to it lets the sandbox's pid-1 go on. */
  get block(): Writable {
    return this.child.stdio[4] as Writable;
  }

  /**
   * Removes what the launcher and its run left: the process if it still waits, any process left in
   * the cgroup, the cgroup and the box.
   */
  async dispose(): Promise<void> {
    if (this.alive) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGKILL');
      await exited;
    }
    for (const stream of this.child.stdio as unknown as (Readable | Writable | null)[]) stream?.destroy();
    if (this.cgroup) await destroyWhenEmpty(this.cgroup);
    await rm(this.box, { recursive: true, force: true });
  }
}

/**
 * Keeps one {@link RunLauncher} ready per slot: {@link take} hands out the slot's prepared launcher
 * and at once prepares the next one, so the spawn and the cgroup attach of run N+1 overlap run N;
 * {@link release} clears up after a run in the background, off the slot's next run's path.
 * Without cgroup accounting nothing is prepared ahead: `/proc` sampling counts every process of the
 * slot uid, and a waiting launcher would be counted as part of the run.
 */
export class LauncherPool {
  private readonly ready = new Map<number, Promise<RunLauncher>>();
  private readonly disposing = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly cgroups: CgroupV1Root | null,
    private readonly workDir: string,
  ) {}

  /**
   * A launcher for `slot`: the prepared one when it is still alive, otherwise a new one.
   * @throws Error when no launcher can be spawned (see {@link RunLauncher.spawn}) or after {@link close}
   */
  async take(slot: Slot): Promise<RunLauncher> {
    if (this.closed) throw new Error('the sandbox is shutting down');
    const prepared = this.ready.get(slot.index);
    this.ready.delete(slot.index);
    let launcher = prepared ? await prepared.catch(() => null) : null;
    if (launcher && !launcher.alive) {
      this.release(launcher);
      launcher = null;
    }
    launcher ??= await RunLauncher.spawn(slot, this.cgroups, this.workDir);
    // Not after close() began (it may have run during the awaits above): nothing would discard it.
    if (this.cgroups && !this.closed) {
      const next = RunLauncher.spawn(slot, this.cgroups, this.workDir);
      // A failed preparation is retried by the next take; never an unhandled rejection.
      next.catch(() => undefined);
      this.ready.set(slot.index, next);
    }
    return launcher;
  }

  /**
   * Hands a launcher back once its run has ended (or will not start): its cgroup and box are
   * removed in the background; {@link close} waits for that. Never rejects.
   */
  release(launcher: RunLauncher): void {
    const disposal = launcher.dispose().catch(() => undefined);
    this.disposing.add(disposal);
    void disposal.then(() => this.disposing.delete(disposal));
  }

  /** Disposes of the prepared launchers and waits for every release; {@link take} refuses afterwards. */
  async close(): Promise<void> {
    this.closed = true;
    const prepared = [...this.ready.values()];
    this.ready.clear();
    await Promise.all(prepared.map(async (launcher) => (await launcher.catch(() => null))?.dispose()));
    await Promise.all(this.disposing);
  }
}

/** One word for `sh`: single-quoted, each `'` written as `'\''`. Rejects newlines (one line per run). */
export function shellQuote(word: string): string {
  if (word.includes('\n')) throw new Error('a launcher argument contains a newline');
  return `'${word.replaceAll("'", "'\\''")}'`;
}

/** Kills whatever is left in a run's cgroup and removes it (rmdir fails while it is populated). */
async function destroyWhenEmpty(cgroup: CgroupV1Run): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const pid of await cgroup.pids()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    try {
      await cgroup.destroy();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
