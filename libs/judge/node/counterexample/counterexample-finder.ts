import { randomInt } from 'node:crypto';
import { COUNTEREXAMPLE_RUNS_PER_BATCH, type CounterexampleResult, type ExecutionJobPayload, type ProblemSignature } from '@algosheets/contracts';
import type fc from 'fast-check';
import { formatGeneratedInput } from '../../src/generation/input-arbitrary';
import { describeGenerationRanges } from '../../src/generation/generation-ranges';
import { type HarnessRunPlan, judgeHarnessRun, RUN_STARTUP_ALLOWANCE_S } from '../../src/judging/harness-run';
import { errorText, type HarnessRunResult, type TestVerdict, type TestVerdictName } from '../../src/judging/judge-run';
import { canonicalJson, type JsonValue } from '../../src/values/json-value';
import { NO_EXPECTED, planFor, problemComparator, referenceAnswers } from '../harness-job';
import { validInputArbitrary } from '../precondition-isolate';
import { type InputJudgement, type JudgeBatch, searchCounterexample } from './counterexample-search';

/**
 * Runs sandbox submissions (harness runs, each planned by `planHarnessRun`) and returns their
 * finished results in order: the caller's sandbox client (the worker's Judge0 client, the content
 * check's runner).
 */
export type RunHarnessSubmissions = (submissions: HarnessRunPlan['submission'][]) => Promise<HarnessRunResult[]>;

/** What the finder needs of a problem's input generator (built from its signature's constraints). */
export interface InputGenerator {
  /** Draws one input: the argument values in parameter order; its `shrink` gives smaller ones. */
  arbitrary: fc.Arbitrary<JsonValue[]>;
  /** The argument values in test-input notation (one JSON value per parameter per line). */
  format(values: JsonValue[]): string;
  /** What `arbitrary` draws from, one line per parameter (`describeGenerationRanges`), for an answer that found nothing. */
  ranges?: string[];
}

/**
 * The input generator of a signature whose every parameter has constraints: `validInputArbitrary`
 * (the constraints, and the precondition when the problem states one), `formatGeneratedInput` and
 * the ranges it draws from (`describeGenerationRanges`).
 * @throws what `validInputArbitrary` throws for constraints it cannot generate
 */
export function inputGeneratorFor(signature: ProblemSignature): InputGenerator {
  return { arbitrary: validInputArbitrary(signature), format: (values) => formatGeneratedInput(signature, values), ranges: describeGenerationRanges(signature) };
}

/** How the finder batches and bounds its work. */
export interface CounterexampleSettings {
  /** Random inputs per harness run while searching. */
  batchSize: number;
  /** Shrink candidates per harness run while shrinking. */
  shrinkBatchSize: number;
  /** Random inputs drawn at most before answering that none was found. */
  maxInputs: number;
  /** Largest budget a job may ask for, ms: the job's lock and the gateway's wait stay bounded. */
  maxBudgetMs: number;
  /** Sandbox runs a job may use at most, whatever it asks for (each batch takes `COUNTEREXAMPLE_RUNS_PER_BATCH`). */
  maxRuns: number;
}

/** Why the search ends when the learner's prints reach the output limit every test of a run shares. */
export const OUTPUT_FLOOD = 'your code printed more than the output limit allows, so its answers could not be read: print less and try again';

/**
 * The finder's defaults. 100 small inputs per run is fast-check's own count per property and costs
 * one start of the runtime (a JVM's second is the most of it); 32 shrink candidates per run cover
 * the first candidates of an array's shrink stream (remove halves, then single elements), where a
 * smaller failing input is usually found. 2000 inputs bound the sandbox time spent on a learner
 * whose code agrees; 60 s bounds the budget of one job; 40 runs are those 2000 inputs' 20 batches.
 */
export const COUNTEREXAMPLE_SETTINGS: CounterexampleSettings = { batchSize: 100, shrinkBatchSize: 32, maxInputs: 2000, maxBudgetMs: 60_000, maxRuns: 40 };

/** A disagreement as the finder reports it (the fields of a found {@link CounterexampleResult}). */
interface Disagreement {
  expected: string;
  actual: string | null;
  verdict: TestVerdictName;
  stdout: string | null;
  message: string | null;
}

/**
 * Shortens a plan's run limits for the finder. A run ends at its first test that crashes or hits a
 * limit, and only the first disagreement of a batch counts, so a batch needs CPU time for one
 * test's whole limit plus the others' (small inputs, milliseconds) and the runtime's start: twice
 * the per-test limit plus the start-up allowance, so that a learner who loops forever costs that
 * rather than the whole budget. Both limits are also bounded by the time left before `deadline`
 * (epoch ms); never below 0.5 s CPU and 1 s wall (Judge0's usable minimum). The wall limit stays
 * twice the CPU limit plus 1 s (a blocked program uses no CPU).
 */
function boundRun(plan: HarnessRunPlan, timeLimitMs: number, deadline: number, now: () => number): void {
  const leftS = Math.max(0, (deadline - now()) / 1000);
  const submission = plan.submission;
  const cpuS = Math.max(0.5, Math.min(submission.cpu_time_limit, (2 * timeLimitMs) / 1000 + RUN_STARTUP_ALLOWANCE_S, leftS));
  submission.cpu_time_limit = Number(cpuS.toFixed(3));
  submission.wall_time_limit = Number(Math.max(1, Math.min(submission.wall_time_limit, cpuS * 2 + 1, leftS)).toFixed(3));
}

/**
 * One input's judgement from the learner's verdict on it and the reference's answer:
 * - unknown when the reference gave no answer, the test was not run, or the run ended during the
 *   test only because of the batch: the run's time limit struck before the test had CPU time of its
 *   own limit (`leftMs`: the run's limit less the start-up allowance and the earlier tests' time);
 * - unreadable when the output limit every test of the run shares was reached at the test: the
 *   learner's prints flood every batch alike, so the search ends ({@link OUTPUT_FLOOD});
 * - agree when Accepted; a compile error disagrees whatever the input; any other verdict disagrees.
 */
function judgementOf(verdict: TestVerdict, expected: JsonValue, leftMs: number, timeLimitMs: number): InputJudgement<Disagreement> {
  if (expected === NO_EXPECTED || verdict.verdict === 'Not Run') return { outcome: 'unknown' };
  if (verdict.verdict === 'Accepted') return { outcome: 'agree' };
  const inProgress = verdict.cpuMs === undefined;
  // The output limit is the whole run's: whichever test reached it, the batch cannot be read on.
  if (verdict.verdict === 'Runtime Error (SIGXFSZ)') return { outcome: 'unreadable', reason: OUTPUT_FLOOD };
  if (inProgress && verdict.verdict === 'Time Limit Exceeded' && leftMs < timeLimitMs) return { outcome: 'unknown' };
  return {
    outcome: 'disagree',
    inputIndependent: verdict.verdict === 'Compilation Error',
    detail: {
      expected: canonicalJson(expected),
      actual: verdict.actual === undefined ? null : canonicalJson(verdict.actual),
      verdict: verdict.verdict,
      stdout: verdict.stdout || null,
      message: verdict.verdict === 'Compilation Error' ? (verdict.message ?? null) : errorText(verdict),
    },
  };
}

/**
 * The finder's `judgeBatch` for a `counterexample` job: formats the inputs, plans ONE harness run
 * of the learner's code and ONE of the reference on all of them (the job's per-test limits, the
 * run's limits shortened by `boundRun`), runs both at once, and judges the learner's answers
 * against the reference's by the problem's comparator (`judgeHarnessRun`).
 * @throws Error when the job has no harness or reference; TestCaseError when a generated input
 *   does not match the signature; Judge0Error when the Judge0 API fails
 */
export function harnessJudgeBatch(
  payload: ExecutionJobPayload,
  generator: InputGenerator,
  runSubmissions: RunHarnessSubmissions,
  now: () => number = Date.now,
): JudgeBatch<JsonValue[], Disagreement> {
  const harness = payload.harness;
  const reference = harness?.reference;
  if (!harness || !reference) throw new Error('a counterexample job needs a function-signature problem with a reference solution');
  const timeLimitMs = Math.round(payload.cpuTimeLimitS * 1000);
  const compare = problemComparator(harness.comparator);
  return async (values, deadline) => {
    const inputs = values.map((value) => generator.format(value));
    const plan = planFor(payload, payload.language, payload.sourceCode, harness.signature, inputs);
    const referencePlan = planFor(payload, reference.language, reference.sourceCode, harness.signature, inputs);
    boundRun(plan, timeLimitMs, deadline, now);
    boundRun(referencePlan, timeLimitMs, deadline, now);
    const [run, referenceRun] = await runSubmissions([plan.submission, referencePlan.submission]);
    const expected = referenceAnswers(referencePlan, referenceRun);
    const verdicts = judgeHarnessRun(plan, run, expected, compare, timeLimitMs);
    let leftMs = (plan.submission.cpu_time_limit - RUN_STARTUP_ALLOWANCE_S) * 1000;
    return verdicts.map((verdict, index) => {
      const judgement = judgementOf(verdict, expected[index], leftMs, timeLimitMs);
      leftMs -= verdict.cpuMs ?? 0;
      return judgement;
    });
  };
}

/**
 * Runs a `counterexample` job: searches inputs drawn by `generator` for one on which the learner's
 * code and the reference disagree and shrinks it ({@link searchCounterexample}), for at most the
 * job's budget (capped at `settings.maxBudgetMs`) and the job's runs (`maxRuns`, capped at
 * `settings.maxRuns`), batching inputs into harness runs ({@link harnessJudgeBatch}); `runs` in the
 * answer is the sandbox runs it used, and an answer that found nothing carries the generator's
 * `ranges` when it has them. The seed is the job's, else random.
 * @throws Error when the job is not a counterexample job; what {@link harnessJudgeBatch} throws
 */
export async function findCounterexample(
  payload: ExecutionJobPayload,
  generator: InputGenerator,
  runSubmissions: RunHarnessSubmissions,
  settings: CounterexampleSettings = COUNTEREXAMPLE_SETTINGS,
  now: () => number = Date.now,
): Promise<CounterexampleResult> {
  const request = payload.counterexample;
  if (!request) throw new Error('findCounterexample needs a counterexample job');
  const outcome = await searchCounterexample({
    arbitrary: generator.arbitrary,
    judgeBatch: harnessJudgeBatch(payload, generator, runSubmissions, now),
    budgetMs: Math.min(request.budgetMs, settings.maxBudgetMs),
    batchSize: settings.batchSize,
    shrinkBatchSize: settings.shrinkBatchSize,
    maxInputs: settings.maxInputs,
    maxBatches: Math.floor(Math.min(request.maxRuns ?? settings.maxRuns, settings.maxRuns) / COUNTEREXAMPLE_RUNS_PER_BATCH),
    seed: request.seed ?? randomInt(2 ** 31),
    now,
  });
  const runs = outcome.batches * COUNTEREXAMPLE_RUNS_PER_BATCH;
  if (!outcome.found) return { found: false, tried: outcome.tried, runs, ...(outcome.stopped ? { stopped: outcome.stopped } : {}), ...(generator.ranges ? { ranges: generator.ranges } : {}) };
  return { found: true, input: generator.format(outcome.input), ...outcome.detail, tried: outcome.tried, runs };
}
