import { Module } from '@nestjs/common';
import { SheetsController } from './sheets.controller';
import { SheetsService } from './sheets.service';

/** Sheets (served as the API's `/playlist` routes): a learner's own and the admins' public ones. */
@Module({ controllers: [SheetsController], providers: [SheetsService] })
export class SheetsModule {}
