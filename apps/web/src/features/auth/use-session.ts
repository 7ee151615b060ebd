import { Role, type ApiUser } from '@algosheets/contracts';
import { useGetSessionQuery } from './auth-api';

export interface Session {
  user: ApiUser | null;
  isAdmin: boolean;
  /** True while auth is being checked and no user is known (the guards show a spinner). */
  isChecking: boolean;
}

/** The signed-in user as the session check last saw it. */
export function useSession(): Session {
  const { data, isFetching } = useGetSessionQuery();
  const user = data ?? null;
  return { user, isAdmin: user?.role === Role.Admin, isChecking: !user && (data === undefined || isFetching) };
}
