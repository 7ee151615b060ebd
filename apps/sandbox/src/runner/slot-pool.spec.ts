import { admitsFairly, fairShareKey } from './fair-share';
import { RunCancelledError } from './run-cancelled-error';
import { type Slot, SlotPool } from './slot-pool';

/** A task that holds its slot until `finish()` is called, recording when it started. */
function heldTask(pool: SlotPool, key: string, name: string, order: string[]) {
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  const done = pool.run(async (slot: Slot) => {
    order.push(name);
    await held;
    return slot.index;
  }, key);
  return { finish, done };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SlotPool fair share', () => {
  it('takes a task whose signal aborts out of the line: it never runs, the others keep their order', async () => {
    const pool = new SlotPool(1, 1000);
    const order: string[] = [];
    const first = heldTask(pool, 'a', 'a0', order);
    await tick();
    const abandoned = new AbortController();
    const ran: string[] = [];
    const cancelled = pool.run(async () => ran.push('b0'), 'b', abandoned.signal);
    const next = heldTask(pool, 'c', 'c0', order);
    await tick();
    expect(pool.waitingTasks).toBe(2);
    abandoned.abort();
    await expect(cancelled).rejects.toBeInstanceOf(RunCancelledError);
    expect(pool.waitingTasks).toBe(1);
    first.finish();
    await first.done;
    await tick();
    expect(order).toEqual(['a0', 'c0']);
    next.finish();
    await next.done;
    expect(ran).toEqual([]);
    expect([pool.busySlots, pool.waitingTasks]).toEqual([0, 0]);
    // Aborted before it asked: refused at once, nothing queued.
    await expect(pool.run(async () => ran.push('late'), 'b', abandoned.signal)).rejects.toBeInstanceOf(RunCancelledError);
    expect([ran, pool.busySlots, pool.waitingTasks]).toEqual([[], 0, 0]);
  });

  it('never lets one flooding key hold every slot: another key starts at once on the slot left', async () => {
    const pool = new SlotPool(2, 1000);
    const order: string[] = [];
    const flood = Array.from({ length: 6 }, (_, i) => heldTask(pool, 'a', `a${i}`, order));
    await tick();
    expect(order).toEqual(['a0']);
    expect(pool.busySlots).toBe(1);
    const other = heldTask(pool, 'b', 'b0', order);
    await tick();
    expect(order).toEqual(['a0', 'b0']);
    expect(pool.waitingTasks).toBe(5);
    flood[0].finish();
    await flood[0].done;
    await tick();
    expect(order).toEqual(['a0', 'b0', 'a1']);
    other.finish();
    for (const task of flood.slice(1)) task.finish();
    await Promise.all([other.done, ...flood.map((task) => task.done)]);
    expect(order).toEqual(['a0', 'b0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    expect(pool.busySlots).toBe(0);
  });

  it('leaves the anonymous key (the platform\'s own runs) uncapped, and one slot to a single key when there is only one', async () => {
    const pool = new SlotPool(2, 1000);
    const order: string[] = [];
    const platform = [heldTask(pool, '', 'p0', order), heldTask(pool, '', 'p1', order)];
    await tick();
    expect(order).toEqual(['p0', 'p1']);
    for (const task of platform) task.finish();
    await Promise.all(platform.map((task) => task.done));
    const single = new SlotPool(1, 2000);
    await expect(single.run(async (slot) => slot.uid, 'a')).resolves.toBe(2000);
    expect(single.maxPerKey).toBe(1);
  });

  it('alternates between keys that hold as many slots, oldest first within a key', async () => {
    const pool = new SlotPool(1, 1000);
    const order: string[] = [];
    const first = heldTask(pool, 'a', 'a0', order);
    await tick();
    const queued = [heldTask(pool, 'a', 'a1', order), heldTask(pool, 'a', 'a2', order), heldTask(pool, 'b', 'b1', order), heldTask(pool, 'b', 'b2', order)];
    await tick();
    first.finish();
    for (const task of queued) task.finish();
    await Promise.all([first.done, ...queued.map((task) => task.done)]);
    // b has never been served, so it goes first; then a and b take turns.
    expect(order).toEqual(['a0', 'b1', 'a1', 'b2', 'a2']);
  });

  it('releases the slot of a task that throws and serves the next key', async () => {
    const pool = new SlotPool(1, 1000);
    const failing = pool.run(async () => {
      throw new Error('sandbox failure');
    }, 'a');
    await expect(failing).rejects.toThrow('sandbox failure');
    await expect(pool.run(async (slot) => slot.uid, 'b')).resolves.toBe(1000);
    expect(pool.busySlots).toBe(0);
  });
});

describe('admitsFairly', () => {
  const queue = (byKey: Record<string, number>) => ({
    pending: Object.values(byKey).reduce((sum, n) => sum + n, 0),
    pendingOf: (key: string) => byKey[key] ?? 0,
    pendingKeys: Object.keys(byKey).length,
  });

  it('admits anyone below the bound', () => {
    expect(admitsFairly(queue({ a: 5 }), 'a', 5, 10)).toBe(true);
    expect(admitsFairly(queue({ a: 5 }), 'a', 6, 10)).toBe(false);
  });

  it('at the bound still admits a key up to its share, never the key that filled it', () => {
    const full = queue({ a: 100 });
    expect(admitsFairly(full, 'a', 1, 100)).toBe(false);
    expect(admitsFairly(full, 'b', 1, 100)).toBe(true);
    expect(admitsFairly(full, 'b', 50, 100)).toBe(true);
    expect(admitsFairly(full, 'b', 51, 100)).toBe(false);
    expect(admitsFairly(queue({ a: 100, b: 50 }), 'b', 1, 100)).toBe(false);
  });

  it('never lets the queue pass twice the bound, however many keys share it', () => {
    expect(admitsFairly(queue({ a: 100, b: 50, c: 33 }), 'd', 17, 100)).toBe(true);
    expect(admitsFairly(queue({ a: 100, b: 50, c: 33 }), 'd', 18, 100)).toBe(false);
    expect(admitsFairly(queue({ a: 100, b: 50, c: 33, d: 17 }), 'e', 1, 100)).toBe(false);
  });
});

describe('fairShareKey', () => {
  it('trims and caps a header value; anything else is the anonymous key', () => {
    expect(fairShareKey('  learner-1 ')).toBe('learner-1');
    expect(fairShareKey('x'.repeat(500))).toHaveLength(128);
    expect(fairShareKey(undefined)).toBe('');
    expect(fairShareKey(['a', 'b'])).toBe('');
  });
});
