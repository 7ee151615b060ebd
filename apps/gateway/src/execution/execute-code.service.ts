import { randomUUID } from 'node:crypto';
import {
  type ApiSubmission,
  COMPLEXITY_CLASSES,
  COMPLEXITY_MAX_RUNS,
  type ComplexityResult,
  COUNTEREXAMPLE_RUNS_PER_BATCH,
  type Comparator,
  type CounterexampleResult,
  type ExecutionJobData,
  type ExecutionJobPayload,
  type ExecutionJobResult,
  type ExecutionTestInput,
  type ExecutionTestSetRef,
  Language,
  languageForId,
  type ProblemComplexity,
  type ProblemSignature,
  Role,
  SubmissionStatus,
  type TimeLimitsMs,
  timeLimitMsFor,
} from '@algosheets/contracts';
import { isGenerable, parseTestInput, TestCaseError } from '@algosheets/judge';
import { ComplexityAnalysis, Submission } from '@algosheets/database';
import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { PinoLogger, InjectPinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ProblemNotFoundException } from '../problems/problems.errors';
import { toApiSubmission } from '../submissions/submission-view';
import { readTestResults } from '../submissions/test-result-rows';
import type { ComplexityDto, CounterexampleDto, ExecuteCodeDto } from './execute-code.dto';
import { ExecutionLimitsService, type ExecutionSlot } from './execution-limits.service';
import { ExecutionQueueService } from './execution-queue.service';
import {
  ComplexityFailedException,
  CounterexampleFailedException,
  ExecutionQueueFullException,
  ExecutionTimedOutException,
  InvalidTestCaseException,
  NoComplexityDeclarationException,
  NoInputGeneratorException,
  NothingToRunException,
  UnsupportedLanguageException,
} from './execution.errors';
import { executionJobPriority } from './job-priority';

/**
 * The 202 answer's message. It may reach a learner's screen through any client, so it names no API
 * path; API clients read the pending submission's id from the body and wait on its long poll.
 */
export const PENDING_MESSAGE = 'Submission queued: its verdict follows as soon as it is judged';

/** The answer of `/execute-code`: 200 with a verdict, or 202 with a Pending submission to poll. */
export interface ExecuteCodeOutcome {
  httpStatus: 200 | 202;
  message: string;
  submission: ApiSubmission;
}

/** The columns of a problem an execution reads, with how many test cases it has. */
interface ProblemRow {
  timeLimitMs: number;
  timeLimitsMs: TimeLimitsMs | null;
  testSetVersion: number;
  testCount: number;
  memoryLimitKb: number;
  signature: ProblemSignature;
  comparator: Comparator | null;
  complexity: ProblemComplexity | null;
  referenceSolutions: Partial<Record<Language, string>>;
}

/**
 * The reference a custom Run's Expected (and the counterexample finder's answers) come from: the
 * learner's language, else Python, else any.
 */
function referenceFor(problem: ProblemRow, language: Language): { language: Language; sourceCode: string } | undefined {
  const order = [language, Language.Python, ...(Object.keys(problem.referenceSolutions) as Language[])];
  const chosen = order.find((candidate) => problem.referenceSolutions[candidate]);
  return chosen ? { language: chosen, sourceCode: problem.referenceSolutions[chosen] as string } : undefined;
}

/**
 * The columns of {@link ProblemRow} of a live problem with a signature, by id ($1). Raw SQL on the measured hot path:
 * bench/execution/README.md ("Where the time went") records request → job ~15 → ~12 ms with the
 * Run/Submit reads and the Pending insert in plain SQL; the counterexample finder shares this read.
 */
const PROBLEM_QUERY = `SELECT time_limit_ms AS "timeLimitMs", time_limits_ms AS "timeLimitsMs", memory_limit_kb AS "memoryLimitKb", signature, comparator, complexity, reference_solutions AS "referenceSolutions",
  test_set_version AS "testSetVersion", (SELECT count(*) FROM test_cases WHERE problem_id = problems.id)::int AS "testCount"
  FROM problems WHERE id = $1 AND deleted_at IS NULL AND signature IS NOT NULL`;

/**
 * How much longer than the finder's budget the gateway awaits its answer, ms: the wait for a
 * worker, and the last batch, which may start just before the deadline and compile (a JVM's
 * compile takes about 2 s) before its run limits, bounded by the deadline, apply.
 */
const COUNTEREXAMPLE_WAIT_MARGIN_MS = 5000;

/**
 * How long the gateway awaits a growth analysis, ms: its runs' CPU budgets (10 s in all, two runs
 * at once), the compiles, the wait for a worker and drawing a problem's inputs the first time.
 */
const COMPLEXITY_WAIT_MS = 30_000;


/**
 * The fields a job that runs the learner's code against the problem's reference on inputs it draws
 * itself shares (a counterexample search, a growth analysis): no tests, the problem's limits in the
 * learner's language, the signature, comparator and reference; the caller adds its kind.
 */
function referenceJob(
  user: AuthUser,
  body: CounterexampleDto,
  requestId: string,
  language: Language,
  problem: ProblemRow,
  { signature, reference }: { signature: ProblemSignature; reference: { language: Language; sourceCode: string } },
): Omit<ExecutionJobPayload, 'kind'> {
  return {
    requestId,
    userId: user.id,
    problemId: body.problemId,
    language,
    sourceCode: body.source_code,
    tests: [],
    cpuTimeLimitS: timeLimitMsFor(problem, language) / 1000,
    memoryLimitKb: problem.memoryLimitKb,
    harness: { signature, comparator: problem.comparator ?? { kind: 'exact' }, reference },
  };
}

/** Same-looking inputs: the web app may add or drop a final newline or trailing spaces. */
function sameInput(a: string, b: string): boolean {
  return a.trimEnd() === b.trimEnd();
}

/**
 * Run and Submit through the execution pipeline, one path for every problem (each has a function
 * signature; the whole-program migration left none without, so a row without one reads as no
 * problem). In order: per-user limits (429), the problem and
 * its tests (404/400), the queue-depth guard (503 + Retry-After), then
 * - **Submit**: inserts a `Pending` row, enqueues a job whose id is the row's id, and judges all
 *   stored test cases, hidden included; the client's inputs and expected outputs are ignored;
 * - **Run**: judges the samples with their stored outputs, or the client's inputs when they differ
 *   from the samples; never stored. Custom inputs are checked against the problem's signature (400
 *   naming the case and parameter) and the problem's reference solution runs on them for the
 *   Expected column (without a reference the status is the execution result).
 * Stored test cases travel by reference (problem id and test-set version, `ExecutionTestSetRef`):
 * the worker reads them from PostgreSQL, so a job in Redis holds the source code, not the tests.
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
    // Raw SQL on the measured hot path every Run and Submit takes: with these reads and the Pending
    // insert in plain SQL, request → job went ~15 → ~12 ms (bench/execution/README.md, "Where the time went").
    // A Run compares the client's inputs with the samples; a Submit reads no test case at all.
    const [problems, samples] = await Promise.all([
      this.dataSource.query<ProblemRow[]>(PROBLEM_QUERY, [body.problemId]),
      body.store ? [] : this.dataSource.query<{ input: string }[]>('SELECT input FROM test_cases WHERE problem_id = $1 AND is_sample ORDER BY ordinal', [body.problemId]),
    ]);
    const problem = problems[0];
    if (!problem) throw new ProblemNotFoundException();
    const tests = body.store ? this.submitTests(body.problemId, problem) : this.runTests(body.problemId, problem, samples, body.stdin);
    if (!tests) throw new NothingToRunException(body.store ? 'This problem has no test cases yet' : 'Nothing to run: give at least one input');
    const signature = problem.signature;
    if ('tests' in tests) {
      tests.tests.forEach((test, index) => {
        if (test.expectedOutput !== undefined) return;
        try {
          parseTestInput(signature, test.input, index);
        } catch (error) {
          if (error instanceof TestCaseError) throw new InvalidTestCaseException(error.message);
          throw error;
        }
      });
    }
    const reference = body.store ? undefined : referenceFor(problem, language);

    const executionId = randomUUID();
    const slot = await this.limits.acquire(user.id, executionId);
    // A job that reaches the queue hands its slot to run() or submit(), which release it when the job ends.
    let handedOver = false;
    try {
      await this.refuseOverBound();
      const payload: ExecutionJobData = {
        kind: body.store ? 'submit' : 'run',
        requestId,
        userId: user.id,
        problemId: body.problemId,
        language,
        sourceCode: body.source_code,
        ...tests,
        cpuTimeLimitS: timeLimitMsFor(problem, language) / 1000,
        memoryLimitKb: problem.memoryLimitKb,
        harness: { signature, comparator: problem.comparator ?? { kind: 'exact' }, ...(reference ? { reference } : {}) },
      };
      handedOver = true;
      if (!body.store) return await this.run(user, payload, executionId, slot);
      return await this.submit(user, payload, slot);
    } finally {
      if (!handedOver) await slot.release();
    }
  }

  /**
   * The counterexample finder (`POST /execute-code/counterexample`): in order the language (400),
   * the problem (404), whether its signature can generate inputs and it has a reference (409), the
   * per-user limits (429: the search's first batch counts two runs) and the queue's bound (503);
   * then a `counterexample` job searches for `counterexampleBudgetMs` with at most
   * `counterexampleMaxRuns` sandbox runs, every one counted against the learner's executions per
   * minute (reserved before, the unused ones given back after), and the answer is awaited a little
   * longer (the last batch's compile and the wait for a worker), never retried. The learner's code is compared with the reference in
   * their language, else another one (as a custom Run's Expected). Nothing is stored.
   * @throws UnsupportedLanguageException (400), ProblemNotFoundException (404),
   *   NoInputGeneratorException (409), ExecutionRateLimitedException (429),
   *   ExecutionQueueFullException / ExecutionTimedOutException / CounterexampleFailedException (503)
   */
  async findCounterexample(user: AuthUser, body: CounterexampleDto, requestId: string): Promise<CounterexampleResult> {
    const language = languageForId(body.language_id);
    if (!language) throw new UnsupportedLanguageException(body.language_id);
    const [problem] = await this.dataSource.query<ProblemRow[]>(PROBLEM_QUERY, [body.problemId]);
    if (!problem) throw new ProblemNotFoundException();
    const signature = problem.signature;
    if (!isGenerable(signature)) throw new NoInputGeneratorException('This problem has no input generator yet: the counterexample finder cannot draw inputs for it');
    const reference = referenceFor(problem, language);
    if (!reference) throw new NoInputGeneratorException('This problem has no reference solution to compare with');
    const executionId = randomUUID();
    // Every sandbox run of the search counts: its first batch when the slot is taken, and as many
    // more as the learner's minute has left (up to the cap) reserved now; what the worker reports
    // unused is given back.
    const { slot, reservation } = await this.slotWithRuns(user.id, executionId, COUNTEREXAMPLE_RUNS_PER_BATCH, this.settings.counterexampleMaxRuns - COUNTEREXAMPLE_RUNS_PER_BATCH);
    const budgetMs = this.settings.counterexampleBudgetMs;
    const payload: ExecutionJobData = {
      ...referenceJob(user, body, requestId, language, problem, { signature, reference }),
      kind: 'counterexample',
      counterexample: { budgetMs, maxRuns: COUNTEREXAMPLE_RUNS_PER_BATCH + reservation.runs },
    };
    const result = await this.awaitUnstored(payload, `counterexample-${executionId}`, slot, budgetMs + COUNTEREXAMPLE_WAIT_MARGIN_MS, 'The search did not finish in time, please retry', 1);
    if (!result.counterexample) throw new CounterexampleFailedException(result.reason ?? 'the worker gave no answer', this.settings.retryAfterS);
    await reservation.settle(result.counterexample.runs - COUNTEREXAMPLE_RUNS_PER_BATCH);
    return result.counterexample;
  }

  /**
   * The growth analysis (`POST /execute-code/complexity`): in order the language (400), the problem
   * (404), whether it declares a complexity and has a reference (409), the per-user limits (429:
   * the learner's run counts; the reference's and the harness baseline's, which the worker measures
   * once and then reuses, are reserved and the unused ones given back) and the queue's bound (503);
   * then a `complexity` job measures the learner's code and the reference on inputs of increasing
   * size, awaited up to {@link COMPLEXITY_WAIT_MS}, never retried. The reference is the learner's
   * language's, else another (as a custom Run's Expected). The code is not stored; a class found is
   * (`ComplexityAnalysis`: problem, language, class, exponent), for the "better class" badge.
   * @throws UnsupportedLanguageException (400), ProblemNotFoundException (404),
   *   NoComplexityDeclarationException (409), ExecutionRateLimitedException (429),
   *   ExecutionQueueFullException / ExecutionTimedOutException / ComplexityFailedException (503)
   */
  async analyzeComplexity(user: AuthUser, body: ComplexityDto, requestId: string): Promise<ComplexityResult> {
    const language = languageForId(body.language_id);
    if (!language) throw new UnsupportedLanguageException(body.language_id);
    const [problem] = await this.dataSource.query<ProblemRow[]>(PROBLEM_QUERY, [body.problemId]);
    if (!problem) throw new ProblemNotFoundException();
    const { signature, complexity } = problem;
    if (!complexity) throw new NoComplexityDeclarationException('This problem does not declare how its inputs grow: its growth cannot be measured');
    const reference = referenceFor(problem, language);
    if (!reference) throw new NoComplexityDeclarationException('This problem has no reference solution to compare with');
    const executionId = randomUUID();
    const { slot, reservation } = await this.slotWithRuns(user.id, executionId, 1, COMPLEXITY_MAX_RUNS - 1);
    const payload: ExecutionJobData = { ...referenceJob(user, body, requestId, language, problem, { signature, reference }), kind: 'complexity', complexity };
    const result = await this.awaitUnstored(payload, `complexity-${executionId}`, slot, COMPLEXITY_WAIT_MS, 'The growth analysis did not finish in time, please retry', 1);
    if (!result.complexity) throw new ComplexityFailedException(result.reason ?? 'the worker gave no answer', this.settings.retryAfterS);
    await reservation.settle(Math.max(0, result.complexity.runs - 1));
    const fit = result.complexity.learner.fit;
    if (fit) {
      await this.dataSource.getRepository(ComplexityAnalysis).insert({
        userId: user.id,
        problemId: body.problemId,
        language,
        complexityClass: fit.class,
        classRank: COMPLEXITY_CLASSES.indexOf(fit.class),
        exponent: fit.exponent,
      });
    }
    return result.complexity;
  }

  /**
   * An execution slot counting `firstRuns` runs, past the queue's bound, and `moreRuns` reserved
   * besides (as many as the learner's minute has left), for a job whose later runs depend on what
   * it finds; the caller settles the reservation with the runs used. The slot is released when
   * anything here fails.
   * @throws ExecutionRateLimitedException (429), ExecutionQueueFullException (503)
   */
  private async slotWithRuns(userId: string, executionId: string, firstRuns: number, moreRuns: number): Promise<{ slot: ExecutionSlot; reservation: Awaited<ReturnType<ExecutionLimitsService['reserveRuns']>> }> {
    const slot = await this.limits.acquire(userId, executionId, firstRuns);
    try {
      await this.refuseOverBound();
      return { slot, reservation: await this.limits.reserveRuns(userId, moreRuns) };
    } catch (error) {
      await slot.release();
      throw error;
    }
  }

  /** 503 + Retry-After when the queue holds more waiting jobs than its bound (Judge0's "queue is full" idea). */
  private async refuseOverBound(): Promise<void> {
    const waiting = await this.queue.waitingCount();
    if (waiting >= this.settings.queueMaxWaiting) {
      this.logger.warn({ waiting, bound: this.settings.queueMaxWaiting }, 'execution queue over its bound; refusing');
      throw new ExecutionQueueFullException(this.settings.retryAfterS);
    }
  }

  /** Every stored test case, by reference; undefined when the problem has none. */
  private submitTests(problemId: string, problem: ProblemRow): { testSet: ExecutionTestSetRef } | undefined {
    return problem.testCount > 0 ? { testSet: { problemId, version: problem.testSetVersion, cases: 'all' } } : undefined;
  }

  /**
   * The samples by reference when the client sent none or the samples' own inputs, else the
   * client's inputs (without expected outputs); undefined when there is nothing to run.
   */
  private runTests(
    problemId: string,
    problem: ProblemRow,
    samples: { input: string }[],
    stdin: string[],
  ): { testSet: ExecutionTestSetRef } | { tests: ExecutionTestInput[] } | undefined {
    const asSamples = stdin.length === 0 || (stdin.length === samples.length && stdin.every((input, index) => sameInput(input, samples[index].input)));
    if (!asSamples) return { tests: stdin.map((input) => ({ input })) };
    return samples.length > 0 ? { testSet: { problemId, version: problem.testSetVersion, cases: 'samples' } } : undefined;
  }

  /**
   * Enqueues a job whose answer is not stored (a Run, a counterexample search) and awaits it up to
   * `waitMs`; releases `slot` when the job ends. A job answered 503 because it did not finish in
   * time keeps its slot while a worker still judges it: otherwise a learner could pile up endless
   * loops beyond `EXECUTION_USER_CONCURRENCY` by retrying. A failed job answers Internal Error with
   * the reason. `attempts` overrides the configured attempts.
   * @throws ExecutionTimedOutException (503) with `timeoutMessage`
   */
  private async awaitUnstored(
    payload: ExecutionJobData,
    jobId: string,
    slot: ExecutionSlot,
    waitMs: number,
    timeoutMessage: string,
    attempts?: number,
  ): Promise<ExecutionJobResult> {
    let job;
    try {
      job = await this.queue.add(payload, jobId, executionJobPriority(slot.inFlight), attempts);
    } catch (error) {
      await slot.release();
      throw error;
    }
    const outcome = await this.queue.wait(job, waitMs);
    if (outcome.kind === 'timeout') {
      if (await this.queue.discard(job)) await slot.release();
      else this.releaseWhenEnded(job, slot);
      throw new ExecutionTimedOutException(timeoutMessage, this.settings.retryAfterS);
    }
    await slot.release();
    return outcome.kind === 'completed' ? outcome.result : { status: SubmissionStatus.InternalError, tests: [], reason: outcome.reason };
  }

  /** Enqueues and awaits a Run ({@link awaitUnstored}); the verdict is shown as an unsaved submission. */
  private async run(user: AuthUser, payload: ExecutionJobData, executionId: string, slot: ExecutionSlot): Promise<ExecuteCodeOutcome> {
    const result = await this.awaitUnstored(payload, `run-${executionId}`, slot, this.settings.waitMs, 'The run did not finish in time, please retry');
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

  /** Stores the Pending row, enqueues and awaits the job; releases `slot` when the job ends (in the background after a 202). */
  private async submit(user: AuthUser, payload: ExecutionJobData, slot: ExecutionSlot): Promise<ExecuteCodeOutcome> {
    let submissionId: string | undefined;
    let job;
    try {
      // Raw SQL on the measured hot path (bench/execution/README.md, "Where the time went": request → job
      // ~15 → ~12 ms with this insert and the reads in plain SQL); the insert builder also reads back defaults.
      const [inserted] = await this.dataSource.query<{ id: string }[]>(
        'INSERT INTO submissions (user_id, problem_id, language, source_code, status) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [user.id, payload.problemId, payload.language, payload.sourceCode, SubmissionStatus.Pending],
      );
      submissionId = inserted.id;
      job = await this.queue.add({ ...payload, submissionId }, submissionId, executionJobPriority(slot.inFlight));
    } catch (error) {
      // Not enqueued: drop the row so the learner is not left with a Pending submission (the
      // reconciler would re-enqueue it if this delete fails too).
      if (submissionId) await this.dataSource.getRepository(Submission).delete({ id: submissionId }).catch(() => undefined);
      await slot.release();
      throw error;
    }
    const outcome = await this.queue.wait(job, this.settings.waitMs);
    if (outcome.kind === 'timeout') {
      this.releaseWhenEnded(job, slot);
    } else {
      await slot.release();
    }
    const view = await this.view(submissionId, user);
    const pending = view.status === SubmissionStatus.Pending;
    return {
      httpStatus: pending ? 202 : 200,
      message: pending ? PENDING_MESSAGE : 'Code executed successfully',
      submission: view,
    };
  }

  /**
   * Releases `slot` in the background once `job` has ended. Past the lease's own expiry, or when
   * the gateway shuts down first, the lease is left to expire by itself.
   */
  private releaseWhenEnded(job: Job<ExecutionJobData, ExecutionJobResult>, slot: ExecutionSlot): void {
    void this.queue.whenEnded(job, this.limits.leaseMs).then((ended) => (ended ? slot.release() : undefined));
  }

  private async view(submissionId: string, user: AuthUser): Promise<ApiSubmission> {
    const revealHidden = user.role === Role.Admin;
    const [submission, results] = await Promise.all([
      this.dataSource.getRepository(Submission).findOneByOrFail({ id: submissionId }),
      readTestResults(this.dataSource, [submissionId], revealHidden),
    ]);
    return toApiSubmission(submission, results, { revealHidden });
  }
}
