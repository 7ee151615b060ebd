/**
 * The fair-share order of judging runs, shared by the sandbox's slot pool (who gets a freed slot)
 * and the execution worker's in-flight window (whose request goes to the sandbox next): one order,
 * so a learner's runs wait their turn the same way at both.
 */

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
