import type { Role } from '@algosheets/contracts';
import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in user as guards and handlers see it (from the access JWT, checked against the database). */
export interface AuthUser {
  id: string;
  role: Role;
}

export const IS_PUBLIC = 'isPublic';
export const ROLES = 'roles';

/** Marks a route as open to visitors; every other route needs a valid access token (401). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Restricts a route to the given roles (403 otherwise), e.g. `@Roles(Role.Admin)`. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** Injects the signed-in {@link AuthUser}. Only on routes that are not {@link Public}. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<Request & { user: AuthUser }>().user;
});
