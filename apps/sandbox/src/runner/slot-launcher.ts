import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { markOomVictims } from './oom-score';
import type { RunCgroup, RunCgroupRoot } from './run-cgroup';
import type { Slot } from './slot-pool';
import { TASKSET } from './slot-cpus';

/**
 * `$0` of every launcher, so that tests and operators can tell a slot's launcher from a run's
 * processes in `ps` (both belong to the slot uid).
 */
export const LAUNCHER_NAME = 'algosheets-launcher';

/** tini, Debian's package `tini`: the subreaper above each launcher. */
export const TINI = '/usr/bin/tini';

/** The named pipes a run's command is redirected to, in the launcher's directory. */
export const RUN_PIPES = ['stdin', 'stdout', 'stderr', 'info', 'block'] as const;
export type RunPipe = (typeof RUN_PIPES)[number];

/**
 * Prints `ready <its pid>`, then for every line on stdin: evaluate it in a forked subshell (`ulimit` builtins, then `exec` of
 * the run's command with its redirections), print `pid <pid>` at once and `exit <status>` when
 * it ends (`wait`'s status: 128+N for a signal N). One run at a time.
 */
const LAUNCHER_SCRIPT = 'echo "ready $$"; while IFS= read -r line; do ( eval "$line" ) & echo "pid $!"; wait $!; echo "exit $?"; done';

/** The launcher ended (killed from outside) before it could start the run asked of it. */
export class LauncherEndedError extends Error {
  constructor() {
    super('the slot launcher ended');
  }
}

/** Resource limits a run's subshell sets on itself before it execs (inherited by all of the run). */
export interface RunRlimits {
  /** RLIMIT_CPU soft limit in s (SIGXCPU); the hard limit, one second later, is SIGKILL. */
  cpuSeconds: number;
  /** RLIMIT_NPROC: processes and threads of the slot uid. */
  processes: number;
  /** RLIMIT_FSIZE in KB. */
  fileSizeKb: number;
  /** RLIMIT_STACK in KB. */
  stackKb: number;
  /** RLIMIT_NOFILE: open files, which with RLIMIT_FSIZE bounds what memfd_create can hold. */
  openFiles: number;
}

/** A run started by {@link SlotLauncher.launch}. */
export interface LaunchedRun {
  /** Host pid of the run's process (bubblewrap's monitor once it has exec'd). */
  pid: Promise<number>;
  /** Its wait status: the exit code, or 128+N when a signal N ended it. */
  exit: Promise<number>;
}

/**
 * One long-lived `sh` per slot (under tini), running as the slot's uid, that forks every run of the
 * slot: it sits in the slot's cgroup, so each run starts inside it, and the run's stdin, stdout, stderr and
 * bubblewrap's info and block fds are named pipes in a directory only the slot uid and root can
 * enter (never bound into a sandbox).
 *
 * Why, measured on this host: spawning each run from the service cost a fork of the whole Node
 * process (2.5 to 7 ms of event-loop time, in proportion to its heap), and moving each new process
 * into a cgroup v1 waits for an RCU grace period (about 10 ms, `cgroup_threadgroup_rwsem`). A
 * fork of `sh` inherits the group and costs a fraction of a millisecond.
 */
export class SlotLauncher {
  /** The run launched and not yet reported ended: its pid and exit lines are routed to it. */
  private current: { pid: Settler<number>; exit: Settler<number> } | null = null;
  /** The `sh` under tini, known once it has said `ready`. */
  private readonly shell = settler<number>();
  private shellPid = 0;
  private ended = false;
  /** The end of what the launcher's own shell printed on stderr (a failed `ulimit` or redirection). */
  private stderrTail = '';

  private constructor(
    private readonly child: ChildProcessByStdio<Writable, Readable, Readable>,
    /** The slot's cgroup (the launcher is in it), or null without cgroup accounting. */
    readonly cgroup: RunCgroup | null,
    /** Directory of the named pipes ({@link pipe}). */
    readonly dir: string,
  ) {
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
        this.deliver(pending.slice(0, end));
        pending = pending.slice(end + 1);
      }
    });
    child.on('exit', () => {
      this.ended = true;
      const run = this.current;
      this.current = null;
      // Once the pid has arrived, rejecting it changes nothing: only a pending promise settles.
      run?.pid.reject(new LauncherEndedError());
      run?.exit.reject(new LauncherEndedError());
      this.shell.reject(new LauncherEndedError());
    });
    this.shell.promise.catch(() => undefined);
    child.stdin.on('error', () => undefined);
    // Read, or a full pipe would block the shell one day.
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-2048);
    });
  }

  /**
   * Starts the launcher of `slot`: its pipe directory `pipesDir/slot-<index>` (0700, slot uid),
   * with `cgroups` its group, which it joins before the first run, and with `cpu` an affinity of
   * that one CPU, which every run inherits (the syscall filter refuses `sched_setaffinity`, so a
   * program cannot widen it).
   * @throws Error when the pipes cannot be made or the process spawned or moved (all is undone)
   */
  static async start(slot: Slot, cgroups: RunCgroupRoot | null, pipesDir: string, cpu: number | null = null): Promise<SlotLauncher> {
    const dir = join(pipesDir, `slot-${slot.index}`);
    await rm(dir, { recursive: true, force: true });
    // Slot uids traverse (never list) the instance's directory to reach their own.
    mkdirSync(pipesDir, { recursive: true, mode: 0o711 });
    chmodSync(pipesDir, 0o711);
    mkdirSync(dir, { mode: 0o700 });
    const pipes = RUN_PIPES.map((name) => join(dir, name));
    const made = spawnSync('/usr/bin/mkfifo', ['-m', '600', ...pipes], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr || made.error?.message}`);
    for (const path of [dir, ...pipes]) chownSync(path, slot.uid, slot.uid);
    const cgroup = cgroups ? await cgroups.createGroup(`slot-${slot.index}`) : null;
    // tini (-s: a child subreaper, as it is not pid 1) reaps what the runs orphan: bubblewrap's
    // monitor exits once its pid-1 has reported the program's status, before reaping that pid-1,
    // which would otherwise end as a zombie of the host's init, or of the service when it is pid 1
    // of a container, one per run, each counting against the slot uid's RLIMIT_NPROC. Its own
    // process group (detached), so that stop() ends tini and sh together.
    const launch = [TINI, '-s', '--', '/usr/bin/sh', '-c', LAUNCHER_SCRIPT, LAUNCHER_NAME];
    // taskset sets the affinity and execs tini in the same process: the pid below stays tini's.
    const argv = cpu === null ? launch : [TASKSET, '--cpu-list', String(cpu), ...launch];
    const child = spawn(argv[0], argv.slice(1), {
      env: {},
      uid: slot.uid,
      gid: slot.uid,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const launcher = new SlotLauncher(child, cgroup, dir);
    try {
      await new Promise<void>((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', reject);
      });
      // Both tini and its sh join the group before the first run: moving a process does not move
      // the children it already has, and tini forks sh at once.
      launcher.shellPid = await launcher.shell.promise;
      // Before the first run: every run forks from the sh and inherits its value.
      markOomVictims(launcher.ownProcesses());
      if (cgroup) {
        await cgroup.attach(launcher.pid);
        await cgroup.attach(launcher.shellPid);
      }
    } catch (error) {
      await launcher.stop();
      throw error;
    }
    return launcher;
  }

  /** Host pid of the launcher's tini (it and its `sh` are never part of a run's measurements). */
  get pid(): number {
    return this.child.pid ?? 0;
  }

  /** Pids of the launcher itself (tini and its sh): in the slot's group, never part of a run. */
  ownProcesses(): number[] {
    return [this.pid, this.shellPid];
  }

  /** Whether `pid` is tini or the sh of this launcher. */
  isOwnProcess(pid: number): boolean {
    return pid === this.pid || pid === this.shellPid;
  }

  /** False once the launcher has ended (killed from outside, or stopped). */
  get alive(): boolean {
    return !this.ended && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What the launcher's shell last printed on stderr (at most 2 KB), then forgets it. */
  takeDiagnostics(): string {
    const text = this.stderrTail.trim();
    this.stderrTail = '';
    return text;
  }

  /** Host path of one of the run pipes. */
  pipe(name: RunPipe): string {
    return join(this.dir, name);
  }

  /**
   * Starts a run: the subshell sets `rlimits` with dash's `ulimit` builtins (no `prlimit` exec:
   * `-f` counts 512-byte blocks, `-s` KB, `-p` processes; the soft CPU limit goes first, as the
   * hard one may not be set below it) and execs `argv` with fds 0 to 4 on the run pipes (fd 2 on
   * stdout's when `io.mergeStderr`), and fd 5 reading `io.fd5File` when given. The caller must
   * have opened its ends of the pipes already (see BwrapRunner).
   * @throws LauncherEndedError when the launcher has ended (`pid` rejects with it too when the
   * launcher ends before it started the run); Error while the previous run has not reported its
   * exit (each run's `exit` must be awaited before the next launch)
   */
  launch(rlimits: RunRlimits, argv: readonly string[], io: { mergeStderr: boolean; fd5File?: string } = { mergeStderr: false }): LaunchedRun {
    if (!this.alive) throw new LauncherEndedError();
    const whole = (value: number) => String(Math.max(0, Math.floor(value)));
    const limits = [
      `ulimit -S -t ${whole(rlimits.cpuSeconds)}`,
      `ulimit -H -t ${whole(rlimits.cpuSeconds + 1)}`,
      `ulimit -p ${whole(rlimits.processes)}`,
      `ulimit -f ${whole(rlimits.fileSizeKb * 2)}`,
      `ulimit -s ${whole(rlimits.stackKb)}`,
      `ulimit -n ${whole(rlimits.openFiles)}`,
      'ulimit -c 0',
    ];
    const redirections = [
      `<${shellQuote(this.pipe('stdin'))}`,
      `>${shellQuote(this.pipe('stdout'))}`,
      io.mergeStderr ? '2>&1' : `2>${shellQuote(this.pipe('stderr'))}`,
      `3>${shellQuote(this.pipe('info'))}`,
      `4<${shellQuote(this.pipe('block'))}`,
      ...(io.fd5File === undefined ? [] : [`5<${shellQuote(io.fd5File)}`]),
    ];
    if (this.current) throw new Error('the slot launcher has a run that has not ended');
    const pid = settler<number>();
    const exit = settler<number>();
    // Both are awaited by the caller only in turn; neither may reject unobserved meanwhile.
    pid.promise.catch(() => undefined);
    exit.promise.catch(() => undefined);
    this.current = { pid, exit };
    this.child.stdin.write(`${limits.join(' && ')} && exec ${argv.map(shellQuote).join(' ')} ${redirections.join(' ')}\n`);
    return { pid: pid.promise, exit: exit.promise };
  }

  /** Kills tini and the launcher (and with `--die-with-parent` any run of it) and removes its group and pipes. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      // Killing sh first lets tini reap it and exit on its own, and the service reap tini: killing
      // tini first would leave sh a zombie of whichever process is pid 1.
      const killGroup = () => killQuietly(-this.pid);
      if (!(this.shellPid > 0 && killQuietly(this.shellPid))) killGroup();
      const timer = setTimeout(killGroup, 1000);
      await exited;
      clearTimeout(timer);
    }
    this.ended = true;
    if (this.cgroup) await destroyWhenEmpty(this.cgroup);
    await rm(this.dir, { recursive: true, force: true });
  }

  /** Routes one status line of the launcher: `ready N` once, then `pid N` and `exit N` to the current run. */
  private deliver(line: string): void {
    const ready = /^ready (\d+)$/.exec(line);
    if (ready) {
      this.shell.resolve(Number(ready[1]));
      return;
    }
    const match = /^(pid|exit) (\d+)$/.exec(line);
    const run = this.current;
    if (!match || !run) return;
    if (match[1] === 'pid') {
      run.pid.resolve(Number(match[2]));
    } else {
      this.current = null;
      run.exit.resolve(Number(match[2]));
    }
  }
}

/** A promise with its settling functions. */
interface Settler<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

function settler<T>(): Settler<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * The launchers of all slots, started on a slot's first run and restarted when one has ended,
 * their pipe directories under `pipesDir` (this sandbox instance's own). Box directories handed to
 * {@link removeLater} are removed in the background; {@link close} waits for that, stops every
 * launcher and removes `pipesDir`.
 */
export class SlotLaunchers {
  private readonly launchers = new Map<number, Promise<SlotLauncher>>();
  private readonly removing = new Set<Promise<void>>();
  private closed = false;

  /**
   * @param cpus the CPU each slot index is pinned to (`slotCpus`), or null for no pinning
   */
  constructor(
    private readonly cgroups: RunCgroupRoot | null,
    private readonly pipesDir: string,
    private readonly cpus: readonly number[] | null = null,
  ) {}

  /**
   * The live launcher of `slot`.
   * @throws Error when none can be started (see {@link SlotLauncher.start}) or after {@link close}
   */
  async of(slot: Slot): Promise<SlotLauncher> {
    if (this.closed) throw new Error('the sandbox is shutting down');
    const current = await this.launchers.get(slot.index)?.catch(() => null);
    if (current?.alive) return current;
    if (current) await current.stop();
    const started = SlotLauncher.start(slot, this.cgroups, this.pipesDir, this.cpus?.[slot.index] ?? null);
    this.launchers.set(slot.index, started);
    return started;
  }

  /** Removes a run's box in the background, off the slot's next run's path. Never rejects. */
  removeLater(box: string): void {
    const removal = rm(box, { recursive: true, force: true }).catch(() => undefined);
    this.removing.add(removal);
    void removal.then(() => this.removing.delete(removal));
  }

  /** Stops every launcher and waits for every removal; {@link of} refuses afterwards. */
  async close(): Promise<void> {
    this.closed = true;
    const launchers = [...this.launchers.values()];
    this.launchers.clear();
    await Promise.all(launchers.map(async (launcher) => (await launcher.catch(() => null))?.stop()));
    await Promise.all(this.removing);
    await rm(this.pipesDir, { recursive: true, force: true });
  }
}

/** One word for `sh`: single-quoted, each `'` written as `'\''`. Rejects newlines (one line per run). */
export function shellQuote(word: string): string {
  if (word.includes('\n')) throw new Error('a launcher argument contains a newline');
  return `'${word.replaceAll("'", "'\\''")}'`;
}

/**
 * Sends SIGKILL to `pid` (a process group when negative).
 * @returns false when there was nothing to kill (ESRCH: already gone), or the signal was refused
 */
export function killQuietly(pid: number): boolean {
  try {
    process.kill(pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/** Kills whatever is left in a cgroup and removes it (rmdir fails while it is populated). */
async function destroyWhenEmpty(cgroup: RunCgroup): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const pid of cgroup.pids()) killQuietly(pid);
    try {
      await cgroup.destroy();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
