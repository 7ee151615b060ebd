import { type ReviewCardResponse, type ReviewDueResponse, type ReviewResponse, type ReviewUpcomingResponse, TIME_ZONE_HEADER } from '@algosheets/contracts';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { type AuthUser, CurrentUser } from '../auth/auth.decorators';
import { ApiAnswers, ApiFailures } from '../common/openapi/api-answers.decorator';
import { timeZoneOf } from '../users/login-activity';
import { ReviewDto } from './review.dto';
import { ReviewService } from './review.service';

const TIME_ZONE = { name: TIME_ZONE_HEADER, required: false, description: "The learner's IANA time zone (UTC when missing or unknown), as for login streaks" };

/** `/api/v1/review/*`: the spaced-repetition queue of solved problems (FSRS). */
@ApiTags('review')
@ApiHeader(TIME_ZONE)
@Controller('review')
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @Get('due')
  @ApiOperation({ summary: "The caller's problems due today or earlier in their time zone, most overdue first" })
  @ApiAnswers('ReviewDueResponse')
  async due(@CurrentUser() viewer: AuthUser, @Req() request: Request): Promise<ReviewDueResponse> {
    const due = await this.review.due(viewer.id, timeZoneOf(request));
    return { message: 'Due reviews fetched successfully', due, count: due.length };
  }

  @Get('upcoming')
  @ApiOperation({ summary: "The caller's solved problems not yet due in their time zone, soonest first (their grade can still be changed)" })
  @ApiAnswers('ReviewUpcomingResponse')
  async upcoming(@CurrentUser() viewer: AuthUser, @Req() request: Request): Promise<ReviewUpcomingResponse> {
    return { message: 'Upcoming reviews fetched successfully', upcoming: await this.review.upcoming(viewer.id, timeZoneOf(request)) };
  }

  @Get(':problemId')
  @ApiOperation({ summary: "The caller's review card for a problem (its latest rating and next due date); null when not solved" })
  @ApiAnswers('ReviewCardResponse')
  @ApiFailures({ 404: 'No such problem (PROBLEM_NOT_FOUND)' })
  async card(@Param('problemId', ParseUUIDPipe) problemId: string, @CurrentUser() viewer: AuthUser, @Req() request: Request): Promise<ReviewCardResponse> {
    return { message: 'Review fetched successfully', review: await this.review.card(viewer.id, problemId, timeZoneOf(request)) };
  }

  @Post(':problemId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rate recall of a solved problem (AGAIN, HARD, GOOD, EASY): replaces the latest rating until the problem is due, then counts as the next review; answers the next due date' })
  @ApiAnswers('ReviewResponse')
  @ApiFailures({ 400: 'Unknown rating (VALIDATION_FAILED)', 404: 'No such problem (PROBLEM_NOT_FOUND)', 409: 'The caller has no Accepted submit for it (PROBLEM_NOT_SOLVED)' })
  async rate(
    @Param('problemId', ParseUUIDPipe) problemId: string,
    @Body() dto: ReviewDto,
    @CurrentUser() viewer: AuthUser,
    @Req() request: Request,
  ): Promise<ReviewResponse> {
    return { message: 'Review recorded successfully', review: await this.review.rate(viewer.id, problemId, dto.rating, timeZoneOf(request)) };
  }
}
