import type { HarnessLanguage } from '../harness/harness-language';
import { harnessHeaderStep, harnessTestSteps, newNonce, parseHarnessOutput, recordsPrefixLength } from '../harness/harness-protocol';
import type { Judge0TestSteps, ProblemSignature } from '@algosheets/contracts';
import type { JsonValue } from '../values/json-value';
import { checkAnswerValue, parseTestInput } from '../values/typed-value';
import type { CompareAnswer } from './comparators';
import { type HarnessRunResult, judgeRun, type TestVerdict } from './judge-run';

/** Judge0 CE's largest accepted limits: a request beyond them is refused with 422. */
export const JUDGE0_MAX_LIMITS = { cpuTimeS: 15, wallTimeS: 20, memoryKb: 512_000, minMemoryKb: 2048, maxFileSizeKb: 4096 } as const;

/**
 * CPU time a run gets besides its tests, s: the runtime's start-up and the harness's parsing
 * (a JVM spends about a second of CPU, counted over all its threads, before `main`).
 */
export const RUN_STARTUP_ALLOWANCE_S = 2;

/** The Judge0 limit fields of one harness run. */
export interface HarnessRunLimits {
  /** CPU time of the whole run, s. */
  cpu_time_limit: number;
  /** Extra CPU time Judge0 lets a run use before killing it, so it can report the real time, s. */
  cpu_extra_time: number;
  /** Wall time of the whole run, s. */
  wall_time_limit: number;
  /** Memory of the run, KB. */
  memory_limit: number;
  /** Largest output, KB: every record of the run goes to stdout. */
  max_file_size: number;
}

/**
 * The limits of one run holding `testCount` tests (the rule of function-signature judging): CPU
 * time is the per-test limit times the tests plus {@link RUN_STARTUP_ALLOWANCE_S}, bounded by
 * Judge0 CE's 15 s (each test is still held to its own limit, by the sandbox's per-test count);
 * wall time twice that plus 1 s (a blocked program uses no CPU), bounded by 20 s; memory is the
 * problem's, for the run's peak; output is Judge0's largest, 4096 KB, as every test's record
 * (answer and up to 64 KB of the learner's prints) shares one stdout.
 */
export function harnessRunLimits(timeLimitMs: number, memoryLimitKb: number, testCount: number): HarnessRunLimits {
  const max = JUDGE0_MAX_LIMITS;
  const cpu = Math.min(max.cpuTimeS, Math.max(0.5, (timeLimitMs / 1000) * Math.max(1, testCount) + RUN_STARTUP_ALLOWANCE_S));
  return {
    cpu_time_limit: Number(cpu.toFixed(3)),
    cpu_extra_time: 0.5,
    wall_time_limit: Math.min(max.wallTimeS, Number((cpu * 2 + 1).toFixed(3))),
    memory_limit: Math.min(max.memoryKb, Math.max(max.minMemoryKb, memoryLimitKb)),
    max_file_size: max.maxFileSizeKb,
  };
}

/** What {@link planHarnessRun} needs: the problem, the learner's code and the tests' inputs. */
export interface HarnessRunRequest {
  signature: ProblemSignature;
  language: HarnessLanguage;
  /** The learner's code (or a reference solution), as written. */
  code: string;
  /** Each test's input text: one JSON value per line (LeetCode's test-case text). */
  inputs: string[];
  /** Per-test CPU time limit, ms. */
  timeLimitMs: number;
  /** Memory limit of the run, KB. */
  memoryLimitKb: number;
}

/**
 * One Judge0 submission carrying every test of a run: the program (learner code joined with the
 * generated harness), stdin (nonce and all inputs) in its `test_steps`, the limits; plus what
 * judging the result needs (the signature, the nonce, the parsed inputs).
 */
export interface HarnessRunPlan {
  submission: HarnessRunLimits & { source_code: string; language_id: number; stdin: string; compiler_options?: string; test_steps: Judge0TestSteps };
  signature: ProblemSignature;
  nonce: string;
  /** Each test's arguments as parsed against the signature (passed to the comparator). */
  inputs: JsonValue[][];
}

const utf8 = new TextEncoder();

/**
 * A run's tests planned for a signature, without any program: each test's arguments as parsed
 * against the signature, the stdin steps carrying them (all but the nonce's, joined) and each
 * step's size in UTF-8 bytes. {@link planHarnessRunOn} adds a program and a fresh nonce, so one
 * `PlannedTests` serves every run of the same tests (the worker keeps them per stored test set).
 */
export interface PlannedTests {
  signature: ProblemSignature;
  /** Each test's arguments as parsed against the signature. */
  inputs: JsonValue[][];
  /** Steps 1 to n of the stdin (`harnessTestSteps`), joined. */
  body: string;
  /** Size of each of those steps, bytes of UTF-8. */
  sizes: number[];
}

/**
 * Parses and encodes the tests of a run (`inputs`: each test's input text, one JSON value per line).
 * @throws TestCaseError when an input does not match the signature (naming the case, from 1, and
 * the parameter)
 */
export function planTests(signature: ProblemSignature, inputs: string[]): PlannedTests {
  const parsed = inputs.map((text, index) => parseTestInput(signature, text, index));
  const steps = harnessTestSteps(parsed);
  return { signature, inputs: parsed, body: steps.join(''), sizes: steps.map((step) => utf8.encode(step).length) };
}

/** What {@link planHarnessRunOn} adds to planned tests: the program and its limits. */
export type HarnessProgram = Omit<HarnessRunRequest, 'signature' | 'inputs'>;

/**
 * Plans the one sandbox run of a Run or Submit.
 * @throws TestCaseError when an input does not match the signature (naming the case, from 1, and
 * the parameter): the caller answers 400 or, for stored tests, reports the broken test
 * @throws Error when the signature's names cannot be generated in the language
 */
export function planHarnessRun(request: HarnessRunRequest): HarnessRunPlan {
  return planHarnessRunOn(planTests(request.signature, request.inputs), request);
}

/**
 * The run of `program` on tests planned before ({@link planTests}), with a fresh nonce. `tests` is
 * only read: the plan shares its inputs (and the worker's cached tests are frozen).
 * @throws Error when the signature's names cannot be generated in the language
 */
export function planHarnessRunOn(tests: PlannedTests, program: HarnessProgram): HarnessRunPlan {
  const nonce = newNonce();
  const header = harnessHeaderStep(nonce, tests.inputs.length);
  return {
    signature: tests.signature,
    nonce,
    inputs: tests.inputs,
    submission: {
      source_code: program.language.program(tests.signature, program.code),
      language_id: program.language.id,
      stdin: header + tests.body,
      test_steps: { mark: nonce, sizes: [utf8.encode(header).length, ...tests.sizes], cpu_time_limit: program.timeLimitMs / 1000 },
      ...(program.language.compilerOptions ? { compiler_options: program.language.compilerOptions } : {}),
      ...harnessRunLimits(program.timeLimitMs, program.memoryLimitKb, tests.inputs.length),
    },
  };
}

/**
 * The plan of another program on the same tests: `plan`'s inputs, nonce, stdin and limits with
 * `code` in `language` joined with that language's harness. Saves parsing the inputs again when
 * several programs run on one large set (a complexity measurement's solution, reference and
 * baseline); each run still gets its own copy of the submission, limits included, to adjust.
 * @throws Error when the signature's names cannot be generated in the language
 */
export function planSameTests(plan: HarnessRunPlan, language: HarnessLanguage, code: string): HarnessRunPlan {
  const { compiler_options: _previous, ...submission } = plan.submission;
  return {
    ...plan,
    submission: {
      ...submission,
      test_steps: { ...submission.test_steps },
      source_code: language.program(plan.signature, code),
      language_id: language.id,
      ...(language.compilerOptions ? { compiler_options: language.compilerOptions } : {}),
    },
  };
}

/**
 * Judges the finished run of a {@link HarnessRunPlan}: parses its records with the plan's nonce
 * and gives each test its verdict ({@link judgeRun}). `expected[i]` is test i's expected answer
 * (parsed with `parseExpected`), `compare` the problem's comparator. With `visibleCount`, the run
 * held that many visible tests before hidden ones: the visible tests are judged from stdout up to
 * their last record only ({@link recordsPrefixLength}), so nothing the program wrote once it could
 * hold a hidden input bears on a verdict a learner sees in full.
 * @throws Error when the run is still pending or `expected` does not hold one answer per test
 */
export function judgeHarnessRun(plan: HarnessRunPlan, run: HarnessRunResult, expected: JsonValue[], compare: CompareAnswer, timeLimitMs: number, visibleCount?: number): TestVerdict[] {
  const checkAnswer = (input: JsonValue[], answer: JsonValue): JsonValue => checkAnswerValue(plan.signature, input, answer, 'the answer');
  const judge = (stdout: string, count: number): TestVerdict[] =>
    judgeRun({
      run: { ...run, stdout },
      outputs: parseHarnessOutput(stdout, plan.nonce, count),
      inputs: plan.inputs.slice(0, count),
      expected: expected.slice(0, count),
      compare,
      checkAnswer,
      timeLimitMs,
    });
  const stdout = run.stdout ?? '';
  const all = judge(stdout, plan.inputs.length);
  if (visibleCount === undefined || visibleCount >= plan.inputs.length) return all;
  const visible = judge(stdout.slice(0, recordsPrefixLength(stdout, plan.nonce, visibleCount)), visibleCount);
  return [...visible, ...all.slice(visibleCount)];
}
