import {
  type Comparator,
  type ExecutionJobPayload,
  type ExecutionJobResult,
  type ExecutionTestResult,
  type Judge0StatusId,
  type Judge0SubmissionRequest,
  LANGUAGE_IDS,
  type Language,
  type ProblemSignature,
  SubmissionStatus,
} from '@algosheets/contracts';
import {
  canonicalJson,
  comparatorFunction,
  type CompareAnswer,
  type HarnessRunPlan,
  judgeHarnessRun,
  type JsonValue,
  languageById,
  parseExpected,
  parseHarnessOutput,
  planHarnessRun,
  type TestVerdict,
  type TestVerdictName,
} from '@algosheets/judge';
import { compileChecker } from '@algosheets/judge/node';
import type { Judge0Result } from '../judge0/judge0.client';
import { MAX_STORED_TEXT, overallStatus } from './judging';

/** Runs Judge0 submissions and returns their finished results in order (the worker's Judge0 client). */
export type RunSubmissions = (items: Judge0SubmissionRequest[]) => Promise<Judge0Result[]>;

/** A test whose expected answer is unknown (a custom Run whose reference gave none). */
export const NO_EXPECTED: JsonValue = Object.freeze({ noExpected: true });

/**
 * The one table between the two verdict vocabularies: the harness's per-test names (Judge0's
 * spelling, `TestVerdictName` of @algosheets/judge) onto the spec's statuses (`SubmissionStatus`),
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
 * The spec's status of a test's verdict: every `Runtime Error (…)` is Runtime Error; a fault of
 * the judge (Internal Error, Exec Format Error) is Internal Error.
 */
export function statusOfVerdict(verdict: TestVerdictName): SubmissionStatus {
  return STATUS_OF_VERDICT[verdict] ?? (verdict.startsWith('Runtime Error') ? SubmissionStatus.RuntimeError : SubmissionStatus.InternalError);
}

function cap(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  return text.length <= MAX_STORED_TEXT ? text : `${text.slice(0, MAX_STORED_TEXT)}\n… [truncated ${text.length - MAX_STORED_TEXT} characters]`;
}

/** The error text of a failed test as the field shows it: `Line 4: IndexError: list index out of range`. */
export function errorText(verdict: TestVerdict): string | null {
  if (verdict.verdict === 'Accepted' || verdict.verdict === 'Not Run' || verdict.verdict === 'Compilation Error' || !verdict.message) return null;
  return verdict.line ? `Line ${verdict.line}: ${verdict.message}` : verdict.message;
}

/**
 * The one harness run of `code` in `language` on `inputs` (test-input text) under the job's limits.
 * @throws TestCaseError when an input does not match the signature; Error when the language has no harness
 */
export function planFor(payload: ExecutionJobPayload, language: Language, code: string, signature: ProblemSignature, inputs: string[]): HarnessRunPlan {
  const harnessLanguage = languageById(LANGUAGE_IDS[language]);
  if (!harnessLanguage) throw new Error(`no harness for ${language}`);
  return planHarnessRun({
    signature,
    language: harnessLanguage,
    code,
    inputs,
    timeLimitMs: Math.round(payload.cpuTimeLimitS * 1000),
    memoryLimitKb: payload.memoryLimitKb,
  });
}

/** The reference's answer per test, or {@link NO_EXPECTED} where it gave none (it failed on that input). */
export function referenceAnswers(plan: HarnessRunPlan, run: Judge0Result): JsonValue[] {
  const outputs = parseHarnessOutput(run.stdout ?? '', plan.nonce, plan.inputs.length);
  return outputs.map((output) => (output.state === 'recorded' && output.record.status === 'ok' ? (output.record.value ?? null) : NO_EXPECTED));
}

/**
 * The problem's comparator, accepting any answer to a test whose expected answer is
 * {@link NO_EXPECTED}; a `checker` is compiled into a `node:vm` of its own.
 * @throws Error when the checker's source does not compile
 */
export function problemComparator(comparator: Comparator): CompareAnswer {
  const base = comparatorFunction(comparator, comparator.kind === 'checker' ? compileChecker(comparator.source) : undefined);
  return (input, expected, actual) => expected === NO_EXPECTED || base(input, expected, actual);
}

/**
 * Judges a function-signature job (the platform's judging rule for them): the learner's code and
 * the harness run as ONE Judge0 submission holding every test; expected answers never enter it.
 * Records are judged here by the problem's comparator (`judgeHarnessRun`); a `checker` runs in a
 * `node:vm` of its own with a time limit. A custom Run (tests without `expectedOutput`) also runs the
 * reference solution on the same inputs, in parallel, and its answers are the Expected column;
 * where the reference gives none, the test's status is the learner's execution result.
 *
 * Per test: `output` the learner's answer (canonical JSON), `stdout` what the learner printed during
 * that call, `stderr` the error with the learner's line, `timeS` the call's CPU time; memory is the
 * run's peak (one process). A broken stored test or checker ends the job as Internal Error with the
 * reason (a content fault, not the learner's).
 * @throws Judge0Error when the Judge0 API fails (the processor decides whether to retry)
 */
export async function judgeHarnessJob(payload: ExecutionJobPayload, runSubmissions: RunSubmissions): Promise<ExecutionJobResult> {
  const harness = payload.harness;
  if (!harness) throw new Error('judgeHarnessJob needs a function-signature job');
  const timeLimitMs = Math.round(payload.cpuTimeLimitS * 1000);
  let plan: HarnessRunPlan;
  let referencePlan: HarnessRunPlan | undefined;
  let compare: CompareAnswer;
  let stored: JsonValue[];
  try {
    const inputs = payload.tests.map((test) => test.input);
    plan = planFor(payload, payload.language, payload.sourceCode, harness.signature, inputs);
    const needsReference = payload.tests.some((test) => test.expectedOutput === undefined);
    if (needsReference && harness.reference) referencePlan = planFor(payload, harness.reference.language, harness.reference.sourceCode, harness.signature, inputs);
    stored = payload.tests.map((test, index) =>
      test.expectedOutput === undefined ? NO_EXPECTED : parseExpected(harness.signature, plan.inputs[index], test.expectedOutput, index),
    );
    compare = problemComparator(harness.comparator);
  } catch (error) {
    return { status: SubmissionStatus.InternalError, tests: [], reason: `Internal Error: the problem's tests or checker are broken: ${(error as Error).message}` };
  }
  const runs = await runSubmissions(referencePlan ? [plan.submission, referencePlan.submission] : [plan.submission]);
  const [run, referenceRun] = runs;
  const fromReference = referencePlan && referenceRun ? referenceAnswers(referencePlan, referenceRun) : [];
  const expected = stored.map((answer, index) => (answer === NO_EXPECTED ? (fromReference[index] ?? NO_EXPECTED) : answer));
  const verdicts = judgeHarnessRun(plan, { ...run, status_id: run.status.id as Judge0StatusId }, expected, compare, timeLimitMs);
  const runTimeS = run.time === null ? null : Number.parseFloat(run.time);
  const tests = verdicts.map((verdict): ExecutionTestResult => {
    const status = statusOfVerdict(verdict.verdict);
    const ran = verdict.verdict !== 'Not Run' && verdict.verdict !== 'Compilation Error';
    const test = payload.tests[verdict.index];
    return {
      ordinal: verdict.index,
      passed: status === SubmissionStatus.Accepted,
      status,
      hidden: test.hidden ?? false,
      input: cap(test.input),
      stdout: cap(verdict.stdout || null),
      output: verdict.actual === undefined ? null : cap(canonicalJson(verdict.actual)),
      expected: expected[verdict.index] === NO_EXPECTED ? null : cap(canonicalJson(expected[verdict.index])),
      stderr: cap(errorText(verdict)),
      compileOutput: verdict.verdict === 'Compilation Error' ? cap(verdict.message ?? '') : null,
      timeS: verdict.cpuMs !== undefined ? verdict.cpuMs / 1000 : ran && runTimeS !== null && !Number.isNaN(runTimeS) ? runTimeS : null,
      memoryKb: ran ? run.memory : null,
    };
  });
  return { status: overallStatus(tests), tests };
}
