import { randomBytes } from 'node:crypto';
import { chownSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CgroupV1Root } from './cgroup-v1';
import { sampleUid } from './proc-uid-monitor';
import { LauncherPool, type RunLauncher, type RunRlimits } from './run-launcher';
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
  limits: RunLimits;
  /** Judge0 `redirect_stderr_to_stdout`. */
  mergeStderr: boolean;
  /** Box files to hand back after the run (compile artefacts), chosen by name. */
  collect?: (fileName: string) => boolean;
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
}

/** How memory, CPU and process counts are measured and enforced; shown in `/config_info`. */
export type AccountingMode = 'cgroup-v1' | 'proc-sampling';

const POLL_MS = 20;
/** The bwrap monitor and the sandbox's pid-1 run as the slot uid and in the run's cgroup too. */
const PROCESS_HEADROOM = 2;

/**
 * Runs untrusted programs with bubblewrap, each in a fresh box as its slot's non-root uid.
 *
 * Chain: a {@link RunLauncher} (`sh`, spawned ahead of the run as the slot uid, in the run's
 * cgroup) lowers RLIMIT_CPU/NPROC/FSIZE/STACK/CORE on itself with `ulimit` and execs `bwrap` (all
 * namespaces unshared, no network, user namespaces disabled inside, `--clearenv`, only /usr's
 * runtime directories and the box bound, 64 MB-capped /tmp). bwrap's `--info-fd`/`--block-fd`
 * hold the sandbox's pid-1 until the cgroup's counters are zeroed and its limits set, so the cgroup
 * measures the program, not bubblewrap. Why each piece: reference/measured-costs.md section 5 and
 * judge0-api.md section 6.
 */
export class BwrapRunner {
  private readonly launchers: LauncherPool;

  private constructor(
    private readonly workDir: string,
    private readonly tmpSizeKb: number,
    private readonly cgroups: CgroupV1Root | null,
  ) {
    this.launchers = new LauncherPool(cgroups, workDir);
  }

  /**
   * Prepares the work directory and, unless `cgroupMode` is `none`, a cgroup v1 parent group.
   * @throws Error when `cgroupMode` is `v1` and no writable cgroup v1 hierarchy exists
   */
  static async create(options: { workDir: string; tmpSizeKb: number; cgroupMode: 'auto' | 'v1' | 'none' }): Promise<BwrapRunner> {
    await mkdir(options.workDir, { recursive: true, mode: 0o711 });
    // Slot uids must traverse (not list) the directory to reach their own box.
    await chmod(options.workDir, 0o711);
    const cgroups = options.cgroupMode === 'none' ? null : await CgroupV1Root.create(`algosheets-sandbox-${process.pid}-${randomBytes(4).toString('hex')}`);
    if (options.cgroupMode === 'v1' && cgroups === null) throw new Error('SANDBOX_CGROUP=v1 but no writable cgroup v1 memory/pids/cpuacct hierarchy was found');
    return new BwrapRunner(options.workDir, options.tmpSizeKb, cgroups);
  }

  /**
   * Releases what {@link create} made on the host (prepared launchers, the parent cgroups); call
   * once no run is in progress.
   */
  async close(): Promise<void> {
    await this.launchers.close();
    await this.cgroups?.destroy();
  }

  /** `cgroup-v1` enforces memory with the kernel; `proc-sampling` polls RSS every 20 ms and kills. */
  get accounting(): AccountingMode {
    return this.cgroups ? 'cgroup-v1' : 'proc-sampling';
  }

  /**
   * Runs one program to completion or until a limit kills it.
   * @throws Error only for failures of the sandbox itself (bwrap missing, box not writable);
   * the program's own failures are described by the result
   */
  async run(request: RunRequest): Promise<RunResult> {
    const launcher = await this.launchers.take(request.slot);
    try {
      // Synchronous: a few small files, where a thread-pool round trip each would cost more.
      for (const [name, content] of request.files) {
        const file = join(launcher.box, name);
        writeFileSync(file, content, { mode: 0o644 });
        chownSync(file, request.slot.uid, request.slot.uid);
      }
      const result = await this.execute(request, launcher);
      if (request.collect) {
        for (const name of readdirSync(launcher.box)) {
          if (request.collect(name)) result.files.set(name, readFileSync(join(launcher.box, name)));
        }
      }
      return result;
    } finally {
      // Once bwrap's monitor has exited, its pid namespace is gone with every process in it: the
      // clean-up (stragglers killed, cgroup and box removed) need not delay the slot's next run.
      this.launchers.release(launcher);
    }
  }

  private execute(request: RunRequest, launcher: RunLauncher): Promise<RunResult> {
    const { limits, slot } = request;
    const { child, cgroup, box } = launcher;
    const cpuLimitS = Math.max(Math.ceil((limits.cpuTimeMs + limits.extraTimeMs) / 1000), 1);
    const argv = request.mergeStderr ? ['/usr/bin/sh', '-c', 'exec "$@" 2>&1', 'sh', ...request.argv] : request.argv;
    const rlimits: RunRlimits = {
      cpuSeconds: cpuLimitS,
      // RLIMIT_NPROC counts every process of the uid, the slot's next launcher included.
      processes: limits.maxProcesses + PROCESS_HEADROOM + (cgroup ? 1 : 0),
      fileSizeKb: limits.maxFileSizeKb,
      stackKb: limits.stackKb,
    };
    const args = ['/usr/bin/bwrap', ...this.bwrapArgs(request.binds, box), '--', ...argv];
    return new Promise<RunResult>((resolve, reject) => {
      const outputCap = limits.maxFileSizeKb * 1024;
      let limitHit: LimitHit = null;
      let started = 0n;
      let ended = 0n;
      let peakSampledKb = 0;
      let sampledCpuMs = 0;
      let poller: NodeJS.Timeout | undefined;
      let wallTimer: NodeJS.Timeout | undefined;

      let sandboxPid = 0;
      // Kill the sandbox's pid-1, not the bwrap monitor: the kernel then kills the whole pid
      // namespace and the monitor reaps it. Killing the monitor instead would orphan pid-1 to
      // the host's init, which in a container may never reap it (a zombie per run).
      const kill = (reason: LimitHit): void => {
        if (limitHit === null) limitHit = reason;
        if (sandboxPid === 0) child.kill('SIGKILL');
        else process.kill(sandboxPid, 'SIGKILL');
      };
      const stdout = capped(child.stdout, outputCap, () => kill('output'));
      const stderr = capped(child.stderr, outputCap, () => kill('output'));

      const release = (pid: number): void => {
        sandboxPid = pid;
        cgroup?.start(limits.memoryKb, limits.maxProcesses + PROCESS_HEADROOM);
        started = process.hrtime.bigint();
        launcher.block.end('go');
        child.stdin.end(request.stdin);
        wallTimer = setTimeout(() => kill('wall'), limits.wallTimeMs + limits.extraTimeMs);
        const notProgram = new Set([child.pid ?? 0, pid]);
        poller = setInterval(() => {
          try {
            if (cgroup) {
              sampledCpuMs = cgroup.cpuTimeMs();
            } else {
              const sample = sampleUid(slot.uid, notProgram);
              sampledCpuMs = Math.max(sampledCpuMs, sample.cpuTimeMs);
              peakSampledKb = Math.max(peakSampledKb, sample.rssKb);
              if (sample.rssKb > limits.memoryKb) kill('memory');
            }
            if (sampledCpuMs > limits.cpuTimeMs + limits.extraTimeMs) kill('cpu');
          } catch {
            // The group or the processes went away between two ticks: the run is ending.
          }
        }, POLL_MS);
      };

      let info = '';
      let released = false;
      launcher.info.on('data', (chunk: Buffer) => {
        info += chunk.toString();
        const match = /"child-pid":\s*(\d+)/.exec(info);
        if (match && !released) {
          released = true;
          try {
            release(Number(match[1]));
          } catch (error) {
            child.kill('SIGKILL');
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        }
      });
      child.on('error', reject);
      launcher.start(rlimits, args);
      child.on('exit', () => {
        ended = process.hrtime.bigint();
        clearTimeout(wallTimer);
        clearInterval(poller);
      });
      child.on('close', (code, signalName) => {
        void (async () => {
          if (started === 0n) {
            throw new Error(`sandbox did not start (exit ${code ?? signalName}): ${stderr().toString().trim()}`);
          }
          const usage = cgroup ? cgroup.usage() : null;
          if (usage?.oomKilled && limitHit === null) limitHit = 'memory';
          const cpuTimeMs = usage ? usage.cpuTimeMs : sampledCpuMs;
          if (limitHit === null && cpuTimeMs > limits.cpuTimeMs) limitHit = 'cpu';
          // bwrap reports a program killed by signal N as exit status 128+N, like a shell.
          const exit = signalName ? null : code;
          const signal = signalName ? 9 : exit !== null && exit > 128 ? exit - 128 : null;
          resolve({
            stdout: stdout(),
            stderr: stderr(),
            exitCode: signal === null ? exit : null,
            signal,
            cpuTimeMs,
            wallTimeMs: started === 0n ? 0 : Number(ended - started) / 1e6,
            memoryKb: usage ? usage.peakMemoryKb : peakSampledKb,
            limitHit,
            files: new Map(),
          });
        })().catch(reject);
      });
    });
  }

  private bwrapArgs(binds: readonly ReadOnlyBind[], box: string): string[] {
    const args = [
      '--unshare-all',
      '--unshare-user',
      '--disable-userns',
      '--die-with-parent',
      '--new-session',
      '--ro-bind', '/usr/bin', '/usr/bin',
      '--ro-bind', '/usr/lib', '/usr/lib',
      '--ro-bind-try', '/usr/lib64', '/usr/lib64',
      '--symlink', 'usr/lib', '/lib',
      '--symlink', 'usr/lib64', '/lib64',
      '--symlink', 'usr/bin', '/bin',
    ];
    for (const bind of binds) args.push('--ro-bind', bind.source, bind.target);
    args.push(
      '--proc', '/proc',
      '--dev', '/dev',
      '--size', String(this.tmpSizeKb * 1024), '--tmpfs', '/tmp',
      '--bind', box, '/box',
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

/** Collects a stream up to `cap` bytes and calls `onOverflow` once when more arrives. */
function capped(stream: Readable, cap: number, onOverflow: () => void): () => Buffer {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflowed = false;
  stream.on('data', (chunk: Buffer) => {
    if (overflowed) return;
    if (size + chunk.length > cap) {
      chunks.push(chunk.subarray(0, cap - size));
      size = cap;
      overflowed = true;
      onOverflow();
      return;
    }
    chunks.push(chunk);
    size += chunk.length;
  });
  return () => Buffer.concat(chunks);
}
