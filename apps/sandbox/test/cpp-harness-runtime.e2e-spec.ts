import { LANGUAGE_IDS, type ProblemSignature } from '@algosheets/contracts';
import { languageById, planHarnessRun } from '@algosheets/judge';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CPP_RUNTIME_OBJECT, CppHarnessRuntime } from '../src/languages/cpp-harness-runtime';
import { CPP_OPTIONS } from '../src/languages/language-definitions';
import { runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

/**
 * The prebuilt C++ harness runtime: built once per root, refused from a root others could write,
 * taken only for a harness program compiled with the options it was built with, and linked by the
 * sandbox's real compiles into programs that give the same records and the same compiler messages
 * as the same programs compiling the runtime's text themselves.
 */
const GXX = '/usr/bin/g++';
const CONTENT = join(__dirname, '..', '..', '..', 'content', 'problems');

/** A content problem's harness submission for `code` (its reference solution unless given), with all its tests. */
function harnessSubmission(slug: string, code?: string): { source_code: string } & Record<string, unknown> {
  const dir = join(CONTENT, slug);
  const { signature } = JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')) as { signature: ProblemSignature };
  const inputs = readdirSync(join(dir, 'tests'))
    .filter((f) => f.endsWith('.in'))
    .sort()
    .map((f) => readFileSync(join(dir, 'tests', f), 'utf8'));
  const language = languageById(LANGUAGE_IDS.CPP);
  if (!language) throw new Error('no C++ harness');
  const learner = code ?? readFileSync(join(dir, 'solutions', 'reference.cpp'), 'utf8');
  // As the worker posts it: a JSON body.
  const { submission } = planHarnessRun({ signature, language, code: learner, inputs, timeLimitMs: 2000, memoryLimitKb: 256_000 });
  return { ...submission };
}

/** What a run printed, without the CPU times that differ from run to run. */
const records = (stdout: unknown): string => String(stdout).replace(/"cpuMs":[0-9.]+/g, '"cpuMs":0');

describe('CppHarnessRuntime (real g++)', () => {
  let root: string;
  beforeEach(() => {
    const parent = mkdtempSync(join(tmpdir(), 'algosheets-cpp-runtime-test-'));
    chmodSync(parent, 0o711);
    root = join(parent, 'prebuilt');
  });
  afterEach(() => rmSync(join(root, '..'), { recursive: true, force: true }));

  it('builds the object once, readable by the slot uids and writable by the service alone, and a second finds it', async () => {
    const runtime = new CppHarnessRuntime(root, GXX, CPP_OPTIONS);
    expect(runtime.objectDir()).toBeNull();
    await expect(runtime.prepare(() => undefined)).resolves.toBe('ready');
    const dir = runtime.objectDir() as string;
    expect(readdirSync(root)).toEqual([expect.stringMatching(/^harness-runtime-[0-9a-f]{16}$/)]);
    const uid = process.getuid?.();
    expect([statSync(dir), statSync(join(dir, CPP_RUNTIME_OBJECT))].map((s) => ({ uid: s.uid, mode: s.mode & 0o777 }))).toEqual([
      { uid, mode: 0o755 },
      { uid, mode: 0o644 },
    ]);
    const builtAt = statSync(join(dir, CPP_RUNTIME_OBJECT)).mtimeMs;
    const second = new CppHarnessRuntime(root, GXX, CPP_OPTIONS);
    await expect(second.prepare(() => undefined)).resolves.toBe('ready');
    expect(second.objectDir()).toBe(dir);
    expect(statSync(join(dir, CPP_RUNTIME_OBJECT)).mtimeMs).toBe(builtAt);
  }, 60_000);

  it('takes a harness program only with the options it was built with, and never another program', async () => {
    const runtime = new CppHarnessRuntime(root, GXX, CPP_OPTIONS);
    const program = Buffer.from(harnessSubmission('best-time-to-trade').source_code);
    expect(runtime.sourceWithoutRuntime(program, [])).toBeNull();
    await runtime.prepare(() => undefined);
    const rest = runtime.sourceWithoutRuntime(program, ['-O2', '-std=c++17']);
    expect(rest).not.toBeNull();
    expect((rest as Buffer).length).toBeLessThan(program.length);
    // The learner's code and everything after it are kept as they are.
    const learnerStart = program.indexOf('#line 1 "solution.cpp"');
    expect((rest as Buffer).subarray((rest as Buffer).indexOf('#line 1 "solution.cpp"')).equals(program.subarray(learnerStart))).toBe(true);
    expect(runtime.sourceWithoutRuntime(program, ['-O0'])).toBeNull();
    expect(runtime.sourceWithoutRuntime(program, ['-O2', '-DLOCAL'])).toBeNull();
    expect(runtime.sourceWithoutRuntime(Buffer.concat([Buffer.from('\n'), program]), [])).toBeNull();
    expect(runtime.sourceWithoutRuntime(Buffer.from('#include <bits/stdc++.h>\nint main() {}\n'), [])).toBeNull();
  }, 60_000);

  it('refuses a root others can write: unavailable, nothing built, every program compiled whole', async () => {
    mkdirSync(root, { mode: 0o755 });
    chmodSync(root, 0o777);
    const runtime = new CppHarnessRuntime(root, GXX, CPP_OPTIONS);
    const reasons: string[] = [];
    await expect(runtime.prepare((r) => reasons.push(r))).resolves.toBe('unavailable');
    expect(reasons).toEqual([expect.stringMatching(/writable by others \(mode 777\)/)]);
    expect(readdirSync(root)).toEqual([]);
    expect(runtime.objectDir()).toBeNull();
    expect(runtime.sourceWithoutRuntime(Buffer.from(harnessSubmission('best-time-to-trade').source_code), [])).toBeNull();
  });

  it('a failed build leaves every program compiled whole, the reason told once and no staging directory left', async () => {
    const runtime = new CppHarnessRuntime(root, '/usr/bin/false', CPP_OPTIONS);
    const reasons: string[] = [];
    const state = await runtime.prepare((r) => reasons.push(r));
    const program = Buffer.from(harnessSubmission('recent-items-cache').source_code);
    expect({ state, reasons, dir: runtime.objectDir(), built: readdirSync(root), rest: runtime.sourceWithoutRuntime(program, []) }).toEqual({
      state: 'unavailable',
      reasons: [expect.stringMatching(/^\/usr\/bin\/false ended with 1/)],
      dir: null,
      built: [],
      rest: null,
    });
  });
});

describe('C++ harness programs in the sandbox with the prebuilt runtime (real bubblewrap, real g++)', () => {
  let sandbox: TestSandbox;
  let root: string;
  let taken: boolean[];
  beforeAll(async () => {
    const parent = mkdtempSync(join(tmpdir(), 'algosheets-cpp-runtime-sandbox-'));
    chmodSync(parent, 0o711);
    root = join(parent, 'prebuilt');
    sandbox = await startInProcessSandbox({ SANDBOX_CPP_PCH_DIR: root });
    // Built in the background at start-up: wait for it.
    for (let waited = 0; !readdirSync(root).some((name) => name.startsWith('harness-runtime-') && existsSync(join(root, name, CPP_RUNTIME_OBJECT))) && waited < 60_000; waited += 200) {
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 90_000);
  beforeEach(() => {
    // Which compiles took the object: the sandbox runs in this process.
    taken = [];
    const original = CppHarnessRuntime.prototype.sourceWithoutRuntime;
    jest.spyOn(CppHarnessRuntime.prototype, 'sourceWithoutRuntime').mockImplementation(function (this: CppHarnessRuntime, source, options) {
      const rest = original.call(this, source, options);
      taken.push(rest !== null);
      return rest;
    });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await sandbox.close();
    rmSync(join(root, '..'), { recursive: true, force: true });
  });

  it.each(['best-time-to-trade', 'mirror-binary-tree', 'recent-items-cache'])(
    "%s's reference solution gives the same records linked with the object as compiling the runtime's text",
    async (slug) => {
      const submission = harnessSubmission(slug);
      const linked = await runAndWait(sandbox, submission);
      // After an empty line the program no longer starts with the runtime's text: compiled whole.
      const whole = await runAndWait(sandbox, { ...submission, source_code: `\n${submission.source_code}` });
      expect(taken).toEqual([true, false]);
      expect({ status: linked.status.description, compile: linked.compile_output }).toEqual({ status: 'Accepted', compile: null });
      expect({ status: whole.status.description, records: records(whole.stdout) }).toEqual({ status: 'Accepted', records: records(linked.stdout) });
      expect(records(linked.stdout)).toMatch(/"status":"ok","value":/);
    },
    60_000,
  );

  it("a compile error names the learner's own line, with the same messages either way", async () => {
    const broken = 'class Solution {\npublic:\n    int maxProfit(vector<int>& prices) {\n        int x = "not a number";\n        return x;\n    }\n};\n';
    const submission = harnessSubmission('best-time-to-trade', broken);
    const linked = await runAndWait(sandbox, submission);
    const whole = await runAndWait(sandbox, { ...submission, source_code: `\n${submission.source_code}` });
    expect(taken).toEqual([true, false]);
    expect(linked.status.description).toBe('Compilation Error');
    expect(linked.compile_output).toMatch(/^solution\.cpp:4:\d+: error: invalid conversion from 'const char\*' to 'int'/m);
    expect(whole.compile_output).toBe(linked.compile_output);
  }, 60_000);
});
