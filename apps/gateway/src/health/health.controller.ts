import type { HealthResponse } from '@algosheets/contracts';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { HealthService } from './health.service';

@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** `GET /api/v1/health`: 200 `{status:'ok', db:'up', redis:'up'}`, or 503 naming the part that is down. */
  @Get()
  @ApiOperation({ summary: 'Liveness and readiness of the gateway and its dependencies' })
  @ApiResponse({ status: 200, description: 'PostgreSQL and Redis answer', schema: { $ref: '#/components/schemas/HealthResponse' } })
  @ApiResponse({ status: 503, description: 'A dependency is down; the body says which', schema: { $ref: '#/components/schemas/HealthResponse' } })
  async get(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const result = await this.health.check();
    response.status(result.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return result;
  }
}
