/** One worker slot: at most one sandboxed process tree runs in it at a time, as its own host uid. */
export interface Slot {
  index: number;
  /** Host uid and gid of every process the slot starts (uid base + index). */
  uid: number;
}

/**
 * FIFO pool of worker slots. One slot per core by default (issue 3): Judge0 runs 2×nproc
 * workers, and its issues #114/#262 show over-subscription turning into false time-limit verdicts.
 * A distinct uid per slot makes RLIMIT_NPROC per-run and keeps concurrent boxes unreadable to
 * each other (reference/measured-costs.md section 5).
 */
export class SlotPool {
  private readonly free: Slot[];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  private busy = 0;

  constructor(count: number, uidBase: number) {
    this.free = Array.from({ length: count }, (_, index) => ({ index, uid: uidBase + index }));
  }

  /** Number of slots (the service's parallelism). */
  get size(): number {
    return this.free.length + this.busy;
  }

  /** Slots running a task now. */
  get busySlots(): number {
    return this.busy;
  }

  /** Tasks waiting for a slot to free up. */
  get waitingTasks(): number {
    return this.waiting.length;
  }

  /** Runs `task` in a slot once one is free; the slot is released when the task settles. */
  async run<T>(task: (slot: Slot) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await task(slot);
    } finally {
      this.release(slot);
    }
  }

  private acquire(): Promise<Slot> {
    const slot = this.free.shift();
    if (slot) {
      this.busy++;
      return Promise.resolve(slot);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) {
      next(slot);
      return;
    }
    this.busy--;
    this.free.push(slot);
  }
}
