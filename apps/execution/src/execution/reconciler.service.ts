import { EXECUTION_QUEUE, type ExecutionJobData, timeLimitMsFor } from '@algosheets/contracts';
import { Problem, Submission, TestCase } from '@algosheets/database';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Queue } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { EXECUTION_CONFIG, type ExecutionConfig } from '../config/execution.config';
import { SubmissionStore } from './submission.store';

/** Pending rows looked at per pass; the next pass takes the rest. */
const BATCH = 100;

/** Injection token of the job options ({@link executionJobOptions}) the worker re-enqueues with. */
export const EXECUTION_JOB_OPTIONS = Symbol('EXECUTION_JOB_OPTIONS');

/**
 * Finds Submits still `Pending` long after they were created (`RECONCILE_PENDING_AGE_MS`) and gets
 * them finished: a Redis that lost its data (or an enqueue that failed after the row was inserted)
 * leaves a row with no job, so the job is rebuilt from the database and enqueued again under the
 * submission's id (a job that still exists makes the add a no-op); a job that ended failed without
 * a stored verdict is stored as `Internal Error`. Runs every `RECONCILE_INTERVAL_MS` in each worker;
 * concurrent passes are harmless because both writes are idempotent.
 */
@Injectable()
export class ReconcilerService implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running = false;
  private readonly config: ExecutionConfig;

  constructor(
    @InjectQueue(EXECUTION_QUEUE) private readonly queue: Queue<ExecutionJobData>,
    private readonly dataSource: DataSource,
    private readonly store: SubmissionStore,
    @Inject(EXECUTION_JOB_OPTIONS) private readonly jobOptions: Record<string, unknown>,
    @InjectPinoLogger('Reconciler') private readonly logger: PinoLogger,
    configService: ConfigService,
  ) {
    this.config = configService.getOrThrow<ExecutionConfig>(EXECUTION_CONFIG);
  }

  onModuleInit(): void {
    const interval = this.config.queue.reconcileIntervalMs;
    if (interval > 0) this.timer = setInterval(() => void this.reconcile(), interval);
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One pass; returns how many rows it re-enqueued or ended. Never throws (logged instead). */
  async reconcile(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let handled = 0;
    try {
      for (const id of await this.store.stalePending(this.config.queue.reconcilePendingAgeMs, BATCH)) {
        if (await this.reconcileOne(id)) handled += 1;
      }
    } catch (error) {
      this.logger.error({ err: error }, 'reconcile pass failed');
    } finally {
      this.running = false;
    }
    return handled;
  }

  private async reconcileOne(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    const state = job ? await job.getState() : 'missing';
    if (state === 'failed') {
      return this.store.storeInternalError(id, `Internal Error: ${job?.failedReason ?? 'job failed'}`);
    }
    if (state === 'completed') {
      // Completed without a stored verdict: the database lost the write. Judge it again.
      await job?.remove();
    } else if (state !== 'missing' && state !== 'unknown') {
      return false;
    }
    const payload = await this.rebuildPayload(id);
    if (!payload) return false;
    await this.queue.add('submit', payload, { ...this.jobOptions, jobId: id });
    this.logger.warn({ submissionId: id, requestId: payload.requestId, previousState: state }, 're-enqueued a stale Pending submission');
    return true;
  }

  private async rebuildPayload(id: string): Promise<ExecutionJobData | undefined> {
    const submission = await this.dataSource.getRepository(Submission).findOneBy({ id });
    if (!submission) return undefined;
    const problem = await this.dataSource.getRepository(Problem).findOne({ where: { id: submission.problemId }, withDeleted: true });
    const tests = await this.dataSource.getRepository(TestCase).countBy({ problemId: submission.problemId });
    if (!problem || tests === 0) {
      await this.store.storeInternalError(id, 'Internal Error: the problem or its test cases no longer exist');
      return undefined;
    }
    // Every problem has a signature once the whole-program migration has run; one without cannot be judged.
    if (!problem.signature) {
      await this.store.storeInternalError(id, 'Internal Error: the problem has no function signature');
      return undefined;
    }
    return {
      kind: 'submit',
      requestId: `reconcile-${id}`,
      userId: submission.userId,
      problemId: submission.problemId,
      submissionId: id,
      language: submission.language,
      sourceCode: submission.sourceCode,
      testSet: { problemId: submission.problemId, version: problem.testSetVersion, cases: 'all' },
      cpuTimeLimitS: timeLimitMsFor(problem, submission.language) / 1000,
      memoryLimitKb: problem.memoryLimitKb,
      harness: { signature: problem.signature, comparator: problem.comparator ?? { kind: 'exact' } },
    };
  }
}
