import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FAST_LIMITS, processesOfUids, runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

jest.setTimeout(60_000);

const py = (source: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ language_id: 71, source_code: source, ...FAST_LIMITS, ...extra });

/** Bytes of regular files under `dir`, walked as root (what the run put on the host's disk). */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    try {
      if (entry.isDirectory()) total += bytesUnder(path);
      else if (entry.isFile()) total += statSync(path).size;
    } catch {
      // removed meanwhile
    }
  }
  return total;
}

describe('per-run limits on disk, memory of the whole process tree, and wall time (real bubblewrap)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '1', SANDBOX_BOX_SIZE_KB: '16384' });
  }, 60_000);
  afterAll(() => sandbox.close());

  it('disk: writing past the /box tmpfs is a runtime error (ENOSPC) and nothing reaches the host disk', async () => {
    const source = [
      'import time',
      'written = 0',
      'try:',
      '    for i in range(200):',
      '        open(f"f{i}.bin", "wb").write(b"x" * 1048576)',
      '        written += 1',
      'finally:',
      '    print(written, flush=True)',
      '    time.sleep(0.8)',
    ].join('\n');
    let largest = 0;
    let running = true;
    const watcher = (async () => {
      while (running) {
        largest = Math.max(largest, bytesUnder(sandbox.workDir));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const result = await runAndWait(sandbox, py(source, { max_file_size: 4096, memory_limit: 256000, wall_time_limit: 5 }));
    running = false;
    await watcher;
    expect(result.status.id).toBe(11);
    expect(result.stderr).toContain('No space left on device');
    // 16 MB of tmpfs: sixteen files of 1 MB at most.
    expect(Number(result.stdout)).toBeGreaterThanOrEqual(14);
    expect(Number(result.stdout)).toBeLessThanOrEqual(16);
    expect(largest).toBeLessThan(1024 * 1024);
  });

  it('memory: children that together pass the limit end the run as a memory-limit verdict, not TLE, with the peak reported', async () => {
    const source = [
      'import os, time',
      'for _ in range(4):',
      '    if os.fork() == 0:',
      '        block = bytearray(24 * 1024 * 1024)',
      '        time.sleep(30)',
      '        os._exit(0)',
      'os.wait()',
      'time.sleep(30)',
    ].join('\n');
    const result = await runAndWait(sandbox, py(source, { memory_limit: 64000, wall_time_limit: 5 }));
    expect({ status: result.status.id, message: result.message }).toEqual({ status: 12, message: 'Memory limit exceeded' });
    expect(result.memory as number).toBeGreaterThan(48000);
    expect(result.memory as number).toBeLessThanOrEqual(64000 + 1024);
    expect(Number(result.wall_time)).toBeLessThan(4);
  });

  it.each([
    ['killed at the wall time', 'import os\nfor _ in range(40):\n    if os.fork() == 0:\n        break\nwhile True:\n    pass\n', 5, 1],
    // The main process must finish its 40 forks while they already spin: on a loaded 2-core machine
    // that took more than 1 s of wall time, so it gets 4 (it ends the run when it exits).
    ['its main process exited', 'import os\nfor _ in range(40):\n    if os.fork() == 0:\n        while True:\n            pass\n', 3, 4],
  ])('a run %s with 40 busy children: every process is gone before its slot is freed', async (_name, source, status, wallS) => {
    // The slot is freed before the answer is sent: whatever is left now outlived the run's slot.
    // Several times, as the kernel's teardown of a pid namespace races the answer.
    const left: number[] = [];
    for (let i = 0; i < 6; i++) {
      const result = await runAndWait(sandbox, py(source, { wall_time_limit: wallS, cpu_time_limit: 10 }));
      left.push(processesOfUids(sandbox.uidBase, sandbox.uidBase + 1, { launchers: false }).length);
      expect(result.status.id).toBe(status);
    }
    expect(left).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
