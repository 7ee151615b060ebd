import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { env } from 'node:process';
import { allocateSandboxUids, freePort, SANDBOX_UID_BLOCK, sandboxWorkDir, TEST_CPP_PCH_DIR } from '@algosheets/testing';
import { FAST_LIMITS, httpRequest, processesOfUids, runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

const PYTHON = 71;
const py = (source: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ language_id: PYTHON, source_code: source, ...FAST_LIMITS, ...extra });
const hostProcessCount = (): number => readdirSync('/proc').filter((e) => /^\d+$/.test(e)).length;

describe('hostile programs are contained (real bubblewrap)', () => {
  let sandbox: TestSandbox;
  let listener: Server;
  let listenerPort = 0;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox();
    // A real service on the host's loopback, to prove the sandbox cannot reach it.
    listener = createServer((socket) => socket.end('host-service\n'));
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    listenerPort = (listener.address() as { port: number }).port;
  }, 60_000);
  afterAll(async () => {
    listener.close();
    await sandbox.close();
  });

  it("fork bomb: capped by the process limit, killed, no run's process left when the answer comes", async () => {
    // Memory is set well above what 30 Python processes take (each fork's refcount writes copy
    // pages), so only the process cap holds the bomb and the CPU/wall limit ends it: with the
    // default limit the whole tree could reach memory first on a loaded machine (status 12).
    const source = 'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n';
    const result = await runAndWait(sandbox, py(source, { max_processes_and_or_threads: 30, memory_limit: 512000 }));
    expect(result.status.id).toBe(5);
    // Every fork runs as a slot uid, and the slot is freed (before the answer) only once all are
    // gone. Counted by uid, not over the host: other work on a shared host changes that count.
    expect(processesOfUids(sandbox.uidBase, sandbox.uidBase + SANDBOX_UID_BLOCK, { launchers: false })).toEqual([]);
  });

  it.each([
    ['Python', PYTHON, 'a = []\nwhile True:\n    a.append(bytearray(16 * 1024 * 1024))\n'],
    ['JavaScript', 63, 'const a = [];\nfor (;;) a.push(Buffer.alloc(16 * 1024 * 1024, 1));\n'],
  ])('memory bomb (%s): killed at the memory limit with "Memory limit exceeded"', async (_name, languageId, source) => {
    const result = await runAndWait(sandbox, { language_id: languageId, source_code: source, ...FAST_LIMITS, memory_limit: 64000 });
    expect(result.status).toEqual({ id: 12, description: 'Runtime Error (Other)' });
    expect(result.message).toBe('Memory limit exceeded');
    expect(result.memory as number).toBeLessThanOrEqual(64000);
    expect(result.memory as number).toBeGreaterThan(32000);
  });

  it('100 MB of stdout: killed once the cap is read, output truncated to max_file_size', async () => {
    const started = Date.now();
    const result = await runAndWait(sandbox, py('import sys\nchunk = "x" * 1048576\nfor _ in range(100):\n    sys.stdout.write(chunk)\n'));
    expect(result.status.id).toBe(8);
    expect(result.message).toBe('Output limit exceeded');
    expect((result.stdout as string).length).toBe(1024 * 1024);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a file larger than max_file_size: the write fails (RLIMIT_FSIZE)', async () => {
    const result = await runAndWait(sandbox, py('with open("big.bin", "wb") as f:\n    f.write(b"x" * 2 * 1024 * 1024)\n', { max_file_size: 1024 }));
    expect(result.status.id).toBe(11);
    expect(result.stderr).toContain('File too large');
  });

  it('runs under the rlimits the request asks for, soft and hard (getrlimit in the sandbox)', async () => {
    const source = 'import resource as r\nfor k in ("CPU", "NPROC", "FSIZE", "STACK", "CORE"):\n    print(k, *r.getrlimit(getattr(r, "RLIMIT_" + k)))\n';
    const result = await runAndWait(sandbox, py(source, { cpu_time_limit: 2, cpu_extra_time: 1, wall_time_limit: 5, max_processes_and_or_threads: 30, max_file_size: 1024, stack_limit: 64000 }));
    expect(result.status.id).toBe(3);
    expect((result.stdout as string).trim().split('\n')).toEqual([
      // cpu_time_limit + cpu_extra_time, then SIGKILL one second later.
      'CPU 3 4',
      // The limit, plus the slot's tini and launcher, bubblewrap's monitor and pid-1.
      'NPROC 34 34',
      `FSIZE ${1024 * 1024} ${1024 * 1024}`,
      `STACK ${64000 * 1024} ${64000 * 1024}`,
      'CORE 0 0',
    ]);
  });

  it('writing outside the box fails everywhere; the host is untouched', async () => {
    const targets = ['/usr/evil', '/etc/evil', '/evil', '/proc/evil', join(tmpdir(), 'evil-from-sandbox'), resolve('evil-from-sandbox')];
    const source = `import json\nout = {}\nfor p in ${JSON.stringify(targets)}:\n    try:\n        open(p, "w").write("x")\n        out[p] = "written"\n    except OSError as e:\n        out[p] = type(e).__name__\nprint(json.dumps(out))\n`;
    const result = await runAndWait(sandbox, py(source));
    expect(result.status.id).toBe(3);
    const outcome = JSON.parse(result.stdout as string) as Record<string, string>;
    // The sandbox's /tmp is a private tmpfs, so writing there succeeds but never reaches the host.
    for (const target of targets.filter((t) => !t.startsWith('/tmp/'))) expect(outcome[target]).not.toBe('written');
    for (const target of targets) expect(existsSync(target)).toBe(false);
  });

  it('network: no connection to a listening host service, to 127.0.0.1:5432, or to an outside address', async () => {
    const reachable = await httpRequest(`http://127.0.0.1:${listenerPort}`, '/').catch((e: Error) => e.message);
    expect(String(typeof reachable === 'string' ? reachable : reachable.body)).toMatch(/host-service|fetch failed|socket/);
    const source = `import socket, json\nout = {}\nfor host, port in [("127.0.0.1", ${listenerPort}), ("127.0.0.1", 5432), ("1.1.1.1", 80), ("8.8.8.8", 53)]:\n    s = socket.socket()\n    s.settimeout(1)\n    try:\n        s.connect((host, port))\n        out[f"{host}:{port}"] = "connected"\n    except OSError as e:\n        out[f"{host}:{port}"] = type(e).__name__\nprint(json.dumps(out))\nprint(socket.if_nameindex())\n`;
    const result = await runAndWait(sandbox, py(source));
    expect(result.status.id).toBe(3);
    const [line, interfaces] = (result.stdout as string).split('\n');
    const outcome = JSON.parse(line) as Record<string, string>;
    expect(Object.values(outcome)).toHaveLength(4);
    for (const value of Object.values(outcome)) expect(value).not.toBe('connected');
    expect(interfaces).toBe("[(1, 'lo')]");
  });

  it('cannot list host processes in /proc', async () => {
    const result = await runAndWait(sandbox, py('import os\nprint(len([p for p in os.listdir("/proc") if p.isdigit()]))\n'));
    expect(result.status.id).toBe(3);
    expect(Number(result.stdout)).toBeLessThanOrEqual(3);
    expect(hostProcessCount()).toBeGreaterThan(10);
  });

  it('cannot read /etc/shadow or other host files, and runs without capabilities as a non-root uid', async () => {
    const source = 'import os\nfor p in ["/etc/shadow", "/etc/passwd", "/root/.bashrc"]:\n    try:\n        open(p).read()\n        print(p, "read")\n    except OSError as e:\n        print(p, type(e).__name__)\nstatus = open("/proc/self/status").read()\nprint([l for l in status.splitlines() if l.startswith(("CapEff", "NoNewPrivs"))])\n';
    const result = await runAndWait(sandbox, py(source));
    expect(result.status.id).toBe(3);
    expect(result.stdout).not.toContain(' read\n');
    expect(result.stdout).toContain("'CapEff:\\t0000000000000000'");
    expect(result.stdout).toContain("'NoNewPrivs:\\t1'");
  });

  it("two concurrent submissions cannot read each other's box", async () => {
    const writer = py('import time\nopen("/box/secret.txt", "w").write("secret-of-A")\nopen("/tmp/secret.txt", "w").write("secret-of-A")\ntime.sleep(1.5)\nprint("A done")\n', { wall_time_limit: 5 });
    const reader = py(
      `import os, time\ntime.sleep(0.5)\nfound = []\nfor root, dirs, files in os.walk("/"):\n    if root.startswith(("/proc", "/sys", "/usr", "/dev")):\n        dirs[:] = []\n        continue\n    for f in files:\n        try:\n            if "secret-" + "of-A" in open(os.path.join(root, f), errors="ignore").read():\n                found.append(os.path.join(root, f))\n        except OSError:\n            pass\nprint(found, sorted(os.listdir("/box")), os.path.exists(${JSON.stringify(sandbox.workDir)}))\n`,
      { wall_time_limit: 5 },
    );
    const [a, b] = await Promise.all([runAndWait(sandbox, writer), runAndWait(sandbox, reader)]);
    expect(a.stdout).toBe('A done\n');
    expect(b.status.id).toBe(3);
    expect(b.stdout).toBe("[] ['script.py'] False\n");
  });

  describe('service started from main.ts with a secret in its own environment', () => {
    let server: ChildProcess;
    let port = 0;
    const uidBase = allocateSandboxUids();
    const token = randomBytes(24).toString('hex');
    beforeAll(async () => {
      port = await freePort();
      server = spawn(process.execPath, ['-r', '@swc-node/register', resolve(__dirname, '../src/main.ts')], {
        env: { ...env, PORT: String(port), SANDBOX_UID_BASE: String(uidBase), SANDBOX_WORK_DIR: sandboxWorkDir(uidBase), SANDBOX_CPP_PCH_DIR: TEST_CPP_PCH_DIR, SANDBOX_SLOTS: '1', LOG_LEVEL: 'warn', DB_PASSWORD: 'hunter2-secret', AUTHN_TOKEN: token },
        stdio: 'ignore',
      });
      for (let i = 0; i < 200; i++) {
        const ok = await httpRequest(`http://127.0.0.1:${port}`, '/health/ready').then((r) => r.statusCode === 200, () => false);
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('sandbox did not start');
    }, 30_000);
    // Its uid block stays claimed until this test process ends: the server may still be draining.
    afterAll(() => {
      server.kill('SIGTERM');
    });

    it('does not leak the secret into the sandbox', async () => {
      const source = 'import os\nprint(sorted(os.environ))\nprint(os.environ.get("DB_PASSWORD"))\nfor pid in os.listdir("/proc"):\n    if pid.isdigit():\n        try:\n            print("hunter2" in open(f"/proc/{pid}/environ").read())\n        except OSError as e:\n            print(type(e).__name__)\n';
      const response = await httpRequest(`http://127.0.0.1:${port}`, '/submissions?wait=true', { payload: py(source), headers: { 'X-Auth-Token': token } });
      const result = response.json();
      expect(result.status.id).toBe(3);
      expect(result.stdout).not.toContain('hunter2');
      expect(result.stdout.split('\n').slice(0, 2)).toEqual(["['HOME', 'LANG', 'PATH', 'PWD']", 'None']);
    });
  });
});

describe('shutdown leaves nothing on the host', () => {
  /** This process's run-parent cgroups in the memory hierarchy (one per sandbox instance). */
  const parentCgroups = (): string[] => {
    const own = /:memory:(.*)$/m.exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1] ?? '/';
    const dir = join('/sys/fs/cgroup/memory', own);
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(`algosheets-sandbox-${process.pid}-`)) : [];
  };

  it('close waits for a run in progress, then removes the parent cgroups, every box and the slot launchers', async () => {
    const before = parentCgroups();
    const startedAtMs = Date.now();
    const sandbox = await startInProcessSandbox();
    const created = parentCgroups().filter((name) => !before.includes(name));
    expect(created).toHaveLength(1);
    const submitted = await sandbox.request('/submissions', { payload: py('import time\ntime.sleep(0.5)\nprint("done")\n', { expected_output: 'done' }) });
    expect(submitted.statusCode).toBe(201);
    const { workDir, uidBase } = sandbox;
    await sandbox.close();
    expect(parentCgroups()).toEqual(before);
    // Nothing this sandbox made stays (a sandbox killed earlier on this host may have left its own).
    expect(readdirSync(workDir).filter((name) => statSync(join(workDir, name)).mtimeMs >= startedAtMs - 1000)).toEqual([]);
    // Killed launchers and ended runs leave the process table a moment after their exit.
    for (let i = 0; i < 40 && processesOfUids(uidBase, uidBase + SANDBOX_UID_BLOCK).length > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(processesOfUids(uidBase, uidBase + SANDBOX_UID_BLOCK)).toEqual([]);
  });
});

describe('without a writable cgroup (SANDBOX_CGROUP=none): limits by /proc sampling and rlimits', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_CGROUP: 'none' });
  }, 60_000);
  afterAll(() => sandbox.close());

  it('says so in /config_info', async () => {
    expect((await sandbox.request('/config_info')).json().memory_enforcement).toBe('proc-sampling');
  });

  it('memory bomb: killed past the limit with "Memory limit exceeded"', async () => {
    const result = await runAndWait(sandbox, py('a = []\nwhile True:\n    a.append(bytearray(16 * 1024 * 1024))\n', { memory_limit: 64000 }));
    expect(result.status.id).toBe(12);
    expect(result.message).toBe('Memory limit exceeded');
    expect(result.memory as number).toBeGreaterThan(64000);
  });

  it('infinite loop: Time Limit Exceeded; a program that holds memory reports its peak', async () => {
    expect((await runAndWait(sandbox, py('while True:\n    pass\n'))).status.id).toBe(5);
    const held = await runAndWait(sandbox, py('import time\nb = bytearray(40 * 1024 * 1024)\ntime.sleep(0.3)\nprint(len(b))\n', { expected_output: String(40 * 1024 * 1024) }));
    expect(held.status.id).toBe(3);
    expect(held.memory as number).toBeGreaterThan(40 * 1024);
  });

  it("fork bomb: capped by RLIMIT_NPROC of the slot uid, killed, no run's process left", async () => {
    const result = await runAndWait(sandbox, py('import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n', { max_processes_and_or_threads: 30 }));
    // Summed RSS counts the pages the forks share once per process, so thirty interpreters may
    // pass the memory limit before the CPU limit: either limit is a contained bomb.
    expect([{ id: 5, message: null }, { id: 12, message: 'Memory limit exceeded' }]).toContainEqual({ id: result.status.id, message: result.message });
    expect(processesOfUids(sandbox.uidBase, sandbox.uidBase + SANDBOX_UID_BLOCK, { launchers: false })).toEqual([]);
  });
});
