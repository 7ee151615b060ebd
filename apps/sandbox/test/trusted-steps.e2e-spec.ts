import { type FunctionSignature, type Judge0StatusId, LANGUAGE_IDS, type Language } from '@algosheets/contracts';
import { comparatorFunction, type JsonValue, judgeHarnessRun, languageById, planHarnessRun, type TestVerdict } from '@algosheets/judge';
import { FAST_LIMITS, runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

/**
 * The judge's trust boundary against hostile learner code, through the real sandbox: with
 * `test_steps` a test's input is written only after the previous record, and each test's CPU time
 * is the kernel's count, so reading ahead and replacing the clock both fail. Each attack is also
 * run without steps (as a Judge0 without the extension runs it) where that shows it working there.
 */
/** `solve(n: int) -> long`: every test below answers with a number. */
const SIGNATURE: FunctionSignature = { kind: 'function', name: 'solve', params: [{ name: 'n', type: 'int' }], returns: 'long' };

interface Judged {
  verdicts: TestVerdict[];
  result: Record<string, unknown> & { status: { id: number } };
}

/**
 * Plans the harness run of `code` on the inputs `ns` (expected answers `expected`), sends it to the
 * sandbox with or without `test_steps` and judges it as the worker does.
 */
async function judge(
  sandbox: TestSandbox,
  language: Language,
  code: string,
  ns: number[],
  expected: JsonValue[],
  options: { stepped?: boolean; timeLimitMs?: number; memoryLimitKb?: number; signature?: FunctionSignature } = {},
): Promise<Judged> {
  const harness = languageById(LANGUAGE_IDS[language]);
  if (!harness) throw new Error(`no harness for ${language}`);
  const timeLimitMs = options.timeLimitMs ?? 2000;
  const plan = planHarnessRun({ signature: options.signature ?? SIGNATURE, language: harness, code, inputs: ns.map(String), timeLimitMs, memoryLimitKb: options.memoryLimitKb ?? 256_000 });
  const { test_steps: steps, ...bulk } = plan.submission;
  const result = await runAndWait(sandbox, options.stepped === false ? bulk : { ...bulk, test_steps: steps });
  const run = { ...(result as object), status_id: result.status.id as Judge0StatusId } as Parameters<typeof judgeHarnessRun>[1];
  return { result, verdicts: judgeHarnessRun(plan, run, expected, comparatorFunction({ kind: 'exact' }), timeLimitMs) };
}

const verdictNames = (judged: Judged): string[] => judged.verdicts.map((verdict) => verdict.verdict);

/**
 * Learner code per language that answers, at each test, how many later tests' inputs it can see
 * (the inputs are 111, 222 and 333: values above its own `n`).
 */
const READ_AHEAD: Partial<Record<Language, string>> = {
  // The harness's buffered reader holds whatever stdin had: peek at it once stdin is readable
  // (within 200 ms), which does not block and leaves the harness's input in place.
  PYTHON: [
    'import select, sys',
    'class Solution:',
    '    def solve(self, n: int) -> int:',
    '        seen = sys.stdin.buffer.peek(1 << 16).decode() if select.select([0], [], [], 0.2)[0] else ""',
    '        return sum(1 for v in (111, 222, 333) if v > n and str(v) in seen)',
  ].join('\n'),
  // Every string the harness slices passes through String.prototype.slice: record them all.
  JAVASCRIPT: [
    'var seen = "";',
    'var slice = String.prototype.slice;',
    'String.prototype.slice = function () { seen += String(this); return slice.apply(this, arguments); };',
    'var solve = function (n) { return [111, 222, 333].filter(function (v) { return v > n && seen.indexOf(String(v)) >= 0; }).length; };',
  ].join('\n'),
  TYPESCRIPT: [
    'let seen = "";',
    'const slice = String.prototype.slice;',
    '(String.prototype as any).slice = function (this: string, ...args: any[]) { seen += String(this); return slice.apply(this, args as [number, number]); };',
    'function solve(n: number): number { return [111, 222, 333].filter((v) => v > n && seen.indexOf(String(v)) >= 0).length; }',
  ].join('\n'),
  // glibc's stdin buffer holds whatever the harness's read returned: look inside it.
  CPP: [
    'class Solution {',
    'public:',
    '    long long solve(int n) {',
    '        std::string held(stdin->_IO_read_ptr, stdin->_IO_read_end);',
    '        long long count = 0;',
    '        for (int v : {111, 222, 333}) if (v > n && held.find(std::to_string(v)) != std::string::npos) count++;',
    '        return count;',
    '    }',
    '};',
  ].join('\n'),
  // The JVM's buffers of System.in are out of reflection's reach (java.base is not open), but the
  // process can read its own memory: scan /proc/self/mem for an input's line. The line is matched
  // digit by digit, so the search itself never puts it in memory.
  JAVA: [
    'import java.io.*;',
    'class Solution {',
    '    public long solve(int n) throws Exception {',
    '        long count = 0;',
    '        for (int v : new int[] {111, 222, 333}) if (v > n && inMemory(v)) count++;',
    '        return count;',
    '    }',
    '    static boolean inMemory(int v) throws Exception {',
    '        try (BufferedReader maps = new BufferedReader(new FileReader("/proc/self/maps")); RandomAccessFile mem = new RandomAccessFile("/proc/self/mem", "r")) {',
    '            for (String line = maps.readLine(); line != null; line = maps.readLine()) {',
    '                String[] parts = line.split(" +");',
    '                if (!parts[1].startsWith("rw")) continue;',
    '                String[] range = parts[0].split("-");',
    '                long from = Long.parseUnsignedLong(range[0], 16), to = Long.parseUnsignedLong(range[1], 16);',
    '                if (to - from > (64L << 20)) continue;',
    '                byte[] block = new byte[(int) (to - from)];',
    '                try { mem.seek(from); mem.readFully(block); } catch (IOException unreadable) { continue; }',
    '                for (int i = 0; i + 4 < block.length; i++) {',
    "                    if (block[i] == 10 && block[i + 1] == '0' + v / 100 && block[i + 2] == '0' + v / 10 % 10 && block[i + 3] == '0' + v % 10 && block[i + 4] == 10) return true;",
    '                }',
    '            }',
    '        }',
    '        return false;',
    '    }',
    '}',
  ].join('\n'),
};

/** Learner code per language that burns about 900 ms of CPU per test while the harness's own clock reads (almost) nothing. */
const FORGED_CLOCK: Record<Language, string> = {
  PYTHON: [
    'import time',
    'time.process_time = lambda: 0.0',
    'class Solution:',
    '    def solve(self, n: int) -> int:',
    '        end = time.thread_time() + 0.9',
    '        while time.thread_time() < end:',
    '            pass',
    '        return n',
  ].join('\n'),
  JAVASCRIPT: [
    'var cpu = process.cpuUsage.bind(process);',
    'process.cpuUsage = function () { return { user: 0, system: 0 }; };',
    'var solve = function (n) { var end = cpu().user + 900000; while (cpu().user < end) {} return n; };',
  ].join('\n'),
  TYPESCRIPT: [
    'const cpu = process.cpuUsage.bind(process);',
    '(process as any).cpuUsage = () => ({ user: 0, system: 0 });',
    'function solve(n: number): number { const end = cpu().user + 900000; while (cpu().user < end) {} return n; }',
  ].join('\n'),
  // The harness timed only its own thread: the work goes to another one.
  JAVA: [
    'class Solution {',
    '    public long solve(int n) throws Exception {',
    '        Thread worker = new Thread(() -> {',
    '            java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();',
    '            long end = bean.getCurrentThreadCpuTime() + 900_000_000L;',
    '            while (bean.getCurrentThreadCpuTime() < end) { }',
    '        });',
    '        worker.start();',
    '        worker.join();',
    '        return n;',
    '    }',
    '}',
  ].join('\n'),
  // The harness's clock_gettime call comes after the learner's code: a macro turns it off.
  CPP: [
    '#define clock_gettime(clock, out) ((void) (out), 0)',
    'class Solution {',
    'public:',
    '    long long solve(int n) {',
    '        std::clock_t end = std::clock() + CLOCKS_PER_SEC * 9 / 10;',
    '        while (std::clock() < end) { }',
    '        return n;',
    '    }',
    '};',
  ].join('\n'),
};

/** `solve(n: int) -> string`: answers a string of `n` characters. */
const LONG_SIGNATURE: FunctionSignature = { kind: 'function', name: 'solve', params: [{ name: 'n', type: 'int' }], returns: 'string' };

/** Learner code per language that answers `n` times "x" (records far larger than a pipe's 64 KB). */
const LONG_ANSWER: Record<Language, string> = {
  PYTHON: ['class Solution:', '    def solve(self, n: int) -> str:', '        return "x" * n'].join('\n'),
  JAVASCRIPT: 'var solve = function (n) { return "x".repeat(n); };',
  TYPESCRIPT: 'function solve(n: number): string { return "x".repeat(n); }',
  JAVA: ['class Solution {', '    public String solve(int n) { return "x".repeat(n); }', '}'].join('\n'),
  CPP: ['class Solution {', 'public:', '    string solve(int n) { return string(n, \'x\'); }', '};'].join('\n'),
};

describe('trusted per-test steps (real bubblewrap, cgroup accounting where the host has it)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox();
  }, 60_000);
  afterAll(() => sandbox.close());

  it.each(Object.entries(READ_AHEAD) as [Language, string][])(
    '%s: a test sees its own input and no later one (without steps the same code sees them all)',
    async (language, code) => {
      const stepped = await judge(sandbox, language, code, [111, 222, 333], [0, 0, 0]);
      expect(verdictNames(stepped)).toEqual(['Accepted', 'Accepted', 'Accepted']);
      const bulk = await judge(sandbox, language, code, [111, 222, 333], [0, 0, 0], { stepped: false });
      expect(bulk.verdicts[0]).toMatchObject({ verdict: 'Wrong Answer', actual: 2 });
    },
    60_000,
  );

  it.each(Object.entries(FORGED_CLOCK) as [Language, string][])(
    '%s: a replaced clock or a second thread cannot hide a test over its limit: Time Limit Exceeded by the sandbox count, later tests Not Run',
    async (language, code) => {
      const judged = await judge(sandbox, language, code, [1, 2, 3], [1, 2, 3], { timeLimitMs: 300 });
      expect(verdictNames(judged)).toEqual(['Time Limit Exceeded', 'Not Run', 'Not Run']);
      expect(judged.verdicts[0].cpuMs as number).toBeGreaterThan(300);
      expect(judged.result.test_time_exceeded).toBe(0);
    },
    60_000,
  );

  it.each(Object.entries(LONG_ANSWER) as [Language, string][])(
    '%s: records larger than a pipe\'s buffer (200 KB each, 12 tests) all arrive whole, each before the next test is sent',
    async (language, code) => {
      const sizes = Array.from({ length: 12 }, (_, k) => 200_000 + k);
      const judged = await judge(sandbox, language, code, sizes, sizes.map((size) => 'x'.repeat(size)), { signature: LONG_SIGNATURE });
      expect(verdictNames(judged)).toEqual(sizes.map(() => 'Accepted'));
    },
    60_000,
  );

  it('an answer nested thousands deep is judged (Wrong Answer or Runtime Error), never a judge failure', async () => {
    const code = ['class Solution:', '    def solve(self, n: int) -> int:', '        v = 1', '        for _ in range(3500):', '            v = [v]', '        return v'].join('\n');
    const judged = await judge(sandbox, 'PYTHON', code, [1, 2], [1, 2]);
    for (const verdict of judged.verdicts) expect(['Wrong Answer', 'Runtime Error (NZEC)', 'Runtime Error (Other)']).toContain(verdict.verdict);
  }, 60_000);

  it('a Python syntax error is one Compilation Error with the learner line, not a verdict per test', async () => {
    const judged = await judge(sandbox, 'PYTHON', 'class Solution:\n    def solve(self, n: int) -> int\n        return n\n', [1, 2, 3], [1, 2, 3]);
    expect(verdictNames(judged)).toEqual(['Compilation Error', 'Compilation Error', 'Compilation Error']);
    expect(judged.verdicts[0].message).toMatch(/^Line 2: SyntaxError/);
  }, 60_000);

  it('/dev is read-only and /dev/shm holds what the memory cgroup charges: 2x the limit there is Memory Limit Exceeded or refused at the limit', async () => {
    const readOnly = await runAndWait(sandbox, { language_id: 71, source_code: 'open("/dev/planted", "w")\n', ...FAST_LIMITS });
    expect(readOnly.stderr).toContain('Read-only file system');
    const judged = await judge(sandbox, 'PYTHON', SHM_BOMB, [1, 2], [128, 2], { memoryLimitKb: 64_000 });
    // The memory cgroup charges the files: the kernel either kills the run at the limit or refuses
    // the write that would pass it (ENOMEM in the write, then the program goes on), whichever its
    // reclaim meets first. Either way no more than the limit is ever held.
    const [first] = judged.verdicts;
    if (first.verdict !== 'Memory Limit Exceeded') expect({ verdict: first.verdict, heldUnderLimit: (first.actual as number) < 64 }).toEqual({ verdict: 'Wrong Answer', heldUnderLimit: true });
  }, 60_000);
});

/**
 * Writes twice a 64 MB limit into /dev/shm, 1 MB a file (each within the file-size limit), stopping
 * at the first refusal; the first test answers how many MB it wrote (128 if nothing refused).
 */
const SHM_BOMB = [
  'class Solution:',
  '    def solve(self, n: int) -> int:',
  '        if n != 1:',
  '            return n',
  '        written = 0',
  '        try:',
  '            for k in range(128):',
  '                with open("/dev/shm/hoard%d" % k, "wb") as f:',
  '                    f.write(b"x" * (1 << 20))',
  '                written += 1',
  '        except OSError:',
  '            pass',
  '        return written',
].join('\n');

/** Holds memory in memfd files, each within the file-size limit, as many as the open-file limit allows. */
const MEMFD_BOMB = [
  'import os',
  'held = []',
  'class Solution:',
  '    def solve(self, n: int) -> int:',
  '        if n == 1:',
  '            try:',
  '                for _ in range(200):',
  '                    fd = os.memfd_create("hoard")',
  '                    os.write(fd, b"x" * (4 << 20))',
  '                    held.append(fd)',
  '            except OSError:',
  '                pass',
  '        return n',
].join('\n');

describe('trusted per-test steps without a cgroup (SANDBOX_CGROUP=none, /proc sampling as in a default pod)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_CGROUP: 'none' });
  }, 60_000);
  afterAll(() => sandbox.close());

  it.each([
    ['/dev/shm', SHM_BOMB],
    ['memfd_create', MEMFD_BOMB],
  ])('memory hidden in %s counts: Memory Limit Exceeded, the run killed there', async (_where, code) => {
    const judged = await judge(sandbox, 'PYTHON', code, [1, 2, 3], [1, 2, 3], { memoryLimitKb: 64_000 });
    const verdicts = verdictNames(judged);
    // Test 1 fills the memory. The check at its record, or the /proc sample during the next test
    // (which now and then sees it first: a race at the record not yet explained), ends
    // the run with Memory Limit Exceeded; nothing after that test runs.
    const exceeded = verdicts.indexOf('Memory Limit Exceeded');
    expect([0, 1]).toContain(exceeded);
    expect(verdicts.slice(exceeded + 1)).toEqual(Array(2 - exceeded).fill('Not Run'));
  }, 60_000);

  it('times each test with /proc: a replaced clock is still Time Limit Exceeded', async () => {
    const judged = await judge(sandbox, 'PYTHON', FORGED_CLOCK.PYTHON, [1, 2], [1, 2], { timeLimitMs: 300 });
    expect(verdictNames(judged)).toEqual(['Time Limit Exceeded', 'Not Run']);
  }, 60_000);
});
