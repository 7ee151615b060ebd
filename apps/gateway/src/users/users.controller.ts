import { Role, type UsersResponse } from '@algosheets/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';
import { ActiveUsersQuery, ListUsersQuery } from './users.dto';
import { UsersService } from './users.service';
import { ApiAnswers } from '../common/openapi/api-answers.decorator';

/** Admin views of users (only admins list users), each user with its login map for the heatmap. */
@ApiTags('users')
@Controller('users')
@Roles(Role.Admin)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'All users (admins only with includeAdmins=true); admin only' })
  @ApiAnswers('UsersResponse')
  async list(@Query() query: ListUsersQuery): Promise<UsersResponse> {
    return { message: 'Users fetched successfully', users: await this.users.list(query.includeAdmins ?? false) };
  }

  @Get('active')
  @ApiOperation({ summary: 'Users whose latest login is within `days` days, latest first; admin only' })
  @ApiAnswers('UsersResponse')
  async active(@Query() query: ActiveUsersQuery): Promise<UsersResponse> {
    return { message: 'Active users fetched successfully', users: await this.users.active(query.days ?? 7) };
  }
}
