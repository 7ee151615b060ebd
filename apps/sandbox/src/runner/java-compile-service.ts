import { JUDGE0_LANGUAGE } from '@algosheets/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, mkdirSync, openSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { JAVA_COMPILE_SERVER_CLASS, JAVA_COMPILE_SERVER_EXPORTS, type JavaCompileServerBuild } from '../languages/java-compile-server-build';
import { MAX_COLLECTED_BYTES, readBoxFile, type BwrapRunner, type ReadOnlyBind, type RunLimits } from './bwrap-runner';
import type { CompileOutcome } from './compile-cache';
import { RUN_OOM_SCORE_ADJ } from './oom-score';
import type { RunCgroup } from './run-cgroup';
import { TASKSET } from './slot-cpus';
import { killQuietly, TINI } from './slot-launcher';
import type { Slot } from './slot-pool';

/**
 * Compiles a slot's source faster than the command-line compiler would, or says it cannot
 * (null: the caller compiles the usual way). Called with the slot held.
 */
export interface WarmCompiler {
  compile(slot: Slot, languageId: number, options: string[], source: Buffer): Promise<CompileOutcome | null>;
}

/**
 * Compiles a service answers before it is replaced by a fresh JVM. Each compile already gets a
 * fresh javac task and file manager; the restart bounds what the JVM itself accumulates across
 * them (class metadata, JIT code: its RSS grew from 89 to 93 MB over 400 compiles on the project's
 * machine) and how long any state of it lives. A restart costs the next compile the new service's
 * start and warm-up ({@link WARM_UP_COMPILES}, a few seconds of CPU), a few ms per compile over 1000.
 */
export const JAVA_COMPILES_PER_SERVICE = 1000;

/**
 * How many times a new service compiles its own warm-up program before its first compile. Without
 * it the first compile after a start took 5 times a warm one and the next few 2 to 3 times (class
 * loading, then the JIT); with 5 the first compiles are near a warm one's, and the slot's first
 * Java compile waits for the warm-up instead (about a second on an idle 2-core host).
 */
const WARM_UP_COMPILES = 5;
/** What the server prints once warm, before its first answer. */
const READY_LINE = Buffer.from('ready\n');
/** Where the server's classes appear inside the service's box. */
const SERVER_DIR = '/opt/java-compile-server';
/** How often a compile's CPU time is read from the service's group, ms. */
const POLL_MS = 20;
/** The bubblewrap monitor and the sandbox's pid-1, beside the JVM's threads in the service's group. */
const PROCESS_HEADROOM = 2;
/** Open files of the service's JVM (RLIMIT_NOFILE): the JDK's modules image, the source, class files. */
const OPEN_FILES = 128;
/** The longest answer header (`STATUS LENGTH\n`) the service may send, in bytes. */
const MAX_HEADER_BYTES = 24;

/** The JVM's flags: serial GC (few threads), C1 only (less CPU to warm up), heap sized to the group's limit. */
function serviceJvmFlags(memoryKb: number): string[] {
  return ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData', `-XX:MaxRAM=${memoryKb}k`, '-XX:MaxRAMPercentage=60', ...JAVA_COMPILE_SERVER_EXPORTS];
}

/**
 * The warm Java compilers, one long-lived JVM per sandbox slot, started on the slot's first Java
 * compile once the server's classes are built ({@link JavaCompileServerBuild}) and replaced after
 * {@link JAVA_COMPILES_PER_SERVICE} compiles or when one dies. Only with cgroup accounting: the
 * service's CPU time is measured from its own group. A compile the service cannot do (another
 * language, an option the compiler API refuses, a service that died during it) is left to the
 * command-line javac (null).
 */
export class JavaCompileServices implements WarmCompiler {
  private readonly services = new Map<number, JavaCompileService>();
  private started = 0;
  private closed = false;

  /**
   * @param build where the server's classes are, once built
   * @param java the Java definition: its compile binds, its JDK's `java` and which box files are class files
   * @param limits the compile's limits (COMPILE_LIMITS): memory and processes of the service's group, CPU and wall time per compile
   * @param onRestart told why a service was stopped before its compile count ran out, or did not start
   */
  constructor(
    private readonly runner: BwrapRunner,
    private readonly build: Pick<JavaCompileServerBuild, 'classDir'>,
    private readonly java: { binds: readonly ReadOnlyBind[]; javaBin: string; artefact: (name: string) => boolean },
    private readonly limits: RunLimits,
    private readonly onRestart: (reason: string) => void,
  ) {}

  /**
   * Compiles `source` as Main.java with `options` (javac options the option policy allowed) on the
   * slot's service, starting it if needed.
   * @returns the outcome; null when the command-line javac must compile it instead
   * @throws Error when the service answered something malformed (it is stopped)
   */
  async compile(slot: Slot, languageId: number, options: string[], source: Buffer): Promise<CompileOutcome | null> {
    const classDir = this.build.classDir();
    const cgroups = this.runner.cgroups;
    // An option word holding a tab or line break would split the request line: never from the option policy's words.
    const unframable = options.some((word) => /[\t\r\n]/.test(word));
    if (languageId !== JUDGE0_LANGUAGE.JAVA || classDir === null || cgroups === null || this.closed || unframable) return null;
    let service = this.services.get(slot.index);
    if (!service?.alive) {
      await service?.stop();
      const group = await cgroups.createGroup(`java-compile-${slot.index}-${++this.started}`);
      service = new JavaCompileService(slot, group, this.limits, this.java.artefact, join(this.runner.instanceDir, `java-compile-${slot.index}`));
      this.services.set(slot.index, service);
      try {
        await service.start(this.runner, [...this.java.binds, { source: classDir, target: SERVER_DIR }], this.java.javaBin);
      } catch (error) {
        // The learner's compile does not fail with the service: javac compiles it, and the next compile tries a new service.
        this.onRestart((error as Error).message);
        await this.retire(slot.index, service);
        return null;
      }
    }
    try {
      const answer = await service.compile(options, source);
      if (answer.restart !== null) this.onRestart(answer.restart);
      if (answer.restart !== null || service.compiles >= JAVA_COMPILES_PER_SERVICE) await this.retire(slot.index, service);
      return answer.outcome;
    } catch (error) {
      await this.retire(slot.index, service);
      throw error;
    }
  }

  /** Stops every service (the sandbox is closing); {@link compile} answers null afterwards. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.services.values()].map((service) => service.stop()));
    this.services.clear();
  }

  private async retire(index: number, service: JavaCompileService): Promise<void> {
    if (this.services.get(index) === service) this.services.delete(index);
    await service.stop();
  }
}

/** What one compile on a service gave: the outcome (null: compile it the usual way) and why the service must go, if it must. */
interface ServiceAnswer {
  outcome: CompileOutcome | null;
  restart: string | null;
}

/** A parsed answer of the server: its status and javac's diagnostics. */
interface ServerReply {
  status: number;
  text: Buffer;
}

/**
 * One service JVM: `tini -s` above `sh` (the OOM score and rlimits) that execs bubblewrap with the
 * arguments of a compile (the slot's uid, the compile's binds plus the server's classes, the
 * syscall filter, no network), its /box a host directory of the slot uid that holds one compile's
 * files at a time, its pid-1 moved into a group of its own before it is released.
 */
class JavaCompileService {
  private child: ChildProcess | null = null;
  private sandboxPid = 0;
  private ended = false;
  private pending = Buffer.alloc(0);
  private waiter: { resolve: (reply: ServerReply) => void; reject: (error: Error) => void } | null = null;
  /** Waits for {@link READY_LINE} while the service warms up; null before and after. */
  private readyWaiter: { resolve: () => void; reject: (error: Error) => void } | null = null;
  private ready = false;
  private stopped: Promise<void> | null = null;
  private stderrTail = '';
  /** Compiles sent to this service so far. */
  compiles = 0;

  constructor(
    private readonly slot: Slot,
    private readonly group: RunCgroup,
    private readonly limits: RunLimits,
    private readonly artefact: (name: string) => boolean,
    /** The host directory bound as the service's /box (0700, the slot uid's). */
    private readonly box: string,
  ) {}

  /** False once the JVM has ended or was stopped. */
  get alive(): boolean {
    return this.child !== null && !this.ended;
  }

  /**
   * Spawns the service, releases it once its pid-1 is in the service's group with the compile's
   * memory and process limits, and waits until it has warmed up (at most the compile's wall limit).
   * @throws Error when bubblewrap did not start, the group could not take it, or the service was
   * not ready in time (the service is stopped)
   */
  async start(runner: BwrapRunner, binds: ReadOnlyBind[], javaBin: string): Promise<void> {
    const { slot, limits, box } = this;
    rmSync(box, { recursive: true, force: true });
    mkdirSync(box, { mode: 0o700 });
    chownSync(box, slot.uid, slot.uid);
    const request = { slot, argv: [], binds, files: new Map(), stdin: Buffer.alloc(0), limits, mergeStderr: false, collect: () => false };
    const jvm = [join(javaBin, 'java'), ...serviceJvmFlags(limits.memoryKb), '-cp', SERVER_DIR, JAVA_COMPILE_SERVER_CLASS, String(limits.maxFileSizeKb * 1024), String(WARM_UP_COMPILES)];
    // No RLIMIT_CPU: the service outlives many compiles; each compile's CPU is read from the group.
    const rlimits = [
      `echo ${RUN_OOM_SCORE_ADJ} > /proc/self/oom_score_adj`,
      `ulimit -p ${limits.maxProcesses + PROCESS_HEADROOM}`,
      `ulimit -f ${limits.maxFileSizeKb * 2}`,
      `ulimit -s ${limits.stackKb}`,
      `ulimit -n ${OPEN_FILES}`,
      'ulimit -c 0',
      'exec "$@"',
    ].join(' && ');
    const launch = [TINI, '-s', '--', '/usr/bin/sh', '-c', rlimits, 'java-compile', '/usr/bin/bwrap', ...runner.bwrapArgs(request, box), '--', ...jvm];
    // Pinned like the slot's runs (taskset execs tini in the same process): its threads stay off the other slots' CPUs.
    const cpu = runner.slotCpus?.[slot.index];
    const argv = cpu === undefined ? launch : [TASKSET, '--cpu-list', String(cpu), ...launch];
    const filter = openSync(runner.seccompFile, 'r');
    try {
      this.child = spawn(argv[0], argv.slice(1), { env: {}, uid: slot.uid, gid: slot.uid, detached: true, stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'pipe', filter] });
    } finally {
      closeSync(filter);
    }
    const child = this.child;
    child.on('exit', () => this.end(new Error('the Java compile service ended')));
    child.on('error', (error) => this.end(error));
    // A killed box resets its pipes: their ends here see ECONNRESET or EPIPE, which its exit already tells.
    for (const stream of child.stdio) stream?.on('error', () => undefined);
    (child.stdout as Readable).on('data', (chunk: Buffer) => this.receive(chunk));
    (child.stderr as Readable).on('data', (chunk: Buffer) => (this.stderrTail = (this.stderrTail + chunk.toString()).slice(-2048)));
    try {
      this.sandboxPid = await this.childPid(child.stdio[3] as Readable);
      await this.group.attach(this.sandboxPid);
      this.group.start(limits.memoryKb, limits.maxProcesses + PROCESS_HEADROOM);
      const ready = this.whenReady(limits.wallTimeMs);
      (child.stdio[4] as Writable).end('go');
      await ready;
    } catch (error) {
      await this.stop();
      throw new Error(`the Java compile service did not start: ${(error as Error).message} ${this.stderrTail.trim()}`.trim());
    }
  }

  /**
   * Compiles one source: empties the box, writes the source as its Main.java, asks the server,
   * watches the compile's CPU (from the group) and wall time, then collects the class files and
   * empties the box again, so no compile sees another's files.
   * @throws Error when the answer is malformed
   */
  async compile(options: string[], source: Buffer): Promise<ServiceAnswer> {
    const { slot, limits } = this;
    this.compiles++;
    this.emptyBox();
    const file = join(this.box, 'Main.java');
    writeFileSync(file, source, { mode: 0o644 });
    chownSync(file, slot.uid, slot.uid);
    try {
      const cpuAtStart = this.group.sample().cpuTimeMs;
      let limitHit: 'cpu' | 'wall' | null = null;
      const overLimit = (hit: 'cpu' | 'wall'): void => {
        limitHit ??= hit;
        this.kill();
      };
      const poller = setInterval(() => {
        try {
          if (this.group.sample().cpuTimeMs - cpuAtStart > limits.cpuTimeMs + limits.extraTimeMs) overLimit('cpu');
        } catch {
          // The group is going away with the service: its end settles the compile.
        }
      }, POLL_MS);
      const wallTimer = setTimeout(() => overLimit('wall'), limits.wallTimeMs + limits.extraTimeMs);
      let reply: ServerReply | Error;
      try {
        reply = await this.ask(`${options.join('\t')}\n`);
      } catch (error) {
        reply = error as Error;
      } finally {
        clearInterval(poller);
        clearTimeout(wallTimer);
      }
      if (limitHit !== null) {
        return { outcome: { ok: false, timedOut: true, output: null, artefact: new Map() }, restart: `the compile hit its ${limitHit} time limit` };
      }
      if (reply instanceof MalformedAnswerError) throw reply;
      if (reply instanceof Error) {
        const oom = this.oomKilled();
        return { outcome: null, restart: oom ? 'the compile ran out of memory' : reply.message };
      }
      // javac ended abnormally (out of memory or stack): the command line's answer is the one to give.
      if (reply.status === 4) return { outcome: null, restart: 'javac ended abnormally' };
      return { outcome: this.outcome(reply), restart: null };
    } finally {
      this.emptyBox();
    }
  }

  /**
   * Kills the JVM (its pid-1, so the kernel ends the whole box), whatever is left in its group, and
   * removes the group and the box; once, however often it is called.
   */
  stop(): Promise<void> {
    this.stopped ??= this.stopOnce();
    return this.stopped;
  }

  private async stopOnce(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      this.kill();
      const timer = setTimeout(() => child.pid && killQuietly(-child.pid), 1000);
      await exited;
      clearTimeout(timer);
    }
    this.end(new Error('the Java compile service was stopped'));
    for (let attempt = 0; attempt < 100; attempt++) {
      for (const pid of this.group.pids()) killQuietly(pid);
      try {
        await this.group.destroy();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    rmSync(this.box, { recursive: true, force: true });
  }

  /** The record's outcome from the server's reply: status 0 compiled, 1 errors, 3 diagnostics over the output cap; 2 leaves it to javac. */
  private outcome(reply: ServerReply): CompileOutcome | null {
    if (reply.status === 2) return null;
    const output = reply.text.length > 0 ? reply.text : null;
    if (reply.status !== 0) return { ok: false, timedOut: false, output, artefact: new Map() };
    const artefact = new Map<string, Buffer>();
    let budget = MAX_COLLECTED_BYTES;
    for (const name of readdirSync(this.box)) {
      if (!this.artefact(name)) continue;
      const content = readBoxFile(join(this.box, name), this.slot.uid, budget);
      if (content === null) continue;
      budget -= content.length;
      artefact.set(name, content);
    }
    return { ok: true, timedOut: false, output, artefact };
  }

  /** Resolves when the server has printed {@link READY_LINE}; rejects when it ends first or `timeoutMs` passed (it is killed). */
  private whenReady(timeoutMs: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error(`not ready within ${timeoutMs} ms`)), timeoutMs);
      const settle = (): void => {
        clearTimeout(timer);
        this.readyWaiter = null;
      };
      this.readyWaiter = {
        resolve: () => (settle(), resolve()),
        reject: (error) => (settle(), reject(error)),
      };
    });
  }

  /** Removes everything in the box (files of the slot uid, removed as root). */
  private emptyBox(): void {
    for (const name of readdirSync(this.box)) rmSync(join(this.box, name), { recursive: true, force: true });
  }

  /** Sends one request line; resolves with the reply, rejects when the service ends first. */
  private ask(line: string): Promise<ServerReply> {
    if (!this.alive) return Promise.reject(new Error('the Java compile service is not running'));
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
      (this.child?.stdin as Writable).write(line);
    });
  }

  /**
   * Reads the server's stdout: `STATUS LENGTH\n` then LENGTH bytes, only while a compile waits,
   * LENGTH at most the output cap. Anything else is malformed: the service is killed and the
   * compile fails with a {@link MalformedAnswerError}.
   */
  private receive(chunk: Buffer): void {
    this.pending = Buffer.concat([this.pending, chunk]);
    if (!this.ready) {
      this.receiveReady();
      return;
    }
    const newline = this.pending.indexOf(10);
    const header = newline < 0 ? null : /^([0-4]) (\d{1,9})$/.exec(this.pending.subarray(0, newline).toString('latin1'));
    const cap = this.limits.maxFileSizeKb * 1024;
    const malformed = this.waiter === null || (newline < 0 ? this.pending.length > MAX_HEADER_BYTES : header === null || Number(header[2]) > cap);
    if (malformed) {
      this.fail(new MalformedAnswerError());
      return;
    }
    if (header === null) return;
    const length = Number(header[2]);
    const total = newline + 1 + length;
    if (this.pending.length < total) return;
    if (this.pending.length > total) {
      this.fail(new MalformedAnswerError());
      return;
    }
    const reply = { status: Number(header[1]), text: Buffer.from(this.pending.subarray(newline + 1, total)) };
    this.pending = Buffer.alloc(0);
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.resolve(reply);
  }

  /** Reads the ready line, which must come first and alone, only while {@link start} waits for it. */
  private receiveReady(): void {
    const seen = Math.min(this.pending.length, READY_LINE.length);
    if (this.readyWaiter === null || this.pending.length > READY_LINE.length || !this.pending.subarray(0, seen).equals(READY_LINE.subarray(0, seen))) {
      this.fail(new MalformedAnswerError());
      return;
    }
    if (seen < READY_LINE.length) return;
    this.ready = true;
    this.pending = Buffer.alloc(0);
    this.readyWaiter.resolve();
  }

  /** Kills the service and fails the waiting compile (or start) with `error`. */
  private fail(error: Error): void {
    this.kill();
    this.end(error);
  }

  /** Marks the service ended and rejects the waiting compile or start, once. */
  private end(error: Error): void {
    this.ended = true;
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.reject(error);
    this.readyWaiter?.reject(error);
  }

  /** SIGKILLs the box's pid-1 (the kernel then ends everything in its pid namespace), or tini's group before it is known. */
  private kill(): void {
    if (this.sandboxPid !== 0) killQuietly(this.sandboxPid);
    else if (this.child?.pid) killQuietly(-this.child.pid);
  }

  private oomKilled(): boolean {
    try {
      return this.group.sample().oomKilled;
    } catch {
      return false;
    }
  }

  /** The host pid of the box's pid-1, from bubblewrap's info pipe. */
  private childPid(info: Readable): Promise<number> {
    return new Promise((resolve, reject) => {
      let text = '';
      const onData = (chunk: Buffer): void => {
        text += chunk.toString();
        const match = /"child-pid":\s*(\d+)/.exec(text);
        if (match) {
          info.off('data', onData);
          resolve(Number(match[1]));
        }
      };
      info.on('data', onData);
      info.once('end', () => reject(new Error('bubblewrap reported no pid')));
    });
  }
}

/** The service sent something other than one well-formed answer to the compile it was asked. */
class MalformedAnswerError extends Error {
  constructor() {
    super('the Java compile service sent a malformed answer');
  }
}
