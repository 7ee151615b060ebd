import { Controller, Get, Res } from '@nestjs/common';
import { sendMetrics } from '@algosheets/server-common';
import type { Response } from 'express';
import { WorkerMetrics } from './worker-metrics';

/**
 * `GET /metrics` on `HEALTH_PORT`, beside `/health/live` and `/health/ready`: the Prometheus text
 * exposition of {@link WorkerMetrics}. The worker has no Service and no Ingress; only in-cluster
 * scrapers reach the port.
 */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: WorkerMetrics) {}

  @Get()
  async scrape(@Res() response: Response): Promise<void> {
    await sendMetrics(this.metrics.registry, response);
  }
}
