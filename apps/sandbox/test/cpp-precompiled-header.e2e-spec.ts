import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CppPrecompiledHeader, precompiledHeaderKey } from '../src/languages/cpp-precompiled-header';
import { CPP_OPTIONS } from '../src/languages/language-definitions';
import { runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

/**
 * The C++ precompiled header: built once per root (concurrent builds agree), refused from a root
 * others could write, and found by the sandbox's real compiles, where GCC uses it when it is valid
 * and reads the header itself when not, with the same program either way.
 */
const GXX = '/usr/bin/g++';
const CPP = 54;
/** What every LeetCode-style C++ program starts with. */
const PROGRAM = '#include <bits/stdc++.h>\nusing namespace std;\nint main() { vector<int> v{3, 1, 2}; sort(v.begin(), v.end()); cout << v[0] << v[1] << v[2] << endl; }\n';

describe('CppPrecompiledHeader (real g++)', () => {
  let root: string;
  beforeEach(() => {
    const parent = mkdtempSync(join(tmpdir(), 'algosheets-pch-test-'));
    chmodSync(parent, 0o711);
    root = join(parent, 'pch');
  });
  afterEach(() => rmSync(join(root, '..'), { recursive: true, force: true }));

  it('two sandboxes building into one root at once both end ready on one build, with no staging left', async () => {
    const first = new CppPrecompiledHeader(root, GXX, CPP_OPTIONS);
    const second = new CppPrecompiledHeader(root, GXX, CPP_OPTIONS);
    const reasons: string[] = [];
    const states = await Promise.all([first.prepare((r) => reasons.push(r)), second.prepare((r) => reasons.push(r))]);
    expect({ states, reasons }).toEqual({ states: ['ready', 'ready'], reasons: [] });
    expect(readdirSync(root)).toEqual([precompiledHeaderKey(GXX, CPP_OPTIONS)]);
    expect(existsSync(join(first.includeDir() as string, 'bits', 'stdc++.h.gch'))).toBe(true);
    // Readable by the slot uids that compile, writable by the service alone.
    const dir = first.includeDir() as string;
    const uid = process.getuid?.();
    expect([statSync(dir), statSync(join(dir, 'bits', 'stdc++.h.gch'))].map((s) => ({ uid: s.uid, mode: s.mode & 0o777 }))).toEqual([
      { uid, mode: 0o755 },
      { uid, mode: 0o644 },
    ]);
    // A third finds the build and uses it as it is.
    const builtAt = statSync(join(dir, 'bits', 'stdc++.h.gch')).mtimeMs;
    await expect(new CppPrecompiledHeader(root, GXX, CPP_OPTIONS).prepare(() => undefined)).resolves.toBe('ready');
    expect(statSync(join(dir, 'bits', 'stdc++.h.gch')).mtimeMs).toBe(builtAt);
  }, 60_000);

  it.each([
    ['writable by others', (dir: string) => chmodSync(dir, 0o777), /writable by others \(mode 777\)/],
    ['owned by another uid', (dir: string) => chownSync(dir, 65534, 65534), /owned by uid 65534/],
    ['that slot uids cannot reach', (dir: string) => chmodSync(join(dir, '..'), 0o700), /slot uids cannot reach .*: .* is not searchable by others/],
  ])('refuses a root %s: unavailable, no include directory, nothing built', async (_what, spoil, reason) => {
    mkdirSync(root, { mode: 0o755 });
    spoil(root);
    const header = new CppPrecompiledHeader(root, GXX, CPP_OPTIONS);
    const reasons: string[] = [];
    await expect(header.prepare((r) => reasons.push(r))).resolves.toBe('unavailable');
    expect(reasons).toEqual([expect.stringMatching(reason)]);
    expect(header.includeDir()).toBeNull();
    expect(readdirSync(root)).toEqual([]);
  });

  it('a compiler that fails leaves it unavailable with the reason and no staging directory', async () => {
    const header = new CppPrecompiledHeader(root, '/usr/bin/false', CPP_OPTIONS);
    const reasons: string[] = [];
    await expect(header.prepare((r) => reasons.push(r))).resolves.toBe('unavailable');
    expect(reasons).toEqual([expect.stringMatching(/^\/usr\/bin\/false ended with 1/)]);
    expect(readdirSync(root)).toEqual([]);
  });
});

describe('C++ compiles in the sandbox with the precompiled header (real bubblewrap, real g++)', () => {
  let sandbox: TestSandbox;
  let root: string;
  beforeAll(async () => {
    const parent = mkdtempSync(join(tmpdir(), 'algosheets-pch-sandbox-'));
    // Slot uids reach the root as the sandbox's work directory lets them: searchable, not listable.
    chmodSync(parent, 0o711);
    root = join(parent, 'pch');
    sandbox = await startInProcessSandbox({ SANDBOX_CPP_PCH_DIR: root });
    // Built in the background at start-up: wait for it.
    const built = join(root, precompiledHeaderKey(GXX, CPP_OPTIONS), 'bits', 'stdc++.h.gch');
    for (let waited = 0; !existsSync(built) && waited < 60_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
  }, 90_000);
  afterAll(async () => {
    await sandbox.close();
    rmSync(join(root, '..'), { recursive: true, force: true });
  });

  it('a compile with the harness options uses it silently; one whose options it does not fit reads the header itself; both run the same', async () => {
    // -Winvalid-pch: GCC says when it finds a precompiled header it cannot use, and why.
    const fitting = await runAndWait(sandbox, { language_id: CPP, source_code: PROGRAM, compiler_options: '-Winvalid-pch' });
    expect({ status: fitting.status.description, stdout: fitting.stdout, compile: fitting.compile_output }).toEqual({ status: 'Accepted', stdout: '123\n', compile: null });
    const unfit = await runAndWait(sandbox, { language_id: CPP, source_code: PROGRAM, compiler_options: '-O0 -Winvalid-pch' });
    expect({ status: unfit.status.description, stdout: unfit.stdout }).toEqual({ status: 'Accepted', stdout: '123\n' });
    expect(unfit.compile_output).toMatch(/\/opt\/cpp-pch\/bits\/stdc\+\+\.h\.gch: not used because `__OPTIMIZE__' not defined/);
  }, 60_000);
});
