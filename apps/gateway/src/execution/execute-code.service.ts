import { randomUUID } from 'node:crypto';
import {
  type ApiSubmission,
  type ExecutionJobPayload,
  type ExecutionJobResult,
  type ExecutionTestInput,
  type Language,
  languageForId,
  Role,
  SubmissionStatus,
} from '@algosheets/contracts';
import { Problem, Submission, TestCase, TestCaseResult } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { PinoLogger, InjectPinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ProblemNotFoundException } from '../problems/problems.errors';
import { toApiSubmission } from '../submissions/submission-view';
import type { ExecuteCodeDto } from './execute-code.dto';
import { ExecutionLimitsService, type ExecutionSlot } from './execution-limits.service';
import { ExecutionQueueService } from './execution-queue.service';
import { ExecutionQueueFullException, ExecutionTimedOutException, NothingToRunException, UnsupportedLanguageException } from './execution.errors';

/** The answer of `/execute-code`: 200 with a verdict, or 202 with a Pending submission to poll. */
export interface ExecuteCodeOutcome {
  httpStatus: 200 | 202;
  message: string;
  submission: ApiSubmission;
}

/** Same-looking inputs: the web app may add or drop a final newline or trailing spaces. */
function sameInput(a: string, b: string): boolean {
  return a.trimEnd() === b.trimEnd();
}

/**
 * Run and Submit (DESIGN.md section 2; issue 6). In order: per-user limits (429), the problem and
 * its tests (404/400), the queue-depth guard (503 + Retry-After), then
 * - **Submit**: inserts a `Pending` row, enqueues a job whose id is the row's id, and judges all
 *   stored test cases, hidden included; the client's inputs and expected outputs are ignored;
 * - **Run**: judges the samples with their stored outputs, or the client's inputs when they differ
 *   from the samples (no expected output then: the status is the execution result); never stored.
 * It then awaits the job up to `EXECUTION_WAIT_MS`: past it a Submit answers 202 with the Pending
 * submission (poll `GET /submission/{id}`), a Run 503 with Retry-After.
 */
@Injectable()
export class ExecuteCodeService {
  private readonly settings: GatewayConfig['execution'];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: ExecutionQueueService,
    private readonly limits: ExecutionLimitsService,
    @InjectPinoLogger('ExecuteCode') private readonly logger: PinoLogger,
    configService: ConfigService,
  ) {
    this.settings = configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).execution;
  }

  /**
   * @throws UnsupportedLanguageException, ProblemNotFoundException, NothingToRunException (400/404),
   *   ExecutionRateLimitedException (429), ExecutionQueueFullException / ExecutionTimedOutException (503)
   */
  async execute(user: AuthUser, body: ExecuteCodeDto, requestId: string): Promise<ExecuteCodeOutcome> {
    const language = languageForId(body.language_id);
    if (!language) throw new UnsupportedLanguageException(body.language_id);
    const problem = await this.dataSource.getRepository(Problem).findOneBy({ id: body.problemId });
    if (!problem) throw new ProblemNotFoundException();
    const testCases = await this.dataSource.getRepository(TestCase).find({ where: { problemId: problem.id }, order: { ordinal: 'ASC' } });
    const tests = body.store ? this.submitTests(testCases) : this.runTests(testCases, body.stdin);
    if (tests.length === 0) throw new NothingToRunException(body.store ? 'This problem has no test cases yet' : 'Nothing to run: give at least one input');

    const executionId = randomUUID();
    const slot = await this.limits.acquire(user.id, executionId);
    try {
      const waiting = await this.queue.waitingCount();
      if (waiting >= this.settings.queueMaxWaiting) {
        this.logger.warn({ waiting, bound: this.settings.queueMaxWaiting }, 'execution queue over its bound; refusing');
        throw new ExecutionQueueFullException(this.settings.retryAfterS);
      }
      const payload: ExecutionJobPayload = {
        kind: body.store ? 'submit' : 'run',
        requestId,
        userId: user.id,
        problemId: problem.id,
        language,
        sourceCode: body.source_code,
        tests,
        cpuTimeLimitS: problem.timeLimitMs / 1000,
        memoryLimitKb: problem.memoryLimitKb,
      };
      return body.store ? await this.submit(user, payload, slot) : await this.run(user, payload, executionId);
    } finally {
      // A 202 hands the slot to the background wait (see submit), which releases it itself.
      if (!body.store) await slot.release();
    }
  }

  private submitTests(testCases: TestCase[]): ExecutionTestInput[] {
    return testCases.map((test) => ({ input: test.input, expectedOutput: test.output, hidden: !test.isSample }));
  }

  private runTests(testCases: TestCase[], stdin: string[]): ExecutionTestInput[] {
    const samples = testCases.filter((test) => test.isSample);
    const asSamples = stdin.length === 0 || (stdin.length === samples.length && stdin.every((input, index) => sameInput(input, samples[index].input)));
    if (asSamples) return samples.map((test) => ({ input: test.input, expectedOutput: test.output }));
    return stdin.map((input) => ({ input }));
  }

  private async run(user: AuthUser, payload: ExecutionJobPayload, executionId: string): Promise<ExecuteCodeOutcome> {
    const job = await this.queue.add(payload, `run-${executionId}`);
    const outcome = await this.queue.wait(job, this.settings.waitMs);
    if (outcome.kind === 'timeout') {
      await this.queue.discard(job);
      throw new ExecutionTimedOutException('The run did not finish in time, please retry', this.settings.retryAfterS);
    }
    const result: ExecutionJobResult =
      outcome.kind === 'completed' ? outcome.result : { status: SubmissionStatus.InternalError, tests: [], reason: outcome.reason };
    const now = new Date();
    const submission = toApiSubmission(
      {
        id: null,
        userId: user.id,
        problemId: payload.problemId ?? '',
        language: payload.language,
        sourceCode: payload.sourceCode,
        status: result.status,
        stdout: JSON.stringify(result.tests.map((test) => test.stdout)),
        stderr: result.reason ?? JSON.stringify(result.tests.map((test) => test.stderr)),
        compileOutput: result.tests.find((test) => test.compileOutput !== null)?.compileOutput ?? null,
        time: null,
        memory: null,
        createdAt: now,
        updatedAt: now,
      },
      result.tests,
      { revealHidden: user.role === Role.Admin },
    );
    return { httpStatus: 200, message: 'Code executed successfully', submission };
  }

  private async submit(user: AuthUser, payload: ExecutionJobPayload, slot: ExecutionSlot): Promise<ExecuteCodeOutcome> {
    const repository = this.dataSource.getRepository(Submission);
    const inserted = await repository.insert({
      userId: user.id,
      problemId: payload.problemId ?? undefined,
      language: payload.language as Language,
      sourceCode: payload.sourceCode,
      status: SubmissionStatus.Pending,
    });
    const submissionId = String(inserted.identifiers[0].id);
    let job;
    try {
      job = await this.queue.add({ ...payload, submissionId }, submissionId);
    } catch (error) {
      // Not enqueued: drop the row so the learner is not left with a Pending submission (the
      // reconciler would re-enqueue it if this delete fails too).
      await repository.delete({ id: submissionId }).catch(() => undefined);
      await slot.release();
      throw error;
    }
    const outcome = await this.queue.wait(job, this.settings.waitMs);
    if (outcome.kind === 'timeout') {
      void this.queue.wait(job, this.limits.leaseMs).finally(() => slot.release());
    } else {
      await slot.release();
    }
    const view = await this.view(submissionId, user);
    const pending = view.status === SubmissionStatus.Pending;
    return {
      httpStatus: pending ? 202 : 200,
      message: pending ? `Submission queued; poll GET /api/v1/submission/${submissionId} for the verdict` : 'Code executed successfully',
      submission: view,
    };
  }

  private async view(submissionId: string, user: AuthUser): Promise<ApiSubmission> {
    const submission = await this.dataSource.getRepository(Submission).findOneByOrFail({ id: submissionId });
    const results = await this.dataSource.getRepository(TestCaseResult).findBy({ submissionId });
    return toApiSubmission(submission, results, { revealHidden: user.role === Role.Admin });
  }
}
