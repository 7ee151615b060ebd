import { readFileSync } from 'node:fs';
import { cpp17Findings, es2019Findings, java13Findings, python38Findings, typescript37Findings } from '@algosheets/judge/judge0-ce-levels';
import { harnessLanguageOf, readAllProblems, SIGNATURE_LANGUAGES, SIGNATURE_REFERENCE_FILES, type ContentLanguage } from './content-files';
import { Language } from '@algosheets/contracts';

/**
 * Every problem's reference solution, in every language, as the program the harness sends to
 * Judge0 (learner code + generated harness), checked at Judge0 CE 1.13's language levels: a
 * problem must be solvable on a real Judge0 CE, not only on this project's newer runtimes.
 * Each language is checked in one batch (one python3, one JVM, g++ two at a time).
 */

jest.setTimeout(300_000);

const problems = readAllProblems();

/** The programs of one language, one per problem, in `problems` order. */
function programsOf(language: ContentLanguage): string[] {
  const harness = harnessLanguageOf(language);
  return problems.map((problem) => {
    const reference = problem.references[language];
    if (!reference) throw new Error(`${problem.slug}: no ${SIGNATURE_REFERENCE_FILES[language]}`);
    return harness.program(problem.signature, readFileSync(reference.path, 'utf8'));
  });
}

/** `{slug: finding}` for each program whose finding is not `'ok'` (empty when all pass). */
const failures = (findings: string[]): Record<string, string> =>
  Object.fromEntries(findings.flatMap((finding, i) => (finding === 'ok' ? [] : [[problems[i].slug, finding]])));

const CHECKS: [string, ContentLanguage, (programs: string[]) => string[] | Promise<string[]>][] = [
  ['Python 3.8', Language.Python, python38Findings],
  ['JavaScript at ES2019 (Node.js 12)', Language.JavaScript, es2019Findings],
  ["TypeScript 3.7 with the harness's options", Language.TypeScript, typescript37Findings],
  ['Java 13 (javac --release 13)', Language.Java, java13Findings],
  ['C++17 (g++ -std=c++17 -pedantic-errors)', Language.Cpp, cpp17Findings],
];

describe("reference solutions at Judge0 CE 1.13's language levels", () => {
  it('covers every problem in every language', () => {
    expect(problems.length).toBeGreaterThanOrEqual(40);
    expect(CHECKS.map(([, language]) => language).sort()).toEqual([...SIGNATURE_LANGUAGES].sort());
  });

  it.each(CHECKS)('%s accepts every harness program', async (_name, language, check) => {
    expect(failures(await check(programsOf(language)))).toEqual({});
  });

  it.each(CHECKS)('%s refuses programs past its level, each for its own reason (the check can fail)', async (_name, language, check) => {
    const past: Record<ContentLanguage, string[]> = {
      [Language.Python]: [
        'match x:\n    case 1: pass\n',
        'def f(xs: list[int]) -> int:\n    return xs[0]\n',
        'class A:\n    best: int | None = None\n',
        'import math\nprint(math.lcm(4, 6))\n',
        'print("ab".removeprefix("a"))\n',
        'print(list(zip([1], [2], strict=True)))\n',
      ],
      [Language.JavaScript]: ['const f = (a) => a?.b;\n', 'console.log([1].at(-1));\n', 'console.log("ab".replaceAll("a", ""));\n', 'const c = structuredClone({});\n'],
      [Language.TypeScript]: ['console.log([1, 2].at(-1));\n', 'console.log("ab".replaceAll("a", ""));\n', 'const n: number = "text";\n'],
      [Language.Java]: ['public class Main { public static void main(String[] a) { System.out.println(java.util.List.of(1).stream().toList()); } }\n', 'public class Main { record P(int x) {} public static void main(String[] a) { } }\n'],
      [Language.Cpp]: ['struct P { int x, y; };\nint main() { P p{.x = 1, .y = 2}; return p.x; }\n', '#include <vector>\n#include <span>\nint main() { std::vector<int> v{1}; std::span<int> s(v); return s[0]; }\n'],
    };
    const findings = await check(past[language]);
    expect(findings.filter((finding) => finding === 'ok')).toEqual([]);
    expect(findings).toHaveLength(past[language].length);
  });

  it('Python: annotations 3.8 never evaluates, and Node.js 12 code that parses, pass', async () => {
    const postponed = 'from __future__ import annotations\ndef f(xs: list[int]) -> int | None:\n    best: dict[int, int] = {}\n    return None\n';
    const local = 'def f():\n    best: list[int] = []\n    return best\n';
    expect(python38Findings([postponed, local])).toEqual(['ok', 'ok']);
    expect(es2019Findings(['const m = new Map(); console.log([...m.keys()].flat(), Object.fromEntries([]));\n'])).toEqual(['ok']);
  });
});
