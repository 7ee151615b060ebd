import { type ExecuteCodeRequest, executeCodeRequest, Language, type ProblemResponse, type ProblemsResponse } from '@algosheets/contracts';
import { readFileSync } from 'node:fs';
import { readAllProblems } from '../content/content-files';
import type { GatewaySession } from './gateway-session';

/** One request body the kit may send: a real solution of a real problem, as Run or Submit. */
export interface LoadItem {
  /** `<problem title> <LANGUAGE> run|submit`, for reports. */
  label: string;
  body: ExecuteCodeRequest;
}

/**
 * What the kit sends: for each problem the gateway lists whose title matches a problem of the
 * repository's `content/`, its reference solution in each of `languages`, as a Run of the problem's
 * samples and as a Submit (judged on every stored test). The deployment must hold the library
 * (`npm run content:load`, or the content-load Job).
 * @throws Error when no listed problem has a reference solution here
 */
export async function buildLoadPlan(session: GatewaySession, languages: Language[], maxProblems: number): Promise<LoadItem[]> {
  const references = new Map(readAllProblems().map((problem) => [problem.meta.title, problem.references]));
  const list = await session.request<ProblemsResponse>('GET', '/api/v1/problems/get-all-problems?pageSize=100');
  if (list.status !== 200 || !list.body) throw new Error(`listing problems answered ${list.status}`);
  const known = list.body.problems.filter((problem) => references.has(problem.title)).slice(0, maxProblems);
  if (known.length === 0) throw new Error('the deployment lists none of the repository\'s problems: load them first (docs/operations.md "Load testing")');
  const items: LoadItem[] = [];
  for (const summary of known) {
    const answer = await session.request<ProblemResponse>('GET', `/api/v1/problems/get-problem/${summary.id}`);
    if (answer.status !== 200 || !answer.body) throw new Error(`reading problem ${summary.title} answered ${answer.status}`);
    const samples = answer.body.problem.testcases.filter((test) => test.isSample);
    for (const language of languages) {
      const path = references.get(summary.title)?.[language]?.path;
      if (!path) throw new Error(`${summary.title} has no ${language} reference in the repository`);
      const source = readFileSync(path, 'utf8');
      const cases = samples.map((test) => ({ stdin: test.input, expected: test.output }));
      for (const mode of ['run', 'submit'] as const) {
        items.push({ label: `${summary.title} ${language} ${mode}`, body: executeCodeRequest({ language, sourceCode: source, problemId: summary.id, mode, cases }) });
      }
    }
  }
  return items;
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
