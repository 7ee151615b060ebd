import { Outlet } from 'react-router';
import { ScrollToTop } from '../components/scroll-to-top';
import { useAuthLifecycle } from '../features/auth/use-auth-lifecycle';

/** The root of every route: the session rules of spec section 4 and scroll-to-top run on every page, inside the layout or not. */
export function SessionRoot() {
  useAuthLifecycle();
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
