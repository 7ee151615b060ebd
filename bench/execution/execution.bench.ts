/**
 * Execution pipeline benchmark: what the path around the sandbox (gateway, BullMQ, worker,
 * PostgreSQL, QueueEvents) adds to a Submit. Starts its own stack (a database and Redis prefix from
 * the test harness, the sandbox, the execution worker and the gateway, each a child process at its
 * default settings except the queue bound and per-user limits) and drives it from this process over
 * loopback with a Python Submit of the benchmarks' own 10-test problem (bench-problem.ts), judged
 * as every problem is, in one harness run. "Sandbox-only" is the same harness run the worker sends
 * (planned by the same `planHarnessRun`, base64, limits, the learner's fair-share key) posted
 * straight to the sandbox's synchronous `POST /submissions?wait=true`, its answer judged here as the
 * worker judges it (`judgeHarnessRun`). Because the machine is shared, the two paths are always
 * measured interleaved, so a change in background load hits both alike:
 *
 * 1. idle latency: one request at a time, alternating sandbox-only and e2e Submit;
 * 2. capacity: sandbox-only with RUNS_IN_FLIGHT runs in flight, and e2e with
 *    SUBMITS_IN_FLIGHT Submits in flight (closed loops), in CAPACITY_ROUNDS alternating windows;
 * 3. rising rates (open loop, constant arrival rate, RATE_FACTORS × the sandbox's capacity): below
 *    it, arrivals alternate between sandbox-only and e2e (at least MIN_SAMPLES each), giving the
 *    pipeline overhead ratio = e2e p50 ÷ sandbox-only p50 (a step whose sandbox-only p50 passed
 *    SATURATED_LATENCY × the idle one was saturated by background load after all, and is shown but
 *    not held to the target); at and above it, e2e only;
 * 4. overload: e2e at twice the e2e saturation throughput for OVERLOAD_S, then a drain;
 * 5. lost (acknowledged, never terminal) and duplicated rows, checked in PostgreSQL.
 *
 * Prints throughput (submissions/s), latency p50/p95/p99 (ms, from sending the request to knowing
 * the verdict: the 200 answer, or the long poll that finds it after a 202, as the web app asks),
 * HTTP answers per status, queue depth over time, and each target of the pipeline with PASS/MISS. The
 * gateway's per-user limits are lifted (EXECUTION_USER_CONCURRENCY/PER_MINUTE): they protect the
 * server from one scripted client, while the bench stands for many learners (LEARNERS accounts).
 *
 * Run as root on a host with bubblewrap, PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the
 * test harness's fallbacks): `node -r @swc-node/register bench/execution/execution.bench.ts`.
 * About 6 minutes; `--step-s 20` and `--overload-s 60` (seconds) shorten or lengthen the phases,
 * `--queue-bound 50` sets the gateway's queue bound (see QUEUE_BOUND).
 */
import 'reflect-metadata';
import { cpus } from 'node:os';
import { executeCodeRequest, EXECUTION_QUEUE, FAIR_SHARE_HEADER, type Judge0StatusId, type Judge0Submission, type Judge0TestTimes, LANGUAGE_IDS, Language } from '@algosheets/contracts';
import { comparatorFunction, type HarnessLanguage, judgeHarnessRun, languageById, parseExpected, planHarnessRun } from '@algosheets/judge';
import { readCommandLine, redisConnectionOptions } from '@algosheets/server-common';
import type { SandboxProcess } from '@algosheets/testing';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { ADD_CASES, ADD_MEMORY_LIMIT_KB, ADD_SIGNATURE, ADD_SOLUTIONS, ADD_TESTS, ADD_TIME_LIMIT_MS, seedAddProblem } from './bench-problem';
import { agent, exchange, now, percentile, type Session, signUp, sleep, startStack } from './bench-stack';

const { values: flags } = readCommandLine({
  usage: 'usage: node -r @swc-node/register bench/execution/execution.bench.ts [--step-s 20] [--overload-s 60] [--queue-bound 50]',
  options: { 'step-s': { type: 'string', default: '20' }, 'overload-s': { type: 'string', default: '60' }, 'queue-bound': { type: 'string', default: '50' } },
  positiveNumbers: ['step-s', 'overload-s', 'queue-bound'],
});
const STEP_S = Number(flags['step-s']);
const OVERLOAD_S = Number(flags['overload-s']);
/**
 * The gateway's EXECUTION_QUEUE_MAX_WAITING for the bench. The product default (200) is sized for a
 * larger sandbox: on 2 shared cores twice the saturation rate fills it only after tens of seconds
 * (a loaded run: 12 Submits/s offered, 5.3/s done), so the bench uses a bound that even a short
 * overload phase reaches, to show what happens there; the recorded figures used it too.
 */
const QUEUE_BOUND = Number(flags['queue-bound']);
/** Alternating windows per path in the capacity phase. */
const CAPACITY_ROUNDS = 4;
/** Requests per path at least, in each below-saturation step. */
const MIN_SAMPLES = 30;
/** A below-saturation step whose sandbox-only p50 exceeds this multiple of the idle one was saturated after all. */
const SATURATED_LATENCY = 2;
const RATE_FACTORS = [0.25, 0.5, 0.75, 1, 1.25];
const IDLE_RUNS = 20;
const WARM_UP_RUNS = 5;
/** Enough to keep the sandbox's 2 slots busy (its queue never empties) on either path. */
const RUNS_IN_FLIGHT = 4;
const SUBMITS_IN_FLIGHT = 6;
/**
 * How the web app reads a 202 Submit back (apps/web submissions-api: VERDICT_WAIT_S,
 * MIN_POLL_GAP_MS, POLL_TIMEOUT_MS): long polls held by the gateway up to 25 s, none sooner than
 * 1 s after the previous one, giving up after 90 s.
 */
const VERDICT_WAIT_S = 25;
const MIN_POLL_GAP_MS = 1000;
const POLL_TIMEOUT_MS = 90_000;
const LEARNERS = 8;
const SOURCE = ADD_SOLUTIONS[Language.Python] as string;
const PYTHON = languageById(LANGUAGE_IDS[Language.Python]) as HarnessLanguage;
const INPUTS = ADD_CASES.map((test) => test.input);
/** The fields the worker's Judge0 client reads back from a finished run. */
const RESULT_FIELDS = 'token,status,stdout,stderr,compile_output,message,time,wall_time,memory,exit_code';
/** The problem's comparator (none stored: exact), as the worker builds it. */
const COMPARE = comparatorFunction({ kind: 'exact' });

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const unb64 = (text: string | null | undefined) => (text === null || text === undefined ? null : Buffer.from(text, 'base64').toString('utf8'));

/** One request of the load: when it was sent, when its verdict was known, and how it was answered. */
interface Sample {
  sentAt: number;
  doneAt?: number;
  /** HTTP status of the first answer (200/202 accepted; 429/503 refused). */
  http?: number;
  /** Final submission status ('Accepted', ...), or 'Pending' when polling gave up. */
  status?: string;
  id?: string;
  error?: string;
}

const latency = (sample: Sample): number => (sample.doneAt ?? NaN) - sample.sentAt;
const done = (samples: Sample[]) => samples.filter((sample) => sample.doneAt !== undefined);
const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** An end-to-end Submit: 200 with the verdict, or 202 then long polls like the web app. */
async function submit(session: Session, problemId: string): Promise<Sample> {
  const sample: Sample = { sentAt: now() };
  try {
    const response = await session.request('POST', '/api/v1/execute-code', executeCodeRequest({ language: Language.Python, sourceCode: SOURCE, problemId, mode: 'submit' }));
    sample.http = response.status;
    if (response.status !== 200 && response.status !== 202) return sample;
    let submission = (JSON.parse(response.text) as { submission: { id: string; status: string } }).submission;
    sample.id = submission.id;
    while (submission.status === 'Pending' && now() - sample.sentAt < POLL_TIMEOUT_MS) {
      const asked = now();
      const poll = await session.request('GET', `/api/v1/submission/${submission.id}?wait=${VERDICT_WAIT_S}`);
      if (poll.status === 200) submission = (JSON.parse(poll.text) as { submission: typeof submission }).submission;
      const early = MIN_POLL_GAP_MS - (now() - asked);
      if (submission.status === 'Pending' && early > 0) await sleep(early);
    }
    sample.status = submission.status;
    if (submission.status !== 'Pending') sample.doneAt = now();
  } catch (error) {
    sample.error = error instanceof Error ? error.message : String(error);
  }
  return sample;
}

/**
 * The worker's part of a Submit done here, straight against the sandbox: the same harness run
 * (planned with a new nonce, every test, the problem's limits), sent as the worker's Judge0 client
 * sends it (base64, `wait=true`, `fairShareKey` as the learner's key), and its answer judged with the
 * problem's comparator. The verdict is Accepted when every test is.
 */
async function sandboxRun(sandbox: SandboxProcess, fairShareKey: string): Promise<Sample> {
  const sample: Sample = { sentAt: now() };
  try {
    const plan = planHarnessRun({ signature: ADD_SIGNATURE, language: PYTHON, code: SOURCE, inputs: INPUTS, timeLimitMs: ADD_TIME_LIMIT_MS, memoryLimitKb: ADD_MEMORY_LIMIT_KB });
    const body = { ...plan.submission, source_code: b64(plan.submission.source_code), stdin: b64(plan.submission.stdin) };
    const headers = { 'X-Auth-Token': sandbox.authToken, [FAIR_SHARE_HEADER]: fairShareKey };
    const response = await exchange(`${sandbox.url}/submissions?base64_encoded=true&wait=true&fields=${RESULT_FIELDS}`, 'POST', headers, body);
    sample.http = response.status;
    if (response.status !== 201) return sample;
    const run = JSON.parse(response.text) as Judge0Submission & Partial<Judge0TestTimes>;
    const expected = ADD_CASES.map((test, index) => parseExpected(ADD_SIGNATURE, plan.inputs[index], test.output, index));
    const verdicts = judgeHarnessRun(
      plan,
      { ...run, status_id: run.status.id as Judge0StatusId, stdout: unb64(run.stdout), stderr: unb64(run.stderr), compile_output: unb64(run.compile_output), message: unb64(run.message) },
      expected,
      COMPARE,
      ADD_TIME_LIMIT_MS,
    );
    sample.doneAt = now();
    const failed = verdicts.filter((verdict) => verdict.verdict !== 'Accepted');
    sample.status = failed.length === 0 ? 'Accepted' : `${failed[0].verdict} on test ${failed[0].index + 1}`;
  } catch (error) {
    sample.error = error instanceof Error ? error.message : String(error);
  }
  return sample;
}

/** The samples of one window of load, started at `start` (ms) and sending for `seconds`. */
interface Run {
  samples: Sample[];
  start: number;
  seconds: number;
}

/** Constant arrival rate (k6's constant-arrival-rate): offered load does not drop when the system slows. */
async function openLoop(rate: number, seconds: number, fire: (index: number) => Promise<Sample>): Promise<Run> {
  const start = now();
  const pending: Promise<Sample>[] = [];
  const count = Math.round(rate * seconds);
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / rate - now();
    if (wait > 0) await sleep(wait);
    pending.push(fire(i));
  }
  return { samples: await Promise.all(pending), start, seconds };
}

/** `concurrency` loops, each sending the next request when its previous one finished, for `seconds`. */
async function closedLoop(concurrency: number, seconds: number, fire: () => Promise<Sample>): Promise<Run> {
  const start = now();
  const samples: Sample[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (now() - start < seconds * 1000) samples.push(await fire());
    }),
  );
  return { samples, start, seconds };
}

/**
 * An open loop at `rate` whose even arrivals go to `a` and odd ones to `b`, long enough for
 * MIN_SAMPLES each (at least STEP_S); returns each path's share as a run at half the rate.
 */
async function interleaved(rate: number, a: () => Promise<Sample>, b: () => Promise<Sample>): Promise<[Run, Run]> {
  const seconds = Math.max(STEP_S, (2 * MIN_SAMPLES) / rate);
  const run = await openLoop(rate, seconds, (index) => (index % 2 === 0 ? a() : b()));
  const share = (parity: number): Run => ({ ...run, samples: run.samples.filter((_, index) => index % 2 === parity) });
  return [share(0), share(1)];
}

/** Runs `a` then `b`, CAPACITY_ROUNDS times, in windows of `seconds` each; returns each path's windows. */
async function alternate(seconds: number, a: (seconds: number) => Promise<Run>, b: (seconds: number) => Promise<Run>): Promise<[Run[], Run[]]> {
  const runs: [Run[], Run[]] = [[], []];
  for (let round = 0; round < CAPACITY_ROUNDS; round++) {
    runs[0].push(await a(seconds));
    runs[1].push(await b(seconds));
  }
  return runs;
}

/** Seconds at the start of a window whose completions are not counted in throughput: the pipeline fills. */
const rampS = (seconds: number) => Math.min(3, seconds / 4);

/** Verdicts per second known within each window's [start + ramp, start + seconds], over all windows. */
function throughput(runs: Run[]): number {
  let counted = 0;
  let seconds = 0;
  for (const run of runs) {
    const from = run.start + rampS(run.seconds) * 1000;
    const to = run.start + run.seconds * 1000;
    counted += run.samples.filter((sample) => sample.doneAt !== undefined && sample.doneAt >= from && sample.doneAt <= to).length;
    seconds += run.seconds - rampS(run.seconds);
  }
  return counted / seconds;
}

const samplesOf = (runs: Run[]): Sample[] => runs.flatMap((run) => run.samples);
const p50 = (samples: Sample[]): number => percentile(done(samples).map(latency), 50);

/** Queue depth sampled every second, labelled with the phase running at the time. */
class DepthSampler {
  readonly samples: { t: number; phase: string; waiting: number; active: number }[] = [];
  phase = 'idle';
  private timer?: NodeJS.Timeout;
  private readonly started = now();

  constructor(private readonly queue: Queue) {}

  start(): void {
    this.timer = setInterval(() => {
      // Learners' jobs carry a fair-share priority: they wait in `prioritized`, not in `wait`.
      void this.queue.getJobCounts('waiting', 'prioritized', 'active').then(
        (counts) => this.samples.push({ t: (now() - this.started) / 1000, phase: this.phase, waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0), active: counts.active ?? 0 }),
        () => undefined,
      );
    }, 1000);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  maxWaiting(phase: string): number {
    return Math.max(0, ...this.samples.filter((sample) => sample.phase === phase).map((sample) => sample.waiting));
  }
}

interface Row {
  label: string;
  samples: Sample[];
  thrpt: number;
  ratio?: number;
  queueMax?: number;
}

function countHttp(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = { ok: 0, '202': 0, '429': 0, '503': 0, '5xx': 0, err: 0 };
  for (const sample of samples) {
    if (sample.error !== undefined) counts.err += 1;
    else if (sample.http !== undefined && sample.http >= 500 && sample.http !== 503) counts['5xx'] += 1;
    // 200 is the gateway's verdict, 201 the sandbox's finished run.
    else if (sample.http === 200 || sample.http === 201) counts.ok += 1;
    else counts[String(sample.http)] = (counts[String(sample.http)] ?? 0) + 1;
  }
  return counts;
}

const LABEL_WIDTH = 34;

function printRow(row: Row): void {
  const latencies = done(row.samples).map(latency);
  const http = countHttp(row.samples);
  console.log(
    [
      row.label.padEnd(LABEL_WIDTH),
      String(row.samples.length).padStart(5),
      String(latencies.length).padStart(5),
      fmt(row.thrpt, 2).padStart(7),
      fmt(percentile(latencies, 50)).padStart(7),
      fmt(percentile(latencies, 95)).padStart(7),
      fmt(percentile(latencies, 99)).padStart(7),
      (row.ratio === undefined ? '' : fmt(row.ratio, 2)).padStart(6),
      ...['ok', '202', '429', '503', '5xx', 'err'].map((key) => String(http[key] ?? 0).padStart(5)),
      (row.queueMax === undefined ? '' : String(row.queueMax)).padStart(6),
    ].join(' '),
  );
}

async function main(): Promise<void> {
  const stack = await startStack('bench-execution', { EXECUTION_QUEUE_MAX_WAITING: String(QUEUE_BOUND) });
  const db = new Client({ connectionString: stack.infra.database.url });
  await db.connect();
  const queue = new Queue(EXECUTION_QUEUE, { connection: redisConnectionOptions(stack.infra.redis.url), prefix: stack.infra.redis.prefix });
  const depth = new DepthSampler(queue);
  try {
    const problemId = await seedAddProblem(db, 'bench-add');
    const learners = await Promise.all(Array.from({ length: LEARNERS }, (_, i) => signUp(`${stack.gateway.url}`, i)));
    let next = 0;
    const e2e = () => submit(learners[next++ % LEARNERS], problemId);
    const directSamples: Sample[] = [];
    // The sandbox caps one fair-share key at all slots but one: the sandbox-only path spreads its
    // runs over LEARNERS keys, as the worker's runs carry LEARNERS learners' ids.
    let nextKey = 0;
    const direct = async () => {
      const sample = await sandboxRun(stack.sandbox, `bench-learner-${nextKey++ % LEARNERS}`);
      directSamples.push(sample);
      return sample;
    };
    const acknowledged: Sample[] = [];
    const record = (samples: Sample[]) => {
      acknowledged.push(...samples.filter((sample) => sample.id !== undefined));
      return samples;
    };
    depth.start();

    console.log(
      `execution benchmark: Python Submit of ${ADD_TESTS} tests in one harness run, ${cpus().length} cores, sandbox 2 slots, worker and gateway at their defaults but queue bound ${QUEUE_BOUND} and no per-user limits`,
    );
    console.log(
      `capacity in ${CAPACITY_ROUNDS} alternating windows of ${STEP_S / 2} s per path; below saturation, arrivals alternate between the paths ` +
        `(>= ${MIN_SAMPLES} each, >= ${STEP_S} s); e2e-only steps of ${STEP_S} s; overload ${OVERLOAD_S} s; ` +
        `sandbox-only waits on POST /submissions?wait=true; a 202 is read back with long polls (wait=${VERDICT_WAIT_S})`,
    );

    // Warm-up: page cache, JIT, connection pools; not reported.
    for (let i = 0; i < WARM_UP_RUNS; i++) {
      await direct();
      record([await e2e()]);
    }

    depth.phase = 'idle latency';
    const idleDirect: Sample[] = [];
    const idleE2e: Sample[] = [];
    for (let i = 0; i < IDLE_RUNS; i++) {
      idleDirect.push(await direct());
      idleE2e.push(...record([await e2e()]));
    }
    const idleRatio = p50(idleE2e) / p50(idleDirect);

    depth.phase = 'capacity';
    const [sandboxCapacityRuns, e2eCapacityRuns] = await alternate(
      STEP_S / 2,
      (seconds) => closedLoop(RUNS_IN_FLIGHT, seconds, direct),
      async (seconds) => {
        const run = await closedLoop(SUBMITS_IN_FLIGHT, seconds, e2e);
        record(run.samples);
        return run;
      },
    );
    const capacity = throughput(sandboxCapacityRuns);
    const saturation = throughput(e2eCapacityRuns);

    console.log('');
    console.log(['phase'.padEnd(LABEL_WIDTH), ' sent', ' done', '  thr/s', '  p50ms', '  p95ms', '  p99ms', ' ratio', '   ok', '  202', '  429', '  503', '  5xx', '  err', '  qmax'].join(' '));
    printRow({ label: 'idle, sandbox-only', samples: idleDirect, thrpt: NaN });
    printRow({ label: 'idle, e2e Submit', samples: idleE2e, thrpt: NaN, ratio: idleRatio });
    printRow({ label: `capacity, sandbox ${RUNS_IN_FLIGHT} in flight`, samples: samplesOf(sandboxCapacityRuns), thrpt: capacity });
    printRow({ label: `capacity, e2e ${SUBMITS_IN_FLIGHT} in flight`, samples: samplesOf(e2eCapacityRuns), thrpt: saturation, queueMax: depth.maxWaiting('capacity') });

    const belowRatios: { factor: number; ratio: number; saturated: boolean }[] = [];
    for (const factor of RATE_FACTORS) {
      const rate = factor * capacity;
      depth.phase = `${factor}x`;
      if (factor < 1) {
        const [directRun, e2eRun] = await interleaved(rate, direct, e2e);
        record(e2eRun.samples);
        const ratio = p50(e2eRun.samples) / p50(directRun.samples);
        // Background load can saturate the shared machine during a step: then the sandbox's own queue
        // grows, sandbox-only runs overtake the Submits waiting in BullMQ, and the ratio measures
        // queueing, not the pipeline's overhead. Such a step is shown but not held to the target.
        const saturated = p50(directRun.samples) > SATURATED_LATENCY * p50(idleDirect);
        belowRatios.push({ factor, ratio, saturated });
        printRow({ label: `${fmt(rate, 2)}/s (${factor}x) half sandbox-only`, samples: directRun.samples, thrpt: throughput([directRun]) });
        printRow({ label: `${fmt(rate, 2)}/s (${factor}x) half e2e`, samples: e2eRun.samples, thrpt: throughput([e2eRun]), ratio, queueMax: depth.maxWaiting(depth.phase) });
      } else {
        const run = await openLoop(rate, STEP_S, e2e);
        record(run.samples);
        printRow({ label: `${fmt(rate, 2)}/s (${factor}x) e2e`, samples: run.samples, thrpt: throughput([run]), queueMax: depth.maxWaiting(depth.phase) });
      }
    }

    depth.phase = 'overload 2x';
    const overloadRate = 2 * saturation;
    const overload = await openLoop(overloadRate, OVERLOAD_S, e2e);
    record(overload.samples);
    const overloadThrpt = throughput([overload]);
    printRow({ label: `${fmt(overloadRate, 2)}/s (2x saturation) e2e`, samples: overload.samples, thrpt: overloadThrpt, queueMax: depth.maxWaiting('overload 2x') });
    depth.phase = 'drain';
    // Every acknowledged Submit was awaited above; this only lets jobs left by refused requests' races finish.
    for (let i = 0; i < 120; i++) {
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'active');
      if ((counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.active ?? 0) === 0) break;
      await sleep(1000);
    }
    depth.stop();

    // Lost and duplicated, from the database: one row per acknowledged Submit, terminal, with ADD_TESTS results.
    const { rows } = await db.query<{ id: string; status: string; results: number }>(
      `SELECT s.id, s.status, (SELECT count(*)::int FROM test_case_results r WHERE r.submission_id = s.id) AS results FROM submissions s WHERE s.problem_id = $1`,
      [problemId],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ackIds = new Set(acknowledged.map((sample) => sample.id as string));
    const lost = [...ackIds].filter((id) => !byId.has(id) || byId.get(id)?.status === 'Pending').length;
    const unacknowledgedRows = rows.filter((row) => !ackIds.has(row.id)).length;
    const wrongResultSets = rows.filter((row) => row.status !== 'Pending' && row.results !== ADD_TESTS).length;
    const { rows: solvedTwice } = await db.query('SELECT user_id FROM problem_solved WHERE problem_id = $1 GROUP BY user_id HAVING count(*) > 1', [problemId]);
    const duplicated = unacknowledgedRows + wrongResultSets + solvedTwice.length;
    const states = new Map<string, number>();
    for (const row of rows) states.set(row.status, (states.get(row.status) ?? 0) + 1);

    console.log('');
    console.log('queue depth over time (waiting/active, every 5th one-second sample):');
    const byPhase = new Map<string, string[]>();
    depth.samples.forEach((sample, index) => {
      if (index % 5 !== 0) return;
      byPhase.set(sample.phase, [...(byPhase.get(sample.phase) ?? []), `${sample.waiting}/${sample.active}`]);
    });
    for (const [phase, series] of byPhase) console.log(`  ${phase.padEnd(18)} ${series.join(' ')}`);

    const overloadHttp = countHttp(overload.samples);
    const fiveXx = (overloadHttp['5xx'] + overloadHttp.err) / Math.max(1, overload.samples.length);
    const held = belowRatios.filter((entry) => !entry.saturated);
    const belowRatio = held.length > 0 ? Math.max(...held.map((entry) => entry.ratio)) : NaN;
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
    console.log('');
    console.log(`sandbox's own throughput      ${fmt(capacity, 2)} harness runs/s (${fmt(capacity * ADD_TESTS, 1)} tests/s)`);
    console.log(`e2e throughput at saturation  ${fmt(saturation, 2)} submissions/s = ${fmt((100 * saturation) / capacity)}% of the sandbox's own   [target >= 90%: ${verdict(saturation >= 0.9 * capacity)}]`);
    console.log(
      `overhead ratio at p50         idle ${fmt(idleRatio, 2)}; ` +
        belowRatios.map((entry) => `${entry.factor}x ${fmt(entry.ratio, 2)}${entry.saturated ? ' (saturated by background load, not held)' : ''}`).join(', ') +
        `   [target <= 1.15 below saturation: ${verdict(belowRatio <= 1.15)}]`,
    );
    console.log(
      `overload at ${fmt(overloadRate, 2)}/s for ${OVERLOAD_S} s   throughput ${fmt(overloadThrpt, 2)}/s; 503 ${overloadHttp['503']}, 429 ${overloadHttp['429']}; ` +
        `5xx+errors ${fmt(100 * fiveXx, 2)}% [target < 1%: ${verdict(fiveXx < 0.01)}]`,
    );
    // The depth check and the enqueue are two Redis calls, so requests racing past the check may overshoot a little.
    const overloadMax = depth.maxWaiting('overload 2x');
    console.log(`queue waiting at overload     max ${overloadMax} against a bound of ${QUEUE_BOUND}   [target bounded (<= 110% of it): ${verdict(overloadMax <= 1.1 * QUEUE_BOUND)}]`);
    console.log(
      `lost ${lost}, duplicated ${duplicated} (rows nobody was answered: ${unacknowledgedRows}; result sets != ${ADD_TESTS}: ${wrongResultSets}; solved twice: ${solvedTwice.length})   [target 0 and 0: ${verdict(lost === 0 && duplicated === 0)}]`,
    );
    console.log(`final states of ${rows.length} stored submissions: ${[...states].map(([status, count]) => `${status} ${count}`).join(', ')}`);
    const directFailed = directSamples.filter((sample) => sample.status !== 'Accepted').length;
    console.log(`sandbox-only runs: ${directSamples.length}, not Accepted: ${directFailed}`);
  } finally {
    depth.stop();
    agent.destroy();
    await queue.close();
    await db.end();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
