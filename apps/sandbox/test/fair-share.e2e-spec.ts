import { readFileSync } from 'node:fs';
import { FAST_LIMITS, processesOfUids, runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

jest.setTimeout(120_000);

const SLOTS = 2;
/** A busy loop in the main thread, in a second thread, and in a forked child (with its own two). */
const SPINNERS = ['import os, threading', 'def spin():', '    while True:', '        pass', 'os.fork()', 'threading.Thread(target=spin).start()', 'spin()', ''].join('\n');
const py = (source: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ language_id: 71, source_code: source, ...FAST_LIMITS, ...extra });

/** utime + stime of a process in clock ticks (/proc/<pid>/stat fields 14 and 15), 0 once it is gone. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU ticks used so far by every live process of the sandbox's slot uids, the slots' idle launchers included. */
function slotCpuTicks(sandbox: TestSandbox): number {
  return processesOfUids(sandbox.uidBase, sandbox.uidBase + SLOTS).reduce((sum, pid) => sum + cpuTicks(pid), 0);
}

describe('a timed-out run is dead before its verdict returns (real bubblewrap)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: String(SLOTS) });
  }, 60_000);
  afterAll(() => sandbox.close());

  it.each([
    ['its CPU time limit', { cpu_time_limit: 1, wall_time_limit: 10 }],
    ['its wall time limit', { cpu_time_limit: 10, wall_time_limit: 1 }],
  ])('an endless loop with a child and a thread stopped at %s uses no CPU once its verdict is back', async (_limit, limits) => {
    const result = await runAndWait(sandbox, py(SPINNERS, limits));
    // Read at once: the slot is freed before the answer is sent.
    const left = processesOfUids(sandbox.uidBase, sandbox.uidBase + SLOTS, { launchers: false });
    const before = slotCpuTicks(sandbox);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = slotCpuTicks(sandbox);
    expect(result.status.id).toBe(5);
    expect(left).toEqual([]);
    // A loop left behind would add about 100 ticks a second per process; the idle launchers add none.
    expect(after - before).toBeLessThanOrEqual(1);
  });
});

describe('slots and the queue shared fairly between X-Fair-Share-Key keys (real bubblewrap)', () => {
  /** One slot, a queue of four: the flood fills both. */
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '1', MAX_QUEUE_SIZE: '4' });
  }, 60_000);
  afterAll(() => sandbox.close());

  const submit = (key: string, source: string, wait: boolean) =>
    sandbox.request(`/submissions${wait ? '?wait=true&fields=token,status' : ''}`, { payload: py(source), headers: { 'X-Fair-Share-Key': key } });

  it("runs another key's submission next, ahead of the flooding key's queue, and admits it past a queue that key filled", async () => {
    const flood = [];
    for (let i = 0; i < 4; i++) flood.push(await submit('flooder', 'while True:\n    pass\n', false));
    expect(flood.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    // The queue is full for the flooder, not for the other learner.
    expect((await submit('flooder', 'print(1)\n', false)).statusCode).toBe(503);
    const started = Date.now();
    const other = await submit('learner', 'print(6 * 7)\n', true);
    const waitedMs = Date.now() - started;
    expect([other.statusCode, other.json().status.id]).toEqual([201, 3]);
    // It waited for the loop in the slot (2.5 s at most), not for the three queued behind it.
    expect(waitedMs).toBeLessThan(4000);
    const states = await Promise.all(flood.map((response) => sandbox.request(`/submissions/${response.json().token}?fields=status`)));
    expect(states.filter((state) => state.json().status.id <= 2).length).toBeGreaterThanOrEqual(2);
  });
});
