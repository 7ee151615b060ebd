import { Module } from '@nestjs/common';
import { SubmissionStatsService } from './submission-stats.service';
import { ProfileStatsController, SubmissionsController } from './submissions.controller';
import { SubmissionsService } from './submissions.service';

@Module({
  controllers: [SubmissionsController, ProfileStatsController],
  providers: [SubmissionsService, SubmissionStatsService],
  exports: [SubmissionsService],
})
export class SubmissionsModule {}
