import {
  type ExecutionJobPayload,
  type ExecutionJobResult,
  type ExecutionTestResult,
  JUDGE0_STATUS,
  type Judge0StatusId,
  type ProblemSignature,
  type Judge0SubmissionRequest,
  SubmissionStatus,
} from '@algosheets/contracts';
import { canonicalJson, type CompareAnswer, errorText, type HarnessRunPlan, judgeHarnessRun, type JsonValue, parseExpected, planTests, type TestVerdict, type TestVerdictName } from '@algosheets/judge';
import { NO_EXPECTED, planFor, planForTests, problemComparator, referenceAnswers } from '@algosheets/judge/node';
import type { Judge0Result } from '../judge0/judge0.client';
import { MAX_STORED_TEXT, overallStatus } from './judging';
import type { PlannedRun, TestPlanCache } from './test-plan-cache';

/** Runs Judge0 submissions and returns their finished results in order (the worker's Judge0 client). */
export type RunSubmissions = (items: Judge0SubmissionRequest[]) => Promise<Judge0Result[]>;

/**
 * The one table between the two verdict vocabularies: the harness's per-test names (Judge0's
 * spelling, `TestVerdictName` of @algosheets/judge) onto the submission statuses (`SubmissionStatus`),
 * `Compilation Error` becoming `Compile Error`. {@link statusOfVerdict} reads it and adds the two
 * families it leaves out (`Runtime Error (…)`, the judge's own faults).
 */
const STATUS_OF_VERDICT: Partial<Record<TestVerdictName, SubmissionStatus>> = {
  Accepted: SubmissionStatus.Accepted,
  'Wrong Answer': SubmissionStatus.WrongAnswer,
  'Time Limit Exceeded': SubmissionStatus.TimeLimitExceeded,
  'Compilation Error': SubmissionStatus.CompileError,
  'Memory Limit Exceeded': SubmissionStatus.MemoryLimitExceeded,
  'Not Run': SubmissionStatus.NotRun,
};

/**
 * The submission status of a test's verdict: every `Runtime Error (…)` is Runtime Error; a fault of
 * the judge (Internal Error, Exec Format Error) is Internal Error.
 */
export function statusOfVerdict(verdict: TestVerdictName): SubmissionStatus {
  return STATUS_OF_VERDICT[verdict] ?? (verdict.startsWith('Runtime Error') ? SubmissionStatus.RuntimeError : SubmissionStatus.InternalError);
}

function cap(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  return text.length <= MAX_STORED_TEXT ? text : `${text.slice(0, MAX_STORED_TEXT)}\n… [truncated ${text.length - MAX_STORED_TEXT} characters]`;
}

/** Coarsest unit of a submission's aggregate time shown to learners, s: 10 ms. */
const AGGREGATE_TIME_STEP_S = 0.01;
/** Coarsest unit of a submission's aggregate memory shown to learners, KB: 1 MB. */
const AGGREGATE_MEMORY_STEP_KB = 1024;

/**
 * The tests of one sandbox run: their positions in the job's `tests` (visible ones first) and how
 * many of them are visible.
 */
interface TestGroup {
  ordinals: number[];
  visibleCount: number;
}

/**
 * The job's tests in their runs. Visible tests (samples, a Run's custom cases) always come before
 * hidden ones. With a sandbox that honours `test_steps` (`combine`), one run holds them all: it
 * writes the first hidden input only after the last visible record, so the program can hold no
 * hidden input while it writes anything a learner sees. A Judge0 without steps hands the program
 * all of stdin at once, so there hidden tests run apart, in a second run.
 */
function testGroups(payload: ExecutionJobPayload, combine: boolean): TestGroup[] {
  const visible = payload.tests.flatMap((test, ordinal) => (test.hidden ? [] : [ordinal]));
  const hidden = payload.tests.flatMap((test, ordinal) => (test.hidden ? [ordinal] : []));
  if (combine || visible.length === 0 || hidden.length === 0) return [{ ordinals: [...visible, ...hidden], visibleCount: visible.length }];
  return [
    { ordinals: visible, visibleCount: visible.length },
    { ordinals: hidden, visibleCount: 0 },
  ];
}

/** Whether a Judge0 honours `test_steps`: learned from its first answer, per worker process. */
export interface StepSupport {
  honoured?: boolean;
}

/**
 * The submission's aggregate time and memory as learners see them when it has hidden tests: the
 * slowest test's CPU time as the sandbox counted it (rounded up to {@link AGGREGATE_TIME_STEP_S})
 * and the runs' peak memory (rounded up to {@link AGGREGATE_MEMORY_STEP_KB}); from a Judge0
 * without per-test times, the runs' own CPU time. Coarse on purpose: every figure a learner sees
 * is a channel the program can modulate.
 */
function aggregateOf(verdicts: TestVerdict[], runs: Judge0Result[]): { timeS: number | null; memoryKb: number | null } {
  const stamped = runs.every((run) => run.test_times !== undefined);
  const times = stamped ? verdicts.map((verdict) => verdict.cpuMs ?? 0).map((ms) => ms / 1000) : runs.map((run) => Number.parseFloat(run.time ?? 'NaN'));
  const slowest = Math.max(0, ...times.filter((time) => Number.isFinite(time)));
  const memory = Math.max(0, ...runs.map((run) => run.memory ?? 0));
  return {
    timeS: Number((Math.ceil(slowest / AGGREGATE_TIME_STEP_S) * AGGREGATE_TIME_STEP_S).toFixed(2)),
    memoryKb: Math.ceil(memory / AGGREGATE_MEMORY_STEP_KB) * AGGREGATE_MEMORY_STEP_KB,
  };
}

/**
 * Where a job's tests are a stored test set: its key (problem, stored version, cases, from
 * `TestSetsService`) and the worker's cache of planned test sets.
 */
export interface StoredTestPlan {
  key: string;
  cache: TestPlanCache;
}

/** How a job's tests fall into runs (the positions of each run's tests), part of a plan's cache key. */
function layoutOf(groups: TestGroup[]): string {
  return groups.map((group) => `${group.visibleCount}:${group.ordinals.join(',')}`).join(';');
}

/**
 * Each run's tests planned (inputs parsed and encoded) against `signature` and its stored answers
 * parsed, the learner's code apart: the part of a job that is the same for every Submit of a test set.
 * @throws TestCaseError or Error when a stored test does not fit the signature
 */
function planRuns(payload: ExecutionJobPayload, groups: TestGroup[], signature: ProblemSignature): PlannedRun[] {
  return groups.map((group) => {
    const tests = planTests(signature, group.ordinals.map((ordinal) => payload.tests[ordinal].input));
    const stored = group.ordinals.map((ordinal, index) => {
      const { expectedOutput } = payload.tests[ordinal];
      return expectedOutput === undefined ? NO_EXPECTED : parseExpected(signature, tests.inputs[index], expectedOutput, ordinal);
    });
    return { tests, stored };
  });
}

/**
 * Judges a function-signature job (the platform's judging rule for them): the learner's code and
 * the harness run as one Judge0 submission holding every test, visible tests before hidden ones
 * ({@link testGroups}; two runs on a Judge0 without `test_steps`), plus the reference's for a
 * custom Run; expected answers never enter the sandbox. Each test's CPU time is the sandbox's count
 * for that test (`test_steps`), never the learner's process's. Records are judged here by the
 * problem's comparator (`judgeHarnessRun`). A custom Run (tests without `expectedOutput`) also runs
 * the reference solution on the same inputs, in parallel, and its answers are the Expected column;
 * where the reference gives none, the test's status is the learner's execution result.
 *
 * Per visible test: `output` the learner's answer (canonical JSON), `stdout` what the learner
 * printed during that call, `stderr` the error with the learner's line, `timeS` the test's CPU
 * time, `memoryKb` its run's peak unless hidden tests shared the run. A hidden test keeps only its
 * status: nothing its run printed, answered or measured is stored; the submission's aggregate time
 * and memory ({@link aggregateOf}) stand for it. A broken stored test or checker ends the job as
 * Internal Error with the reason (a content fault, not the learner's). `steps` remembers whether
 * the Judge0 honours `test_steps`: a combined run answered without per-test times is judged again
 * as two runs. With `storedPlan` (the job's tests are a stored test set), the tests' part of the
 * plan (inputs parsed and encoded, stored answers parsed) comes from the worker's cache, made once
 * per test set and version: only the learner's code and the nonce are new per job.
 * @throws Judge0Error when the Judge0 API fails (the processor decides whether to retry)
 */
export async function judgeHarnessJob(payload: ExecutionJobPayload, runSubmissions: RunSubmissions, steps: StepSupport = {}, storedPlan?: StoredTestPlan): Promise<ExecutionJobResult> {
  const harness = payload.harness;
  if (!harness) throw new Error('judgeHarnessJob needs a function-signature job');
  const timeLimitMs = Math.round(payload.cpuTimeLimitS * 1000);
  const groups = testGroups(payload, steps.honoured !== false);
  let plans: HarnessRunPlan[];
  let referencePlan: HarnessRunPlan | undefined;
  let compare: ReturnType<typeof problemComparator>;
  let stored: readonly JsonValue[][];
  try {
    // A cached plan is frozen: it is planned on a copy of the signature, so the job's own payload stays as it came.
    const planned = storedPlan ? storedPlan.cache.plan(storedPlan.key, harness.signature, layoutOf(groups), () => planRuns(payload, groups, structuredClone(harness.signature))) : planRuns(payload, groups, harness.signature);
    plans = planned.map((run) => planForTests(payload, payload.language, payload.sourceCode, run.tests));
    stored = planned.map((run) => run.stored);
    const custom = payload.tests.some((test) => !test.hidden && test.expectedOutput === undefined);
    if (custom && harness.reference) {
      const visible = groups[0].ordinals.slice(0, groups[0].visibleCount);
      referencePlan = planFor(payload, harness.reference.language, harness.reference.sourceCode, harness.signature, visible.map((ordinal) => payload.tests[ordinal].input));
    }
    compare = problemComparator(harness.comparator);
  } catch (error) {
    return { status: SubmissionStatus.InternalError, tests: [], reason: `Internal Error: the problem's tests or checker are broken: ${(error as Error).message}` };
  }
  try {
    return await judgeRuns(payload, runSubmissions, steps, { groups, plans, referencePlan, compare, stored, timeLimitMs, storedPlan });
  } finally {
    compare.dispose();
  }
}

/** What {@link judgeHarnessJob} planned for a job: its runs, the reference's, the comparator and the stored answers. */
interface JobPlan {
  groups: TestGroup[];
  plans: HarnessRunPlan[];
  referencePlan: HarnessRunPlan | undefined;
  compare: CompareAnswer;
  stored: readonly JsonValue[][];
  timeLimitMs: number;
  storedPlan: StoredTestPlan | undefined;
}

/** Sends a planned job's runs and judges them (the second half of {@link judgeHarnessJob}). */
async function judgeRuns(payload: ExecutionJobPayload, runSubmissions: RunSubmissions, steps: StepSupport, job: JobPlan): Promise<ExecutionJobResult> {
  const { groups, plans, referencePlan, compare, stored, timeLimitMs } = job;
  const runs = await runSubmissions(referencePlan ? [...plans.map((plan) => plan.submission), referencePlan.submission] : plans.map((plan) => plan.submission));
  const stepped = runs.slice(0, plans.length).every((run) => run.test_times !== undefined);
  if (!stepped && steps.honoured === undefined) {
    steps.honoured = false;
    // This Judge0 ignored `test_steps`: a run that held visible and hidden tests was not safe.
    if (groups.some((group) => group.visibleCount > 0 && group.visibleCount < group.ordinals.length)) return judgeHarnessJob(payload, runSubmissions, steps, job.storedPlan);
  } else if (stepped) steps.honoured = true;
  const fromReference = referencePlan ? referenceAnswers(referencePlan, runs[plans.length]) : [];
  const tests: ExecutionTestResult[] = new Array(payload.tests.length);
  const allVerdicts: TestVerdict[] = [];
  groups.forEach((group, at) => {
    const run = runs[at];
    const expected = stored[at].map((answer, index) => (answer === NO_EXPECTED ? (fromReference[index] ?? NO_EXPECTED) : answer));
    const verdicts = judgeHarnessRun(plans[at], { ...run, status_id: run.status.id as Judge0StatusId }, expected, compare, timeLimitMs, group.visibleCount);
    const sharedWithHidden = group.visibleCount < group.ordinals.length;
    allVerdicts.push(...verdicts);
    for (const verdict of verdicts) {
      const ordinal = group.ordinals[verdict.index];
      const { input } = payload.tests[ordinal];
      tests[ordinal] =
        verdict.index >= group.visibleCount
          ? hiddenTestResult(ordinal, verdict, input, expected[verdict.index], run)
          : visibleTestResult(ordinal, verdict, input, expected[verdict.index], sharedWithHidden ? null : run.memory);
    }
  });
  const hasHidden = payload.tests.some((test) => test.hidden);
  return { status: overallStatus(tests), tests, ...(hasHidden ? { aggregate: aggregateOf(allVerdicts, runs.slice(0, plans.length)) } : {}) };
}

/** A visible test's result: everything the learner may see of it; `memoryKb` its run's peak, when shown. */
function visibleTestResult(ordinal: number, verdict: TestVerdict, input: string, expected: JsonValue, memoryKb: number | null): ExecutionTestResult {
  const status = statusOfVerdict(verdict.verdict);
  const ran = verdict.verdict !== 'Not Run' && verdict.verdict !== 'Compilation Error';
  return {
    ordinal,
    passed: status === SubmissionStatus.Accepted,
    status,
    hidden: false,
    input: cap(input),
    stdout: cap(verdict.stdout || null),
    output: verdict.actual === undefined ? null : cap(canonicalJson(verdict.actual)),
    expected: expected === NO_EXPECTED ? null : cap(canonicalJson(expected)),
    stderr: cap(errorText(verdict)),
    compileOutput: verdict.verdict === 'Compilation Error' ? cap(verdict.message ?? '') : null,
    timeS: ran && verdict.cpuMs !== undefined ? verdict.cpuMs / 1000 : null,
    memoryKb: ran ? memoryKb : null,
  };
}

/**
 * A hidden test's result: its status and the stored test itself (input and expected answer, the
 * platform's own data, shown to admins only); nothing of what the learner's program printed,
 * answered or measured in that run. The compiler's output is kept (the compile step has no stdin);
 * a load error's message is not (the program wrote it, and a Judge0 without steps hands the
 * program every input at once).
 */
function hiddenTestResult(ordinal: number, verdict: TestVerdict, input: string, expected: JsonValue, run: Judge0Result): ExecutionTestResult {
  const status = statusOfVerdict(verdict.verdict);
  return {
    ordinal,
    passed: status === SubmissionStatus.Accepted,
    status,
    hidden: true,
    input: cap(input),
    stdout: null,
    output: null,
    expected: expected === NO_EXPECTED ? null : cap(canonicalJson(expected)),
    stderr: null,
    compileOutput: run.status.id === JUDGE0_STATUS.COMPILATION_ERROR ? cap(run.compile_output ?? '') : null,
    timeS: null,
    memoryKb: null,
  };
}
