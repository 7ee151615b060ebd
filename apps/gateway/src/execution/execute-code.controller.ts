import { type ComplexityResponse, complexitySentence, type CounterexampleResponse, type ExecuteCodeResponse } from '@algosheets/contracts';
import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type AuthUser, CurrentUser } from '../auth/auth.decorators';
import { ApiAnswers, ApiFailures } from '../common/openapi/api-answers.decorator';
import { ComplexityDto, CounterexampleDto, ExecuteCodeDto } from './execute-code.dto';
import { ExecuteCodeService } from './execute-code.service';

/**
 * `POST /api/v1/execute-code`: Run (`store: false`) and Submit (`store: true`), and
 * `POST /api/v1/execute-code/counterexample`: the counterexample finder, and
 * `POST /api/v1/execute-code/complexity`: the growth analysis; signed-in users only.
 */
@ApiTags('execution')
@Controller('execute-code')
export class ExecuteCodeController {
  constructor(private readonly service: ExecuteCodeService) {}

  /** 200 with the verdict; 202 with a Pending submission when the verdict is not ready in time. */
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Run or Submit code: 200 with the verdict, 202 with a Pending submission to poll (429/503 with Retry-After)' })
  @ApiAnswers('ExecuteCodeResponse', 200, 202)
  @ApiFailures({
    400: 'Invalid body, unsupported language_id, or nothing to run',
    404: 'No such problem',
    429: 'Per-user limit on executions in flight or per minute (EXECUTION_RATE_LIMITED, with Retry-After)',
    503: 'The queue is over its bound (EXECUTION_QUEUE_FULL) or a Run did not finish in time (EXECUTION_TIMED_OUT), with Retry-After',
  })
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

  /**
   * Searches inputs drawn from the problem's stated constraints for one on which the learner's code
   * and the reference solution disagree, and answers the smallest found (200 either way).
   */
  @Post('counterexample')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Find a small input on which the code and the reference solution disagree (bounded search; 429/503 with Retry-After)',
  })
  @ApiAnswers('CounterexampleResponse', 200)
  @ApiFailures({
    400: 'Invalid body or unsupported language_id',
    404: 'No such problem',
    409: 'The problem has no input generator yet, or no reference solution',
    429: 'Per-user limit on executions in flight or per minute (EXECUTION_RATE_LIMITED, with Retry-After)',
    503: 'The queue is over its bound, or the search did not finish or could not run, with Retry-After',
  })
  async counterexample(@CurrentUser() user: AuthUser, @Body() body: CounterexampleDto, @Req() request: Request & { id?: unknown }): Promise<CounterexampleResponse> {
    const result = await this.service.findCounterexample(user, body, String(request.id ?? ''));
    return { message: result.found ? 'Found an input on which your code and the reference disagree' : 'No disagreeing input found', result };
  }

  /**
   * Measures how the code's CPU time grows with its input, against the reference's, on inputs of
   * increasing size drawn from the problem's complexity declaration (200).
   */
  @Post('complexity')
  @HttpCode(200)
  @ApiOperation({ summary: "Measure how the code's CPU time grows with its input size, against the reference (bounded; 429/503 with Retry-After)" })
  @ApiAnswers('ComplexityResponse', 200)
  @ApiFailures({
    400: 'Invalid body or unsupported language_id',
    404: 'No such problem',
    409: 'The problem declares no complexity, or has no reference solution',
    429: 'Per-user limit on executions in flight or per minute (EXECUTION_RATE_LIMITED, with Retry-After)',
    503: 'The queue is over its bound, or the analysis did not finish or could not run, with Retry-After',
  })
  async complexity(@CurrentUser() user: AuthUser, @Body() body: ComplexityDto, @Req() request: Request & { id?: unknown }): Promise<ComplexityResponse> {
    const result = await this.service.analyzeComplexity(user, body, String(request.id ?? ''));
    return { message: complexitySentence(result), result };
  }
}
