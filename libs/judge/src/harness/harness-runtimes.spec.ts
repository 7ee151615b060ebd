import { readFileSync } from 'node:fs';
import type { ProblemSignature } from '@algosheets/contracts';
import { harnessRuntimeSourcesModule, RUNTIME_SOURCES_FILE } from '../../scripts/generate-harness-runtimes';
import { run, workDir } from '../../test/support/harness-process';
import { LRU_CACHE, ROTATE } from '../../test/support/signatures';
import { cppLanguage } from './cpp/cpp-language';
import { HARNESS_RUNTIME_CONSTANTS } from './harness-protocol';
import { HARNESS_RUNTIME_SOURCES } from './harness-runtime-sources.generated';
import { javaLanguage } from './java/java-language';

// The host's JDK and g++, which the sandbox runs too.
const JAVAC = '/usr/lib/jvm/java-17-openjdk-amd64/bin/javac';
const GXX = '/usr/bin/g++';

jest.setTimeout(120_000);

/** Every type a parameter or an answer may have, so that each reader and writer is instantiated. */
const EVERY_TYPE: ProblemSignature = {
  kind: 'function',
  name: 'merge',
  params: ['ListNode', 'TreeNode[]', 'list<list<string>>', 'int[][]', 'long', 'double[]', 'char', 'boolean', 'string'].map((type, i) => ({ name: `p${i}`, type })),
  returns: 'TreeNode',
};
const NO_ARGUMENTS: ProblemSignature = { kind: 'function', name: 'answer', params: [], returns: 'list<long>' };

/** Learner code for each sample signature that compiles without a warning of its own. */
const SAMPLES: { signature: ProblemSignature; java: string; cpp: string }[] = [
  {
    signature: EVERY_TYPE,
    java: 'class Solution {\n    public TreeNode merge(ListNode a, TreeNode[] b, List<List<String>> c, int[][] d, long e, double[] f, char g, boolean h, String i) { return b[0]; }\n}\n',
    cpp: 'class Solution {\npublic:\n    TreeNode* merge(ListNode*, vector<TreeNode*>& b, vector<vector<string>>&, vector<vector<int>>&, long long, vector<double>&, char, bool, string) { return b[0]; }\n};\n',
  },
  {
    signature: ROTATE,
    java: 'class Solution {\n    public void rotate(int[] nums, int k) { nums[0] = k; }\n}\n',
    cpp: 'class Solution {\npublic:\n    void rotate(vector<int>& nums, int k) { nums[0] = k; }\n};\n',
  },
  {
    signature: LRU_CACHE,
    java: 'class LRUCache {\n    public LRUCache(int capacity) {}\n    public int get(int key) { return key; }\n    public void put(int key, int value) {}\n}\n',
    cpp: 'class LRUCache {\npublic:\n    explicit LRUCache(int) {}\n    int get(int key) { return key; }\n    void put(int, int) {}\n};\n',
  },
  { signature: NO_ARGUMENTS, java: 'class Solution {\n    public List<Long> answer() { return List.of(1L); }\n}\n', cpp: 'class Solution {\npublic:\n    vector<long long> answer() { return {1}; }\n};\n' },
];

/**
 * Patterns of a protocol constant's value written out in a runtime file instead of its name: a
 * count as a whole number (with or without digit separators), a control character raw or escaped.
 * Longer text (`ready`) is left to the runs of the harness end-to-end tests.
 */
function spellings(value: string | number): RegExp[] {
  if (typeof value === 'number') {
    const digits = String(value);
    const grouped = digits.replace(/\B(?=(\d{3})+$)/g, '#');
    return [new RegExp(`(?<![\\w.])(${digits}|${grouped.replace(/#/g, "'")}|${grouped.replace(/#/g, '_')})(?![\\w.])`)];
  }
  if (value.length !== 1 || value.charCodeAt(0) >= 0x20) return [];
  const code = value.charCodeAt(0);
  return [value, `\\x${code.toString(16).padStart(2, '0')}`, `\\${code.toString(8).padStart(3, '0')}`, `\\u${code.toString(16).padStart(4, '0')}`].map((text) => new RegExp(text.replace(/\\/g, '\\\\'), 'i'));
}

describe('the harness runtime files', () => {
  it('are in the generated module as they are on disk (else run npm run harness:runtimes)', () => {
    expect(readFileSync(RUNTIME_SOURCES_FILE, 'utf8')).toBe(harnessRuntimeSourcesModule());
  });

  it("spell no protocol constant's value: they name it, and the generators declare it from harness-protocol.ts", () => {
    const spelled = Object.entries(HARNESS_RUNTIME_SOURCES).flatMap(([file, source]) =>
      Object.entries(HARNESS_RUNTIME_CONSTANTS).flatMap(([name, value]) => spellings(value).flatMap((pattern) => source.match(pattern)?.[0] ?? []).map((text) => `${file}: ${name} as ${JSON.stringify(text)}`)),
    );
    expect(spelled).toEqual([]);
    for (const { signature } of SAMPLES) {
      for (const [name, value] of Object.entries(HARNESS_RUNTIME_CONSTANTS)) {
        const literal = typeof value === 'number' ? String(value) : '"';
        expect(javaLanguage.program(signature, '')).toContain(`static final ${typeof value === 'number' ? 'int' : 'String'} ${name} = ${literal}`);
        expect(cppLanguage.program(signature, '')).toMatch(new RegExp(`const (std::size_t|char) ${name}(\\[\\])? = ${literal}`));
      }
    }
  });

  it('compile in generated programs with javac --release 13 -Xlint:all -Werror (Java 13, Judge0 CE 1.13)', async () => {
    for (const { signature, java } of SAMPLES) {
      const { dir, dispose } = await workDir({ 'Main.java': javaLanguage.program(signature, java) });
      try {
        const compile = await run(JAVAC, ['-J-XX:+UseSerialGC', '-J-XX:TieredStopAtLevel=1', '--release', '13', '-encoding', 'UTF-8', '-Xlint:all', '-Werror', 'Main.java'], { cwd: dir });
        expect({ signature: signature.kind === 'function' ? signature.name : signature.className, output: compile.stdout + compile.stderr, code: compile.code }).toMatchObject({ output: '', code: 0 });
      } finally {
        await dispose();
      }
    }
  });

  it('compile in generated programs with g++ -std=c++17 -pedantic-errors -Wall -Wextra -Werror (GCC 9, Judge0 CE 1.13)', async () => {
    for (const { signature, cpp } of SAMPLES) {
      const { dir, dispose } = await workDir({ 'main.cpp': cppLanguage.program(signature, cpp) });
      try {
        const compile = await run(GXX, ['-std=c++17', '-pedantic-errors', '-Wall', '-Wextra', '-Werror', '-fsyntax-only', 'main.cpp'], { cwd: dir });
        expect({ signature: signature.kind === 'function' ? signature.name : signature.className, output: compile.stdout + compile.stderr, code: compile.code }).toMatchObject({ output: '', code: 0 });
      } finally {
        await dispose();
      }
    }
  });
});
