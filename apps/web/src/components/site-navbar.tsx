import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { BrandLogo } from './brand-logo';
import { ColorModeButton } from './color-mode';
import { GuestActions, type AccountPlacement } from './guest-actions';
import { MobileMenuTrigger, SheetsTrigger } from './nav-triggers';
import { HOME_LINK, PAGE_LINKS, type SiteLink } from './site-links';
import { useSolidOnScrollDown } from './use-solid-on-scroll-down';

/**
 * Renders the account controls for one placement. `onNavigate` closes the mobile menu and must be
 * called when a control navigates. The accounts feature passes its user menu here once a user is known.
 */
export type RenderAccount = (placement: AccountPlacement, onNavigate: () => void) => ReactNode;

const renderGuestActions: RenderAccount = (placement, onNavigate) => <GuestActions placement={placement} onNavigate={onNavigate} />;

/**
 * The sticky site navigation: home, a 'Sheets' dropdown, Pricing, About, FAQ and
 * the account controls; below the `md` breakpoint the links move into a full-screen menu. `extra`
 * sits before the colour-mode button at every width (the signed-in learner's review count).
 */
export function SiteNavbar({ renderAccount = renderGuestActions, extra }: { renderAccount?: RenderAccount; extra?: ReactNode }) {
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
          <SheetsMenuSlot />
          {PAGE_LINKS.map((link) => (
            <BarLink key={link.to} link={link} />
          ))}
        </HStack>
        <HStack gap="2">
          {extra}
          <ColorModeButton />
          <Box hideBelow="md">{renderAccount('bar', () => undefined)}</Box>
          <MobileMenuSlot renderAccount={renderAccount} />
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

const loadSheetsMenu = () => import('./sheets-menu');
const loadMobileMenu = () => import('./mobile-menu');
const SheetsMenu = lazy(loadSheetsMenu);
const MobileMenu = lazy(loadMobileMenu);

/**
 * The 'Sheets' dropdown and the mobile menu load on first use (the 200 KB start-up JavaScript
 * budget: their menu and drawer machines are a tenth of the landing page's JavaScript). Hovering or
 * focusing the trigger warms the chunk; a click mounts the real menu, already open.
 */
function SheetsMenuSlot() {
  const [wanted, setWanted] = useState(false);
  const trigger = <SheetsTrigger onPointerEnter={() => void loadSheetsMenu()} onFocus={() => void loadSheetsMenu()} onClick={() => setWanted(true)} />;
  return wanted ? (
    <Suspense fallback={trigger}>
      <SheetsMenu />
    </Suspense>
  ) : (
    trigger
  );
}

function MobileMenuSlot({ renderAccount }: { renderAccount: RenderAccount }) {
  const [wanted, setWanted] = useState(false);
  const trigger = <MobileMenuTrigger onPointerEnter={() => void loadMobileMenu()} onFocus={() => void loadMobileMenu()} onClick={() => setWanted(true)} />;
  return wanted ? (
    <Suspense fallback={trigger}>
      <MobileMenu renderAccount={renderAccount} />
    </Suspense>
  ) : (
    trigger
  );
}
