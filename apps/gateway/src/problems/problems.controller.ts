import { type MessageResponse, type ProblemResponse, type ProblemsResponse, Role } from '@algosheets/contracts';
import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { type AuthUser, CurrentUser, Roles } from '../auth/auth.decorators';
import { ApiAnswers, ApiFailures } from '../common/openapi/api-answers.decorator';
import { ProblemDto, ProblemListQueryDto } from './problem.dto';
import { ProblemsService } from './problems.service';

/** Failures of create/update beyond the payload's own validation: the reference-solution check. */
const VALIDATION_FAILURES = {
  400: 'Invalid payload (VALIDATION_FAILED, details per field path: every broken definition rule, e.g. the form\'s messages, a signature\'s fields, its generation constraints, a comparator, a test case not matching the signature, no sample among marked test cases, starter code without a reference solution or the reverse), or a reference solution failed (REFERENCE_SOLUTION_FAILED: the message names the language and the 1-based test with its input, expected and actual output, each cut to 300 characters, or quotes the compile error)',
  503: 'The reference solutions could not be checked in time, or the code runner failed (EXECUTION_TIMED_OUT, with Retry-After); nothing was stored',
};

/** `/api/v1/problems/*`, the API's problem endpoints; create, update and delete are admin-only. */
@ApiTags('problems')
@Controller('problems')
export class ProblemsController {
  constructor(private readonly problems: ProblemsService) {}

  @Get('get-all-problems')
  @ApiOperation({ summary: 'Problems, optionally filtered and paged; solvedBy holds only the caller' })
  @ApiAnswers('ProblemsResponse')
  async list(@Query() query: ProblemListQueryDto, @CurrentUser() viewer: AuthUser): Promise<ProblemsResponse> {
    const { problems, total } = await this.problems.list(query, viewer);
    return { message: 'Problems fetched successfully', problems, total };
  }

  @Get('get-solved-problems')
  @ApiOperation({ summary: "The caller's solved problems" })
  @ApiAnswers('ProblemsResponse')
  async solved(@CurrentUser() viewer: AuthUser): Promise<ProblemsResponse> {
    const problems = await this.problems.solvedBy(viewer);
    return { message: 'Solved problems fetched successfully', problems, total: problems.length };
  }

  @Get('get-problem/:id')
  @ApiOperation({ summary: 'One problem: samples only for learners; every test case and the solutions for admins' })
  @ApiAnswers('ProblemResponse')
  async get(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() viewer: AuthUser): Promise<ProblemResponse> {
    return { message: 'Problem fetched successfully', problem: await this.problems.get(id, viewer) };
  }

  @Post('create-problem')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Create a problem (admin), once every reference solution passes every test case' })
  @ApiAnswers('ProblemResponse', 201)
  @ApiFailures(VALIDATION_FAILURES)
  async create(@Body() dto: ProblemDto, @CurrentUser() admin: AuthUser, @Req() request: Request & { id?: unknown }): Promise<ProblemResponse> {
    return { message: 'Problem Created successfully⚡', problem: await this.problems.create(dto, admin, String(request.id ?? '')) };
  }

  @Put('update-problem/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Replace a problem and its test cases (admin), once every reference solution passes every test case; else the stored problem is unchanged' })
  @ApiAnswers('ProblemResponse')
  @ApiFailures(VALIDATION_FAILURES)
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: ProblemDto,
    @CurrentUser() admin: AuthUser,
    @Req() request: Request & { id?: unknown },
  ): Promise<ProblemResponse> {
    return { message: 'Problem updated successfully', problem: await this.problems.update(id, dto, admin, String(request.id ?? '')) };
  }

  @Delete('delete-problem/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Delete a problem (admin): removed from sheets, kept in submission history' })
  @ApiAnswers('MessageResponse')
  async delete(@Param('id', ParseUUIDPipe) id: string): Promise<MessageResponse> {
    await this.problems.delete(id);
    return { message: 'Problem deleted successfully' };
  }
}
