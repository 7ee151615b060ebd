/**
 * The request header naming whose work a submission is (the gateway's learner id, passed on by the
 * execution worker). Not part of Judge0's API: a real Judge0 ignores it. Submissions without it
 * share one anonymous key.
 */
export const FAIR_SHARE_HEADER = 'x-fair-share-key';

/** Longest key kept; a longer header value is cut to it (keys are compared, never shown). */
const MAX_KEY_LENGTH = 128;

/** The fair-share key of a request's header value: trimmed and capped, '' when absent or not a string. */
export function fairShareKey(header: unknown): string {
  return typeof header === 'string' ? header.trim().slice(0, MAX_KEY_LENGTH) : '';
}

/** One key's state: its waiting entries (oldest first), its entries holding a slot, when it was last served. */
interface KeyState<T> {
  waiting: T[];
  running: number;
  lastServed: number;
}

/**
 * Waiting entries grouped by fair-share key, taken out in the fair-share order: the key with the
 * fewest entries running goes first (a learner with nothing running overtakes one whose runs hold
 * slots), ties go to the key served least recently (round robin), and within a key entries keep
 * their arrival order. The caller reports with {@link finished} when an entry taken with
 * {@link take} stops running.
 */
export class FairQueue<T> {
  private readonly keys = new Map<string, KeyState<T>>();
  private served = 0;
  private waitingCount = 0;

  /** Entries waiting, all keys together. */
  get size(): number {
    return this.waitingCount;
  }

  /** Adds an entry at the end of `key`'s line. */
  push(key: string, entry: T): void {
    this.state(key).waiting.push(entry);
    this.waitingCount++;
  }

  /**
   * Takes a waiting entry of `key` out of its line (its submission was abandoned), keeping the
   * others' order. Returns false when it no longer waits (it was taken, or never pushed).
   */
  remove(key: string, entry: T): boolean {
    const state = this.keys.get(key);
    const at = state ? state.waiting.indexOf(entry) : -1;
    if (!state || at < 0) return false;
    state.waiting.splice(at, 1);
    this.waitingCount--;
    if (state.running === 0 && state.waiting.length === 0) this.keys.delete(key);
    return true;
  }

  /** Entries of `key` running now. */
  runningOf(key: string): number {
    return this.keys.get(key)?.running ?? 0;
  }

  /**
   * Removes and returns the next entry in the fair-share order (now counted running), or undefined
   * when none waits; a key with `maxRunning` entries running already is passed over (the anonymous
   * key '' never is).
   */
  take(maxRunning = Infinity): { key: string; entry: T } | undefined {
    let best: [string, KeyState<T>] | undefined;
    for (const candidate of this.keys) {
      const [key, state] = candidate;
      if (state.waiting.length === 0 || (key !== '' && state.running >= maxRunning)) continue;
      if (!best || state.running < best[1].running || (state.running === best[1].running && state.lastServed < best[1].lastServed)) best = candidate;
    }
    if (!best) return undefined;
    const [key, state] = best;
    const entry = state.waiting.shift() as T;
    this.waitingCount--;
    state.running++;
    state.lastServed = ++this.served;
    return { key, entry };
  }

  /** Counts one entry of `key` as running without it having waited (it found a free slot at once). */
  started(key: string): void {
    const state = this.state(key);
    state.running++;
    state.lastServed = ++this.served;
  }

  /** One running entry of `key` has ended; a key with nothing waiting or running is forgotten. */
  finished(key: string): void {
    const state = this.keys.get(key);
    if (!state) return;
    state.running = Math.max(0, state.running - 1);
    if (state.running === 0 && state.waiting.length === 0) this.keys.delete(key);
  }

  private state(key: string): KeyState<T> {
    let state = this.keys.get(key);
    if (!state) {
      state = { waiting: [], running: 0, lastServed: 0 };
      this.keys.set(key, state);
    }
    return state;
  }
}

/**
 * Whether `count` more submissions of one key may enter the queue bounded by `maxQueueSize`
 * (Judge0's `MAX_QUEUE_SIZE`). Below the bound anyone may. At the bound a key is still admitted up
 * to its share of it, `maxQueueSize / (keys with pending submissions, this one included)`, so one
 * learner's flood cannot turn every other learner's runs into 503 "queue is full". Twice the bound
 * is a hard limit for everyone.
 */
export function admitsFairly(queue: { pending: number; pendingOf(key: string): number; pendingKeys: number }, key: string, count: number, maxQueueSize: number): boolean {
  if (queue.pending + count <= maxQueueSize) return true;
  if (queue.pending + count > 2 * maxQueueSize) return false;
  const own = queue.pendingOf(key);
  const keys = queue.pendingKeys + (own === 0 ? 1 : 0);
  return own + count <= Math.floor(maxQueueSize / keys);
}
