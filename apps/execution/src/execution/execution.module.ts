import { jobTelemetry, redisConnectionOptions } from '@algosheets/server-common';
import { EXECUTION_JOB_DEFAULTS, EXECUTION_QUEUE } from '@algosheets/contracts';
import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import type { ExecutionConfig } from '../config/execution.config';
import { Judge0Client } from '../judge0/judge0.client';
import { configuredExecutionProcessor } from './execution.processor';
import { JudgeService } from './judge.service';
import { EXECUTION_JOB_OPTIONS, ReconcilerService } from './reconciler.service';
import { SubmissionStore } from './submission.store';
import { TEST_PLAN_CACHE_BYTES, TestPlanCache } from './test-plan-cache';
import { TEST_SET_CACHE_BYTES, TestSetsService } from './test-sets.service';

/** Options of jobs the worker enqueues itself (the reconciler): the same as the gateway's. */
export function executionJobOptions(config: ExecutionConfig): Record<string, unknown> {
  return {
    attempts: config.queue.attempts,
    backoff: { type: 'exponential', delay: config.queue.backoffMs },
    removeOnComplete: EXECUTION_JOB_DEFAULTS.removeOnComplete,
    removeOnFail: EXECUTION_JOB_DEFAULTS.removeOnFail,
  };
}

/**
 * The consumer side of Run and Submit (the gateway enqueues, this worker judges and stores): the
 * BullMQ worker on {@link EXECUTION_QUEUE} (options documented on `configuredExecutionProcessor`),
 * the Judge0 client, the test-set and test-plan caches, judging, idempotent storage and the reconciler. BullMQ keys live under
 * `REDIS_PREFIX`, shared with the gateway's producer.
 */
@Module({})
export class ExecutionModule {
  static forRoot(config: ExecutionConfig): DynamicModule {
    return {
      module: ExecutionModule,
      imports: [
        // BullMQ's OpenTelemetry telemetry, without job results (jobTelemetry): a job's processing
        // continues the trace of the request that enqueued it (the context the gateway stored in the
        // job), and the reconciler's jobs carry theirs.
        BullModule.forRoot({ connection: redisConnectionOptions(config.redis.url), prefix: config.redis.prefix, telemetry: jobTelemetry() }),
        BullModule.registerQueue({ name: EXECUTION_QUEUE }),
      ],
      providers: [
        Judge0Client,
        JudgeService,
        SubmissionStore,
        TestSetsService,
        { provide: TEST_SET_CACHE_BYTES, useValue: config.queue.testSetCacheMb * 1024 * 1024 },
        TestPlanCache,
        { provide: TEST_PLAN_CACHE_BYTES, useValue: config.queue.testPlanCacheMb * 1024 * 1024 },
        ReconcilerService,
        { provide: EXECUTION_JOB_OPTIONS, useValue: executionJobOptions(config) },
        configuredExecutionProcessor(config.queue),
      ],
      exports: [ReconcilerService],
    };
  }
}
