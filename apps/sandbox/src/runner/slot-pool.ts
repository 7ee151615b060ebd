import { performance } from 'node:perf_hooks';
import { FairQueue } from '@algosheets/judge/node';
import { RunCancelledError } from './run-cancelled-error';

/** One worker slot: at most one sandboxed process tree runs in it at a time, as its own host uid. */
export interface Slot {
  index: number;
  /** Host uid and gid of every process the slot starts (uid base + index). */
  uid: number;
}

/**
 * Pool of worker slots shared fairly between fair-share keys (the learner a run is for). One slot
 * per core by default: Judge0 runs 2×nproc workers, and its issues #114/#262 show
 * over-subscription turning into false time-limit verdicts. A distinct uid per slot makes
 * RLIMIT_NPROC per-run and keeps concurrent boxes unreadable to each other.
 *
 * A freed slot goes to the waiting task of the key with the fewest slots in use, ties to the key
 * served least recently ({@link FairQueue}), and no learner's key ever holds every slot: with two
 * or more slots one key holds at most all but one ({@link maxPerKey}), so a learner flooding the
 * sandbox with endless loops always leaves a slot that another learner's run takes at once. The
 * anonymous key '' (the platform's own runs) is not capped.
 */
export class SlotPool {
  private readonly free: Slot[];
  private readonly waiting = new FairQueue<(slot: Slot) => void>();
  private busy = 0;
  /** Told how long each task waited for its slot, s (the sandbox's metrics set it). */
  onSlotWait: ((waitS: number) => void) | null = null;

  /** Most slots one learner's key may hold at once: all but one, or the only one. */
  readonly maxPerKey: number;

  constructor(count: number, uidBase: number) {
    this.free = Array.from({ length: count }, (_, index) => ({ index, uid: uidBase + index }));
    this.maxPerKey = Math.max(1, count - 1);
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
    return this.waiting.size;
  }

  /**
   * Runs `task` in a slot once one is free and it is `key`'s turn (the fair-share order above; ''
   * is the anonymous key); the slot is released when the task settles. When `signal` aborts while
   * the task waits, it leaves the line and never runs.
   * @throws RunCancelledError when `signal` aborted before the task got its slot
   */
  async run<T>(task: (slot: Slot) => Promise<T>, key = '', signal?: AbortSignal): Promise<T> {
    const asked = performance.now();
    const slot = await this.acquire(key, signal);
    this.onSlotWait?.((performance.now() - asked) / 1000);
    try {
      return await task(slot);
    } finally {
      this.release(slot, key);
    }
  }

  private acquire(key: string, signal?: AbortSignal): Promise<Slot> {
    if (signal?.aborted) return Promise.reject(new RunCancelledError());
    if (this.free.length > 0 && (key === '' || this.waiting.runningOf(key) < this.maxPerKey)) {
      const slot = this.free.shift() as Slot;
      this.busy++;
      this.waiting.started(key);
      return Promise.resolve(slot);
    }
    return new Promise((resolve, reject) => {
      const leave = (): void => {
        if (this.waiting.remove(key, entry)) reject(new RunCancelledError());
      };
      const entry = (slot: Slot): void => {
        signal?.removeEventListener('abort', leave);
        resolve(slot);
      };
      this.waiting.push(key, entry);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  private release(slot: Slot, key: string): void {
    this.waiting.finished(key);
    this.busy--;
    this.free.push(slot);
    // The freed slot, and any other left free while a capped key waited, go to waiting tasks.
    while (this.free.length > 0) {
      const next = this.waiting.take(this.maxPerKey);
      if (!next) break;
      this.busy++;
      next.entry(this.free.shift() as Slot);
    }
  }
}
