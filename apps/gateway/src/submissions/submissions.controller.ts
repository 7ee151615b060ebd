import type { ProfileStatsResponse, SubmissionCountResponse, SubmissionResponse, SubmissionStandingResponse, SubmissionsResponse } from '@algosheets/contracts';
import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth/auth.decorators';
import { SubmissionStandingService } from './submission-standing.service';
import { SubmissionStatsService } from './submission-stats.service';
import { SubmissionWaitQueryDto } from './submission-wait.dto';
import { SubmissionsService } from './submissions.service';
import { ApiAnswers, ApiFailures } from '../common/openapi/api-answers.decorator';

/** `/api/v1/submission/*`: the caller's own submission history. */
@ApiTags('submissions')
@Controller('submission')
export class SubmissionsController {
  constructor(
    private readonly submissions: SubmissionsService,
    private readonly standings: SubmissionStandingService,
  ) {}

  @Get('get-all-submissions')
  @ApiOperation({ summary: "The caller's submissions, newest first" })
  @ApiAnswers('SubmissionsResponse')
  async all(@CurrentUser() viewer: AuthUser): Promise<SubmissionsResponse> {
    return { message: 'Submissions fetched successfully', submissions: await this.submissions.mine(viewer) };
  }

  @Get('get-submission/:problemId')
  @ApiOperation({ summary: "The caller's submissions of one problem, newest first" })
  @ApiAnswers('SubmissionsResponse')
  async forProblem(@Param('problemId', ParseUUIDPipe) problemId: string, @CurrentUser() viewer: AuthUser): Promise<SubmissionsResponse> {
    return { message: 'Submissions fetched successfully', submissions: await this.submissions.mine(viewer, problemId) };
  }

  @Get('get-submission-count/:problemId')
  @ApiOperation({ summary: "How many submissions of one problem the caller made" })
  @ApiAnswers('SubmissionCountResponse')
  async count(@Param('problemId', ParseUUIDPipe) problemId: string, @CurrentUser() viewer: AuthUser): Promise<SubmissionCountResponse> {
    return { message: 'Submission count fetched successfully', count: await this.submissions.count(viewer, problemId) };
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One submission (own, or any for admins); `wait` (0 to 30 s) holds a Pending one until its verdict is stored, then answers at once',
  })
  @ApiAnswers('SubmissionResponse')
  async get(@Param('id', ParseUUIDPipe) id: string, @Query() query: SubmissionWaitQueryDto, @CurrentUser() viewer: AuthUser): Promise<SubmissionResponse> {
    return { message: 'Submission fetched successfully', submission: await this.submissions.get(id, viewer, query.wait ?? 0) };
  }

  @Get(':id/standing')
  @ApiOperation({
    summary:
      'Where one submission (own, or any for admins) stands among the Accepted submissions of its problem in its language: sample size, percent faster and percent less memory (null below 20 or when not Accepted), and both histograms',
  })
  @ApiAnswers('SubmissionStandingResponse')
  @ApiFailures({ 400: 'The id is not a UUID (BAD_REQUEST)', 404: 'No such submission, or another learner\'s (SUBMISSION_NOT_FOUND)' })
  async standing(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() viewer: AuthUser): Promise<SubmissionStandingResponse> {
    return { message: 'Standing fetched successfully', standing: await this.standings.forSubmission(id, viewer) };
  }
}

/** `GET /api/v1/users/me/stats`: the signed-in user's profile statistics. */
@ApiTags('users')
@Controller('users/me')
export class ProfileStatsController {
  constructor(private readonly stats: SubmissionStatsService) {}

  @Get('stats')
  @ApiOperation({ summary: "The caller's solved counts, attempting, languages, success rate and average runtime" })
  @ApiAnswers('ProfileStatsResponse')
  async get(@CurrentUser() viewer: AuthUser): Promise<ProfileStatsResponse> {
    return { message: 'Stats fetched successfully', stats: await this.stats.forUser(viewer.id) };
  }
}
