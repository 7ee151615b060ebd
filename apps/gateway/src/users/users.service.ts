import { type ApiUser, Role } from '@algosheets/contracts';
import { User } from '@algosheets/database';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LoginActivityService } from './login-activity.service';

/** The API shape of a user (the User entity of the API); never the password hash or Google subject. */
export function toApiUser(user: User, loginMap: Record<string, number>): ApiUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    role: user.role,
    loginMap,
    streakCount: user.streakCount,
    longestCount: user.longestCount,
    lastloginDate: user.lastLoginDate,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Reads users for the API, with their login maps. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly loginActivity: LoginActivityService,
  ) {}

  /** @throws NotFoundException when the user no longer exists */
  async apiUser(id: string): Promise<ApiUser> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundException('User not found');
    const maps = await this.loginActivity.loginMaps([id]);
    return toApiUser(user, maps.get(id) ?? {});
  }

  /** Every user, oldest first; admins only when `includeAdmins` (the admin profile asks with false). */
  async list(includeAdmins: boolean): Promise<ApiUser[]> {
    const users = await this.users.find({ where: includeAdmins ? {} : { role: Role.User }, order: { createdAt: 'ASC' } });
    return this.withLoginMaps(users);
  }

  /** Users whose latest login day is within the last `days` days, latest first. */
  async active(days: number): Promise<ApiUser[]> {
    const users = await this.users
      .createQueryBuilder('u')
      .where('u.last_login_date >= CURRENT_DATE - (:days)::int', { days })
      .orderBy('u.last_login_date', 'DESC')
      .addOrderBy('u.created_at', 'DESC')
      .getMany();
    return this.withLoginMaps(users);
  }

  private async withLoginMaps(users: User[]): Promise<ApiUser[]> {
    const maps = await this.loginActivity.loginMaps(users.map((user) => user.id));
    return users.map((user) => toApiUser(user, maps.get(user.id) ?? {}));
  }
}
