import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { loginPathFor, RETURN_PARAM, safeReturnPath } from './return-path';
import { useSession } from '../../api/session-api';

/** Login-only routes: logged-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { user, isChecking } = useSession();
  const location = useLocation();
  if (isChecking) return <PageSpinner />;
  return user ? <Outlet /> : <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
}

/** /add-problem: admins only; learners and visitors alike go to /. */
export function RequireAdmin() {
  const { user, isAdmin, isChecking } = useSession();
  if (isChecking) return <PageSpinner />;
  return user && isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}

/**
 * /login and /signup: a signed-in user (so also one who just signed in or up there) is sent to the
 * allow-listed `next` page, else to /problems.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [params] = useSearchParams();
  return user ? <Navigate to={safeReturnPath(params.get(RETURN_PARAM))} replace /> : children;
}
