import { EXECUTION_QUEUE } from '@algosheets/contracts';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobMetricsListener } from './job-metrics.listener';
import { MetricsController } from './metrics.controller';
import { WorkerMetrics } from './worker-metrics';

/**
 * Prometheus metrics of the worker (`GET /metrics`): job durations by kind, language and verdict,
 * job outcomes, the execution queue's job counts (through a queue handle of its own, on the
 * connection `BullModule.forRoot` configures), process metrics.
 */
@Module({
  imports: [DiscoveryModule, BullModule.registerQueue({ name: EXECUTION_QUEUE })],
  controllers: [MetricsController],
  providers: [WorkerMetrics, JobMetricsListener],
})
export class MetricsModule {}
