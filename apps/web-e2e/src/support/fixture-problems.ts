import { Difficulty, type FunctionSignature, Language, LANGUAGE_IDS, type ProblemPayload, type ProblemSignature } from '@algosheets/contracts';
import { languageById } from '@algosheets/judge';

/**
 * One line of text in, one line of text out (`name(line: string) -> string`): enough to exercise
 * Run, Submit and the problem list in every language. `js`, `python` and `java` are the answer as
 * an expression over `line` (any value; the reference makes it a string).
 */
interface LineProblem {
  title: string;
  difficulty: Difficulty;
  tags: string[];
  /** Other names the list's search finds it by. */
  aliases?: string[];
  /** Argument and answer of each test, as text (the payload JSON-quotes them). */
  cases: [string, string][];
  js: string;
  python: string;
  java: string;
}

/** The function a line problem asks for: its title in camelCase (`Shout It` → `shoutIt`), one string in, one out. */
function lineSignature(title: string): FunctionSignature {
  const name = title
    .split(' ')
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
  return { kind: 'function', name, params: [{ name: 'line', type: 'string' }], returns: 'string' };
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function payload(problem: LineProblem): ProblemPayload {
  const signature = lineSignature(problem.title);
  const name = signature.name;
  const cases = problem.cases.map(([input, output]) => [JSON.stringify(input), JSON.stringify(output)] as const);
  const example = { input: cases[0][0], output: cases[0][1] };
  const languages = [Language.JavaScript, Language.Python, Language.Java];
  return {
    title: problem.title,
    // Markdown, as the content's problems are written; the script tag must never run.
    description: `Given **one line** of text, return the answer for "${problem.title}" as a string.\n\n| line | Answer |\n| --- | --- |\n| \`${problem.cases[0][0]}\` | \`${problem.cases[0][1]}\` |\n\n<script>window.__injected = true</script>`,
    difficulty: problem.difficulty,
    tags: problem.tags,
    ...(problem.aliases ? { aliases: problem.aliases } : {}),
    constraints: '- `line` has at most `1000` characters.',
    hints: '1. Work on the **whole line** at once.\n2. Return a string.',
    editorial: `Compute \`${problem.js}\` and return it as a string:\n\n\`\`\`js\nconst answer = ${problem.js};\nreturn String(answer);\n\`\`\``,
    testcases: cases.map(([input, output], index) => ({ input, output, isSample: index < 2 })),
    examples: Object.fromEntries(languages.map((language) => [language, example])),
    codeSnippets: Object.fromEntries(languages.map((language) => [language, languageById(LANGUAGE_IDS[language])?.starter(signature) ?? ''])),
    referenceSolutions: {
      [Language.JavaScript]: `var ${name} = function(line) {\n  return String(${problem.js});\n};\n`,
      [Language.Python]: `class Solution:\n    def ${snakeCase(name)}(self, line: str) -> str:\n        return str(${problem.python})\n`,
      [Language.Java]: `class Solution {\n    public String ${name}(String line) {\n        return String.valueOf(${problem.java});\n    }\n}\n`,
    },
    signature,
  };
}

const LONGS = 'Arrays.stream(line.trim().split("\\\\s+")).mapToLong(Long::parseLong)';

/** The journey's problem: its title, and a correct one-line JavaScript answer a learner types. */
export const JOURNEY_PROBLEM = 'Reverse String';
// One line: Monaco indents typed lines, so a typed multi-line answer would not read back as typed.
export const JOURNEY_SOLUTION_JS = "var reverseString = function(line) { return line.split('').reverse().join(''); };";

/** Another name of 'Shout It', in neither its title nor its tags: only the alias search finds it by this. */
export const SHOUT_IT_ALIAS = 'To Upper Case';

const LINE_PROBLEMS: LineProblem[] = [
  { title: JOURNEY_PROBLEM, difficulty: Difficulty.Easy, tags: ['String', 'Two Pointers', 'Amazon', 'Google', 'Microsoft'], cases: [['hello', 'olleh'], ['abc', 'cba'], ['racecar', 'racecar']], js: "line.split('').reverse().join('')", python: 'line[::-1]', java: 'new StringBuilder(line).reverse().toString()' },
  { title: 'Sum of Numbers', difficulty: Difficulty.Easy, tags: ['Math', 'Microsoft'], cases: [['1 2', '3'], ['10 20 30', '60'], ['-5 5', '0']], js: "line.trim().split(/\\s+/).map(Number).reduce((a, b) => a + b, 0)", python: 'sum(int(x) for x in line.split())', java: `${LONGS}.sum()` },
  { title: 'Shout It', difficulty: Difficulty.Easy, tags: ['String', 'Apple'], aliases: [SHOUT_IT_ALIAS], cases: [['hi', 'HI'], ['Ab c', 'AB C']], js: 'line.toUpperCase()', python: 'line.upper()', java: 'line.toUpperCase()' },
  { title: 'Maximum Element', difficulty: Difficulty.Medium, tags: ['Array', 'Sorting', 'Google', 'Netflix'], cases: [['3 9 2', '9'], ['-1 -7', '-1']], js: 'Math.max(...line.trim().split(/\\s+/).map(Number))', python: 'max(int(x) for x in line.split())', java: `${LONGS}.max().getAsLong()` },
  { title: 'Count Vowels', difficulty: Difficulty.Easy, tags: ['String', 'Hash Table', 'Adobe'], cases: [['banana', '3'], ['xyz', '0']], js: '(line.match(/[aeiou]/gi) || []).length', python: "sum(c in 'aeiouAEIOU' for c in line)", java: 'line.replaceAll("[^aeiouAEIOU]", "").length()' },
  { title: 'Sort Numbers', difficulty: Difficulty.Medium, tags: ['Array', 'Sorting', 'Oracle'], cases: [['3 1 2', '1 2 3'], ['5', '5']], js: "line.trim().split(/\\s+/).map(Number).sort((a, b) => a - b).join(' ')", python: "' '.join(str(x) for x in sorted(int(x) for x in line.split()))", java: `${LONGS}.sorted().mapToObj(String::valueOf).collect(Collectors.joining(" "))` },
  { title: 'Digit Sum', difficulty: Difficulty.Hard, tags: ['Math', 'Dynamic Programming', 'Bloomberg'], cases: [['123', '6'], ['9999', '36']], js: "line.trim().split('').reduce((a, d) => a + Number(d), 0)", python: 'sum(int(d) for d in line.strip())', java: 'line.trim().chars().map(c -> c - 48).sum()' },
];

/** The function-signature problem of the browser tests: learners write only `pairIndices`. */
export const FUNCTION_PROBLEM = 'Pair Target Indices';

/**
 * Its parameters carry generation constraints and the one-pair promise as a precondition, so the
 * counterexample finder can draw inputs for it (as the content's two-sum-indices does).
 */
const PAIR_SIGNATURE: ProblemSignature = {
  kind: 'function',
  name: 'pairIndices',
  params: [
    { name: 'nums', type: 'int[]', constraints: { minLength: 2, maxLength: 6, items: { min: -10, max: 10 } } },
    { name: 'target', type: 'int', constraints: { min: -20, max: 20 } },
  ],
  returns: 'int[]',
  precondition: 'const [nums, target] = input;\nlet pairs = 0;\nfor (let i = 0; i < nums.length; i++)\n  for (let j = i + 1; j < nums.length; j++) if (nums[i] + nums[j] === target) pairs++;\nreturn pairs === 1;',
};

/** Pair Target Indices as a learner writes it in JavaScript: a bare function, no I/O. */
// One line: Monaco indents typed lines, so a typed multi-line answer would not read back as typed.
export const PAIR_SOLUTION_JS = 'var pairIndices = function(nums, target) { const seen = new Map(); for (let j = 0; j < nums.length; j++) { if (seen.has(target - nums[j])) return [seen.get(target - nums[j]), j]; seen.set(nums[j], j); } return []; };';

const PAIR_REFERENCES: Partial<Record<Language, string>> = {
  [Language.JavaScript]: PAIR_SOLUTION_JS,
  [Language.Python]: 'class Solution:\n    def pair_indices(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for j, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], j]\n            seen[x] = j\n        return []\n',
  [Language.Java]:
    'class Solution {\n    public int[] pairIndices(int[] nums, int target) {\n        Map<Integer, Integer> seen = new HashMap<>();\n        for (int j = 0; j < nums.length; j++) {\n            Integer i = seen.get(target - nums[j]);\n            if (i != null) return new int[] {i, j};\n            seen.put(nums[j], j);\n        }\n        return new int[0];\n    }\n}\n',
};

/** What a function-signature fixture states: everything but its tests, examples, starters and references. */
type Statement = Pick<ProblemPayload, 'title' | 'description' | 'difficulty' | 'tags' | 'constraints' | 'hints' | 'editorial'>;

/**
 * A function-signature fixture: its statement, its tests as (input, output) text (the first two
 * samples, the rest hidden), its reference per language, and the starters generated from its
 * signature for those languages.
 */
function signatureProblem(statement: Statement, signature: ProblemSignature, references: Partial<Record<Language, string>>, cases: [string, string][]): ProblemPayload {
  const example = { input: cases[0][0], output: cases[0][1] };
  const languages = Object.keys(references) as Language[];
  const starter = (language: Language) => languageById(LANGUAGE_IDS[language])?.starter(signature) ?? '';
  return {
    ...statement,
    testcases: cases.map(([input, output], index) => ({ input, output, isSample: index < 2 })),
    examples: Object.fromEntries(languages.map((language) => [language, example])),
    codeSnippets: Object.fromEntries(languages.map((language) => [language, starter(language)])),
    referenceSolutions: references,
    signature,
  };
}

function functionProblem(): ProblemPayload {
  return signatureProblem(
    {
      title: FUNCTION_PROBLEM,
      description: 'Given `nums` and `target`, return the indices `[i, j]` (`i < j`) of the one pair that adds up to `target`.',
      difficulty: Difficulty.Easy,
      tags: ['Array', 'Hash Table', 'Amazon'],
      constraints: '- `2 <= nums.length <= 1000`\n- Exactly one pair adds up to `target`.',
      hints: '1. Remember the values seen so far.',
      editorial: 'One pass with a hash map from value to index.',
    },
    PAIR_SIGNATURE,
    PAIR_REFERENCES,
    [
      ['[2,7,11,15]\n9', '[0,1]'],
      ['[3,2,4]\n6', '[1,2]'],
      ['[3,3]\n6', '[0,1]'],
      ['[-1,6,8,-4]\n4', '[2,3]'],
    ],
  );
}

/** The full-int-range problem of the browser tests: `addTwoIntegers(a: int, b: int) -> long`. */
export const OVERFLOW_PROBLEM = 'Add Two Integers';

/** The ends of a 32-bit int: each parameter of Add Two Integers is declared over all of it. */
const INT_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

const OVERFLOW_SIGNATURE: FunctionSignature = {
  kind: 'function',
  name: 'addTwoIntegers',
  params: [
    { name: 'a', type: 'int', constraints: INT_RANGE },
    { name: 'b', type: 'int', constraints: INT_RANGE },
  ],
  returns: 'long',
};

const OVERFLOW_REFERENCES: Partial<Record<Language, string>> = {
  [Language.JavaScript]: 'var addTwoIntegers = function(a, b) {\n  return a + b;\n};\n',
  [Language.Python]: 'class Solution:\n    def add_two_integers(self, a: int, b: int) -> int:\n        return a + b\n',
  [Language.Java]: 'class Solution {\n    public long addTwoIntegers(int a, int b) {\n        return (long) a + b;\n    }\n}\n',
};

/**
 * Two ints whose sum needs a long: an answer that adds in `int` passes the samples and overflows
 * on the hidden tests, which sit at both ends of the int range. A hidden test says only pass or
 * fail, so the counterexample finder is the learner's way to the failing input.
 */
function overflowProblem(): ProblemPayload {
  return signatureProblem(
    {
      title: OVERFLOW_PROBLEM,
      description: 'Given two integers `a` and `b`, return their sum.',
      difficulty: Difficulty.Easy,
      tags: ['Math'],
      constraints: '- `-2^31 <= a, b <= 2^31 - 1`',
      hints: '1. The sum may not fit in 32 bits.',
      editorial: 'Add in 64 bits.',
    },
    OVERFLOW_SIGNATURE,
    OVERFLOW_REFERENCES,
    [
      ['1\n2', '3'],
      ['-5\n5', '0'],
      ['2147483647\n1', '2147483648'],
      ['-2147483648\n-1', '-2147483649'],
    ],
  );
}

/**
 * Seven line problems, one array problem and one full-int-range problem, all function-signature
 * problems, created in this order (the list's default order, which the navigation tests follow):
 * the list has two pages of six, with room for the three problems other files hold for a while
 * (admin authoring two, one more file one).
 */
export const FIXTURE_PROBLEMS: ProblemPayload[] = [...LINE_PROBLEMS.map(payload), functionProblem(), overflowProblem()];
