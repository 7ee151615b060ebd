import { type ExecuteCodeRequest, executeCodeRequest, Language, type ProblemResponse, type ProblemsResponse } from '@algosheets/contracts';
import { readFileSync } from 'node:fs';
import { type ContentProblem, readAllProblems } from '../content/content-files';
import type { GatewaySession } from './gateway-session';

/**
 * What a learner sends, as content/ holds it: the reference solution (`accepted`), a solution of
 * the problem's `wrong/` folder (`wrong`: a wrong answer, or too slow for the hidden tests), the
 * reference with an endless loop before it returns (`too-slow`: it spends its whole time limit in
 * the sandbox, the costliest thing a learner sends) and the reference with a syntax error
 * (`compile-error`: a compile error, or for Python and JavaScript the runtime error a parse error is).
 */
export const SOLUTION_KINDS = ['accepted', 'wrong', 'too-slow', 'compile-error'] as const;
export type SolutionKind = (typeof SOLUTION_KINDS)[number];

export type LoadMode = 'run' | 'submit';

/** One request body the kit may send. */
export interface MixItem {
  mode: LoadMode;
  language: Language;
  kind: SolutionKind;
  /** `<problem title> <LANGUAGE> <kind> <mode>`, for logs. */
  label: string;
  body: ExecuteCodeRequest;
}

/** How often each mode and kind is picked: `submitRatio` in [0, 1], kind weights ≥ 0 (not all 0). */
export interface MixWeights {
  submitRatio: number;
  kinds: Record<SolutionKind, number>;
}

/** A learner's share of Submits and of each kind of solution when nothing else is asked. */
export const DEFAULT_MIX: MixWeights = { submitRatio: 0.3, kinds: { accepted: 55, wrong: 25, 'too-slow': 5, 'compile-error': 15 } };

/**
 * Source text that never returns before the time limit, put where it runs before the solution is
 * called (module level, or a static initializer that javac accepts because it can complete).
 */
const SPIN: Record<Language, (source: string) => string | null> = {
  [Language.Python]: (source) => `import itertools\nfor _spin in itertools.count():\n    pass\n${source}`,
  [Language.JavaScript]: (source) => `for (let spin = 0; spin >= 0; spin++) {}\n${source}`,
  [Language.TypeScript]: (source) => `for (let spin = 0; spin >= 0; spin++) {}\n${source}`,
  [Language.Java]: (source) => (/class Solution\s*\{/.test(source) ? source.replace(/class Solution\s*\{/, (head) => `${head}\n  static { for (long spin = 0; spin >= 0; spin++) { Thread.onSpinWait(); } }\n`) : null),
  [Language.Cpp]: (source) => `${source}\nstatic volatile long algosheetsSpin = [] { volatile long spin = 0; while (spin >= 0) spin = spin + 1; return spin; }();\n`,
};

/** A line no compiler or interpreter of the language accepts. */
const SYNTAX_ERROR: Record<Language, string> = {
  [Language.Python]: '\ndef broken(:\n',
  [Language.JavaScript]: '\nfunction broken( {\n',
  [Language.TypeScript]: '\nfunction broken( {\n',
  [Language.Java]: '\nclass Broken { void f( }\n',
  [Language.Cpp]: '\nint broken( {\n',
};

/** Sources of one problem in one language, by kind (`wrong` may be empty, `too-slow` null). */
export function solutionsOf(problem: ContentProblem, language: Language): Record<SolutionKind, string[]> {
  const reference = problem.references[language];
  if (!reference) throw new Error(`${problem.meta.title} has no ${language} reference in the repository`);
  const accepted = readFileSync(reference.path, 'utf8');
  const slow = SPIN[language](accepted);
  return {
    accepted: [accepted],
    wrong: problem.wrong.filter((source) => source.language === language).map((source) => readFileSync(source.path, 'utf8')),
    'too-slow': slow === null ? [] : [slow],
    'compile-error': [`${accepted}${SYNTAX_ERROR[language]}`],
  };
}

/**
 * Every request the kit may send: for each problem the gateway lists whose title matches one of
 * content/ (at most `maxProblems`), each of `languages`, each kind and both modes, built with the
 * web app's own {@link executeCodeRequest} (a Run sends the problem's samples, a Submit none). The
 * deployment must hold the library (`npm run content:load`, or the content-load Job).
 * @throws Error when the gateway lists none of the repository's problems or answers a read with non-200
 */
export async function buildLoadMix(session: GatewaySession, languages: Language[], maxProblems: number, content: ContentProblem[] = readAllProblems()): Promise<MixItem[]> {
  const byTitle = new Map(content.map((problem) => [problem.meta.title, problem]));
  const list = await session.call<ProblemsResponse>('GET', '/api/v1/problems/get-all-problems?pageSize=100');
  if (list.status !== 200 || !list.body) throw new Error(`listing problems answered ${list.status}`);
  const known = list.body.problems.filter((problem) => byTitle.has(problem.title)).slice(0, maxProblems);
  if (known.length === 0) throw new Error('the deployment lists none of the repository\'s problems: load them first (docs/operations.md "Load testing")');
  const items: MixItem[] = [];
  for (const summary of known) {
    const answer = await session.call<ProblemResponse>('GET', `/api/v1/problems/get-problem/${summary.id}`);
    if (answer.status !== 200 || !answer.body) throw new Error(`reading problem ${summary.title} answered ${answer.status}`);
    const cases = answer.body.problem.testcases.filter((test) => test.isSample).map((test) => ({ stdin: test.input, expected: test.output }));
    for (const language of languages) {
      const sources = solutionsOf(byTitle.get(summary.title) as ContentProblem, language);
      for (const kind of SOLUTION_KINDS) {
        for (const sourceCode of sources[kind]) {
          for (const mode of ['run', 'submit'] as const) {
            const body = executeCodeRequest({ language, sourceCode, problemId: summary.id, mode, cases });
            items.push({ mode, language, kind, label: `${summary.title} ${language} ${kind} ${mode}`, body });
          }
        }
      }
    }
  }
  return items;
}

/**
 * Picks one item: the mode by `weights.submitRatio`, then the kind by its weight among the kinds
 * this mix has items of for that mode, then an item of that mode and kind uniformly.
 * `random` returns [0, 1) (Math.random; tests pass a seeded one).
 * @throws Error when the mix has no item of the picked mode (an empty mix)
 */
export function pickItem(items: readonly MixItem[], weights: MixWeights, random: () => number = Math.random): MixItem {
  const mode: LoadMode = random() < weights.submitRatio ? 'submit' : 'run';
  const ofMode = items.filter((item) => item.mode === mode);
  const kinds = SOLUTION_KINDS.filter((kind) => weights.kinds[kind] > 0 && ofMode.some((item) => item.kind === kind));
  if (kinds.length === 0) throw new Error(`the mix has no ${mode} item of a kind with a weight`);
  const total = kinds.reduce((sum, kind) => sum + weights.kinds[kind], 0);
  let point = random() * total;
  const kind = kinds.find((candidate) => (point -= weights.kinds[candidate]) < 0) ?? kinds[kinds.length - 1];
  const pool = ofMode.filter((item) => item.kind === kind);
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))];
}

/**
 * Parses `accepted=55,wrong=25,too-slow=5,compile-error=15` (kinds left out weigh 0).
 * @throws Error naming an unknown kind or a weight that is not a number ≥ 0, or when all are 0
 */
export function parseKindWeights(text: string): Record<SolutionKind, number> {
  const kinds = Object.fromEntries(SOLUTION_KINDS.map((kind) => [kind, 0])) as Record<SolutionKind, number>;
  for (const part of text.split(',')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (!(SOLUTION_KINDS as readonly string[]).includes(name)) throw new Error(`unknown solution kind "${name}": one of ${SOLUTION_KINDS.join(', ')}`);
    const weight = Number(value);
    if (value === undefined || value === '' || !Number.isFinite(weight) || weight < 0) throw new Error(`the weight of ${name} must be a number of at least 0, not "${value}"`);
    kinds[name as SolutionKind] = weight;
  }
  if (SOLUTION_KINDS.every((kind) => kinds[kind] === 0)) throw new Error('at least one solution kind needs a weight above 0');
  return kinds;
}

/** Parses `PYTHON,JAVASCRIPT` into languages. @throws Error naming an unknown one */
export function parseLanguages(text: string): Language[] {
  const known = Object.values(Language) as string[];
  return text.split(',').map((name) => {
    const upper = name.trim().toUpperCase();
    if (!known.includes(upper)) throw new Error(`unknown language ${name}: one of ${known.join(', ')}`);
    return upper as Language;
  });
}
