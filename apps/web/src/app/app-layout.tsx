import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { ScrollToTop } from '../components/scroll-to-top';
import { SiteFooter } from '../components/site-footer';
import { SiteNavbar } from '../components/site-navbar';
import { ServiceStatus } from '../features/health/service-status';

/** Paths whose page runs edge to edge; every other page gets a narrow centred column (spec section 2). */
const FULL_WIDTH_PATHS = new Set(['/', '/home']);

/** The shell around every page: navbar, the page, and the footer with the service status line. */
export function AppLayout() {
  const { pathname } = useLocation();
  const fullWidth = FULL_WIDTH_PATHS.has(pathname.toLowerCase());

  return (
    <Flex direction="column" minH="100dvh">
      <ScrollToTop />
      <SiteNavbar />
      <Box
        as="main"
        flex="1"
        width="full"
        data-layout={fullWidth ? 'full' : 'narrow'}
        {...(fullWidth ? {} : { maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } })}
      >
        <Outlet />
      </Box>
      <SiteFooter status={<ServiceStatus />} />
    </Flex>
  );
}
