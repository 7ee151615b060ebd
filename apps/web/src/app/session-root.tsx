import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { ScrollToTop } from '../components/scroll-to-top';
import { useAuthLifecycle } from '../features/auth/use-auth-lifecycle';

/**
 * The root of every route: the auth session rules and scroll-to-top run on every page,
 * inside the layout or not. A page outside the layout (the workspace) shows the spinner while its
 * chunk loads; a page that fails shows the error page.
 */
export function SessionRoot() {
  useAuthLifecycle();
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
