import { FairQueue } from '@algosheets/judge/node';

/** A request of the worker let through its window; `release` when its answer is in (once). */
export interface InFlightPermit {
  release(): void;
}

/** The window's state after a change: requests in flight, requests waiting, the current limit. */
export interface InFlightState {
  active: number;
  queued: number;
  limit: number;
}

/** Thrown by {@link InFlightWindow.acquire} when the caller's deadline passes while it waits. */
export class InFlightWaitExpiredError extends Error {
  constructor(waitedMs: number) {
    super(`no room among the worker's requests in flight to the Judge0 API within ${waitedMs} ms`);
    this.name = 'InFlightWaitExpiredError';
  }
}

/**
 * The execution worker's bound on its requests in flight to the Judge0 API. Without it each of the
 * worker's jobs sends up to `JUDGE0_MAX_PARALLEL` requests at once, so a ramp of jobs puts many
 * times the sandbox's slots in its queues, where they wait past their time-outs and are sent again.
 *
 * At most `limit` requests are in flight; the others wait here, taken in the sandbox's own
 * fair-share order ({@link FairQueue}: the learner with the fewest requests in flight first, ties
 * to the one served longest ago), one learner holding at most all places but one (the anonymous
 * key '', the platform's own runs, is not capped), so one learner's fan-out does not delay another's
 * run: in the sandbox that run then finds the slot the same rule keeps free there.
 * The limit starts at `max` (`JUDGE0_MAX_IN_FLIGHT`) and follows the API's answers as TCP's
 * congestion window follows losses: a 503/429 "queue is full" sets it to half the requests then
 * in flight (at least 1; one cut per `cutGapMs`, as a burst of refusals answers one overload), and
 * each finished run raises it by 1/limit, so by about one per limit's worth of runs, back to `max`.
 */
export class InFlightWindow {
  private readonly waiting = new FairQueue<() => void>();
  private inFlight = 0;
  private window: number;
  private lastCutAt = -Infinity;

  /**
   * @param max most requests in flight at once, ≥ 1
   * @param cutGapMs shortest time between two cuts of the window, ms
   * @param onChange told the state after every change (the worker's metrics)
   */
  constructor(
    readonly max: number,
    private readonly cutGapMs: number,
    private readonly onChange: (state: InFlightState) => void = () => undefined,
  ) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, not ${max}`);
    this.window = max;
  }

  /** Requests in flight now. */
  get active(): number {
    return this.inFlight;
  }

  /** Requests waiting for room. */
  get queued(): number {
    return this.waiting.size;
  }

  /** Requests that may be in flight at once now: 1 to `max`. */
  get limit(): number {
    return Math.floor(this.window);
  }

  /**
   * Waits until `key`'s request may go (room in the window and `key`'s turn) and counts it in
   * flight. `key` is the learner's fair-share key, '' for the platform's own runs.
   * @param deadline epoch ms after which waiting stops
   * @throws InFlightWaitExpiredError when `deadline` passes first
   */
  acquire(key: string, deadline: number): Promise<InFlightPermit> {
    const asked = Date.now();
    return new Promise((resolve, reject) => {
      let admitted = false;
      let timer: NodeJS.Timeout | undefined;
      const go = (): void => {
        admitted = true;
        if (timer) clearTimeout(timer);
        resolve(this.permit(key));
      };
      this.waiting.push(key, go);
      this.admit();
      if (!admitted) {
        timer = setTimeout(
          () => {
            if (!this.waiting.remove(key, go)) return;
            this.changed();
            reject(new InFlightWaitExpiredError(Date.now() - asked));
          },
          Math.max(0, deadline - asked),
        );
        // The wait's own timer keeps no process alive (a stopping worker must not wait for it).
        timer.unref();
      }
      this.changed();
    });
  }

  /** The API refused a request as "queue is full": the window is cut to half of what was in flight. */
  queueFull(): void {
    const now = Date.now();
    if (now - this.lastCutAt < this.cutGapMs) return;
    this.lastCutAt = now;
    this.window = Math.max(1, Math.floor(this.inFlight / 2));
    this.changed();
  }

  /** A request came back with a finished run: the window grows by 1/limit toward `max`. */
  finished(): void {
    this.window = Math.min(this.max, this.window + 1 / this.window);
    this.admit();
    this.changed();
  }

  private permit(key: string): InFlightPermit {
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.inFlight--;
        this.waiting.finished(key);
        this.admit();
        this.changed();
      },
    };
  }

  private changed(): void {
    this.onChange({ active: this.inFlight, queued: this.waiting.size, limit: this.limit });
  }

  /**
   * Lets waiting requests go while the window has room, in the fair-share order, no learner's key
   * beyond all places but one (the sandbox's own cap per key): a learner whose fan-out fills the
   * window still leaves a place that another learner's run takes at once.
   */
  private admit(): void {
    while (this.inFlight < this.limit) {
      const next = this.waiting.take(Math.max(1, this.limit - 1));
      if (!next) return;
      this.inFlight++;
      next.entry();
    }
  }
}
