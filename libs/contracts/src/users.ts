import type { Role } from './domain';

/**
 * A user as every API answer shows it (the User entity of the API). Never carries a password hash or a
 * token. `loginMap` maps `yyyy-MM-dd` (in the user's time zone at login) to the number of logins.
 */
export interface ApiUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  loginMap: Record<string, number>;
  streakCount: number;
  longestCount: number;
  /** Latest login day, `yyyy-MM-dd`, or null before the first login. */
  lastloginDate: string | null;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

/** `GET /users?includeAdmins=` and `GET /users/active?days=` (admin only). */
export interface UsersResponse {
  message: string;
  users: ApiUser[];
}
