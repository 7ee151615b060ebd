import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { SiteFooter } from '../components/site-footer';
import { SiteNavbar, type RenderAccount } from '../components/site-navbar';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { AccountSlot } from '../features/auth/account-slot';
import { useSession } from '../api/session-api';
import { ServiceStatus } from '../features/health/service-status';
import { DueReviewBadge } from '../features/review/due-review-badge';

/** Paths whose page runs edge to edge; every other page gets a narrow centred column. */
const FULL_WIDTH_PATHS = new Set(['/', '/home']);

/** The shell around every page: navbar, the page, and the footer with the service status line. */
export function AppLayout() {
  const { pathname } = useLocation();
  const fullWidth = FULL_WIDTH_PATHS.has(pathname.toLowerCase());
  const { user, isAdmin } = useSession();
  const renderAccount: RenderAccount | undefined = user
    ? (placement, onNavigate) => <AccountSlot user={user} isAdmin={isAdmin} placement={placement} onNavigate={onNavigate} />
    : undefined;

  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <SiteNavbar renderAccount={renderAccount} extra={user ? <DueReviewBadge /> : undefined} />
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        outline="none"
        flex="1"
        width="full"
        data-layout={fullWidth ? 'full' : 'narrow'}
        {...(fullWidth ? {} : { maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } })}
      >
        {/* Navbar and footer stay while a page's chunk loads; the spinner fills the page's place. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter status={<ServiceStatus />} />
    </Flex>
  );
}
