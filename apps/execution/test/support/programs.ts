import { type ExecutionJobPayload, Language } from '@algosheets/contracts';

/** The a + b problem of the worker's tests: `add(a: int, b: int) -> int`, answers compared exactly. */
export const SUM_HARNESS: NonNullable<ExecutionJobPayload['harness']> = {
  signature: { kind: 'function', name: 'add', params: [{ name: 'a', type: 'int' }, { name: 'b', type: 'int' }], returns: 'int' },
  comparator: { kind: 'exact' },
};

/** Answers to `add` per language: a correct one, and ones that go wrong in each way. */
export const PROGRAMS: Record<Language, { accepted: string; wrong: string; tle: string; runtimeError: string; compileError?: string }> = {
  [Language.Python]: {
    accepted: 'class Solution:\n    def add(self, a: int, b: int) -> int:\n        return a + b\n',
    wrong: 'class Solution:\n    def add(self, a: int, b: int) -> int:\n        return a - b\n',
    tle: 'class Solution:\n    def add(self, a: int, b: int) -> int:\n        while True:\n            pass\n',
    runtimeError: 'class Solution:\n    def add(self, a: int, b: int) -> int:\n        raise ValueError("boom")\n',
  },
  [Language.JavaScript]: {
    accepted: 'var add = function(a, b) {\n  return a + b;\n};\n',
    wrong: 'var add = function(a, b) {\n  return a * b + 1;\n};\n',
    tle: 'var add = function(a, b) {\n  for (;;) {}\n};\n',
    runtimeError: "var add = function(a, b) {\n  throw new Error('boom');\n};\n",
  },
  [Language.Java]: {
    accepted: 'class Solution {\n    public int add(int a, int b) {\n        return a + b;\n    }\n}\n',
    wrong: 'class Solution {\n    public int add(int a, int b) {\n        return a - b;\n    }\n}\n',
    tle: 'class Solution {\n    public int add(int a, int b) {\n        long i = 0;\n        while (true) { i++; }\n    }\n}\n',
    runtimeError: 'class Solution {\n    public int add(int a, int b) {\n        throw new RuntimeException("boom");\n    }\n}\n',
    compileError: 'class Solution {\n    public int add(int a, int b) {\n        int c = "text";\n        return c;\n    }\n}\n',
  },
  [Language.TypeScript]: {
    accepted: 'function add(a: number, b: number): number {\n    return a + b;\n}\n',
    wrong: 'function add(a: number, b: number): number {\n    return Number(String(a) + String(b));\n}\n',
    tle: 'function add(a: number, b: number): number {\n    let i: number = 0;\n    for (;;) { i++; }\n}\n',
    runtimeError: "function add(a: number, b: number): number {\n    throw new Error('boom');\n}\n",
    compileError: "function add(a: number, b: number): number {\n    const n: number = 'text';\n    return n;\n}\n",
  },
  [Language.Cpp]: {
    accepted: 'class Solution {\npublic:\n    int add(int a, int b) {\n        return a + b;\n    }\n};\n',
    wrong: 'class Solution {\npublic:\n    int add(int a, int b) {\n        return a - b;\n    }\n};\n',
    tle: 'class Solution {\npublic:\n    int add(int a, int b) {\n        volatile unsigned long i = 0;\n        for (;;) { i++; }\n    }\n};\n',
    runtimeError: 'class Solution {\npublic:\n    int add(int a, int b) {\n        throw std::runtime_error("boom");\n    }\n};\n',
    compileError: 'class Solution {\npublic:\n    int add(int a, int b) {\n        int c = "text";\n        return c;\n    }\n};\n',
  },
};

/** Two tests of the a + b problem, in the Testcase notation (one JSON value per parameter and line). */
export const SUM_TESTS = [
  { input: '1\n2', expectedOutput: '3' },
  { input: '10\n-4', expectedOutput: '6' },
];
