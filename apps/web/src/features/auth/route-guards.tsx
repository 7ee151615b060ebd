import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useSession } from './use-session';

/** Login-only routes of spec section 2: logged-out visitors go to /login. */
export function RequireAuth() {
  const { user, isChecking } = useSession();
  if (isChecking) return <PageSpinner />;
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}

/** /add-problem (spec section 2): admins only; learners and visitors alike go to /. */
export function RequireAdmin() {
  const { user, isAdmin, isChecking } = useSession();
  if (isChecking) return <PageSpinner />;
  return user && isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}

/** /login (spec section 2): a signed-in user is sent to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user ? <Navigate to="/" replace /> : children;
}
