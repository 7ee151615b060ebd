import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ProblemSignature } from '@algosheets/contracts';
import { harnessRuntimeSourcesModule, RUNTIME_SOURCES_FILE } from '../../scripts/generate-harness-runtimes';
import { run, workDir } from '../../test/support/harness-process';
import { LRU_CACHE, ROTATE } from '../../test/support/signatures';
import { cppLanguage } from './cpp/cpp-language';
import { HARNESS_RUNTIME_CONSTANTS } from './harness-protocol';
import { HARNESS_RUNTIME_SOURCES } from './harness-runtime-sources.generated';
import { javaLanguage } from './java/java-language';
import { javascriptHarness } from './javascript/javascript-harness';
import { NODE_PROTOCOL_CONSTANTS } from './node/node-harness-core';
import { pythonHarness } from './python/python-harness';
import { typescriptHarness } from './typescript/typescript-harness';

// The host's JDK and g++, which the sandbox runs too.
const JAVAC = '/usr/lib/jvm/java-17-openjdk-amd64/bin/javac';
const GXX = '/usr/bin/g++';
// The sandbox's Python, and the Node.js that runs this test (any Node reads ES2019).
const PYTHON = '/usr/bin/python3';
const NODE = process.execPath;

const REPO_ROOT = resolve(__dirname, '../../../..');
const HARNESS_DIR = resolve(__dirname);
/** The runtime files of a language whose only compiler is its interpreter, by extension. */
const filesEnding = (extension: string): string[] => Object.keys(HARNESS_RUNTIME_SOURCES).filter((path) => path.endsWith(extension));

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
        expect(pythonHarness.program(signature, '')).toContain(`\n${name} = ${literal}`);
      }
      expect(javascriptHarness.program(signature, '')).toContain(`require,\n  ${NODE_PROTOCOL_CONSTANTS}\n);`);
      expect(typescriptHarness.program(signature, '')).toContain(`eval('require'),\n  ${NODE_PROTOCOL_CONSTANTS}\n);`);
    }
    expect(JSON.parse(NODE_PROTOCOL_CONSTANTS)).toEqual(HARNESS_RUNTIME_CONSTANTS);
  });

  it("compile, alone and in generated programs, with the sandbox's Python 3", async () => {
    const programs = Object.fromEntries(SAMPLES.map(({ signature }, i) => [`program${i}.py`, pythonHarness.program(signature, 'class Solution:\n    pass\n')]));
    const { dir, dispose } = await workDir(programs);
    try {
      // compile() rather than py_compile: nothing is written beside the files.
      const check = 'import sys\nfor path in sys.argv[1:]:\n    compile(open(path, encoding="utf-8").read(), path, "exec")\n';
      const paths = [...filesEnding('.py').map((path) => join(HARNESS_DIR, path)), ...Object.keys(programs)];
      const compile = await run(PYTHON, ['-c', check, ...paths], { cwd: dir });
      expect({ output: compile.stdout + compile.stderr, code: compile.code }).toEqual({ output: '', code: 0 });
    } finally {
      await dispose();
    }
  });

  it('pass node --check, alone and in generated JavaScript programs', async () => {
    const programs = Object.fromEntries(SAMPLES.map(({ signature }, i) => [`program${i}.js`, javascriptHarness.program(signature, '')]));
    const { dir, dispose } = await workDir(programs);
    try {
      for (const path of [...filesEnding('.js').map((file) => join(HARNESS_DIR, file)), ...Object.keys(programs)]) {
        const check = await run(NODE, ['--check', path], { cwd: dir });
        expect({ path, output: check.stdout + check.stderr, code: check.code }).toEqual({ path, output: '', code: 0 });
      }
    } finally {
      await dispose();
    }
  });

  it("pass the repository's ESLint configuration without a message", async () => {
    const files = filesEnding('.js').map((path) => join(HARNESS_DIR, path));
    const { dir, dispose } = await workDir({});
    try {
      // The report goes to a file: the Nx plugin writes its own notices to stdout.
      const report = join(dir, 'eslint.json');
      const lint = await run(NODE, [join(REPO_ROOT, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--output-file', report, ...files], { cwd: REPO_ROOT });
      const results = JSON.parse(readFileSync(report, 'utf8')) as { filePath: string; messages: { ruleId: string | null; message: string; line: number }[] }[];
      // Every file linted (an ignored file is reported with a warning that says so), none with a message.
      expect(results.map((result) => result.filePath).sort()).toEqual([...files].sort());
      expect(results.flatMap((result) => result.messages.map((message) => `${result.filePath}:${message.line} ${message.ruleId}: ${message.message}`))).toEqual([]);
      expect(lint.code).toBe(0);
    } finally {
      await dispose();
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
