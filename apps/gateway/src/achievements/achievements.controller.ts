import { LEADERBOARD_MAX_LIMIT, LeaderboardPeriod, type BadgesResponse, type LeaderboardResponse, type LeaderboardSettingsResponse } from '@algosheets/contracts';
import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth/auth.decorators';
import { ApiAnswers, ApiFailures } from '../common/openapi/api-answers.decorator';
import { LeaderboardQuery, LeaderboardSettingsDto } from './achievements.dto';
import { AchievementsService } from './achievements.service';

/** `/api/v1/achievements/*`: the caller's badges, the leaderboard and the caller's leaderboard opt-out. */
@ApiTags('achievements')
@Controller('achievements')
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  @Get('badges')
  @ApiOperation({ summary: "Every badge for the caller: earned ones (with the day) first, then the unearned with how to earn them" })
  @ApiAnswers('BadgesResponse')
  async badges(@CurrentUser() viewer: AuthUser): Promise<BadgesResponse> {
    return { message: 'Badges fetched successfully', badges: await this.achievements.badges(viewer.id) };
  }

  @Get('leaderboard')
  @ApiOperation({ summary: 'Learners by points (solved problems weighted by difficulty), this ISO week (UTC) or all time: the top `limit` shown learners (public names only) and the caller\'s own rank' })
  @ApiAnswers('LeaderboardResponse')
  @ApiFailures({ 400: 'Unknown period or limit out of range (VALIDATION_FAILED)' })
  async leaderboard(@Query() query: LeaderboardQuery, @CurrentUser() viewer: AuthUser): Promise<LeaderboardResponse> {
    const standing = await this.achievements.leaderboard(viewer.id, query.period ?? LeaderboardPeriod.AllTime, query.limit ?? LEADERBOARD_MAX_LIMIT);
    return { message: 'Leaderboard fetched successfully', ...standing };
  }

  @Get('leaderboard-settings')
  @ApiOperation({ summary: 'Whether the caller is shown on other learners\' leaderboards' })
  @ApiAnswers('LeaderboardSettingsResponse')
  async settings(@CurrentUser() viewer: AuthUser): Promise<LeaderboardSettingsResponse> {
    return { message: 'Leaderboard settings fetched successfully', settings: { showOnLeaderboard: await this.achievements.showOnLeaderboard(viewer.id) } };
  }

  @Put('leaderboard-settings')
  @ApiOperation({ summary: 'Show or hide the caller on other learners\' leaderboards (the caller still sees their own rank)' })
  @ApiAnswers('LeaderboardSettingsResponse')
  @ApiFailures({ 400: 'showOnLeaderboard missing or not a boolean (VALIDATION_FAILED)' })
  async updateSettings(@Body() dto: LeaderboardSettingsDto, @CurrentUser() viewer: AuthUser): Promise<LeaderboardSettingsResponse> {
    return { message: 'Leaderboard settings saved successfully', settings: { showOnLeaderboard: await this.achievements.setShowOnLeaderboard(viewer.id, dto.showOnLeaderboard) } };
  }
}
