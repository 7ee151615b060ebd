import { LoginDay, User } from '@algosheets/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoginActivityService } from './login-activity.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, LoginDay])],
  controllers: [UsersController],
  providers: [UsersService, LoginActivityService],
  exports: [UsersService, LoginActivityService],
})
export class UsersModule {}
