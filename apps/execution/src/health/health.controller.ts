import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ReadinessService, type WorkerReadiness } from './readiness.service';

/**
 * Probes of the worker for Kubernetes and `npm start`: liveness says the process serves HTTP;
 * readiness says it can reach PostgreSQL, Redis and the Judge0 API (503 naming the part that is down).
 */
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<WorkerReadiness> {
    const result = await this.readiness.check();
    response.status(result.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return result;
  }
}
