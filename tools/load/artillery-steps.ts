import { type ApiError, ErrorCode, type ExecuteCodeResponse, type ProblemsResponse, SubmissionStatus, type SubmissionResponse } from '@algosheets/contracts';
import { performance } from 'node:perf_hooks';
import { GatewaySession } from './gateway-session';
import { pickItem } from './load-mix';
import { type LoadRunFiles, readRunFiles, RUN_DIR_ENV } from './load-run-files';

/**
 * The custom metrics the kit's scenario emits into Artillery's report (names are dotted: Artillery
 * groups them in its console report). Latencies in ms.
 */
export const LOAD_METRICS = {
  /** Histogram per `<mode>.<LANGUAGE>`: from sending Run/Submit to the verdict known (a 202 followed by long polls). */
  verdictMs: 'verdict_ms',
  /** Counter per `<mode>.<verdict>`. */
  verdicts: 'verdicts',
  /** Counter: Run/Submit requests sent (the denominator of every rate). */
  attempts: 'execute.attempts',
  /** Counter per reason (`rate_limited` 429, `queue_full` 503): answered at once, never in a latency. */
  refused: 'execute.refused',
  /** Counter: a Run that got no verdict within the gateway's wait (503 EXECUTION_TIMED_OUT). */
  timedOut: 'execute.timed_out',
  /** Counter per cause (`http_<status>`, `network`, `poll_timeout`): no verdict and no refusal. */
  errors: 'execute.errors',
  /** Counter: 202 answers followed to their verdict by long polls. */
  followed: 'execute.followed_202',
  /** Histogram: the browse step (problem list and the problem). */
  browseMs: 'browse_ms',
} as const;

/** A 202's long poll, as the web app asks it: held by the gateway up to this many s. */
export const VERDICT_WAIT_S = 25;
/** The web app gives up following a 202 after this many ms. */
export const FOLLOW_TIMEOUT_MS = 90_000;

/** The part of Artillery's event emitter a step uses. */
export interface ArtilleryEvents {
  emit(type: 'counter' | 'histogram', name: string, value: number): unknown;
}

/** The part of an Artillery virtual user's context a step uses. */
export interface ArtilleryContext {
  vars: Record<string, unknown>;
}

let files: LoadRunFiles | undefined;
let next = 0;
const sessions = new Map<number, GatewaySession>();

function run(): LoadRunFiles {
  const dir = process.env[RUN_DIR_ENV];
  if (!dir) throw new Error(`${RUN_DIR_ENV} is not set: run the kit with npm run bench:load`);
  files ??= readRunFiles(dir);
  return files;
}

/**
 * Artillery step: this virtual user becomes a learner of the sessions file (round-robin, starting
 * at a point of its own per worker thread so that workers spread over the learners).
 */
export async function signedInLearner(context: ArtilleryContext): Promise<void> {
  const { url, sessions: saved } = run();
  const index = (Number(process.env.LOCAL_WORKER_ID ?? 0) * 7919 + next++) % saved.length;
  let session = sessions.get(index);
  if (!session) {
    session = GatewaySession.fromCookies(url, saved[index].cookies);
    sessions.set(index, session);
  }
  context.vars.learner = index;
}

function sessionOf(context: ArtilleryContext): GatewaySession {
  return sessions.get(context.vars.learner as number) as GatewaySession;
}

/** Artillery step: the learner opens the problem list and a problem, as the web app's pages do. */
export async function browse(context: ArtilleryContext, events: ArtilleryEvents): Promise<void> {
  const session = sessionOf(context);
  const started = performance.now();
  const item = pickItem(run().mix, run().weights);
  context.vars.item = item;
  await session.call<ProblemsResponse>('GET', '/api/v1/problems/get-all-problems?pageSize=20');
  await session.call('GET', `/api/v1/problems/get-problem/${encodeURIComponent(item.body.problemId)}`);
  events.emit('histogram', LOAD_METRICS.browseMs, performance.now() - started);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Artillery step: the learner clicks Run or Submit (the item {@link browse} picked) and waits for
 * the verdict as the web app does: a 200 carries it; a 202 is followed by long polls on
 * `GET /submission/{id}?wait=25` (a poll back early is not repeated within 1 s) for at most 90 s.
 * Refusals (429, 503 queue full) are counted apart and never enter a latency.
 */
export async function runOrSubmit(context: ArtilleryContext, events: ArtilleryEvents): Promise<void> {
  const session = sessionOf(context);
  const item = context.vars.item as ReturnType<typeof pickItem>;
  events.emit('counter', LOAD_METRICS.attempts, 1);
  const started = performance.now();
  let answer;
  try {
    answer = await session.call<ExecuteCodeResponse & ApiError>('POST', '/api/v1/execute-code', item.body);
  } catch {
    events.emit('counter', `${LOAD_METRICS.errors}.network`, 1);
    return;
  }
  if (answer.status === 429) return void events.emit('counter', `${LOAD_METRICS.refused}.rate_limited`, 1);
  if (answer.status === 503 && answer.body?.code === ErrorCode.ExecutionTimedOut) return void events.emit('counter', LOAD_METRICS.timedOut, 1);
  if (answer.status === 503) return void events.emit('counter', `${LOAD_METRICS.refused}.queue_full`, 1);
  if ((answer.status !== 200 && answer.status !== 202) || !answer.body?.submission) return void events.emit('counter', `${LOAD_METRICS.errors}.http_${answer.status}`, 1);
  let submission = answer.body.submission;
  if (answer.status === 202) events.emit('counter', LOAD_METRICS.followed, 1);
  const deadline = started + FOLLOW_TIMEOUT_MS;
  while (submission.status === SubmissionStatus.Pending && submission.id) {
    if (performance.now() > deadline) return void events.emit('counter', `${LOAD_METRICS.errors}.poll_timeout`, 1);
    const asked = performance.now();
    const poll = await session.call<SubmissionResponse>('GET', `/api/v1/submission/${encodeURIComponent(submission.id)}?wait=${VERDICT_WAIT_S}`).catch(() => null);
    if (!poll || poll.status !== 200 || !poll.body) return void events.emit('counter', `${LOAD_METRICS.errors}.${poll ? `http_${poll.status}` : 'network'}`, 1);
    submission = poll.body.submission;
    const early = 1000 - (performance.now() - asked);
    if (submission.status === SubmissionStatus.Pending && early > 0) await sleep(early);
  }
  events.emit('histogram', `${LOAD_METRICS.verdictMs}.${item.mode}.${item.language}`, performance.now() - started);
  events.emit('counter', `${LOAD_METRICS.verdicts}.${item.mode}.${submission.status}`, 1);
}
