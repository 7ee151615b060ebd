/**
 * Analyze growth, timed as a learner waits for it: starts its own stack (database, Redis prefix,
 * sandbox, worker, gateway as child processes), stores a real problem of the library that declares
 * a complexity (CONTENT_SLUG, with its reference solutions) and, per language, asks
 * `POST /execute-code/complexity` for the analysis of the reference with a new comment each time
 * (a learner's fresh code: never the reference itself, which is measured once and reused). It
 * prints, per language:
 *
 * - the first analysis, ms (the worker draws and parses the inputs and measures the reference and
 *   the harness's baseline: what the first learner of a problem on a fresh worker waits);
 * - p50 and p90 of the next RUNS analyses, one at a time (the learner's run only);
 * - the sandbox runs and CPU time (ms) one of them used, and the classes it found.
 *
 * Run as root on a host with bubblewrap, PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the
 * test harness's fallbacks): `node -r @swc-node/register bench/execution/complexity.bench.ts`
 * [--runs 10] [--languages PYTHON,JAVA]. About 3 minutes with the defaults.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ComplexityResponse, Language, LANGUAGE_IDS, LANGUAGE_TABLE } from '@algosheets/contracts';
import { readCommandLine } from '@algosheets/server-common';
import { Client } from 'pg';
import { agent, contentDir, now, percentile, seedContentProblem, type Session, signUp, startStack } from './bench-stack';

const LANGUAGES = [Language.Python, Language.JavaScript, Language.TypeScript, Language.Java, Language.Cpp] as const;
const { values: flags } = readCommandLine({
  usage: 'usage: node -r @swc-node/register bench/execution/complexity.bench.ts [--runs 10] [--languages PYTHON,JAVA]',
  options: { runs: { type: 'string', default: '10' }, languages: { type: 'string', default: LANGUAGES.join(',') } },
  positiveNumbers: ['runs'],
});
const RUNS = Number(flags.runs);
const CHOSEN = String(flags.languages).split(',');
const unknown = CHOSEN.filter((name) => !(LANGUAGES as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`--languages: no such language ${unknown.join(', ')} (one of ${LANGUAGES.join(', ')})`);

/** The library problem analysed: 100 to 100,000 values, an O(n log n) reference. */
const CONTENT_SLUG = 'count-inversions';

let edits = 0;
/** The language's reference as a learner who just edited it sends it: a comment no earlier request had. */
function freshSource(language: Language): string {
  edits += 1;
  const entry = LANGUAGE_TABLE.find((row) => row.value === language);
  if (!entry) throw new Error(`no language ${language}`);
  const comment = language === Language.Python ? '#' : '//';
  return `${readFileSync(join(contentDir(CONTENT_SLUG), entry.referenceFile), 'utf8')}\n${comment} edit ${edits} ${process.pid}\n`;
}

/**
 * One analysis as the web app asks for it. @returns its latency (ms, from sending to the answer) and the answer
 * @throws Error naming the answer when it is not 200
 */
async function analyse(session: Session, problemId: string, language: Language): Promise<{ ms: number; answer: ComplexityResponse }> {
  const sentAt = now();
  const response = await session.request('POST', '/api/v1/execute-code/complexity', { source_code: freshSource(language), language_id: LANGUAGE_IDS[language], problemId });
  const ms = now() - sentAt;
  if (response.status !== 200) throw new Error(`the analysis answered ${response.status}: ${response.text.slice(0, 300)}`);
  return { ms, answer: JSON.parse(response.text) as ComplexityResponse };
}

async function main(): Promise<void> {
  const stack = await startStack('bench-complexity', {});
  const db = new Client({ connectionString: stack.infra.database.url });
  await db.connect();
  try {
    const problemId = await seedContentProblem(db, CONTENT_SLUG);
    const session = await signUp(stack.gateway.url, 0);
    console.log(`Analyze growth of ${CONTENT_SLUG} (each language's reference with a new comment): the first analysis, then ${RUNS} one at a time`);
    console.log('language     first ms   p50 ms   p90 ms  runs  sandbox CPU ms  yours / reference');
    for (const language of LANGUAGES.filter((name) => CHOSEN.includes(name))) {
      const first = await analyse(session, problemId, language);
      const latencies: number[] = [];
      let last = first.answer;
      for (let run = 0; run < RUNS; run += 1) {
        const next = await analyse(session, problemId, language);
        latencies.push(next.ms);
        last = next.answer;
      }
      const { result } = last;
      const row = [
        language.padEnd(10),
        first.ms.toFixed(0).padStart(10),
        percentile(latencies, 50).toFixed(0).padStart(8),
        percentile(latencies, 90).toFixed(0).padStart(8),
        String(result.runs).padStart(5),
        String(result.cpuMs).padStart(15),
        `  ${result.learner.fit?.class ?? 'no fit'} / ${result.reference.fit?.class ?? 'no fit'}`,
      ];
      console.log(row.join(' '));
    }
  } finally {
    agent.destroy();
    await db.end();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
