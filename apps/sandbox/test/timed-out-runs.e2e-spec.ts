import { readFileSync } from 'node:fs';
import { FAST_LIMITS, processesOfUids, runAndWait, startSandbox, type TestSandbox } from './support/sandbox-harness';

jest.setTimeout(120_000);

/** This suite's slot uids (65702, 65703): no other suite uses them. */
const UID_BASE = 65702;
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

/** CPU ticks used so far by every live process of the slot uids, the slots' idle launchers included. */
function slotCpuTicks(): number {
  return processesOfUids(UID_BASE, UID_BASE + SLOTS).reduce((sum, pid) => sum + cpuTicks(pid), 0);
}

describe('a timed-out run is dead before its verdict returns (real bubblewrap)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox(UID_BASE, { SANDBOX_SLOTS: String(SLOTS) });
  }, 60_000);
  afterAll(() => sandbox.close());

  it.each([
    ['its CPU time limit', { cpu_time_limit: 1, wall_time_limit: 10 }],
    ['its wall time limit', { cpu_time_limit: 10, wall_time_limit: 1 }],
  ])('an endless loop with a child and a thread stopped at %s uses no CPU once its verdict is back', async (_limit, limits) => {
    const result = await runAndWait(sandbox, py(SPINNERS, limits));
    // Read at once: the slot is freed before the answer is sent.
    const left = processesOfUids(UID_BASE, UID_BASE + SLOTS, { launchers: false });
    const before = slotCpuTicks();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = slotCpuTicks();
    expect(result.status.id).toBe(5);
    expect(left).toEqual([]);
    // A loop left behind would add about 100 ticks a second per process; the idle launchers add none.
    expect(after - before).toBeLessThanOrEqual(1);
  });
});
