import type { FunctionSignature } from '@algosheets/contracts';
import { cppLanguage, RECORD_MARK, type HarnessRecord } from '@algosheets/judge';
import { FAST_LIMITS, runAndWait, startSandbox, type TestSandbox } from './support/sandbox-harness';

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
    sandbox = await startSandbox(66000, { SANDBOX_SLOTS: '2' });
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
      .map((part) => JSON.parse(part.slice(0, part.indexOf('\n'))) as HarnessRecord);
    expect(records.map((r) => [r.i, r.status, r.value ?? r.error?.message])).toEqual([
      [0, 'ok', [0, 1]],
      [1, 'ok', [1, 2]],
      [2, 'error', 'no pair'],
      [3, 'ok', [0, 1]],
    ]);
  });
});
