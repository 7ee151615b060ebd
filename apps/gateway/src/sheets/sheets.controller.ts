import type { MessageResponse, SheetResponse, SheetsResponse } from '@algosheets/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth/auth.decorators';
import { CreateSheetDto, SheetProblemsDto } from './sheet.dto';
import { SheetsService } from './sheets.service';
import { ApiAnswers } from '../common/openapi/api-answers.decorator';

/** `/api/v1/playlist/*`, the API's sheet calls; the permission rules live in SheetsService. */
@ApiTags('sheets')
@Controller('playlist')
export class SheetsController {
  constructor(private readonly sheets: SheetsService) {}

  @Post('create-playlist')
  @ApiOperation({ summary: 'Create a personal sheet, or a public one (admin)' })
  @ApiAnswers('SheetResponse', 201)
  async create(@Body() dto: CreateSheetDto, @CurrentUser() viewer: AuthUser): Promise<SheetResponse> {
    return { message: 'Playlist created Successfully', playList: await this.sheets.create(dto, viewer) };
  }

  @Get()
  @ApiOperation({ summary: "The caller's sheets and every public sheet (admins: all)" })
  @ApiAnswers('SheetsResponse')
  async list(@CurrentUser() viewer: AuthUser): Promise<SheetsResponse> {
    return { message: 'Playlists fetched successfully', playLists: await this.sheets.list(viewer) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One sheet with its problems in insertion order and the caller’s solved state' })
  @ApiAnswers('SheetResponse')
  async get(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() viewer: AuthUser): Promise<SheetResponse> {
    return { message: 'Playlist fetched successfully', playList: await this.sheets.get(id, viewer) };
  }

  @Post(':id/add-problem')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add problems (owner or admin); a problem already there is left as is' })
  @ApiAnswers('MessageResponse')
  async add(@Param('id', ParseUUIDPipe) id: string, @Body() dto: SheetProblemsDto, @CurrentUser() viewer: AuthUser): Promise<MessageResponse> {
    await this.sheets.addProblems(id, dto.problemIds, viewer);
    return { message: 'Problem added to playlist successfully' };
  }

  @Delete(':id/remove-problem')
  @ApiOperation({ summary: 'Remove problems (owner or admin); problemIds in a JSON body' })
  @ApiAnswers('MessageResponse')
  async remove(@Param('id', ParseUUIDPipe) id: string, @Body() dto: SheetProblemsDto, @CurrentUser() viewer: AuthUser): Promise<MessageResponse> {
    await this.sheets.removeProblems(id, dto.problemIds, viewer);
    return { message: 'Problem removed from playlist successfully' };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a sheet (owner, or admin; public sheets admin only); problems stay' })
  @ApiAnswers('MessageResponse')
  async delete(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() viewer: AuthUser): Promise<MessageResponse> {
    await this.sheets.delete(id, viewer);
    return { message: 'Playlist deleted successfully' };
  }
}
