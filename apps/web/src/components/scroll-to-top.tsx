import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls the window to the top whenever the path changes (an app-wide behaviour). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
