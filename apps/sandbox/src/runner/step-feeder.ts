import type { Writable } from 'node:stream';

/** The record mark of the harness protocol, around the run's nonce at the start of a frame. */
const RECORD_MARK = 0x1e;
/** The ready frame's body: the program has loaded and waits for its first test. */
const READY = Buffer.from('ready');
/** Longest frame looked for: a record holds the answer and up to 64 KB of captured output. */
const MAX_FRAME_BYTES = 8 * 1024 * 1024;

/** A run's stdin in steps and the per-test CPU limit (the `test_steps` extension, in runner units). */
export interface RunSteps {
  /** The run's nonce: a frame is `\n`, 0x1E, the nonce, 0x1E, one line, `\n`. */
  mark: string;
  /** Step 0 (the header) and then each test's input, written one after another. */
  inputs: Buffer[];
  /** CPU time of one test, ms; past it plus the run's extra time the run is killed. */
  cpuLimitMs: number;
}

/** What the sandbox measured of a stepped run. */
export interface StepTimes {
  /** CPU time of each test that started, ms (the last one may be the test in progress). */
  cpuMs: number[];
  /** The test the run was killed for (its CPU time over the limit), or null. */
  exceeded: number | null;
  /** The test at whose record the run's memory was over its limit (and the run killed), or null. */
  memoryExceeded: number | null;
}

/**
 * Feeds a harness run's stdin one test at a time and times each test with the kernel's CPU counter
 * of the whole run (the trusted clock: every process and thread of it, nothing the program can
 * change). It writes step 0 at release; each frame the program writes on stdout then releases the
 * next step: the ready frame step 1 (test 0's input), test k's record step k + 2. A test's time is
 * the counter's advance from the write of its input to the arrival of its record, so a replaced
 * clock, a second thread or work done before the record was written all count, and a test's input
 * is not in the program's reach before the record of the test before it. A frame that is not the
 * one due (a program forging records) ends the feeding: stdin is closed and no later input is
 * written; the frame's content is judged elsewhere from stdout. Not for records' content: it only
 * checks that the frame is the ready frame or begins `{"i":k,` for the test due.
 */
export class StepFeeder {
  private readonly prefix: Buffer;
  /** stdout bytes not yet scanned past (at most a partial frame or the start of one). */
  private pending: Buffer = Buffer.alloc(0);
  private frames = 0;
  /** Index of the test whose input was written last and whose record is awaited; -1 before test 0. */
  private current = -1;
  private currentStartMs = 0;
  private stopped = false;
  private readonly cpuMs: number[] = [];
  private exceeded: number | null = null;
  private memoryExceeded: number | null = null;

  /**
   * @param steps the run's steps
   * @param stdin the program's stdin (written to, then ended)
   * @param cpuNowMs reads the run's CPU counter, ms (cgroup `cpuacct.usage` / `cpu.stat`, or /proc)
   * @param overMemory whether the run's memory is over its limit now, asked at each record while
   *   the program waits for its next input (what /proc sampling could miss between two ticks)
   */
  constructor(
    private readonly steps: RunSteps,
    private readonly stdin: Writable,
    private readonly cpuNowMs: () => number,
    private readonly overMemory: () => boolean,
  ) {
    this.prefix = Buffer.concat([Buffer.from([0x0a, RECORD_MARK]), Buffer.from(steps.mark, 'latin1'), Buffer.from([RECORD_MARK])]);
  }

  /** Writes step 0 (the header), at the program's release. */
  start(): void {
    this.stdin.write(this.steps.inputs[0]);
    if (this.steps.inputs.length === 1) this.stop();
  }

  /** Scans a chunk of the program's stdout for frames, releasing the next step at each one due. */
  onStdout(chunk: Buffer): void {
    if (this.stopped) return;
    let buffer = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      const start = buffer.indexOf(this.prefix);
      if (start < 0) {
        // Keep what could be the beginning of a frame split across two chunks.
        buffer = buffer.subarray(Math.max(0, buffer.length - this.prefix.length + 1));
        break;
      }
      const bodyStart = start + this.prefix.length;
      const end = buffer.indexOf(0x0a, bodyStart);
      if (end < 0) {
        buffer = buffer.subarray(start);
        // A frame that never ends within the largest record: nothing more can be due.
        if (buffer.length > MAX_FRAME_BYTES) this.stop();
        break;
      }
      this.onFrame(buffer.subarray(bodyStart, end));
      if (this.stopped) return;
      // The frame's closing newline may open the next frame.
      buffer = buffer.subarray(end);
    }
    this.pending = Buffer.from(buffer);
  }

  /** Called on every CPU sample while the program runs: true when the test in progress is over its limit plus `extraMs`. */
  overLimit(cpuNowMs: number, extraMs: number): boolean {
    if (this.stopped || this.current < 0) return false;
    if (cpuNowMs - this.currentStartMs <= this.steps.cpuLimitMs + extraMs) return false;
    this.exceeded = this.current;
    return true;
  }

  /** The per-test times once the run is over; `finalCpuMs` closes the test in progress, if any. */
  result(finalCpuMs: number): StepTimes {
    const cpuMs = [...this.cpuMs];
    if (this.current >= 0 && this.cpuMs.length === this.current) cpuMs.push(Math.max(0, finalCpuMs - this.currentStartMs));
    return { cpuMs: cpuMs.map((ms) => Math.round(ms * 1000) / 1000), exceeded: this.exceeded, memoryExceeded: this.memoryExceeded };
  }

  private onFrame(body: Buffer): void {
    const due = this.frames === 0 ? body.equals(READY) : body.subarray(0, 24).toString('latin1').startsWith(`{"i":${this.current},`);
    this.frames++;
    if (!due) {
      this.stop();
      return;
    }
    const now = this.cpuNowMs();
    if (this.current >= 0) {
      this.cpuMs.push(now - this.currentStartMs);
      // A record that arrived over the limit (between two samples): the test is over, so is the run.
      if (now - this.currentStartMs > this.steps.cpuLimitMs) {
        this.exceeded = this.current;
        this.stop();
        return;
      }
      if (this.overMemory()) {
        this.memoryExceeded = this.current;
        this.stop();
        return;
      }
    }
    const next = this.current + 1;
    if (next + 1 >= this.steps.inputs.length) {
      this.current = -1;
      this.stop();
      return;
    }
    this.current = next;
    this.currentStartMs = now;
    this.stdin.write(this.steps.inputs[next + 1]);
  }

  /** No more input: stdin reaches end-of-file once its writes are flushed. */
  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.pending = Buffer.alloc(0);
    this.stdin.end();
  }

  /** The limit a record found exceeded (the caller then ends the run for it), or null. */
  get limitFound(): 'cpu' | 'memory' | null {
    if (this.exceeded !== null) return 'cpu';
    return this.memoryExceeded !== null ? 'memory' : null;
  }
}
