import { Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuChevronDown, LuMenu } from 'react-icons/lu';
import { NavLink as RouterNavLink, Link as RouterLink } from 'react-router';
import { BrandLogo } from './brand-logo';
import { ColorModeButton } from './color-mode';
import { GuestActions, type AccountPlacement } from './guest-actions';
import { HOME_LINK, PAGE_LINKS, SHEETS_LINKS, type SiteLink } from './site-links';
import { useSolidOnScrollDown } from './use-solid-on-scroll-down';

/**
 * Renders the account controls for one placement. `onNavigate` closes the mobile menu and must be
 * called when a control navigates. The accounts feature passes its user menu here once a user is known.
 */
export type RenderAccount = (placement: AccountPlacement, onNavigate: () => void) => ReactNode;

const renderGuestActions: RenderAccount = (placement, onNavigate) => <GuestActions placement={placement} onNavigate={onNavigate} />;

/**
 * The sticky site navigation of spec section 2: home, a 'Sheets' dropdown, Pricing, About, FAQ and
 * the account controls; below the `md` breakpoint the links move into a full-screen menu.
 */
export function SiteNavbar({ renderAccount = renderGuestActions }: { renderAccount?: RenderAccount }) {
  const solid = useSolidOnScrollDown();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      data-testid="site-navbar"
      data-state={solid ? 'solid' : 'transparent'}
      bg={solid ? 'bg' : 'transparent'}
      backdropFilter={solid ? undefined : 'blur(8px)'}
      borderBottomWidth="1px"
      borderColor={solid ? 'border' : 'transparent'}
      boxShadow={solid ? 'sm' : 'none'}
      transition="background-color 0.2s, box-shadow 0.2s, border-color 0.2s"
    >
      <Flex as="nav" aria-label="Main" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
        <BrandLogo />
        <HStack gap="1" hideBelow="md">
          <BarLink link={HOME_LINK} />
          <SheetsMenu />
          {PAGE_LINKS.map((link) => (
            <BarLink key={link.to} link={link} />
          ))}
        </HStack>
        <HStack gap="2">
          <ColorModeButton />
          <Box hideBelow="md">{renderAccount('bar', () => undefined)}</Box>
          <MobileMenu renderAccount={renderAccount} />
        </HStack>
      </Flex>
    </Box>
  );
}

function BarLink({ link }: { link: SiteLink }) {
  return (
    <Link asChild px="3" py="2" rounded="md" fontWeight="medium" color="fg.muted" _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }} _currentPage={{ color: 'fg' }}>
      <RouterNavLink to={link.to} end>
        {link.label}
      </RouterNavLink>
    </Link>
  );
}

function SheetsMenu() {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="md" fontSize="md" fontWeight="medium" color="fg.muted" px="3">
          Sheets <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {SHEETS_LINKS.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Full-screen menu for small screens; it mirrors the bar and closes as soon as a link is chosen. */
function MobileMenu({ renderAccount }: { renderAccount: RenderAccount }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="full" placement="end">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label="Open menu" hideFrom="md">
          <LuMenu />
        </IconButton>
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
                <Text px="3" pt="4" pb="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.subtle">
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
