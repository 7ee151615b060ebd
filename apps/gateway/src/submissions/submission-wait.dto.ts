import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Longest a reader may hold `GET /submission/{id}` for a verdict, s: below proxies' idle time-outs. */
export const MAX_VERDICT_WAIT_S = 30;

/** Query of `GET /submission/{id}`: `wait`, whole seconds from 0 to {@link MAX_VERDICT_WAIT_S}. */
export class SubmissionWaitQueryDto {
  @ApiPropertyOptional({ description: `Seconds to hold a Pending submission for its verdict (0 to ${MAX_VERDICT_WAIT_S})` })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `wait must be a whole number of seconds from 0 to ${MAX_VERDICT_WAIT_S}` })
  @Min(0, { message: `wait must be a whole number of seconds from 0 to ${MAX_VERDICT_WAIT_S}` })
  @Max(MAX_VERDICT_WAIT_S, { message: `wait must be a whole number of seconds from 0 to ${MAX_VERDICT_WAIT_S}` })
  wait?: number;
}
