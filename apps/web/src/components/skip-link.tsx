import { SkipNavLink } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

/** The id of every page's `<main>`: the target of {@link SkipLink}. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab order on every page (WCAG 2.4.1, bypass blocks): hidden until it has
 * the focus, it moves the focus to the page's `<main>` (which carries `id={MAIN_CONTENT_ID}` and
 * `tabIndex={-1}`), so the next Tab reaches the page's first control instead of the navigation.
 * The focus is moved by hand: a hash change alone would go through the router as a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <SkipNavLink id={MAIN_CONTENT_ID} onClick={skip}>
      Skip to main content
    </SkipNavLink>
  );
}
