import type { DraftResponse, EditorLanguageResponse, EditorStateResponse, MessageResponse } from '@algosheets/contracts';
import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth/auth.decorators';
import { ApiAnswers, ApiFailures } from '../common/openapi/api-answers.decorator';
import { DraftPathDto, EditorLanguageDto, ProblemPathDto, SaveDraftDto } from './drafts.dto';
import { DraftsService } from './drafts.service';

/**
 * The editor's memory: `/api/v1/problems/{id}/editor` (what the editor reopens with),
 * `/editor/language` (the language last chosen) and `/drafts/{language}` (saved code). Every route
 * acts on the caller's own drafts only; writes need the XSRF header like every other write.
 */
@ApiTags('drafts')
@Controller('problems/:id')
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get('editor')
  @ApiOperation({ summary: "The caller's language and saved drafts for a problem's editor" })
  @ApiAnswers('EditorStateResponse')
  @ApiFailures({ 404: 'No such problem (PROBLEM_NOT_FOUND)' })
  async state(@Param() path: ProblemPathDto, @CurrentUser() viewer: AuthUser): Promise<EditorStateResponse> {
    return { message: 'Editor state fetched successfully', ...(await this.drafts.state(viewer.id, path.id)) };
  }

  @Put('editor/language')
  @ApiOperation({ summary: 'Remember the language the caller chose on this problem (and as their latest)' })
  @ApiAnswers('EditorLanguageResponse')
  @ApiFailures({ 400: 'Unknown language, or one the problem does not offer (VALIDATION_FAILED)', 404: 'No such problem (PROBLEM_NOT_FOUND)' })
  async chooseLanguage(@Param() path: ProblemPathDto, @Body() dto: EditorLanguageDto, @CurrentUser() viewer: AuthUser): Promise<EditorLanguageResponse> {
    await this.drafts.chooseLanguage(viewer.id, path.id, dto.language);
    return { message: 'Editor language saved successfully', language: dto.language };
  }

  @Put('drafts/:language')
  @ApiOperation({ summary: 'Save the caller\'s draft if it is still at baseRevision (0: none yet); answers the new revision' })
  @ApiAnswers('DraftResponse')
  @ApiFailures({
    400: 'Not text, longer than 65536 characters, a bad revision, or a language the problem does not offer (VALIDATION_FAILED)',
    404: 'No such problem (PROBLEM_NOT_FOUND)',
    409: 'Saved or deleted by another tab or device since baseRevision (DRAFT_CONFLICT); nothing was written',
  })
  async save(@Param() path: DraftPathDto, @Body() dto: SaveDraftDto, @CurrentUser() viewer: AuthUser): Promise<DraftResponse> {
    return { message: 'Draft saved successfully', draft: await this.drafts.save(viewer.id, path.id, path.language, dto.code, dto.baseRevision) };
  }

  @Delete('drafts/:language')
  @ApiOperation({ summary: "Delete the caller's draft in that language (Reset code)" })
  @ApiAnswers('MessageResponse')
  @ApiFailures({ 404: 'No such problem (PROBLEM_NOT_FOUND)' })
  async discard(@Param() path: DraftPathDto, @CurrentUser() viewer: AuthUser): Promise<MessageResponse> {
    await this.drafts.discard(viewer.id, path.id, path.language);
    return { message: 'Draft deleted successfully' };
  }
}
