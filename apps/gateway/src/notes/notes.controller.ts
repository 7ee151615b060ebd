import type { NoteResponse, NoteSearchResponse } from '@algosheets/contracts';
import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth/auth.decorators';
import { ApiAnswers, ApiFailures } from '../common/openapi/api-answers.decorator';
import { NoteDto, NoteSearchQueryDto } from './notes.dto';
import { NotesService } from './notes.service';

/**
 * The learner's private notes: `/api/v1/problems/{id}/note` (read and autosave) and
 * `/api/v1/notes` (search, and one note by id). Every route acts on the caller's own notes only.
 */
@ApiTags('notes')
@Controller()
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get('problems/:id/note')
  @ApiOperation({ summary: "The caller's note on a problem; an empty note (id null) before the first save" })
  @ApiAnswers('NoteResponse')
  @ApiFailures({ 404: 'No such problem (PROBLEM_NOT_FOUND)' })
  async get(@Param('id', ParseUUIDPipe) problemId: string, @CurrentUser() viewer: AuthUser): Promise<NoteResponse> {
    return { message: 'Note fetched successfully', note: await this.notes.get(viewer.id, problemId) };
  }

  @Put('problems/:id/note')
  @ApiOperation({ summary: "Save the caller's Markdown note on a problem (at most 20000 characters)" })
  @ApiAnswers('NoteResponse')
  @ApiFailures({ 400: 'Not text, or longer than 20000 characters (VALIDATION_FAILED)', 404: 'No such problem (PROBLEM_NOT_FOUND)' })
  async save(@Param('id', ParseUUIDPipe) problemId: string, @Body() dto: NoteDto, @CurrentUser() viewer: AuthUser): Promise<NoteResponse> {
    return { message: 'Note saved successfully', note: await this.notes.save(viewer.id, problemId, dto.body) };
  }

  @Get('notes')
  @ApiOperation({ summary: "The caller's notes containing q (case-insensitive), newest first, at most 50" })
  @ApiAnswers('NoteSearchResponse')
  async search(@Query() query: NoteSearchQueryDto, @CurrentUser() viewer: AuthUser): Promise<NoteSearchResponse> {
    return { message: 'Notes fetched successfully', notes: await this.notes.search(viewer.id, query.q) };
  }

  @Get('notes/:noteId')
  @ApiOperation({ summary: "One of the caller's notes by id; another learner's answers 404 like a missing one" })
  @ApiAnswers('NoteResponse')
  @ApiFailures({ 404: "No such note, or another learner's (NOTE_NOT_FOUND)" })
  async byId(@Param('noteId', ParseUUIDPipe) noteId: string, @CurrentUser() viewer: AuthUser): Promise<NoteResponse> {
    return { message: 'Note fetched successfully', note: await this.notes.byId(viewer.id, noteId) };
  }
}
