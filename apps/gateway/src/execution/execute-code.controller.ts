import type { ExecuteCodeResponse } from '@algosheets/contracts';
import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type AuthUser, CurrentUser } from '../auth/auth.decorators';
import { ExecuteCodeDto } from './execute-code.dto';
import { ExecuteCodeService } from './execute-code.service';

/** `POST /api/v1/execute-code`: Run (`store: false`) and Submit (`store: true`), signed-in users only. */
@Controller('execute-code')
export class ExecuteCodeController {
  constructor(private readonly service: ExecuteCodeService) {}

  /** 200 with the verdict; 202 with a Pending submission when the verdict is not ready in time. */
  @Post()
  @HttpCode(200)
  async execute(
    @CurrentUser() user: AuthUser,
    @Body() body: ExecuteCodeDto,
    @Req() request: Request & { id?: unknown },
    @Res({ passthrough: true }) response: Response,
  ): Promise<ExecuteCodeResponse> {
    const outcome = await this.service.execute(user, body, String(request.id ?? ''));
    response.status(outcome.httpStatus);
    return { message: outcome.message, submission: outcome.submission };
  }
}
