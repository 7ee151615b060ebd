// When `npm start` starts a service again after it exited on its own. Only Node built-ins: this
// file runs before the dependencies are installed.

/** Back-off before each restart in a row, ms: doubling from 1 s, at most 16 s. */
export const RESTART_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000];
/** Exits within {@link RESTART_WINDOW_MS} after which a service is given up on: it keeps crashing. */
export const RESTART_LIMIT = 5;
/** The window in which exits are counted, ms; a service up longer than this starts afresh at 1 s. */
export const RESTART_WINDOW_MS = 120_000;

/**
 * One service's restarts, as a supervisor (Kubernetes' CrashLoopBackOff, systemd's
 * `Restart=on-failure` with a start limit) decides them: each exit is answered with a back-off
 * that doubles with the exits counted in the last {@link RESTART_WINDOW_MS} (1, 2, 4, 8, 16 s),
 * and the exit past {@link RESTART_LIMIT} in that window is answered with null: the service keeps
 * crashing, so `npm start` stops everything with one message rather than looping.
 */
export class RestartPolicy {
  /** Times of the exits in the window, ms. */
  #exits = [];

  /**
   * @param {{ delaysMs?: number[], limit?: number, windowMs?: number }} [options] the back-off
   *   steps (ms), the exits allowed in the window and the window (ms); the defaults above
   */
  constructor({ delaysMs = RESTART_DELAYS_MS, limit = RESTART_LIMIT, windowMs = RESTART_WINDOW_MS } = {}) {
    this.delaysMs = delaysMs;
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /**
   * Records an exit at `nowMs` and answers the wait before the next start, ms, or null to give up.
   * @param {number} nowMs the exit's time (Date.now())
   * @returns {number | null}
   */
  onExit(nowMs) {
    this.#exits = [...this.#exits.filter((at) => nowMs - at < this.windowMs), nowMs];
    if (this.#exits.length > this.limit) return null;
    return this.delaysMs[Math.min(this.#exits.length, this.delaysMs.length) - 1];
  }

  /** Exits counted in the window now. */
  get recentExits() {
    return this.#exits.length;
  }
}
