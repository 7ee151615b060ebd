import { Controller, Get, RequestMethod, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { sendMetrics } from '@algosheets/server-common';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { GatewayMetrics } from './gateway-metrics';

/** Where Prometheus scrapes the gateway: outside `/api`, so the Ingress (which routes only `/api` here) never exposes it. */
export const METRICS_PATH = 'metrics';

/** The route {@link METRICS_PATH} keeps outside the `/api/v1` prefix. */
export const METRICS_ROUTES = [{ path: METRICS_PATH, method: RequestMethod.GET }];

/**
 * `GET /metrics`: the Prometheus text exposition of {@link GatewayMetrics}. Public, because a
 * scraper has no session; it is reachable only inside the cluster (docs/operations.md "Observability").
 */
@Public()
@ApiExcludeController()
@Controller(METRICS_PATH)
export class MetricsController {
  constructor(private readonly metrics: GatewayMetrics) {}

  @Get()
  async scrape(@Res() response: Response): Promise<void> {
    await sendMetrics(this.metrics.registry, response);
  }
}
