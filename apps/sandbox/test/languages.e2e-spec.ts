import { LANGUAGE_TABLE } from '@algosheets/contracts';
import { FAST_LIMITS, runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

interface LanguageCase {
  name: string;
  id: number;
  /** Reads two integers and prints their sum. */
  sum: string;
  /** Prints something that is not the sum. */
  wrong: string;
  /** Throws / exits non-zero. */
  crash: string;
  loop: string;
  sleep: string;
  /** Source that does not compile, with a fragment of the compiler's message. */
  compileError?: { source: string; message: string };
}

const CASES: LanguageCase[] = [
  {
    name: 'Python',
    id: 71,
    sum: 'a, b = map(int, input().split())\nprint(a + b)\n',
    wrong: 'print(42)\n',
    crash: 'raise ValueError("boom")\n',
    loop: 'while True:\n    pass\n',
    sleep: 'import time\ntime.sleep(30)\n',
  },
  {
    name: 'JavaScript',
    id: 63,
    sum: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
    wrong: 'console.log(42);\n',
    crash: "throw new Error('boom');\n",
    loop: 'for (;;) {}\n',
    sleep: 'setTimeout(() => {}, 30000);\n',
  },
  {
    name: 'TypeScript',
    id: 74,
    sum: "const input: string = require('fs').readFileSync(0, 'utf8');\nconst [a, b] = input.trim().split(/\\s+/).map(Number);\nprocess.stdout.write(String(a + b) + '\\n');\n",
    wrong: 'console.log(42);\n',
    crash: "function fail(): never { throw new Error('boom'); }\nfail();\n",
    loop: 'while (true) {}\n',
    sleep: 'setTimeout(() => {}, 30000);\n',
    compileError: { source: 'const x: number = "text";\nconsole.log(x);\n', message: 'TS2322' },
  },
  {
    name: 'Java',
    id: 62,
    sum: 'import java.util.*;\npublic class Main { public static void main(String[] args) { Scanner s = new Scanner(System.in); System.out.println(s.nextInt() + s.nextInt()); } }\n',
    wrong: 'public class Main { public static void main(String[] args) { System.out.println(42); } }\n',
    crash: 'public class Main { public static void main(String[] args) { throw new RuntimeException("boom"); } }\n',
    loop: 'public class Main { public static void main(String[] args) { long i = 0; while (true) { i++; } } }\n',
    sleep: 'public class Main { public static void main(String[] args) throws Exception { Thread.sleep(30000); } }\n',
    compileError: { source: 'public class Main { public static void main(String[] args) { int x = "text"; } }\n', message: 'incompatible types' },
  },
];

describe('languages (real bubblewrap, real runtimes)', () => {
  let app: TestSandbox;
  beforeAll(async () => {
    app = await startInProcessSandbox();
  }, 60_000);
  afterAll(() => app.close());

  it('lists exactly the five runnable languages with real version strings, plus Judge0 CE\'s Executable and older C++ ids', async () => {
    const list = (await app.request('/languages')).json() as { id: number; name: string }[];
    expect(list.map((l) => l.id)).toEqual([44, 52, 53, 54, 62, 63, 71, 74]);
    for (const language of list.filter((l) => l.id !== 44)) expect(language.name).toMatch(/\(.*\d+\.\d+\.\d+.*\)$/);
  });

  it('runs every language of the language table: a row without its runtime here fails', async () => {
    const listed = ((await app.request('/languages')).json() as { id: number }[]).map((l) => l.id);
    for (const row of LANGUAGE_TABLE) expect([row.value, listed.includes(row.judge0Id)]).toEqual([row.value, true]);
  });

  describe.each(CASES)('$name', (c) => {
    it('accepts a correct program (3) and reports CPU time and memory', async () => {
      const result = await runAndWait(app, { language_id: c.id, source_code: c.sum, stdin: '2 40', expected_output: '42' });
      expect(result.status).toEqual({ id: 3, description: 'Accepted' });
      expect(result.stdout).toBe('42\n');
      expect(Number(result.time)).toBeGreaterThan(0);
      expect(result.memory as number).toBeGreaterThan(0);
    });

    it('reports wrong output as Wrong Answer (4)', async () => {
      const result = await runAndWait(app, { language_id: c.id, source_code: c.wrong, stdin: '1 2', expected_output: '3' });
      expect(result.status.id).toBe(4);
    });

    it('reports an exception as Runtime Error (NZEC, 11) with the error on stderr', async () => {
      const result = await runAndWait(app, { language_id: c.id, source_code: c.crash });
      expect(result.status.id).toBe(11);
      expect(result.message).toBe('Exited with error status 1');
      expect(result.stderr).toContain('boom');
    });

    it('stops an infinite loop with Time Limit Exceeded (5) within the wall limit plus one second', async () => {
      const started = Date.now();
      const result = await runAndWait(app, { language_id: c.id, source_code: c.loop, ...FAST_LIMITS });
      expect(result.status.id).toBe(5);
      expect(Number(result.time)).toBeGreaterThan(FAST_LIMITS.cpu_time_limit);
      expect(Number(result.wall_time)).toBeLessThan(FAST_LIMITS.wall_time_limit + 1);
      expect(Date.now() - started).toBeLessThan((FAST_LIMITS.wall_time_limit + 1) * 1000 + 2000); // + compile
    });

    it('stops a sleeping program with Time Limit Exceeded (5) by wall time', async () => {
      const result = await runAndWait(app, { language_id: c.id, source_code: c.sleep, ...FAST_LIMITS });
      expect(result.status.id).toBe(5);
      expect(result.message).toBe('Time limit exceeded (wall clock)');
      expect(Number(result.time)).toBeLessThan(FAST_LIMITS.cpu_time_limit);
      expect(Number(result.wall_time)).toBeGreaterThanOrEqual(FAST_LIMITS.wall_time_limit);
      expect(Number(result.wall_time)).toBeLessThan(FAST_LIMITS.wall_time_limit + 1);
    });

    if (c.compileError) {
      const { source, message } = c.compileError;
      it('reports a compile error as Compilation Error (6) with the compiler message', async () => {
        const result = await runAndWait(app, { language_id: c.id, source_code: source });
        expect(result.status).toEqual({ id: 6, description: 'Compilation Error' });
        expect(result.compile_output).toContain(message);
        for (const field of ['stdout', 'stderr', 'time', 'memory', 'message', 'exit_code']) expect(result[field]).toBeNull();
      });
    }
  });

  it('passes command_line_arguments word by word, quotes and backslashes intact', async () => {
    const result = await runAndWait(app, { language_id: 71, source_code: 'import sys\nprint(sys.argv[1:])\n', command_line_arguments: `it's "two words"  a\\b` });
    expect(result.status.id).toBe(3);
    expect(result.stdout).toBe(`["it's", '"two', 'words"', 'a\\\\b']\n`);
  });

  it("reports the program's own peak memory, not bubblewrap's: 40 MB held reads 40 to 60 MB", async () => {
    const held = await runAndWait(app, { language_id: 71, source_code: 'import time\nb = bytearray(40 * 1024 * 1024)\ntime.sleep(0.2)\nprint(len(b))\n' });
    expect(held.status.id).toBe(3);
    expect(held.memory as number).toBeGreaterThan(40 * 1024);
    expect(held.memory as number).toBeLessThan(60 * 1024);
  });

  it('compiles once per batch: ten Java test cases reuse one compile', async () => {
    const source = CASES[3].sum.replace('s.nextInt() + s.nextInt()', 's.nextInt() * s.nextInt()');
    const submissions = Array.from({ length: 10 }, (_, i) => ({ language_id: 62, source_code: source, stdin: `${i} 3`, expected_output: String(i * 3) }));
    const started = Date.now();
    const created = (await app.request('/submissions/batch', { payload: { submissions } })).json() as { token: string }[];
    const tokens = created.map((c) => c.token).join(',');
    let results: { status: { id: number } }[] = [];
    for (;;) {
      results = (await app.request(`/submissions/batch?tokens=${tokens}`)).json().submissions;
      if (results.every((r) => r.status.id > 2)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(results.map((r) => r.status.id)).toEqual(Array(10).fill(3));
    // Ten javac runs alone take well over 4 s on this host; one compile plus ten JVM starts does not.
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
