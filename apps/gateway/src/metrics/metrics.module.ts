import { Module } from '@nestjs/common';
import { GatewayMetrics } from './gateway-metrics';
import { MetricsController } from './metrics.controller';
import { MonitoredQueues } from './monitored-queues';

/**
 * Prometheus metrics of the gateway (`GET /metrics`): HTTP latency (recorded by the middleware that
 * `configureApp` installs), the job counts of the {@link MonitoredQueues}, process metrics.
 */
@Module({
  controllers: [MetricsController],
  providers: [GatewayMetrics, MonitoredQueues],
  exports: [GatewayMetrics, MonitoredQueues],
})
export class MetricsModule {}
