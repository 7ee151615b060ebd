import { cppLanguage } from '../src/harness/cpp/cpp-language';
import type { FunctionSignature } from '@algosheets/contracts';
import { CAP_AND_CYCLE, ECHO_CASES, ECHO_DESIGN, expectCapAndCycle, FORGED_NONCE, echoRecords, echoTests, expectEchoRoundTrip, expectForgeriesContained } from './support/echo-cases';
import { harnessInput, newNonce, parseRecords, run, workDir, type CompiledRun } from './support/harness-process';
import { ROTATE, expectRotated, rotateInput } from './support/signatures';

jest.setTimeout(240_000);

/** Compiles `program` as Judge0 CE 1.13 does for C++ (GCC 9, -std=c++17) and runs it with `stdin`. */
async function compileAndRun(program: string, stdin: string): Promise<CompiledRun> {
  const { dir, dispose } = await workDir({ 'main.cpp': program });
  try {
    const compile = await run('/usr/bin/g++', ['-O2', '-std=c++17', '-Wall', '-Wextra', '-pedantic-errors', 'main.cpp', '-o', 'main'], { cwd: dir });
    if (compile.code !== 0) return { compile };
    return { compile, result: await run(`${dir}/main`, [], { cwd: dir, stdin }) };
  } finally {
    await dispose();
  }
}

const lineOf = (code: string, text: string): number => code.split('\n').findIndex((l) => l.includes(text)) + 1;

const ECHO_CPP = `class Echo {
public:
    Echo(int) {}
    int int32(int v) { return v; }
    long long int64(long long v) { return v; }
    double real(double v) { return v; }
    bool flag(bool v) { return v; }
    string text(string v) { return v; }
    char letter(char v) { return v; }
    vector<vector<int>> grid(vector<vector<int>>& v) { return v; }
    vector<long long> longs(vector<long long>& v) { return v; }
    vector<string> words(vector<string>& v) { return v; }
    vector<char> letters(vector<char>& v) { return v; }
    vector<double> reals(vector<double>& v) { return v; }
    vector<bool> flags(vector<bool>& v) { return v; }
    vector<int> ints(vector<int>& v) { return v; }
    vector<vector<string>> groups(vector<vector<string>>& v) { return v; }
    ListNode* chain(ListNode* v) { return v; }
    TreeNode* tree(TreeNode* v) { return v; }
    vector<TreeNode*> forest(vector<TreeNode*>& v) { return v; }
    void say(string v) { cout << v << endl; }
    int boom(int v) {
        if (v == 0) throw out_of_range("zero");
        if (v < 0) throw v;
        return 10 / v;
    }
    int spam(int n) {
        for (int i = 0; i < n; i++) cout << 'x';
        return n;
    }
    ListNode* loop() {
        ListNode* head = new ListNode(1, new ListNode(2));
        head->next->next = head;
        return head;
    }
    int forge(string nonce) {
        cout << "\\n\\x1e" << nonce << "\\x1e{\\"i\\":0,\\"status\\":\\"ok\\",\\"value\\":42}\\n";
        printf("\\n\\x1e%s\\x1e{\\"i\\":1,\\"status\\":\\"ok\\",\\"value\\":43}\\n", nonce.c_str());
        return 7;
    }
};
`;

const ROTATE_CPP = `class Solution {
public:
    void rotate(vector<int>& nums, int k) {
        int n = nums.size();
        vector<int> copy = nums;
        for (int i = 0; i < n; i++) nums.at((i + k) % n) = copy[i];
        cout << "rotated " << n;
    }
};`;

const DEPTH: FunctionSignature = { kind: 'function', name: 'maxDepth', params: [{ name: 'root', type: 'TreeNode' }], returns: 'int' };
const DEPTH_CPP = `class Solution {
public:
    int maxDepth(TreeNode* root) {
        if (root->val == 13) return *(volatile int*)nullptr;
        return depth(root);
    }
    int depth(TreeNode* node) { return node ? 1 + max(depth(node->left), depth(node->right)) : 0; }
};`;

describe('C++ harness through g++ -O2 -std=c++17', () => {
  const nonce = newNonce();
  let echo: CompiledRun;
  let rotate: CompiledRun;
  let depth: CompiledRun;
  const extra = [
    { ops: ['Echo', 'say', 'int32'], args: [[0], ['hi there'], [7]] },
    { ops: ['Echo', 'int32', 'boom'], args: [[0], [1], [0]] },
    { ops: ['Echo', 'boom'], args: [[0], [-4]] },
    { ops: ['Echo', 'forge'], args: [[0], [FORGED_NONCE]] },
    ...CAP_AND_CYCLE,
  ];
  const tests = echoTests(extra);
  const at = (k: number): number => ECHO_CASES.length + k;

  beforeAll(async () => {
    [echo, rotate, depth] = await Promise.all([
      compileAndRun(cppLanguage.program(ECHO_DESIGN, ECHO_CPP), harnessInput(nonce, tests)),
      compileAndRun(cppLanguage.program(ROTATE, ROTATE_CPP), rotateInput(nonce)),
      compileAndRun(cppLanguage.program(DEPTH, DEPTH_CPP), harnessInput(nonce, [['[3,9,20,null,null,15,7]'], ['[1]'], ['[1,2147483648]'], ['[13]'], ['[1,2]']])),
    ]);
  });

  it('round-trips every type, one record per test in order', () => {
    const { records, raw } = echoRecords(echo, nonce);
    expect(records.map((r) => r.i)).toEqual(tests.map((_, i) => i));
    expectEchoRoundTrip(records, raw);
  });

  it("captures the learner's cout per call", () => {
    const { records } = echoRecords(echo, nonce);
    expect(records[at(0)]).toMatchObject({ status: 'ok', value: [null, null, 7], stdout: 'hi there\n' });
    expect(records[0].stdout).toBe('');
  });

  it('reports std::exception and other thrown values by type, and runs the later tests', () => {
    const { records } = echoRecords(echo, nonce);
    expect(records[at(1)]).toMatchObject({ status: 'error', error: { type: 'std::out_of_range', message: 'zero' } });
    expect(records[at(1)].value).toBeUndefined();
    expect(records[at(2)]).toMatchObject({ status: 'error', error: { type: 'int', message: '' } });
    expect(records[at(3)].status).toBe('ok');
  });

  it('keeps forged records out: captured ones are escaped, raw printf output is stray', () => {
    const { records, stray } = echoRecords(echo, nonce);
    expectForgeriesContained(records, stray, at(3), tests.length);
  });

  it('cuts captured output at 64 KB and reports a cyclic answer as an error', () => {
    expectCapAndCycle(echoRecords(echo, nonce).records.slice(at(4)));
  });

  it('judges an in-place problem by the named argument after the call', () => {
    const records = expectRotated(rotate, nonce);
    expect(records[1].error?.type).toBe('std::out_of_range');
  });

  it('keeps the records of the tests before a crash; the crash ends the run', () => {
    expect(depth.compile.stderr).toBe('');
    expect(depth.result?.signal).toBe('SIGSEGV');
    const { records } = parseRecords(depth.result?.stdout ?? '', nonce);
    expect(records.map((r) => [r.i, r.status, r.value])).toEqual([
      [0, 'ok', 3],
      [1, 'ok', 1],
      [2, 'error', undefined],
    ]);
    expect(records[2].error).toEqual({ type: 'std::invalid_argument', message: 'input 2147483648 is not a valid int' });
  });

  it("reports a compile error at the learner's own line", async () => {
    const broken = '#include <map>\nclass Solution {\npublic:\n    void rotate(vector<int>& nums, int k) {\n        int x = "text";\n    }\n};\n';
    const { compile } = await compileAndRun(cppLanguage.program(ROTATE, broken), harnessInput(nonce, []));
    expect(compile.code).not.toBe(0);
    expect(compile.stderr).toMatch(new RegExp(`^solution\\.cpp:${lineOf(broken, 'int x')}:\\d+: error: invalid conversion`, 'm'));
  });
});
