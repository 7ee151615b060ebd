import { allocateSandboxUids, sandboxWorkDir } from '@algosheets/testing';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BwrapRunner } from '../src/runner/bwrap-runner';
import { DENIED_SYSCALLS } from '../src/runner/seccomp-filter';
import { FAST_LIMITS, runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

jest.setTimeout(60_000);

const EPERM = 1;
const ENOSYS = 38;
const CLONE_NEWUSER = 0x10000000;
const SIGCHLD = 17;
const ADDR_NO_RANDOMIZE = 0x0040000;
const run = (languageId: number, source: string, extra: Record<string, unknown> = {}) =>
  ({ language_id: languageId, source_code: source, ...FAST_LIMITS, wall_time_limit: 10, cpu_time_limit: 5, ...extra });

describe('every run is under the syscall filter and sees only its runtime (real bubblewrap)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '1' });
  }, 60_000);
  afterAll(() => sandbox.close());

  it('each denied syscall answers EPERM; clone with CLONE_NEWUSER and ASLR-disabling personality too; clone3 ENOSYS', async () => {
    const calls: [string, number, number[]][] = [
      ...Object.entries(DENIED_SYSCALLS).map(([name, nr]): [string, number, number[]] => [name, nr, []]),
      ['clone(CLONE_NEWUSER)', 56, [CLONE_NEWUSER | SIGCHLD]],
      ['personality(ADDR_NO_RANDOMIZE)', 135, [ADDR_NO_RANDOMIZE]],
      ['clone3', 435, []],
    ];
    const source = [
      'import ctypes, json, sys',
      'libc = ctypes.CDLL(None, use_errno=True)',
      'libc.syscall.restype = ctypes.c_long',
      'out = {}',
      `for name, nr, args in ${JSON.stringify(calls)}:`,
      '    ctypes.set_errno(0)',
      '    args = [ctypes.c_long(a) for a in args + [0] * (6 - len(args))]',
      '    result = libc.syscall(ctypes.c_long(nr), *args)',
      '    out[name] = ctypes.get_errno() if result == -1 else "returned %d" % result',
      'print(json.dumps(out))',
    ].join('\n');
    const result = await runAndWait(sandbox, run(71, source));
    expect(result.status.id).toBe(3);
    const outcome = JSON.parse(result.stdout as string) as Record<string, number | string>;
    const expected = Object.fromEntries(calls.map(([name]) => [name, name === 'clone3' ? ENOSYS : EPERM]));
    expect(outcome).toEqual(expected);
  });

  it('querying the persona and ordinary threads and processes still work', async () => {
    const source = [
      'import ctypes, os, threading',
      'libc = ctypes.CDLL(None, use_errno=True)',
      'print(libc.personality(0xffffffff))',
      'results = []',
      'threads = [threading.Thread(target=lambda i=i: results.append(i * i)) for i in range(4)]',
      '[t.start() for t in threads]',
      '[t.join() for t in threads]',
      'pid = os.fork()',
      'if pid == 0:',
      '    os._exit(7)',
      'print(sorted(results), os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))',
    ].join('\n');
    const result = await runAndWait(sandbox, run(71, source));
    expect([result.status.id, result.stdout]).toEqual([3, '0\n[0, 1, 4, 9] 7\n']);
  });

  it('Java threads run under the filter', async () => {
    const source = 'public class Main { public static void main(String[] a) throws Exception { int[] r = new int[4]; Thread[] t = new Thread[4]; for (int i = 0; i < 4; i++) { final int k = i; t[i] = new Thread(() -> r[k] = k * k); t[i].start(); } for (Thread x : t) x.join(); System.out.println(r[0] + r[1] + r[2] + r[3]); } }';
    const result = await runAndWait(sandbox, run(62, source));
    expect([result.status.id, result.stdout]).toEqual([3, '14\n']);
  });

  it('Node worker threads and a TypeScript program run under the filter', async () => {
    const js = "const { Worker } = require('worker_threads');\nconst w = new Worker('require(\"worker_threads\").parentPort.postMessage(6 * 7)', { eval: true });\nw.on('message', (m) => { console.log(m); w.terminate(); });\n";
    const node = await runAndWait(sandbox, run(63, js));
    expect([node.status.id, node.stdout]).toEqual([3, '42\n']);
    const ts = await runAndWait(sandbox, run(74, 'const n: number = 6 * 7;\nconsole.log(n);\n'));
    expect([ts.status.id, ts.stdout]).toEqual([3, '42\n']);
  });

  describe("only the language's runtime is mounted: no shell, no compiler, no other runtime, no host services' files", () => {
    const paths = [
      '/usr/bin/python3', '/usr/bin/sh', '/bin/sh', '/usr/bin/bash', '/usr/bin/node', '/usr/lib/jvm', '/usr/lib/postgresql',
      '/usr/bin/g++', '/usr/bin/as', '/usr/lib/gcc', '/usr/include', '/opt/tsc', '/usr/bin/bwrap', '/etc', '/etc/passwd',
    ];
    const list = JSON.stringify(paths);
    // Each program prints one line per path: the path, a space, 1 when it exists else 0.
    const probes: [string, number, string, string[]][] = [
      ['Python', 71, `import os\nfor p in ${list}: print(p, int(os.path.exists(p)))\n`, ['/usr/bin/python3']],
      ['JavaScript', 63, `for (const p of ${list}) console.log(p, +require('fs').existsSync(p));\n`, ['/usr/bin/node']],
      ['TypeScript', 74, `import { existsSync } from 'fs';\nfor (const p of ${list}) console.log(p, +existsSync(p));\n`, ['/usr/bin/node']],
      [
        'Java',
        62,
        `public class Main { public static void main(String[] a) { for (String p : new String[] ${list.replace('[', '{').replace(']', '}')}) System.out.println(p + " " + (new java.io.File(p).exists() ? 1 : 0)); } }`,
        // The JDK and its /etc/java-17-openjdk, whose parent directories bubblewrap creates.
        ['/usr/lib/jvm', '/etc'],
      ],
      ['C++', 54, `#include <iostream>\n#include <sys/stat.h>\nint main() { struct stat s; for (const char* p : ${list.replace('[', '{').replace(']', '}')}) std::cout << p << " " << (stat(p, &s) == 0) << "\\n"; }\n`, []],
    ];
    it.each(probes)('%s (%i)', async (_name, languageId, source, present) => {
      const result = await runAndWait(sandbox, run(languageId, source));
      expect(result.status.id).toBe(3);
      const seen = Object.fromEntries((result.stdout as string).trim().split('\n').map((line) => [line.split(' ')[0], line.endsWith(' 1')]));
      expect(seen).toEqual(Object.fromEntries(paths.map((p) => [p, present.includes(p)])));
    });
  });
});

describe('a C++ program under the filter (built on the host, run in the sandbox)', () => {
  const UID = allocateSandboxUids();
  let runner: BwrapRunner;
  let build: string;
  beforeAll(async () => {
    runner = await BwrapRunner.create({ workDir: sandboxWorkDir(UID), tmpSizeKb: 16_384, cgroupMode: 'auto' });
    build = mkdtempSync(join(tmpdir(), 'algosheets-seccomp-cpp-'));
  });
  afterAll(async () => {
    rmSync(build, { recursive: true, force: true });
    await runner.close();
  });

  it('std::thread and fork work, ptrace is refused', async () => {
    const source = [
      '#include <cerrno>',
      '#include <iostream>',
      '#include <sys/ptrace.h>',
      '#include <sys/wait.h>',
      '#include <thread>',
      '#include <unistd.h>',
      'int main() {',
      '  int r[4] = {0};',
      '  std::thread t[4];',
      '  for (int i = 0; i < 4; i++) t[i] = std::thread([&r, i] { r[i] = i * i; });',
      '  for (auto& x : t) x.join();',
      '  pid_t pid = fork();',
      '  if (pid == 0) _exit(3);',
      '  int status = 0;',
      '  waitpid(pid, &status, 0);',
      '  long traced = ptrace(PTRACE_TRACEME, 0, nullptr, nullptr);',
      '  std::cout << r[0] + r[1] + r[2] + r[3] << " " << WEXITSTATUS(status) << " " << traced << " " << errno << std::endl;',
      '}',
    ].join('\n');
    const compiled = spawnSync('/usr/bin/g++', ['-O2', '-std=c++17', '-pthread', '-x', 'c++', '-', '-o', join(build, 'main')], { input: source, encoding: 'utf8' });
    expect(compiled.stderr).toBe('');
    const result = await runner.run({
      slot: { index: 0, uid: UID },
      argv: ['/box/main'],
      binds: [],
      files: new Map([['main', readFileSync(join(build, 'main'))]]),
      stdin: Buffer.alloc(0),
      limits: { cpuTimeMs: 2000, extraTimeMs: 500, wallTimeMs: 4000, memoryKb: 128_000, stackKb: 64_000, maxProcesses: 30, maxFileSizeKb: 1024 },
      mergeStderr: false,
    });
    expect([result.stdout.toString(), result.stderr.toString(), result.exitCode]).toEqual([`14 3 -1 ${EPERM}\n`, '', 0]);
  });
});
