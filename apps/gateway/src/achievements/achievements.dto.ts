import { LEADERBOARD_MAX_LIMIT, LeaderboardPeriod, type LeaderboardSettings } from '@algosheets/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsEnum, IsInt, IsOptional, Max, Min } from 'class-validator';

const PERIODS = Object.values(LeaderboardPeriod).join(' or ');
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LEADERBOARD_MAX_LIMIT}`;

/** `GET /achievements/leaderboard?period=WEEK|ALL_TIME&limit=n` (defaults ALL_TIME and 100). */
export class LeaderboardQuery {
  @ApiPropertyOptional({ enum: LeaderboardPeriod, default: LeaderboardPeriod.AllTime })
  @IsOptional()
  @IsEnum(LeaderboardPeriod, { message: `period must be ${PERIODS}` })
  period?: LeaderboardPeriod;

  @ApiPropertyOptional({ minimum: 1, maximum: LEADERBOARD_MAX_LIMIT, default: LEADERBOARD_MAX_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(LEADERBOARD_MAX_LIMIT, { message: LIMIT_MESSAGE })
  limit?: number;
}

/** `PUT /achievements/leaderboard-settings`. */
export class LeaderboardSettingsDto implements LeaderboardSettings {
  @ApiProperty({ example: true })
  @IsBoolean({ message: 'showOnLeaderboard must be true or false' })
  showOnLeaderboard!: boolean;
}
