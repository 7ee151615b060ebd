import { type InFlightPermit, type InFlightState, InFlightWaitExpiredError, InFlightWindow } from './in-flight-window';

const FAR = () => Date.now() + 60_000;
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Acquires for `key`, recording `name` in `order` once let through. */
function request(window: InFlightWindow, key: string, name: string, order: string[]): Promise<InFlightPermit> {
  return window.acquire(key, FAR()).then((permit) => {
    order.push(name);
    return permit;
  });
}

describe('InFlightWindow', () => {
  it('lets at most its limit through; the rest wait and go as permits are released', async () => {
    const window = new InFlightWindow(2, 50);
    const order: string[] = [];
    const permits = ['r1', 'r2', 'r3', 'r4'].map((name) => request(window, '', name, order));
    await tick();
    expect(order).toEqual(['r1', 'r2']);
    expect([window.active, window.queued]).toEqual([2, 2]);
    (await permits[0]).release();
    await tick();
    expect(order).toEqual(['r1', 'r2', 'r3']);
    // A second release of the same permit frees nothing more.
    (await permits[0]).release();
    await tick();
    expect(order).toEqual(['r1', 'r2', 'r3']);
    expect(window.active).toBe(2);
    (await permits[1]).release();
    await tick();
    expect(order).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect([window.active, window.queued]).toEqual([2, 0]);
  });

  it("takes waiting requests in the sandbox's fair-share order: the learner served longest ago goes first, so one learner's fan-out does not hold back another's run", async () => {
    const window = new InFlightWindow(1, 50);
    const order: string[] = [];
    const first = request(window, 'ann', 'ann-1', order);
    const annRest = [request(window, 'ann', 'ann-2', order), request(window, 'ann', 'ann-3', order)];
    const bob = request(window, 'bob', 'bob-1', order);
    await tick();
    (await first).release();
    await tick();
    (await bob).release();
    await tick();
    (await annRest[0]).release();
    await tick();
    expect(order).toEqual(['ann-1', 'bob-1', 'ann-2', 'ann-3']);
  });

  it("keeps a place free of any one learner's fan-out, so another learner's request goes at once; the platform's own runs are not capped", async () => {
    const window = new InFlightWindow(3, 50);
    const order: string[] = [];
    const ann = ['ann-1', 'ann-2', 'ann-3', 'ann-4'].map((name) => request(window, 'ann', name, order));
    await tick();
    expect(order).toEqual(['ann-1', 'ann-2']);
    const bob = request(window, 'bob', 'bob-1', order);
    await tick();
    expect(order).toEqual(['ann-1', 'ann-2', 'bob-1']);
    for (const permit of [...(await Promise.all(ann.slice(0, 2))), await bob]) permit.release();
    await Promise.all(ann);
    const platform = new InFlightWindow(3, 50);
    await Promise.all([1, 2, 3].map(() => platform.acquire('', FAR())));
    expect(platform.active).toBe(3);
  });

  it('cuts its limit to half of what was in flight on a "queue is full", once per gap, and grows back by 1/limit per finished run', async () => {
    const states: InFlightState[] = [];
    const window = new InFlightWindow(8, 60_000, (state) => states.push(state));
    const permits = await Promise.all(Array.from({ length: 8 }, () => window.acquire('', FAR())));
    window.queueFull();
    expect(window.limit).toBe(4);
    // A burst of refusals answers one overload: the second within the gap changes nothing.
    window.queueFull();
    expect(window.limit).toBe(4);
    expect(states.at(-1)).toEqual({ active: 8, queued: 0, limit: 4 });
    for (const permit of permits) permit.release();
    const grown: number[] = [];
    for (let i = 0; i < 6; i++) {
      window.finished();
      grown.push(window.limit);
    }
    // 4 -> 4.25 -> 4.49 -> 4.71 -> 4.92 -> 5.12 -> 5.32: about one more per limit's worth of runs.
    expect(grown).toEqual([4, 4, 4, 4, 5, 5]);
    for (let i = 0; i < 100; i++) window.finished();
    expect(window.limit).toBe(8);
  });

  it('never cuts below one request in flight', async () => {
    const window = new InFlightWindow(4, 0);
    const permit = await window.acquire('', FAR());
    window.queueFull();
    expect(window.limit).toBe(1);
    permit.release();
    window.queueFull();
    expect(window.limit).toBe(1);
  });

  it('gives up a wait at its deadline, leaving the line without taking a place', async () => {
    const window = new InFlightWindow(1, 50);
    const held = await window.acquire('', FAR());
    const order: string[] = [];
    const expiring = window.acquire('ann', Date.now() + 30);
    const patient = request(window, 'bob', 'bob', order);
    await expect(expiring).rejects.toBeInstanceOf(InFlightWaitExpiredError);
    expect(window.queued).toBe(1);
    held.release();
    await patient;
    expect(order).toEqual(['bob']);
    expect(window.active).toBe(1);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new InFlightWindow(0, 50)).toThrow(RangeError);
    expect(() => new InFlightWindow(1.5, 50)).toThrow(RangeError);
  });
});
