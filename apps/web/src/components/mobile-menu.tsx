import { Box, CloseButton, Drawer, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from './brand-logo';
import { MobileMenuTrigger } from './nav-triggers';
import type { RenderAccount } from './site-navbar';
import { HOME_LINK, PAGE_LINKS, SHEETS_LINKS, type SiteLink } from './site-links';

/** Full-screen menu for small screens, mirroring the navbar; loaded on first use and mounted open. It closes as soon as a link is chosen. */
export default function MobileMenu({ renderAccount }: { renderAccount: RenderAccount }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="full" placement="end">
      <Drawer.Trigger asChild>
        <MobileMenuTrigger />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="Site menu">
            <Drawer.Header>
              <BrandLogo onNavigate={close} />
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1">
                <MenuLink link={HOME_LINK} onNavigate={close} />
                <Text px="3" pt="4" pb="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
                  Sheets
                </Text>
                {SHEETS_LINKS.map((link) => (
                  <MenuLink key={link.to} link={link} onNavigate={close} />
                ))}
                <Box pt="4" />
                {PAGE_LINKS.map((link) => (
                  <MenuLink key={link.to} link={link} onNavigate={close} />
                ))}
                <Box pt="6">{renderAccount('mobile-menu', close)}</Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" size="md" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function MenuLink({ link, onNavigate }: { link: SiteLink; onNavigate: () => void }) {
  return (
    <Link asChild px="3" py="3" rounded="md" fontSize="xl" fontWeight="semibold" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
      <RouterLink to={link.to} onClick={onNavigate}>
        {link.label}
      </RouterLink>
    </Link>
  );
}
