import { Module } from '@nestjs/common';
import { ExecutionModule } from '../execution/execution.module';
import { LongPollLimitsService } from './long-poll-limits.service';
import { SubmissionStandingService } from './submission-standing.service';
import { SubmissionStatsService } from './submission-stats.service';
import { ProfileStatsController, SubmissionsController } from './submissions.controller';
import { SubmissionsService } from './submissions.service';

@Module({
  imports: [ExecutionModule],
  controllers: [SubmissionsController, ProfileStatsController],
  providers: [SubmissionsService, SubmissionStatsService, SubmissionStandingService, LongPollLimitsService],
  exports: [SubmissionsService],
})
export class SubmissionsModule {}
