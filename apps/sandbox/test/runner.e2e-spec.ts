import { allocateSandboxUids, sandboxWorkDir } from '@algosheets/testing';
import { readFileSync } from 'node:fs';
import { BwrapRunner, type RunRequest } from '../src/runner/bwrap-runner';
import { LAUNCHER_NAME } from '../src/runner/slot-launcher';
import { processesOfUids, PYTHON_BINDS } from './support/sandbox-harness';

const UID = allocateSandboxUids();
const slot = { index: 0, uid: UID };
const limits = { cpuTimeMs: 2000, extraTimeMs: 500, wallTimeMs: 4000, memoryKb: 128_000, stackKb: 64_000, maxProcesses: 30, maxFileSizeKb: 1024 };
const python = (source: string, stdin = ''): RunRequest => ({
  slot,
  argv: ['/usr/bin/python3', 'main.py'],
  binds: PYTHON_BINDS,
  files: new Map([['main.py', Buffer.from(source)]]),
  stdin: Buffer.from(stdin),
  limits,
  mergeStderr: false,
});

/** The slot's launcher processes (its tini and its sh, both name it in their arguments), by argv[0]. */
const launcherProcesses = (): Map<string, number> => {
  const found = new Map<string, number>();
  for (const pid of processesOfUids(UID, UID + 1)) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (argv.includes(LAUNCHER_NAME)) found.set(argv[0], pid);
    } catch {
      // exited meanwhile
    }
  }
  return found;
};

describe("a slot's launcher (real bubblewrap)", () => {
  let runner: BwrapRunner;
  beforeAll(async () => {
    runner = await BwrapRunner.create({ workDir: sandboxWorkDir(UID), tmpSizeKb: 16_384, cgroupMode: 'auto' });
  });
  afterAll(() => runner.close());

  it("reports a sandbox whose set-up fails with bubblewrap's complaint, and the slot's next run works", async () => {
    // bwrap reports its pid-1 before it mounts, so a missing bind ends the run like a failing program.
    const failed = await runner.run({ ...python('print(1)'), binds: [{ source: '/nonexistent-runtime', target: '/opt/runtime' }] });
    expect({ exitCode: failed.exitCode, stderr: failed.stderr.toString() }).toEqual({ exitCode: 1, stderr: "bwrap: Can't find source path /nonexistent-runtime: No such file or directory\n" });
    const next = await runner.run(python('print(input())', 'still fine\n'));
    expect(next.stdout.toString()).toBe('still fine\n');
  });

  it('replaces a launcher killed between two runs', async () => {
    await runner.run(python('print(1)'));
    const first = launcherProcesses();
    expect([...first.keys()].sort()).toEqual(['/usr/bin/sh', '/usr/bin/tini']);
    // Its sh killed, tini exits too and the service reaps it: the launcher is gone, not half there.
    process.kill(first.get('/usr/bin/sh') ?? 0, 'SIGKILL');
    for (let i = 0; i < 40 && launcherProcesses().size > 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(launcherProcesses().size).toBe(0);
    const result = await runner.run(python('print(2)'));
    expect(result.stdout.toString()).toBe('2\n');
    const second = launcherProcesses();
    expect(second.size).toBe(2);
    for (const pid of second.values()) expect([...first.values()]).not.toContain(pid);
  });

  it('runs a run asked of a launcher dying that moment on a new one (restarted, or retried once nothing ran)', async () => {
    await runner.run(python('print(1)'));
    const first = launcherProcesses();
    process.kill(first.get('/usr/bin/sh') ?? 0, 'SIGKILL');
    const result = await runner.run(python('print(3)'));
    expect(result.stdout.toString()).toBe('3\n');
    for (const pid of launcherProcesses().values()) expect([...first.values()]).not.toContain(pid);
  });

  it('ends a run whose program exits without reading a 2 MB stdin, and passes a whole one to the next', async () => {
    const big = `${'x'.repeat(2 * 1024 * 1024)}\n`;
    const ignored = await runner.run(python('print("bye")', big));
    expect(ignored.stdout.toString()).toBe('bye\n');
    const read = await runner.run(python('import sys\nprint(len(sys.stdin.read()))', big));
    expect(read.stdout.toString()).toBe(`${big.length}\n`);
  });

  it('leaves no zombie behind: 80 quick runs in a row, then no process of the slot uid but its launcher', async () => {
    // bwrap's monitor exits before it reaps its pid-1; without the launcher's tini to reap them,
    // these pile up as zombies and exhaust RLIMIT_NPROC around the 60th run.
    const request: RunRequest = { ...python(''), argv: ['/usr/bin/true'], binds: [{ source: '/usr/bin/true', target: '/usr/bin/true' }], files: new Map() };
    for (let i = 0; i < 80; i++) expect((await runner.run(request)).exitCode).toBe(0);
    const leftovers = () => processesOfUids(UID, UID + 1, { launchers: false });
    for (let i = 0; i < 40 && leftovers().length > 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(leftovers()).toEqual([]);
  });
});
