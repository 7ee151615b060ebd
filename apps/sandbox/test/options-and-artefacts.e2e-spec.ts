import { allocateSandboxUids, sandboxWorkDir } from '@algosheets/testing';
import { existsSync } from 'node:fs';
import { BwrapRunner } from '../src/runner/bwrap-runner';
import { FAST_LIMITS, PYTHON_BINDS, runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

const JAVA = 62;
const TYPESCRIPT = 74;
const JAVA_MAIN = 'public class Main { public static void main(String[] a) { System.out.println("ok"); } }';

describe('compiler options and arguments outside the allow-list are refused with 422', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '1' });
  }, 60_000);
  afterAll(() => sandbox.close());

  it.each([
    ['-J-version', JAVA],
    ['-J-XX:+UnlockDiagnosticVMOptions', JAVA],
    ['-processorpath /tmp -processor Evil', JAVA],
    ['-d /tmp', JAVA],
    ['@/etc/shadow', JAVA],
    ['--module-path /usr/lib', JAVA],
    ['--outDir /tmp', TYPESCRIPT],
  ])('compiler_options %p (language %i) → 422 on the field, nothing run', async (options, language) => {
    const response = await sandbox.request('/submissions', { payload: { language_id: language, source_code: JAVA_MAIN, compiler_options: options } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json())).toEqual(['compiler_options']);
    expect(response.json().compiler_options[0]).toMatch(/not an allowed option|names a path/);
  });

  it('command_line_arguments naming a path → 422 on the field', async () => {
    const response = await sandbox.request('/submissions', { payload: { language_id: 71, source_code: 'print(1)', command_line_arguments: 'ok /etc/shadow' } });
    expect([response.statusCode, response.json()]).toEqual([422, { command_line_arguments: ['"/etc/shadow" names a path, which is not allowed'] }]);
  });

  it('allowed javac options still compile and run', async () => {
    const result = await runAndWait(sandbox, { language_id: JAVA, source_code: JAVA_MAIN, compiler_options: '-Xlint:all -g --release 17', ...FAST_LIMITS, wall_time_limit: 10 });
    expect([result.status.id, result.stdout]).toEqual([3, 'ok\n']);
  }, 60_000);
});

describe('artefacts are read from a box without trusting it (real bubblewrap, hostile program)', () => {
  const UID = allocateSandboxUids();
  const workDir = sandboxWorkDir(UID);
  let runner: BwrapRunner;
  beforeAll(async () => {
    runner = await BwrapRunner.create({ workDir, tmpSizeKb: 16_384, cgroupMode: 'auto' });
  });
  afterAll(() => runner.close());

  it('a symlink to /etc/shadow, a FIFO, a socket, a directory and a hard link are skipped at once; a plain file is collected', async () => {
    expect(existsSync('/etc/shadow')).toBe(true);
    const source = [
      'import os, socket',
      'os.symlink("/etc/shadow", "Shadow.class")',
      'os.mkfifo("Fifo.class")',
      'socket.socket(socket.AF_UNIX).bind("Sock.class")',
      'os.mkdir("Dir.class")',
      'open("Ok.class", "wb").write(b"cafebabe")',
      'open("Twice.class", "wb").write(b"x")',
      'os.link("Twice.class", "Linked.class")',
    ].join('\n');
    const started = Date.now();
    const result = await runner.run({
      slot: { index: 0, uid: UID },
      argv: ['/usr/bin/python3', 'make.py'],
      binds: PYTHON_BINDS,
      files: new Map([['make.py', Buffer.from(source)]]),
      stdin: Buffer.alloc(0),
      limits: { cpuTimeMs: 2000, extraTimeMs: 500, wallTimeMs: 4000, memoryKb: 128_000, stackKb: 64_000, maxProcesses: 30, maxFileSizeKb: 1024 },
      mergeStderr: true,
      collect: (name) => name.endsWith('.class'),
    });
    expect(result.stdout.toString()).toBe('');
    expect([...result.files.keys()]).toEqual(['Ok.class']);
    expect(result.files.get('Ok.class')?.toString()).toBe('cafebabe');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
