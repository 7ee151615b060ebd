import { randomUUID } from 'node:crypto';
import { type ExecutionJobPayload, type ExecutionJobResult, type ExecutionTestResult, Language, SubmissionStatus, type TimeLimitsMs, timeLimitMsFor } from '@algosheets/contracts';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ExecutionQueueService } from './execution-queue.service';
import { ExecutionTimedOutException, ReferenceSolutionFailedException } from './execution.errors';

/**
 * What {@link ReferenceSolutionValidator.validate} checks: limits in ms and KB, tests in order,
 * judged through the harness of the problem's signature. A test whose `output` is blank has no
 * expected answer: the reference only has to return one, which the result carries (`tests[i].output`).
 */
export interface ProblemToValidate {
  timeLimitMs: number;
  /** Per-language limits (ms); each reference is run with its language's ({@link timeLimitMsFor}). */
  timeLimitsMs?: TimeLimitsMs | null;
  memoryLimitKb: number;
  referenceSolutions: Partial<Record<Language, string>>;
  testcases: { input: string; output: string }[];
  /** The problem's signature and comparator: the references are judged through the harness. */
  harness: ExecutionJobPayload['harness'];
}

/** Longest compile output quoted in the error message, in characters. */
const QUOTED_OUTPUT = 2000;
/** Longest input, expected or actual output of a failing test quoted in the error message, in characters. */
const QUOTED_TEST_TEXT = 300;

/** `text` without its trailing line breaks, cut to `QUOTED_TEST_TEXT` characters with a note of how many more there were. */
function quoteTestText(text: string): string {
  const trimmed = text.replace(/[\r\n]+$/, '');
  if (trimmed.length <= QUOTED_TEST_TEXT) return trimmed;
  const more = trimmed.length - QUOTED_TEST_TEXT;
  return `${trimmed.slice(0, QUOTED_TEST_TEXT)}… (${more} more character${more === 1 ? '' : 's'})`;
}

/**
 * The lines naming what a failing test was given and what it should and did answer: the input and
 * the expected output as the problem gives them (the admin's own text, never the worker's copy),
 * and the reference's JSON answer when it gave one; each cut to `QUOTED_TEST_TEXT`. Nothing else of
 * the run (no stdout, no stderr) is quoted.
 */
export function failingTestLines(test: { input: string; output: string }, result: Pick<ExecutionTestResult, 'output'> | undefined): string[] {
  const actual = result?.output;
  return [
    `Input: ${quoteTestText(test.input)}`,
    `Expected: ${test.output.trim() === '' ? '(left blank: any answer)' : quoteTestText(test.output)}`,
    ...(actual === null || actual === undefined ? [] : [`Actual: ${quoteTestText(actual)}`]),
  ];
}

/**
 * Checks a problem before it is created or updated: every reference solution given is run
 * against every test case through the execution pipeline, as one `validate` job per language, all
 * in parallel. Used by the catalogue's create/update endpoints.
 */
@Injectable()
export class ReferenceSolutionValidator {
  private readonly settings: GatewayConfig['execution'];

  constructor(
    private readonly queue: ExecutionQueueService,
    configService: ConfigService,
  ) {
    this.settings = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).execution;
  }

  /**
   * Resolves when every reference solution passes every test.
   * @throws as {@link validateAndAnswer}
   */
  async validate(problem: ProblemToValidate, requestId?: string): Promise<void> {
    await this.validateAndAnswer(problem, requestId);
  }

  /**
   * Resolves when every reference solution passes every test, with each language's job result
   * (its answers: `tests[i].output` for a function-signature problem).
   * @param requestId the HTTP request's id, for the worker's logs
   * @throws ReferenceSolutionFailedException (400) naming the language and the 1-based test that
   *   failed with its status, then on lines of their own its input, expected and actual output
   *   ({@link failingTestLines}), or quoting the compile error; `details` is keyed
   *   `referenceSolutions.<LANGUAGE>` (the whole message) and, for a failing test, `testcases.<index>`
   * @throws ExecutionTimedOutException (503) when the checks do not finish within `VALIDATION_WAIT_MS`
   *   or the runner failed (Internal Error)
   */
  async validateAndAnswer(problem: ProblemToValidate, requestId: string = randomUUID()): Promise<Partial<Record<Language, ExecutionJobResult>>> {
    const entries = (Object.entries(problem.referenceSolutions) as [Language, string | undefined][]).filter(
      (entry): entry is [Language, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    );
    if (entries.length === 0 || problem.testcases.length === 0) return {};
    const outcomes = await Promise.all(
      entries.map(async ([language, sourceCode]) => {
        const job = await this.queue.add(
          {
            kind: 'validate',
            requestId,
            userId: null,
            problemId: null,
            language,
            sourceCode,
            tests: problem.testcases.map((test) => (test.output.trim() === '' ? { input: test.input } : { input: test.input, expectedOutput: test.output })),
            cpuTimeLimitS: timeLimitMsFor(problem, language) / 1000,
            memoryLimitKb: problem.memoryLimitKb,
            harness: problem.harness,
          },
          `validate-${randomUUID()}`,
        );
        return { language, outcome: await this.queue.wait(job, this.settings.validationWaitMs) };
      }),
    );
    const results: Partial<Record<Language, ExecutionJobResult>> = {};
    for (const { language, outcome } of outcomes) {
      if (outcome.kind === 'timeout') throw new ExecutionTimedOutException(`Validating the ${language} reference solution did not finish in time`, this.settings.retryAfterS);
      if (outcome.kind === 'failed') throw new ExecutionTimedOutException(`Validating the ${language} reference solution failed: ${outcome.reason}`, this.settings.retryAfterS);
      this.check(language, outcome.result, problem);
      results[language] = outcome.result;
    }
    return results;
  }

  private check(language: Language, result: ExecutionJobResult, problem: ProblemToValidate): void {
    if (result.status === SubmissionStatus.Accepted) return;
    if (result.status === SubmissionStatus.InternalError && result.tests.length === 0) {
      throw new ExecutionTimedOutException(`Validating the ${language} reference solution failed: ${result.reason ?? 'Internal Error'}`, this.settings.retryAfterS);
    }
    const failing = result.tests.find((test) => !test.passed);
    if (result.status === SubmissionStatus.CompileError) {
      const message = `The ${language} reference solution does not compile: ${(failing?.compileOutput ?? '').slice(0, QUOTED_OUTPUT)}`;
      throw new ReferenceSolutionFailedException(message, { [`referenceSolutions.${language}`]: [message] });
    }
    const ordinal = failing?.ordinal ?? 0;
    const test = problem.testcases[ordinal];
    const headline = `The ${language} reference solution fails test ${ordinal + 1}: ${result.status}`;
    const message = test ? [headline, ...failingTestLines(test, failing)].join('\n') : headline;
    throw new ReferenceSolutionFailedException(message, {
      [`referenceSolutions.${language}`]: [message],
      ...(test ? { [`testcases.${ordinal}`]: [`The ${language} reference solution fails this test: ${result.status}`] } : {}),
    });
  }
}
