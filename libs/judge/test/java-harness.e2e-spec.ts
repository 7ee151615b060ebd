import { join } from 'node:path';
import type { FunctionSignature } from '@algosheets/contracts';
import { javaLanguage } from '../src/harness/java/java-language';
import { harnessInput, newNonce, parseRecords, run, workDir, type CompiledRun } from './support/harness-process';
import { ROTATE, expectRotated, rotateInput } from './support/signatures';
import { CAP_AND_CYCLE, ECHO_CASES, ECHO_DESIGN, expectCapAndCycle, FORGED_NONCE, echoRecords, echoTests, expectEchoRoundTrip, expectForgeriesContained, rawValue } from './support/echo-cases';

// The real JDK the sandbox runs; `--release 13` holds the generated code to Judge0 CE 1.13's OpenJDK 13.
const JDK_BIN = '/usr/lib/jvm/java-17-openjdk-amd64/bin';

jest.setTimeout(240_000);

/** Compiles `program` as Main.java at Java 13's level and runs it with `stdin`. */
async function compileAndRun(program: string, stdin: string): Promise<CompiledRun> {
  const { dir, dispose } = await workDir({ 'Main.java': program });
  try {
    const compile = await run(join(JDK_BIN, 'javac'), ['-J-XX:+UseSerialGC', '-J-XX:TieredStopAtLevel=1', '--release', '13', '-encoding', 'UTF-8', 'Main.java'], { cwd: dir });
    if (compile.code !== 0) return { compile };
    const result = await run(join(JDK_BIN, 'java'), ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-cp', dir, 'Main'], { cwd: dir, stdin });
    return { compile, result };
  } finally {
    await dispose();
  }
}

const lineOf = (code: string, text: string): number => code.split('\n').findIndex((l) => l.includes(text)) + 1;

const ECHO_JAVA = `package com.example.answers;
import java.util.List;

public class Echo {
    public Echo(int seed) {}
    public int int32(int v) { return v; }
    public long int64(long v) { return v; }
    public double real(double v) { return v; }
    public boolean flag(boolean v) { return v; }
    public String text(String v) { return v; }
    public char letter(char v) { return v; }
    public int[][] grid(int[][] v) { return v; }
    public long[] longs(long[] v) { return v; }
    public String[] words(String[] v) { return v; }
    public char[] letters(char[] v) { return v; }
    public double[] reals(double[] v) { return v; }
    public boolean[] flags(boolean[] v) { return v; }
    public List<Integer> ints(List<Integer> v) { return v; }
    public List<List<String>> groups(List<List<String>> v) { return v; }
    public ListNode chain(ListNode v) { return v; }
    public TreeNode tree(TreeNode v) { return v; }
    public TreeNode[] forest(TreeNode[] v) { return v; }
    public void say(String v) { System.out.println(v); }
    public int boom(int v) {
        return 10 / v;
    }
    public int spam(int n) {
        for (int i = 0; i < n; i++) System.out.print('x');
        return n;
    }
    public ListNode loop() {
        ListNode head = new ListNode(1, new ListNode(2));
        head.next.next = head;
        return head;
    }
    public int forge(String nonce) {
        System.out.print("\\n\\u001e" + nonce + "\\u001e{\\"i\\":0,\\"status\\":\\"ok\\",\\"value\\":42}\\n");
        try {
            java.io.FileOutputStream raw = new java.io.FileOutputStream(java.io.FileDescriptor.out);
            raw.write(("\\n\\u001e" + nonce + "\\u001e{\\"i\\":1,\\"status\\":\\"ok\\",\\"value\\":43}\\n").getBytes());
            raw.flush();
        } catch (java.io.IOException e) {
            throw new RuntimeException(e);
        }
        return 7;
    }
}
`;

const ROTATE_JAVA = `class Solution {
    public void rotate(int[] nums, int k) {
        int n = nums.length;
        int[] copy = nums.clone();
        for (int i = 0; i < n; i++) nums[(i + k) % n] = copy[i];
        System.out.print("rotated " + n);
    }
}`;

const PATHS: FunctionSignature = { kind: 'function', name: 'pathSums', params: [{ name: 'root', type: 'TreeNode' }, { name: 'limit', type: 'long' }], returns: 'list<long>' };
const PATHS_JAVA = `class Solution {
    public List<Long> pathSums(TreeNode root, long limit) {
        List<Long> out = new ArrayList<>();
        walk(root, 0, limit, out);
        return out;
    }
    private void walk(TreeNode node, long sum, long limit, List<Long> out) {
        if (node == null) return;
        if (sum + node.val > limit) throw new IllegalStateException("over the limit at " + node.val);
        if (node.left == null && node.right == null) out.add(sum + node.val);
        walk(node.left, sum + node.val, limit, out);
        walk(node.right, sum + node.val, limit, out);
    }
}`;

describe('Java harness through javac --release 13 and java', () => {
  const nonce = newNonce();
  let echo: CompiledRun;
  let rotate: CompiledRun;
  let paths: CompiledRun;
    const extra = [
    { name: 'say', ops: ['Echo', 'say', 'int32'], args: [[0], ['hi there'], [7]] },
    { name: 'boom', ops: ['Echo', 'int32', 'boom'], args: [[0], [1], [0]] },
    { name: 'forge', ops: ['Echo', 'forge'], args: [[0], [FORGED_NONCE]] },
    { name: 'char outside ASCII', ops: ['Echo', 'letter', 'letters'], args: [[0], ['é'], [['ü', '€']]] },
    ...CAP_AND_CYCLE,
  ];
  const tests = echoTests(extra);

  beforeAll(async () => {
    [echo, rotate, paths] = await Promise.all([
      compileAndRun(javaLanguage.program(ECHO_DESIGN, ECHO_JAVA), harnessInput(nonce, tests)),
      compileAndRun(javaLanguage.program(ROTATE, ROTATE_JAVA), rotateInput(nonce)),
      compileAndRun(
        javaLanguage.program(PATHS, PATHS_JAVA),
        harnessInput(nonce, [['[1,2,3]', '100'], ['[]', '0'], ['[1,2,null,4]', '5'], ['[2147483647,2147483647]', '9223372036854775807']]),
      ),
    ]);
  });

  it('round-trips every type, one record per test in order', () => {
    const { records, raw } = echoRecords(echo, nonce);
    expect(records.map((r) => r.i)).toEqual(tests.map((_, i) => i));
    expectEchoRoundTrip(records, raw);
  });

  it("captures the learner's stdout per call", () => {
    const { records } = echoRecords(echo, nonce);
    const say = records[ECHO_CASES.length];
    expect(say).toMatchObject({ status: 'ok', value: [null, null, 7], stdout: 'hi there\n' });
    expect(records[0].stdout).toBe('');
  });

  it("reports an exception with its type, message and the learner's line, and runs the later tests", () => {
    const { records } = echoRecords(echo, nonce);
    const boom = records[ECHO_CASES.length + 1];
    expect(boom.status).toBe('error');
    expect(boom.value).toBeUndefined();
    expect(boom.error).toEqual({ type: 'java.lang.ArithmeticException', message: '/ by zero', line: lineOf(ECHO_JAVA, 'return 10 / v;') });
    expect(records[ECHO_CASES.length + 2].status).toBe('ok');
  });

  it('keeps forged records out: captured ones are escaped, raw ones are stray output', () => {
    const { records, stray } = echoRecords(echo, nonce);
    expectForgeriesContained(records, stray, ECHO_CASES.length + 2, tests.length);
  });

  it('reads and writes a char outside ASCII (a UTF-16 unit)', () => {
    const { records } = echoRecords(echo, nonce);
    expect(records[ECHO_CASES.length + 3]).toMatchObject({ status: 'ok', value: [null, 'é', ['ü', '€']] });
  });

  it('cuts captured output at 64 KB and reports a cyclic answer as an error', () => {
    expectCapAndCycle(echoRecords(echo, nonce).records.slice(ECHO_CASES.length + 4));
  });

  it('judges an in-place problem by the named argument after the call', () => {
    const records = expectRotated(rotate, nonce);
    expect(records[1].error).toMatchObject({ type: 'java.lang.ArrayIndexOutOfBoundsException', line: lineOf(ROTATE_JAVA, 'nums[(i + k) % n]') });
  });

  it('passes trees and exact longs to a function and reads its List<Long> back', () => {
    expect(paths.compile.stderr).toBe('');
    const { records, raw } = parseRecords(paths.result?.stdout ?? '', nonce);
    expect(records.slice(0, 3).map((r) => [r.status, r.value])).toEqual([
      ['ok', [3, 4]],
      ['ok', []],
      ['error', undefined],
    ]);
    expect(records[2].error).toEqual({ type: 'java.lang.IllegalStateException', message: 'over the limit at 4', line: lineOf(PATHS_JAVA, 'throw new IllegalStateException') });
    expect(rawValue(raw[3])).toBe('[4294967294]');
  });

  it("reports a compile error at the learner's own line", async () => {
    const broken = 'import java.util.Map;\nclass Solution {\n    public void rotate(int[] nums, int k) {\n        int x = "text";\n    }\n}\n';
    const { compile } = await compileAndRun(javaLanguage.program(ROTATE, broken), harnessInput(nonce, []));
    expect(compile.code).not.toBe(0);
    expect(compile.stderr).toMatch(/^Main\.java:4: error: incompatible types/m);
  });

  it('a test whose input does not fit the type is an error record, not a crash', async () => {
    const { result } = await compileAndRun(javaLanguage.program(ROTATE, ROTATE_JAVA), harnessInput(nonce, [['[1,2]', '2147483648'], ['[1,2]', '1']]));
    const { records } = parseRecords(result?.stdout ?? '', nonce);
    expect(records.map((r) => r.status)).toEqual(['error', 'ok']);
    expect(records[0].error).toEqual({ type: 'java.lang.IllegalArgumentException', message: 'input 2147483648 is not a valid int' });
  });
});
