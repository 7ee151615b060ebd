import type { FunctionSignature } from '@algosheets/contracts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cppLanguage, READY_FRAME, RECORD_MARK, type HarnessRecord } from '@algosheets/judge';
import { FAST_LIMITS, runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

const CPP = 54;

const TWO_SUM: FunctionSignature = {
  kind: 'function',
  name: 'twoSum',
  params: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }],
  returns: 'int[]',
};

const TWO_SUM_CPP = `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < (int) nums.size(); i++) {
            auto it = seen.find(target - nums[i]);
            if (it != seen.end()) return {it->second, i};
            seen[nums[i]] = i;
        }
        throw invalid_argument("no pair");
    }
};`;

describe('C++ in the sandbox (real bubblewrap, real g++)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '2' });
  }, 60_000);
  afterAll(() => sandbox.close());

  it('is listed by the start-up probe with the real GCC version, and described like Judge0', async () => {
    const list = (await sandbox.request('/languages')).json() as { id: number; name: string }[];
    expect(list.find((l) => l.id === CPP)?.name).toMatch(/^C\+\+ \(GCC \d+\.\d+\.\d+\)$/);
    const detail = (await sandbox.request(`/languages/${CPP}`)).json();
    expect(detail).toMatchObject({ id: CPP, source_file: 'main.cpp', is_archived: false });
    expect(detail.compile_cmd).toMatch(/g\+\+ -O2 -std=c\+\+17 -pipe %s main\.cpp -o main$/);
  });

  it('accepts a correct program (3)', async () => {
    const source = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
    const result = await runAndWait(sandbox, { language_id: CPP, source_code: source, stdin: '2 40', expected_output: '42' });
    expect(result.status).toEqual({ id: 3, description: 'Accepted' });
    expect(result.stdout).toBe('42\n');
    expect(result.memory as number).toBeGreaterThan(0);
  });

  it('reports a compile error as Compilation Error (6) with the compiler message at the line', async () => {
    const result = await runAndWait(sandbox, { language_id: CPP, source_code: 'int main() {\n    int x = "text";\n}\n' });
    expect(result.status).toEqual({ id: 6, description: 'Compilation Error' });
    expect(result.compile_output).toMatch(/main\.cpp:2:\d+: error: invalid conversion/);
    expect(result.stdout).toBeNull();
  });

  it('reports a segmentation fault as Runtime Error (SIGSEGV, 7)', async () => {
    const result = await runAndWait(sandbox, { language_id: CPP, source_code: 'int main() { volatile int* p = nullptr; *p = 1; return 0; }\n' });
    expect(result.status).toEqual({ id: 7, description: 'Runtime Error (SIGSEGV)' });
    expect(result.exit_signal).toBe(11);
  });

  it('stops an infinite loop with Time Limit Exceeded (5)', async () => {
    const result = await runAndWait(sandbox, { language_id: CPP, source_code: 'int main() { volatile unsigned long i = 0; for (;;) i++; }\n', ...FAST_LIMITS });
    expect(result.status.id).toBe(5);
    expect(Number(result.time)).toBeGreaterThan(FAST_LIMITS.cpu_time_limit);
  });

  it('judges a generated harness program end to end: every test in one run, one record each', async () => {
    const nonce = 'n0nce0123456789abcdef';
    const inputs = [['[2,7,11,15]', '9'], ['[3,2,4]', '6'], ['[1,2]', '99'], ['[3,3]', '6']];
    const stdin = [nonce, String(inputs.length), ...inputs.flat()].join('\n') + '\n';
    const result = await runAndWait(sandbox, { language_id: CPP, source_code: cppLanguage.program(TWO_SUM, TWO_SUM_CPP), stdin });
    expect(result.status.id).toBe(3);
    const records = String(result.stdout)
      .split(`\n${RECORD_MARK}${nonce}${RECORD_MARK}`)
      .slice(1)
      .map((part) => part.slice(0, part.indexOf('\n')))
      // The ready frame comes before the records: the harness has loaded the learner's code.
      .filter((line) => line !== READY_FRAME)
      .map((line) => JSON.parse(line) as HarnessRecord);
    expect(records.map((r) => [r.i, r.status, r.value ?? r.error?.message])).toEqual([
      [0, 'ok', [0, 1]],
      [1, 'ok', [1, 2]],
      [2, 'error', 'no pair'],
      [3, 'ok', [0, 1]],
    ]);
  });
});

describe("Judge0 CE's other C++ ids (52, 53) and its Executable (44), real bubblewrap", () => {
  let sandbox: TestSandbox;
  let build: string;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '2' });
    build = mkdtempSync(join(tmpdir(), 'algosheets-executable-'));
  }, 60_000);
  afterAll(async () => {
    rmSync(build, { recursive: true, force: true });
    await sandbox.close();
  });

  /** An ELF built on the host by g++ from `source`, base64 as a Judge0 client sends it. */
  const elf = (source: string, options: string[] = []): string => {
    const output = join(build, `a-${Math.random().toString(36).slice(2)}.out`);
    const compiled = spawnSync('/usr/bin/g++', ['-O2', ...options, '-x', 'c++', '-', '-o', output], { input: source, encoding: 'utf8' });
    if (compiled.status !== 0) throw new Error(compiled.stderr);
    return readFileSync(output).toString('base64');
  };
  const ECHO = '#include <iostream>\n#include <string>\nint main(int argc, char** argv) { std::string s; std::cin >> s; std::cout << s << " " << argc - 1 << (argc > 1 ? argv[1] : "") << std::endl; }\n';
  const post = async (body: Record<string, unknown>) => {
    const response = await sandbox.request('/submissions?base64_encoded=true&wait=true&fields=*', { payload: body });
    return { statusCode: response.statusCode, body: response.json() };
  };
  const text = (value: string) => Buffer.from(value).toString('base64');

  it('lists 44 as "Executable" with Judge0 CE\'s source file and no compile step, and 52, 53 as the host\'s g++', async () => {
    const list = (await sandbox.request('/languages')).json() as { id: number; name: string }[];
    expect(list.find((l) => l.id === 44)?.name).toBe('Executable');
    const cpp = list.find((l) => l.id === CPP)?.name;
    expect(cpp).toMatch(/^C\+\+ \(GCC \d+\.\d+\.\d+\)$/);
    expect(list.filter((l) => l.id === 52 || l.id === 53).map((l) => l.name)).toEqual([cpp, cpp]);
    expect((await sandbox.request('/languages/44')).json()).toEqual({ id: 44, name: 'Executable', is_archived: false, source_file: 'a.out', compile_cmd: null, run_cmd: './a.out' });
  });

  it('runs a dynamically linked ELF built by g++ as is (44), with stdin and arguments', async () => {
    const { body } = await post({ language_id: 44, source_code: elf(ECHO), stdin: text('hello'), command_line_arguments: 'x', expected_output: text('hello 1x\n') });
    expect([body.status.id, Buffer.from(body.stdout, 'base64').toString()]).toEqual([3, 'hello 1x\n']);
  });

  it('runs a statically linked ELF too: it is executed directly, not through the dynamic loader', async () => {
    const { body } = await post({ language_id: 44, source_code: elf(ECHO, ['-static']), stdin: text('static') });
    expect([body.status.id, Buffer.from(body.stdout, 'base64').toString()]).toEqual([3, 'static 0\n']);
  });

  it('keeps an Executable under the syscall filter and the run binds of C++: no shell, no compiler', async () => {
    const source = '#include <cstdio>\n#include <sys/ptrace.h>\n#include <sys/stat.h>\nint main() { struct stat s; std::printf("%d %d %d %ld\\n", stat("/usr/bin/sh", &s), stat("/usr/bin/g++", &s), stat("/usr/bin/python3", &s), ptrace(PTRACE_TRACEME, 0, nullptr, nullptr)); }\n';
    const { body } = await post({ language_id: 44, source_code: elf(source) });
    expect([body.status.id, Buffer.from(body.stdout, 'base64').toString()]).toEqual([3, '-1 -1 -1 -1\n']);
  });

  it('reports bytes that are no program as Runtime Error (NZEC), and refuses compiler options for 44 with a 422', async () => {
    const { body } = await post({ language_id: 44, source_code: text('not an ELF') });
    // The exec fails (execvp would try /bin/sh on ENOEXEC; there is none): NZEC, as Judge0's bash reports its exit 126.
    expect([body.status.id, Buffer.from(body.stderr, 'base64').toString()]).toEqual([11, expect.stringContaining('execvp ./a.out')]);
    const refused = await post({ language_id: 44, source_code: elf(ECHO), compiler_options: '-O2' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toEqual({ compiler_options: ['setting compiler options is only allowed for compiled languages'] });
  });

  it.each([52, 53])('compiles and runs C++ sent as language %i with the same g++ and option policy', async (id) => {
    const { body } = await post({ language_id: id, source_code: text('#include <iostream>\nint main() { std::cout << __cplusplus << std::endl; }\n'), compiler_options: '-std=c++17' });
    expect([body.status.id, Buffer.from(body.stdout, 'base64').toString()]).toEqual([3, '201703\n']);
    expect((await post({ language_id: id, source_code: text('int main() {}'), compiler_options: '-fplugin=x' })).statusCode).toBe(422);
  });
});
