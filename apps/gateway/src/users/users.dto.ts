import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

/** `GET /users?includeAdmins=true|false` (default false). */
export class ListUsersQuery {
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'includeAdmins must be true or false' })
  includeAdmins?: boolean;
}

/** `GET /users/active?days=n`, n from 1 to 365 (default 7; the profile asks for 14). */
export class ActiveUsersQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number from 1 to 365' })
  @Min(1, { message: 'days must be a whole number from 1 to 365' })
  @Max(365, { message: 'days must be a whole number from 1 to 365' })
  days?: number;
}
