import { statSync } from 'node:fs';
import type { LimitHit, RunRequest, RunResult } from './bwrap-runner';
import { hiddenMemoryKb, sampleUid } from './proc-uid-monitor';
import { capped, ended, openRunPipes, type RunPipes } from './run-pipes';
import { killQuietly, LauncherEndedError, type LaunchedRun, type RunRlimits, type SlotLauncher } from './slot-launcher';
import { StepFeeder } from './step-feeder';

/** How often a run's CPU time and memory are sampled, in ms. */
const POLL_MS = 20;
/** How long a run waits for its processes to be gone before its slot is freed, in ms. */
const REAP_TIMEOUT_MS = 5000;
/** How long a run waits for its outputs' end after its processes are gone, in ms. */
const OUTPUT_GRACE_MS = 1000;
/** The slot's tini and launcher, the bwrap monitor and the sandbox's pid-1 run as the slot uid, in its cgroup. */
const PROCESS_HEADROOM = 4;
/**
 * Open files of a run (RLIMIT_NOFILE): a JVM, javac or g++ needs a few dozen. With RLIMIT_FSIZE it
 * bounds the memory a program can hide in memfd_create files (each at most the file-size limit).
 */
const OPEN_FILES = 128;

/** The program's captured outputs, read once the run is over. */
interface Outputs {
  stdout: () => Buffer;
  stderr: () => Buffer;
  /** Resolves when both pipes have reached end-of-file. */
  ended: Promise<void>;
}

/**
 * One run of {@link BwrapRunner} on its slot's launcher, from launch to result: its pipes, the pids
 * of bubblewrap's monitor and of the sandbox's pid-1, the limit that ended it, its CPU time and
 * memory sampled every {@link POLL_MS} ms, and its wall-clock timer. Used once:
 * {@link perform}, then {@link finish} whatever happened; {@link abort} at any time ends it
 * (the sandbox is closing).
 *
 * Order of a run: the launcher forks `command` with the run's rlimits; bubblewrap reports its
 * pid-1 on the info pipe and waits on the block pipe; the cgroup is then zeroed and limited and
 * the run released ({@link whenReleased}); the limits are watched until the monitor exits
 * ({@link watch}); every process left is killed ({@link reap}); the result is read
 * ({@link result}).
 */
export class RunExecution {
  private readonly pipes: RunPipes;
  private limitHit: LimitHit = null;
  /** When the program was released, hrtime ns; 0 until then. */
  private started = 0n;
  private peakSampledKb = 0;
  private sampledCpuMs = 0;
  private poller: NodeJS.Timeout | undefined;
  private wallTimer: NodeJS.Timeout | undefined;
  private monitorPid = 0;
  private sandboxPid = 0;
  private killRequested = false;
  private run: LaunchedRun | null = null;
  private exitSeen = false;
  /** Why the run was ended from outside ({@link abort}); null while it was not. */
  private abortedBy: Error | null = null;
  /** Pids of the slot uid that are not the program's (launcher, monitor, pid-1), once released. */
  private notProgram: ReadonlySet<number> = new Set();
  /** Feeds a harness run's tests one at a time and times each (`request.steps`); null otherwise. */
  private readonly feeder: StepFeeder | null;

  /** Opens the service's ends of the launcher's pipes. */
  constructor(
    private readonly request: RunRequest,
    private readonly launcher: SlotLauncher,
  ) {
    this.pipes = openRunPipes(launcher);
    this.feeder = request.steps ? new StepFeeder(request.steps, this.pipes.stdin, () => this.cpuNowMs(), () => this.overMemoryNow()) : null;
  }

  /**
   * Launches `command` (bubblewrap and its arguments), releases the program once its cgroup is
   * ready, watches its limits and waits for it to end and be reaped.
   * @param fd5File the file bubblewrap reads on fd 5 (the syscall filter)
   * @throws Error when the sandbox did not start, the launcher ended during the run, the sandbox
   * shut down during it ({@link abort}), or processes survived SIGKILL
   */
  async perform(command: readonly string[], fd5File: string): Promise<RunResult> {
    const outputs = this.captureOutputs();
    const released = this.whenReleased();
    this.run = this.launcher.launch(this.rlimits(), command, { mergeStderr: this.request.mergeStderr, fd5File });
    this.monitorPid = await this.run.pid;
    // Started: from here a launcher's death fails this run rather than asking for a retry.
    const exit = this.run.exit.catch((error: unknown) => {
      throw error instanceof LauncherEndedError ? new Error('the slot launcher ended during the run') : error;
    });
    if (this.killRequested) this.kill(this.limitHit);
    const outcome = await Promise.race([released.then(() => 'released' as const), exit.then(() => 'exited' as const)]);
    if (outcome === 'released') this.watch();
    const status = await exit;
    this.exitSeen = true;
    const endedAt = process.hrtime.bigint();
    this.stopWatching();
    // Without a release the stand-ins still hold the pipes open; the run is over either way.
    this.pipes.dropStandIns();
    // The pid namespace dies with its pid-1, but the kernel tears it down after the monitor has
    // reported: wait until nothing of the run is left, so the slot's next run (or another
    // learner's) never shares the CPU with this one's remains. Anything holding an output open is
    // killed with it, and what it writes after a second is not waited for.
    await this.reap();
    await Promise.race([outputs.ended, new Promise((resolve) => setTimeout(resolve, OUTPUT_GRACE_MS).unref())]);
    if (this.abortedBy) throw this.abortedBy;
    return this.result(status, endedAt, outputs);
  }

  /**
   * Ends the run from outside (the sandbox is closing, or nobody waits for the result): it is
   * killed as a limit kills it and {@link perform} then throws `reason`.
   */
  abort(reason: Error): void {
    this.abortedBy ??= reason;
    this.kill(null);
  }

  /**
   * Releases what the run holds whatever happened: its timers, its pipes, any process of it left in
   * the slot's cgroup. A run that failed half-way is ended and its exit awaited: the launcher
   * reports each run's exit in turn, and the slot's next run must not start before this one's is read.
   */
  async finish(): Promise<void> {
    this.stopWatching();
    if (this.run && !this.exitSeen) {
      this.kill(null);
      await this.run.exit.catch(() => undefined);
    }
    this.pipes.close();
    this.killStragglers();
  }

  /** RLIMIT_CPU past the CPU and extra time (at least 1 s), and the limits counted per uid with room for the chain. */
  private rlimits(): RunRlimits {
    const { limits } = this.request;
    return {
      cpuSeconds: Math.max(Math.ceil((limits.cpuTimeMs + limits.extraTimeMs) / 1000), 1),
      processes: limits.maxProcesses + PROCESS_HEADROOM,
      fileSizeKb: limits.maxFileSizeKb,
      stackKb: limits.stackKb,
      openFiles: OPEN_FILES,
    };
  }

  /** Reads stdout and stderr up to the file-size limit each; more ends the run with `output`. */
  private captureOutputs(): Outputs {
    const cap = this.request.limits.maxFileSizeKb * 1024;
    const { feeder } = this;
    if (feeder) {
      this.pipes.stdout.on('data', (chunk: Buffer) => {
        feeder.onStdout(chunk);
        const limit = feeder.limitFound;
        if (limit) this.kill(limit);
      });
    }
    return {
      stdout: capped(this.pipes.stdout, cap, () => this.kill('output')),
      stderr: capped(this.pipes.stderr, cap, () => this.kill('output')),
      ended: Promise.all([ended(this.pipes.stdout), ended(this.pipes.stderr)]).then(() => undefined),
    };
  }

  /**
   * Resolves once bubblewrap has named the sandbox's pid-1 on its info pipe and the program has been
   * released: stand-in writers dropped, the cgroup's counters zeroed and its limits set, the clock
   * started, 'go' written on the block pipe and stdin sent.
   * @throws Error (after killing the run) when the cgroup could not be set up
   */
  private whenReleased(): Promise<void> {
    const { pipes, request } = this;
    return new Promise<void>((resolve, reject) => {
      let info = '';
      pipes.info.on('data', (chunk: Buffer) => {
        info += chunk.toString();
        const match = /"child-pid":\s*(\d+)/.exec(info);
        if (match && this.sandboxPid === 0) {
          this.sandboxPid = Number(match[1]);
          try {
            // bubblewrap has opened every pipe by now: the stand-in writers can go.
            pipes.dropStandIns();
            this.launcher.cgroup?.start(request.limits.memoryKb, request.limits.maxProcesses + PROCESS_HEADROOM);
            this.started = process.hrtime.bigint();
            pipes.block.end('go');
            if (this.feeder) this.feeder.start();
            else pipes.stdin.end(request.stdin);
            resolve();
          } catch (error) {
            this.kill(null);
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        }
      });
    });
  }

  /** Starts the wall-clock timer and the CPU and memory polling of a released program. */
  private watch(): void {
    const { limits } = this.request;
    this.wallTimer = setTimeout(() => this.kill('wall'), limits.wallTimeMs + limits.extraTimeMs);
    const notProgram = new Set([...this.launcher.ownProcesses(), this.monitorPid, this.sandboxPid]);
    this.notProgram = notProgram;
    this.poller = setInterval(() => {
      try {
        this.sample(notProgram);
      } catch {
        // The group or the processes went away between two ticks: the run is ending.
      }
    }, POLL_MS);
  }

  /**
   * One poll: CPU time (and without a cgroup, peak RSS) of the program; kills on the CPU limit plus
   * extra time, on RSS over the memory limit, or when the kernel killed a process at the group's limit.
   * `notProgram`: pids of the slot uid that are not the program's (launcher, monitor, pid-1).
   */
  private sample(notProgram: ReadonlySet<number>): void {
    const { limits } = this.request;
    const { cgroup } = this.launcher;
    if (cgroup) {
      const sample = cgroup.sample();
      this.sampledCpuMs = sample.cpuTimeMs;
      // The kernel killed one process of the tree at the group's limit: end the others too,
      // so a forked memory bomb is a memory verdict rather than a wait for the wall clock.
      if (sample.oomKilled) this.kill('memory');
    } else {
      const sample = this.sampleProcesses(notProgram);
      this.sampledCpuMs = Math.max(this.sampledCpuMs, sample.cpuTimeMs);
      this.peakSampledKb = Math.max(this.peakSampledKb, sample.memoryKb);
      if (sample.memoryKb > limits.memoryKb) this.kill('memory');
    }
    if (this.sampledCpuMs > limits.cpuTimeMs + limits.extraTimeMs) this.kill('cpu');
    if (this.feeder?.overLimit(this.sampledCpuMs, limits.extraTimeMs)) this.kill('cpu');
  }

  /**
   * Without a cgroup: CPU time of the slot uid's processes, and their memory: RSS of the program's
   * processes plus what they hold in the run's tmpfs mounts (/tmp, /dev/shm and a program's /box)
   * and in memfd files, which a memory cgroup would charge and RSS does not show.
   */
  private sampleProcesses(notProgram: ReadonlySet<number>): { cpuTimeMs: number; memoryKb: number } {
    const sample = sampleUid(this.request.slot.uid, notProgram);
    const mounts = this.request.collect ? ['/tmp', '/dev/shm'] : ['/tmp', '/dev/shm', '/box'];
    const program = sample.pids.filter((pid) => !notProgram.has(pid));
    return { cpuTimeMs: sample.cpuTimeMs, memoryKb: sample.rssKb + hiddenMemoryKb(this.sandboxPid, mounts, program) };
  }

  /**
   * Whether the run's memory is over its limit now (asked at each record of a stepped run): with a
   * cgroup the kernel enforces it (an OOM kill already counted), without one a fresh /proc sample.
   */
  private overMemoryNow(): boolean {
    if (this.launcher.cgroup) return false;
    try {
      const { memoryKb } = this.sampleProcesses(this.notProgram);
      this.peakSampledKb = Math.max(this.peakSampledKb, memoryKb);
      return memoryKb > this.request.limits.memoryKb;
    } catch {
      return false;
    }
  }

  /**
   * The run's CPU time now, ms, for timing a test as its record arrives: the cgroup's counter, or
   * without one the /proc figures of the slot uid's program processes (never less than sampled).
   */
  private cpuNowMs(): number {
    const { cgroup } = this.launcher;
    try {
      if (cgroup) return cgroup.sample().cpuTimeMs;
      this.sampledCpuMs = Math.max(this.sampledCpuMs, sampleUid(this.request.slot.uid, this.notProgram).cpuTimeMs);
    } catch {
      // The group or the processes went away: the run is ending, the last sample stands.
    }
    return this.sampledCpuMs;
  }

  private stopWatching(): void {
    clearTimeout(this.wallTimer);
    clearInterval(this.poller);
  }

  /**
   * Records the first limit hit and kills the sandbox's pid-1, not the bwrap monitor: the kernel
   * then kills the whole pid namespace and the monitor reaps it. Killing the monitor instead would
   * orphan pid-1 to the host's init, which in a container may never reap it (a zombie per run).
   * Before the pids are known the request is remembered and carried out once the monitor's is.
   */
  private kill(reason: LimitHit): void {
    if (this.limitHit === null) this.limitHit = reason;
    this.killRequested = true;
    const target = this.sandboxPid || this.monitorPid;
    if (target !== 0) killQuietly(target);
  }

  /** Nothing of a run may outlive it in the slot's group but the launcher itself. */
  private killStragglers(): void {
    const { cgroup } = this.launcher;
    if (cgroup) for (const pid of cgroup.pids()) if (!this.launcher.isOwnProcess(pid)) killQuietly(pid);
  }

  /**
   * SIGKILLs every process of the run, every 1 to 10 ms, until none is left: in the slot's cgroup,
   * or without one every process of the slot's uid (zombies included). The sandbox's pid-1 is
   * waited for in both cases: bubblewrap's monitor exits before reaping it, and until the
   * launcher's tini has, it lingers as a zombie, which a cgroup no longer lists.
   * @throws Error when something survives 5 s of SIGKILL (a process stuck in the kernel)
   */
  private async reap(): Promise<void> {
    const { launcher, sandboxPid } = this;
    const { uid } = this.request.slot;
    const pidOneLeft = (): boolean => {
      try {
        return sandboxPid !== 0 && statSync(`/proc/${sandboxPid}`).uid === uid;
      } catch {
        return false;
      }
    };
    const remaining = (): number[] => {
      const pids = (launcher.cgroup ? launcher.cgroup.pids() : sampleUid(uid).pids).filter((pid) => !launcher.isOwnProcess(pid));
      return pidOneLeft() && !pids.includes(sandboxPid) ? [...pids, sandboxPid] : pids;
    };
    const deadline = Date.now() + REAP_TIMEOUT_MS;
    // The kernel usually finishes the teardown within a millisecond or two: look again soon
    // first, then every 10 ms.
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      const pids = remaining();
      if (pids.length === 0) return;
      for (const pid of pids) killQuietly(pid);
      await new Promise((resolve) => setTimeout(resolve, attempt < 10 ? 1 : 10));
    }
    throw new Error(`processes of the run survived SIGKILL: ${remaining().join(', ')}`);
  }

  /**
   * The run's result from the monitor's wait `status`: CPU time and peak memory from the cgroup
   * (else the sampled figures), the limit hit (a kernel OOM kill is `memory`, CPU time over the
   * limit without extra time is `cpu`), wall time from release to `endedAt` (hrtime ns).
   * @throws Error with bubblewrap's and the launcher's diagnostics when the program was never released
   */
  private result(status: number, endedAt: bigint, outputs: Outputs): RunResult {
    const { limits } = this.request;
    if (this.started === 0n) {
      const diagnostics = [outputs.stderr().toString().trim(), this.launcher.takeDiagnostics()].filter((text) => text !== '');
      throw new Error(`sandbox did not start (exit ${status}): ${diagnostics.join('; ')}`);
    }
    const usage = this.launcher.cgroup ? this.launcher.cgroup.usage() : null;
    if (usage?.oomKilled && this.limitHit === null) this.limitHit = 'memory';
    const cpuTimeMs = usage ? usage.cpuTimeMs : this.sampledCpuMs;
    if (this.limitHit === null && cpuTimeMs > limits.cpuTimeMs) this.limitHit = 'cpu';
    // bwrap reports a program killed by signal N as exit status 128+N, like a shell; so does
    // the launcher's `wait` for a monitor killed before the program started.
    const signal = status > 128 ? status - 128 : null;
    return {
      stdout: outputs.stdout(),
      stderr: outputs.stderr(),
      exitCode: signal === null ? status : null,
      signal,
      cpuTimeMs,
      wallTimeMs: Number(endedAt - this.started) / 1e6,
      memoryKb: usage ? usage.peakMemoryKb : this.peakSampledKb,
      limitHit: this.limitHit,
      files: new Map(),
      ...(this.feeder ? { steps: this.feeder.result(cpuTimeMs) } : {}),
    };
  }
}
