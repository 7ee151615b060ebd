import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_LEAF } from '../src/runner/cgroup-v2';
import { runAndWait, startInProcessSandbox, FAST_LIMITS } from './support/sandbox-harness';

jest.setTimeout(60_000);

/**
 * The memory-enforcement choice on this host: cgroup v1 controllers, and a cgroup2 mount without
 * controllers at /sys/fs/cgroup/unified (a hybrid layout). The cgroup v2 backend itself cannot run
 * here; its unit tests and the start-up self-test cover it.
 */
describe('memory enforcement chosen at start-up on this host (hybrid cgroup layout, real sandbox)', () => {
  const unifiedMount = /^cgroup2 (\S+) cgroup2 /m.exec(readFileSync('/proc/mounts', 'utf8'))?.[1];

  it('the host is what these tests assume: v1 memory controller, a cgroup2 mount offering no memory controller', () => {
    expect(existsSync('/sys/fs/cgroup/memory/cgroup.procs')).toBe(true);
    expect(unifiedMount).toBeDefined();
    expect(readFileSync(join(unifiedMount ?? '', 'cgroup.controllers'), 'utf8')).not.toMatch(/\bmemory\b/);
  });

  it('auto still picks cgroup v1, and a multi-process memory bomb is still a memory-limit verdict', async () => {
    const sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '1' });
    try {
      expect((await sandbox.request('/config_info')).json().memory_enforcement).toBe('cgroup-v1');
      // The mode as a metric, which the alert AlgoSheetsSandboxMemoryNotEnforced reads.
      expect((await sandbox.request('/metrics')).body).toMatch(/^algosheets_sandbox_info\{memory_enforcement="cgroup-v1"\} 1$/m);
      const source = ['import os, time', 'for _ in range(3):', '    if os.fork() == 0:', '        block = bytearray(24 * 1024 * 1024)', '        time.sleep(30)', 'time.sleep(30)'].join('\n');
      const result = await runAndWait(sandbox, { language_id: 71, source_code: source, ...FAST_LIMITS, memory_limit: 48000 });
      expect({ status: result.status.id, message: result.message }).toEqual({ status: 12, message: 'Memory limit exceeded' });
    } finally {
      await sandbox.close();
    }
  });

  it('SANDBOX_REQUIRE_CGROUP=true refuses to start with memory only sampled from /proc', async () => {
    await expect(startInProcessSandbox({ SANDBOX_SLOTS: '1', SANDBOX_CGROUP: 'none', SANDBOX_REQUIRE_CGROUP: 'true' })).rejects.toThrow(
      /^SANDBOX_REQUIRE_CGROUP=true but run memory would only be sampled from \/proc \(SANDBOX_CGROUP=none/,
    );
  });

  it('SANDBOX_CGROUP=v2 stops start-up with the reason, and leaves neither the unified hierarchy nor the work directory changed', async () => {
    const workDir = mkdtempSync(join(tmpdir(), 'algosheets-sandbox-test-v2-'));
    await expect(startInProcessSandbox({ SANDBOX_SLOTS: '1', SANDBOX_CGROUP: 'v2', SANDBOX_WORK_DIR: workDir })).rejects.toThrow(
      /^SANDBOX_CGROUP=v2 but no usable cgroup v2 memory controller: cannot prepare \S+: \S+ offers no memory or pids controller/,
    );
    expect(existsSync(join(unifiedMount ?? '', SERVICE_LEAF))).toBe(false);
    expect(readdirSync(workDir)).toEqual([]);
    rmSync(workDir, { recursive: true });
  });
});
