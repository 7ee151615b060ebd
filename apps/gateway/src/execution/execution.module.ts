import { Module } from '@nestjs/common';
import { ExecuteCodeController } from './execute-code.controller';
import { ExecuteCodeService } from './execute-code.service';
import { ExecutionLimitsService } from './execution-limits.service';
import { ExecutionQueueService } from './execution-queue.service';
import { ReferenceSolutionValidator } from './reference-solution.validator';

/**
 * The producer side of Run and Submit (the execution worker consumes): `POST /execute-code`, the
 * producer over ExecutionQueueModule's queue and QueueEvents, per-user limits, and the
 * {@link ReferenceSolutionValidator} the catalogue uses on problem create/update; the queue service
 * also lets a submission's reader wait for its verdict.
 */
@Module({
  controllers: [ExecuteCodeController],
  providers: [ExecuteCodeService, ExecutionQueueService, ExecutionLimitsService, ReferenceSolutionValidator],
  exports: [ReferenceSolutionValidator, ExecutionQueueService],
})
export class ExecutionModule {}
