import { EXECUTION_QUEUE, type ExecutionJobData, type ExecutionJobResult, SubmissionStatus } from '@algosheets/contracts';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Injectable, type Type } from '@nestjs/common';
import type { Job } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import type { QueueConfig } from '../config/execution.config';
import { Judge0Error } from '../judge0/judge0.client';
import { JudgeService } from './judge.service';
import { SubmissionStore } from './submission.store';
import { TestSetGoneError, TestSetsService } from './test-sets.service';

/** The message of anything thrown, for logs and the stored `Internal Error` reason. */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Consumes {@link EXECUTION_QUEUE}: judges the job through the Judge0 API and, for a Submit, stores
 * the verdict idempotently ({@link SubmissionStore}). Every log line of a job carries its
 * `requestId` (the HTTP request that enqueued it) and `jobId`.
 *
 * Failures: only an infrastructure failure is retried (thrown so BullMQ retries with back-off):
 * the Judge0 API unreachable, 5xx, 429/503 past its deadline, a time-out, or the database failing
 * to store the verdict. Anything else thrown while judging (a deterministic result of the
 * learner's code and the problem's data, such as an answer the judging code cannot handle) ends the
 * job on its first attempt, as does the last attempt or a failure no retry can fix (Judge0 refusing
 * the request): the job completes as `Internal Error` with the reason, so a submission never stays
 * Pending. A job that fails without reaching that code (it stalled more than allowed, after a worker
 * was killed twice) is caught by the `failed` listener, and as a last resort by the reconciler.
 */
@Injectable()
export class ExecutionProcessor extends WorkerHost implements BeforeApplicationShutdown {
  /** Jobs this process is judging now; shutdown waits for them only. */
  private inFlight = 0;

  constructor(
    private readonly judgeService: JudgeService,
    private readonly store: SubmissionStore,
    private readonly testSets: TestSetsService,
    @InjectPinoLogger('ExecutionProcessor') private readonly pino: PinoLogger,
  ) {
    super();
  }

  async process(job: Job<ExecutionJobData, ExecutionJobResult>): Promise<ExecutionJobResult> {
    this.inFlight += 1;
    try {
      return await this.judgeJob(job);
    } finally {
      this.inFlight -= 1;
    }
  }

  private async judgeJob(job: Job<ExecutionJobData, ExecutionJobResult>): Promise<ExecutionJobResult> {
    const log = this.jobLogger(job);
    const payload = job.data;
    log.info({ kind: payload.kind, language: payload.language, testSet: payload.testSet, attempt: job.attemptsStarted }, 'job started');
    let resolved;
    try {
      resolved = await this.testSets.resolve(payload);
    } catch (error) {
      // The database may answer on another attempt; a problem whose tests are gone never will.
      return this.failOrRetry(job, error, !(error instanceof TestSetGoneError), log);
    }
    let result: ExecutionJobResult;
    try {
      result = await this.judgeService.judge(resolved.payload, resolved.testSetKey);
    } catch (error) {
      // Only the Judge0 API's own failures can go differently on another attempt; anything else
      // thrown while judging is a deterministic outcome of this job's code and data, and running
      // the learner's program again would give the same result at the cost of more sandbox runs.
      const retryable = error instanceof Judge0Error && error.retryable;
      return this.failOrRetry(job, error, retryable, log);
    }
    try {
      if (payload.kind === 'submit' && payload.submissionId) {
        const stored = await this.store.storeVerdict(payload.submissionId, result);
        log.info({ status: result.status, stored }, stored ? 'verdict stored' : 'verdict was already stored by an earlier delivery; nothing written');
        // The verdicts are in PostgreSQL: Redis keeps only the status (ExecutionJobResult).
        return { status: result.status, tests: [], ...(result.reason === undefined ? {} : { reason: result.reason }) };
      } else {
        log.info({ status: result.status }, 'job judged');
      }
      return result;
    } catch (error) {
      // Storing failed: the database, an infrastructure failure another attempt may get past.
      return this.failOrRetry(job, error, true, log);
    }
  }

  /**
   * Throws `error` so BullMQ retries when it is `retryable` and attempts remain; otherwise ends the
   * job as `Internal Error` with the reason (stored for a Submit), so a submission never stays Pending.
   * @throws `error` itself, to hand the job back to BullMQ for its next attempt
   */
  private async failOrRetry(job: Job<ExecutionJobData, ExecutionJobResult>, error: unknown, retryable: boolean, log: Logger): Promise<ExecutionJobResult> {
    const payload = job.data;
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (retryable && !lastAttempt) {
      log.warn({ err: error, attempt: job.attemptsMade + 1, attempts: job.opts.attempts }, 'attempt failed; BullMQ will retry');
      throw error;
    }
    const reason = `Internal Error after ${job.attemptsMade + 1} attempt(s): ${describe(error)}`;
    log.error({ err: error }, reason);
    if (payload.kind === 'submit' && payload.submissionId) await this.store.storeInternalError(payload.submissionId, reason);
    return { status: SubmissionStatus.InternalError, tests: [], reason };
  }

  /** A job that ended failed (not retried) without our code storing a verdict: store `Internal Error`. */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<ExecutionJobData, ExecutionJobResult> | undefined, error: Error): Promise<void> {
    if (!job || job.data.kind !== 'submit' || !job.data.submissionId) return;
    try {
      if ((await job.getState()) !== 'failed') return;
      const stored = await this.store.storeInternalError(job.data.submissionId, `Internal Error: ${error.message}`);
      if (stored) this.jobLogger(job).error({ err: error }, 'job failed for good; stored Internal Error');
    } catch (storeError) {
      // The reconciler finds the row still Pending and ends it from the failed job.
      this.jobLogger(job).error({ err: storeError }, 'could not store Internal Error for a failed job');
    }
  }

  /**
   * SIGTERM: lets the jobs in hand finish and be stored before the database closes (past the
   * orchestrator's grace period the process is killed and they are redelivered after lockDuration).
   * With nothing in hand the worker closes without waiting, which also covers an unreachable Redis.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close(this.inFlight === 0);
  }

  private jobLogger(job: Job<ExecutionJobData>): Logger {
    return this.pino.logger.child({ requestId: job.data.requestId, jobId: job.id, context: 'ExecutionProcessor' });
  }
}

/**
 * {@link ExecutionProcessor} bound to the queue with the configured worker options; the decorator
 * is applied here because `@Processor` takes its options at class definition.
 * - `lockDuration` 30 s: the lock is renewed every 15 s while a job runs, so only a dead or frozen
 *   worker loses it; a judge takes seconds, and the sandbox runs in another process so the event
 *   loop is never blocked.
 * - `stalledInterval` 15 s and `maxStalledCount` 1: a killed worker's job is back in the queue about
 *   30–45 s later (lock expiry + next check) and runs once more; a second stall fails it
 *   (then `Internal Error`), so a job that kills its worker cannot loop forever.
 * - `concurrency`: jobs in flight per worker process, by default 4: twice the slots of one sandbox
 *   host (2), and above the gateway's per-learner limit (`EXECUTION_USER_CONCURRENCY`, 2), so one
 *   learner's jobs never fill the worker while another learner's job waits. The sandbox's slots
 *   are the real limit and it shares them fairly between learners (`X-Fair-Share-Key`).
 */
export function configuredExecutionProcessor(queue: QueueConfig): Type<ExecutionProcessor> {
  @Processor(EXECUTION_QUEUE, {
    concurrency: queue.concurrency,
    lockDuration: queue.lockDurationMs,
    stalledInterval: queue.stalledIntervalMs,
    maxStalledCount: 1,
  })
  class ConfiguredExecutionProcessor extends ExecutionProcessor {}
  return ConfiguredExecutionProcessor;
}
