import { allocateSandboxUids, releaseSandboxUids, sandboxWorkDir } from '@algosheets/testing';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSandboxConfig } from '../src/config/sandbox-config';
import { languageDefinitions } from '../src/languages/language-definitions';
import { BwrapRunner } from '../src/runner/bwrap-runner';
import { JavaCompileServices } from '../src/runner/java-compile-service';
import { slotCpus } from '../src/runner/slot-cpus';
import { COMPILE_LIMITS } from '../src/runner/submission-executor';
import { processesOfUids, runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

/**
 * The warm Java compiler against the real thing: a real sandbox (one slot, so every compile goes
 * to the same service), real javac, hostile sources that never finish compiling or exhaust the
 * service's memory, a second sandbox with the service switched off whose command-line javac is
 * the reference for every compile message, and fake servers that break the protocol.
 */
const JAVA = 62;

/** Pids of the slot's warm compiler JVMs (the box's `java … JavaCompileServer`, not bubblewrap). */
function servicePids(sandbox: TestSandbox): number[] {
  return processesOfUids(sandbox.uidBase, sandbox.uidBase + 1, { launchers: false }).filter((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return argv[0].endsWith('/bin/java') && argv.includes('JavaCompileServer');
    } catch {
      return false;
    }
  });
}

/** A program printing `text`, each one different so the compile cache never answers. */
function hello(text: string): string {
  return `public class Main { public static void main(String[] args) { System.out.println("${text}"); } }\n`;
}

/** Compiles until a compile has gone to the warm compiler (its build finishes in the background); its pid. */
async function warmUp(sandbox: TestSandbox): Promise<number> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const result = await runAndWait(sandbox, { language_id: JAVA, source_code: hello(`warm ${attempt}`) });
    expect(result.stdout).toBe(`warm ${attempt}\n`);
    const pids = servicePids(sandbox);
    if (pids.length === 1) return pids[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no compile went to the warm Java compiler');
}

/** The next compile works, on a service other than `previous` (a pid). */
async function expectNewService(sandbox: TestSandbox, previous: number): Promise<void> {
  const next = await runAndWait(sandbox, { language_id: JAVA, source_code: hello(`after ${previous}`) });
  expect(next.stdout).toBe(`after ${previous}\n`);
  const now = servicePids(sandbox);
  expect(now).toEqual([expect.any(Number)]);
  expect(now).not.toEqual([previous]);
}

/**
 * A source javac needs minutes of CPU and little memory for: the type of `p(p(…p(1)…))` is a
 * pair of pairs 20 deep, which javac compares member by member, 2^20 times over.
 */
function neverEndingCompile(): string {
  let call = '1';
  for (let i = 0; i < 20; i++) call = `p(${call})`;
  return `class P<A, B> {}\npublic class Main {\n    static <T> P<T, T> p(T t) { return null; }\n    public static void main(String[] args) {\n        var x = ${call};\n        var y = ${call};\n        x = y;\n    }\n}\n`;
}

/** A source whose constants javac folds into strings of 2^30 characters: gigabytes. */
function memoryExhaustingCompile(): string {
  const lines = [`    static final String A0 = "${'x'.repeat(64)}";`];
  for (let i = 1; i <= 24; i++) lines.push(`    static final String A${i} = A${i - 1} + A${i - 1};`);
  return `public class Main {\n${lines.join('\n')}\n    public static void main(String[] args) { System.out.println(A24.length()); }\n}\n`;
}

/** Compile messages of every kind: errors with the learner's line numbers, notes, lint warnings, an option javac refuses. */
const MESSAGE_CASES: Array<{ name: string; source: string; options?: string }> = [
  { name: 'a syntax error and a type error', source: 'public class Main {\n    public static void main(String[] args) {\n        int x = "a";\n        System.out.println(x)\n    }\n}\n' },
  {
    name: 'a public class in the wrong file and missing symbols',
    source: 'import java.util.*;\n\npublic class Solution {\n    public static void main(String[] args) {\n        Helper h = new Helper();\n        List<Strin> l = null;\n    }\n}\n',
  },
  { name: 'unchecked notes on a successful compile', source: 'import java.util.*;\npublic class Main {\n    public static void main(String[] args) {\n        List l = new ArrayList();\n        l.add(1);\n        System.out.println(l);\n    }\n}\n' },
  {
    name: 'lint warnings turned into errors',
    source: 'import java.util.*;\npublic class Main {\n    public static void main(String[] args) {\n        List l = new ArrayList();\n        l.add("\u00e9t\u00e9");\n    }\n}\n',
    options: '-Xlint:unchecked -Werror',
  },
  { name: 'an old language level', source: 'public class Main {\n    public static void main(String[] args) {\n        var x = 1;\n    }\n}\n', options: '--release 8' },
];

describe('the warm Java compiler (real sandbox, real javac)', () => {
  let sandbox: TestSandbox;
  let cold: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '1', SANDBOX_JAVA_COMPILE_SERVICE: 'on' });
    cold = await startInProcessSandbox({ SANDBOX_SLOTS: '1', SANDBOX_JAVA_COMPILE_SERVICE: 'off' });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    await cold?.close();
  });

  it('compiles two learners\' programs with the same class names one after the other: each runs its own code', async () => {
    const service = await warmUp(sandbox);
    const program = (who: string) =>
      `class Helper { static String who() { return "${who}"; } }\npublic class Main { public static void main(String[] args) { System.out.println(Helper.who() + new Main().getClass().getName()); } }\n`;
    const first = await runAndWait(sandbox, { language_id: JAVA, source_code: program('first') });
    const second = await runAndWait(sandbox, { language_id: JAVA, source_code: program('second') });
    // The second learner's Helper is compiled, never taken from the first's directory.
    const onlySecond = await runAndWait(sandbox, { language_id: JAVA, source_code: 'public class Main { public static void main(String[] args) { System.out.println(Helper.who()); } }\n' });
    expect([first.stdout, second.stdout]).toEqual(['firstMain\n', 'secondMain\n']);
    expect(onlySecond.status.description).toBe('Compilation Error');
    expect(onlySecond.compile_output).toMatch(/^Main\.java:1: error: cannot find symbol/);
    expect(servicePids(sandbox)).toEqual([service]);
  }, 120_000);

  it.each(MESSAGE_CASES)('reads $name exactly as the command-line javac prints it', async ({ source, options }) => {
    await warmUp(sandbox);
    const body = { language_id: JAVA, source_code: source, ...(options ? { compiler_options: options } : {}) };
    const [warm, reference] = [await runAndWait(sandbox, body), await runAndWait(cold, body)];
    expect(warm.compile_output).not.toBeNull();
    expect({ status: warm.status, compile: warm.compile_output }).toEqual({ status: reference.status, compile: reference.compile_output });
  }, 120_000);

  it('stops a compile that never ends at the CPU limit ("Compilation time limit exceeded."), then compiles on a new service', async () => {
    const service = await warmUp(sandbox);
    const stuck = await runAndWait(sandbox, { language_id: JAVA, source_code: neverEndingCompile() });
    expect({ status: stuck.status.description, compile: stuck.compile_output }).toEqual({ status: 'Compilation Error', compile: 'Compilation time limit exceeded.' });
    await expectNewService(sandbox, service);
  }, 180_000);

  it('answers a compile that exhausts the service\'s memory as the command-line javac does, then compiles on a new service', async () => {
    const service = await warmUp(sandbox);
    const source = memoryExhaustingCompile();
    const [hungry, reference] = [await runAndWait(sandbox, { language_id: JAVA, source_code: source }), await runAndWait(cold, { language_id: JAVA, source_code: source })];
    expect(hungry.status.description).toBe('Compilation Error');
    expect({ status: hungry.status, compile: hungry.compile_output }).toEqual({ status: reference.status, compile: reference.compile_output });
    await expectNewService(sandbox, service);
  }, 180_000);

  it('with SANDBOX_JAVA_COMPILE_SERVICE=off compiles with the command-line javac and starts no service', async () => {
    const result = await runAndWait(cold, { language_id: JAVA, source_code: hello('cold') });
    expect({ status: result.status.description, stdout: result.stdout }).toEqual({ status: 'Accepted', stdout: 'cold\n' });
    expect(servicePids(cold)).toEqual([]);
  }, 60_000);
});

describe('the warm Java compiler with SANDBOX_CPU_PINNING=true', () => {
  let pinned: TestSandbox;
  beforeAll(async () => {
    pinned = await startInProcessSandbox({ SANDBOX_SLOTS: '1', SANDBOX_CPU_PINNING: 'true', SANDBOX_JAVA_COMPILE_SERVICE: 'on' });
  }, 60_000);
  afterAll(() => pinned?.close());

  it("runs on its slot's CPU, as the slot's runs do", async () => {
    const service = await warmUp(pinned);
    const allowed = /^Cpus_allowed_list:\s*(\S+)$/m.exec(readFileSync(`/proc/${service}/status`, 'utf8'))?.[1];
    expect(allowed).toBe(String(slotCpus(1)[0]));
  }, 120_000);
});

/** The host's JDK, as the sandbox finds it. */
const JAVA_HOME = loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true' }).runtimes.javaHome;

/**
 * A server that breaks the protocol, run in the real service's place (the JDK's java, the real
 * bubblewrap, group and limits): it prints `ready` as `readyLine` does, then answers every
 * request with `answer`.
 */
function fakeServer(readyLine: string, answer: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'algosheets-fake-javac-'));
  chmodSync(dir, 0o755);
  const source = join(dir, 'JavaCompileServer.java');
  writeFileSync(
    source,
    `class JavaCompileServer {\n    public static void main(String[] args) throws Exception {\n        java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in));\n        System.out.print(${JSON.stringify(readyLine)});\n        System.out.flush();\n        while (in.readLine() != null) {\n            System.out.print(${JSON.stringify(answer)});\n            System.out.flush();\n        }\n    }\n}\n`,
  );
  const built = spawnSync(join(JAVA_HOME, 'bin', 'javac'), ['-d', dir, source], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(built.stderr);
  for (const name of readdirSync(dir)) chmodSync(join(dir, name), 0o644);
  return dir;
}

describe('a warm Java compiler that breaks the protocol (real bubblewrap, a fake server in its place)', () => {
  const uid = allocateSandboxUids();
  const slot = { index: 0, uid };
  const java = languageDefinitions(loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true' }).runtimes).find((definition) => definition.id === JAVA)?.compile;
  let runner: BwrapRunner;
  const dirs: string[] = [];
  beforeAll(async () => {
    runner = await BwrapRunner.create({ workDir: sandboxWorkDir(uid), tmpSizeKb: 16_384, cgroupMode: 'auto' });
  });
  afterAll(async () => {
    await runner.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    releaseSandboxUids(uid);
  });

  /** The warm compilers of `runner` with the fake server in `dir`; restarts are collected in `restarts`. */
  const services = (dir: string, restarts: string[]) => {
    dirs.push(dir);
    if (!java) throw new Error('no Java definition');
    return new JavaCompileServices(runner, { classDir: () => dir }, { binds: java.binds, javaBin: join(JAVA_HOME, 'bin'), artefact: java.artefact }, COMPILE_LIMITS, (reason) => restarts.push(reason));
  };
  const fakeServerPids = (): number[] =>
    processesOfUids(uid, uid + 1, { launchers: false }).filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('JavaCompileServer');
      } catch {
        return false;
      }
    });

  it.each([
    ['a line that is no answer', 'compiled!\n'],
    ['a length past the output cap', `0 ${4096 * 1024 + 1}\n`],
    ['a status that does not exist', '7 0\n'],
    ['two answers to one compile', '0 0\n0 0\n'],
  ])('fails the compile as a sandbox error on %s and leaves no process of the service', async (_what, answer) => {
    const restarts: string[] = [];
    const compilers = services(fakeServer('ready\n', answer), restarts);
    await expect(compilers.compile(slot, JAVA, [], Buffer.from(hello('fake')))).rejects.toThrow('the Java compile service sent a malformed answer');
    expect(fakeServerPids()).toEqual([]);
    await compilers.close();
  }, 60_000);

  it('leaves the compile to the command-line javac when the service does not say it is ready', async () => {
    const restarts: string[] = [];
    const compilers = services(fakeServer('steady\n', '0 0\n'), restarts);
    await expect(compilers.compile(slot, JAVA, [], Buffer.from(hello('fake')))).resolves.toBeNull();
    expect(restarts).toEqual([expect.stringMatching(/^the Java compile service did not start: the Java compile service sent a malformed answer/)]);
    expect(fakeServerPids()).toEqual([]);
    await compilers.close();
  }, 60_000);
});
