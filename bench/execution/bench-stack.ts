/**
 * What the execution benchmarks share: their own stack (database, Redis prefix, sandbox, worker and
 * gateway as child processes), learners' cookie sessions, HTTP over kept-alive connections and
 * percentiles.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { executeCodeRequest, type Language, LANGUAGE_TABLE, type ProblemComplexity, type ProblemSignature, XSRF_COOKIE, XSRF_HEADER } from '@algosheets/contracts';
import { currentSchema } from '@algosheets/database';
import type { Client } from 'pg';
import { type AppProcess, ensureTestServers, provisionTestInfra, type SandboxProcess, startWorkspaceStack, stopStartedServers, type TestInfra } from '@algosheets/testing';

/** Milliseconds from an arbitrary origin, for latencies. */
export const now = (): number => performance.now();
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An HTTP answer, read to the end. */
export interface Answer {
  status: number;
  setCookies: string[];
  text: string;
}

/** One kept-alive HTTP agent for every request of a bench; destroy it when the bench ends. */
export const agent = new Agent({ keepAlive: true });
/** No request of the bench should take this long (ms); past it the request counts as an error. */
const REQUEST_TIMEOUT_MS = 120_000;

/**
 * One HTTP exchange over a kept-alive connection. `node:http` rather than fetch: the load generator
 * shares the 2 cores with the system under test, and fetch cost about twice the CPU per request in the worker.
 */
export function exchange(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const allHeaders = payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers: allHeaders, agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, setCookies: response.headers['set-cookie'] ?? [], text: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A learner's cookie session against the gateway, as the web app holds it (XSRF echo included). */
export class Session {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (method !== 'GET') headers[XSRF_HEADER] = this.cookies.get(XSRF_COOKIE) ?? '';
    const answer = await exchange(this.base + path, method, headers, body);
    for (const cookie of answer.setCookies) {
      const end = cookie.indexOf(';');
      const pair = end < 0 ? cookie : cookie.slice(0, end);
      this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return answer;
  }
}

/** The stack under test; `stop` ends every process and removes the database and Redis keys. */
export interface Stack {
  infra: TestInfra;
  sandbox: SandboxProcess;
  worker: AppProcess;
  gateway: AppProcess;
  stop(): Promise<void>;
}

/**
 * Starts the stack under test, each app a child process at its defaults except what the bench
 * sets: the sandbox on slot uids from the test pool (`allocateSandboxUids`), the gateway with the per-user limits lifted (the
 * bench stands for many learners) and `gatewayEnv` on top.
 * @throws the first start-up failure, after stopping what had started
 */
export async function startStack(label: string, gatewayEnv: Record<string, string>, sandboxEnv: Record<string, string> = {}): Promise<Stack> {
  await ensureTestServers();
  const infra = await provisionTestInfra(label, { schema: currentSchema() });
  const cleanUp = async () => {
    await infra.teardown();
    await stopStartedServers();
  };
  try {
    const apps = await startWorkspaceStack(infra, {
      ACCESS_TOKEN_TTL_S: '3600',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      EXECUTION_USER_CONCURRENCY: '100000',
      EXECUTION_USER_PER_MINUTE: '1000000',
      ...gatewayEnv,
    }, sandboxEnv);
    const stop = async () => {
      await apps.stop();
      await cleanUp();
    };
    return { infra, sandbox: apps.sandbox, worker: apps.worker, gateway: apps.gateway, stop };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** A new learner's session (signed up, cookies and XSRF token kept). @throws Error when sign-up fails */
export async function signUp(base: string, index: number): Promise<Session> {
  const session = new Session(base);
  await session.request('GET', '/api/v1/health');
  const response = await session.request('POST', '/api/v1/auth/register', { name: `Bench ${index}`, email: `bench-${index}-${Date.now()}@example.com`, password: 'bench-password-1' });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${response.text}`);
  return session;
}

/** The p-th percentile (nearest rank) of `values`, shared with the content check's figures. */
export { percentile } from '@algosheets/testing';

/** Where the library problem `slug` lives. */
export function contentDir(slug: string): string {
  return join(__dirname, '..', '..', 'content', 'problems', slug);
}

/** The problem folder's reference solutions by language (each language's `referenceFile`). */
function referenceSolutions(dir: string): Partial<Record<Language, string>> {
  return Object.fromEntries(
    LANGUAGE_TABLE.flatMap((entry) => {
      const path = join(dir, entry.referenceFile);
      return existsSync(path) ? [[entry.value, readFileSync(path, 'utf8')]] : [];
    }),
  );
}

/**
 * Stores the library problem `slug` with its signature, limits (its per-language limits included),
 * complexity declaration, reference solutions and tests, the first `samples` of them samples, as
 * the content loader would; returns its id.
 */
export async function seedContentProblem(db: Client, slug: string): Promise<string> {
  const dir = contentDir(slug);
  const problem = JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')) as {
    signature: ProblemSignature;
    samples: unknown[];
    timeLimitMs?: number;
    timeLimitsMs?: Record<string, number>;
    memoryLimitKb?: number;
    complexity?: ProblemComplexity;
  };
  const { rows } = await db.query(
    `INSERT INTO problems (slug, title, description, difficulty, constraints, time_limit_ms, time_limits_ms, memory_limit_kb, signature, complexity, reference_solutions)
     VALUES ($1, $1, 'A problem of the library.', 'EASY', '-', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      `bench-${slug}-${Date.now()}`,
      problem.timeLimitMs ?? 2000,
      problem.timeLimitsMs ? JSON.stringify(problem.timeLimitsMs) : null,
      problem.memoryLimitKb ?? 256_000,
      JSON.stringify(problem.signature),
      problem.complexity ? JSON.stringify(problem.complexity) : null,
      JSON.stringify(referenceSolutions(dir)),
    ],
  );
  const inputs = readdirSync(join(dir, 'tests')).filter((name) => name.endsWith('.in')).sort();
  for (const [ordinal, name] of inputs.entries()) {
    const read = (file: string) => readFileSync(join(dir, 'tests', file), 'utf8');
    await db.query('INSERT INTO test_cases (problem_id, ordinal, input, output, is_sample) VALUES ($1, $2, $3, $4, $5)', [rows[0].id, ordinal, read(name), read(name.replace(/\.in$/, '.out')), ordinal < problem.samples.length]);
  }
  return rows[0].id;
}

/**
 * One Submit as the web app makes it: the POST, then the long poll after a 202 until the verdict.
 * @returns its latency, ms from sending the POST to knowing the verdict
 * @throws Error naming the answer when the Submit is refused or its verdict is not Accepted
 */
export async function submit(session: Session, problemId: string, language: Language, source: string): Promise<number> {
  const sentAt = now();
  const response = await session.request('POST', '/api/v1/execute-code', executeCodeRequest({ language, sourceCode: source, problemId, mode: 'submit' }));
  if (response.status !== 200 && response.status !== 202) throw new Error(`Submit answered ${response.status}: ${response.text.slice(0, 200)}`);
  let submission = (JSON.parse(response.text) as { submission: { id: string; status: string } }).submission;
  while (submission.status === 'Pending') {
    const poll = await session.request('GET', `/api/v1/submission/${submission.id}?wait=25`);
    if (poll.status !== 200) throw new Error(`reading the submission answered ${poll.status}`);
    submission = (JSON.parse(poll.text) as { submission: typeof submission }).submission;
  }
  if (submission.status !== 'Accepted') throw new Error(`the Submit ended ${submission.status}`);
  return now() - sentAt;
}

/**
 * Throughput at saturation, completed Submits/s: one closed loop per learner (`submitOnce` again as
 * soon as the last one is known) for `windowS` seconds; Submits finished after the window do not
 * count. One learner per loop because the sandbox gives one learner at most all slots but one (fair
 * share): a single learner's loops would measure that rule instead of the pipeline.
 * @throws what `submitOnce` throws (a refused Submit or a verdict other than Accepted)
 */
export async function saturation(learners: Session[], windowS: number, submitOnce: (learner: Session) => Promise<unknown>): Promise<number> {
  const end = now() + windowS * 1000;
  let finished = 0;
  const loop = async (learner: Session) => {
    while (now() < end) {
      await submitOnce(learner);
      if (now() <= end) finished += 1;
    }
  };
  const started = now();
  await Promise.all(learners.map(loop));
  return finished / ((Math.min(now(), end) - started) / 1000);
}

/**
 * The pid of the process listening on `url`'s port (an app of the stack: its own Node process, not
 * the process group's leader), from `ss`.
 * @throws Error when no process listens there
 */
export function listeningPid(url: string): number {
  const port = new URL(url).port;
  const listing = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const match = /pid=(\d+)/.exec(listing);
  if (!match) throw new Error(`no process listens on port ${port}`);
  return Number(match[1]);
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const CLOCK_TICKS_PER_S = 100;

/**
 * CPU time the process has used so far, ms in steps of 10: user plus system time of its own
 * threads from /proc (what its `process_cpu_seconds_total` counts), not its children's, so the
 * sandbox's server apart from the programs it runs.
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5) (utime, stime) are the 12th and 13th after the command's name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}
