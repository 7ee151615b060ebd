import { Language } from '@algosheets/contracts';

/** Programs reading "a b" and printing a + b, and ones that go wrong in each way, per language. */
export const PROGRAMS: Record<Language, { accepted: string; wrong: string; tle: string; runtimeError: string; compileError?: string }> = {
  [Language.Python]: {
    accepted: 'a, b = map(int, input().split())\nprint(a + b)\n',
    wrong: 'a, b = map(int, input().split())\nprint(a - b)\n',
    tle: 'while True:\n    pass\n',
    runtimeError: 'raise ValueError("boom")\n',
  },
  [Language.JavaScript]: {
    accepted: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
    wrong: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a * b + 1);\n",
    tle: 'for (;;) {}\n',
    runtimeError: "throw new Error('boom');\n",
  },
  [Language.Java]: {
    accepted: 'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextInt() + s.nextInt()); } }\n',
    wrong: 'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextInt() - s.nextInt()); } }\n',
    tle: 'public class Main { public static void main(String[] x) { long i = 0; while (true) { i++; } } }\n',
    runtimeError: 'public class Main { public static void main(String[] x) { throw new RuntimeException("boom"); } }\n',
    compileError: 'public class Main { public static void main(String[] x) { int a = "text"; } }\n',
  },
  [Language.TypeScript]: {
    accepted: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
    wrong: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(String(a) + String(b));\n",
    tle: 'let i: number = 0;\nfor (;;) { i++; }\n',
    runtimeError: "throw new Error('boom');\n",
    compileError: "const n: number = 'text';\nconsole.log(n);\n",
  },
  [Language.Cpp]: {
    accepted: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n',
    wrong: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << std::endl; }\n',
    tle: 'int main() { volatile unsigned long i = 0; for (;;) { i++; } }\n',
    runtimeError: '#include <stdexcept>\nint main() { throw std::runtime_error("boom"); }\n',
    compileError: 'int main() { int a = "text"; return a; }\n',
  },
};

/** Two tests of the a + b problem. */
export const SUM_TESTS = [
  { input: '1 2\n', expectedOutput: '3\n' },
  { input: '10 -4', expectedOutput: '6' },
];
