import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { GUEST_LINKS } from './site-links';

/** Where account controls sit: the bar itself, or the full-screen mobile menu. */
export type AccountPlacement = 'bar' | 'mobile-menu';

/** 'Log In' and 'Sign Up' for visitors. */
export function GuestActions({ placement, onNavigate }: { placement: AccountPlacement; onNavigate?: () => void }) {
  const inMenu = placement === 'mobile-menu';
  return (
    <Stack direction={inMenu ? 'column' : 'row'} gap="2" width={inMenu ? 'full' : undefined}>
      <Button asChild variant="outline" size={inMenu ? 'lg' : 'sm'}>
        <RouterLink to={GUEST_LINKS.login.to} onClick={onNavigate}>
          {GUEST_LINKS.login.label}
        </RouterLink>
      </Button>
      <Button asChild colorPalette="orange" size={inMenu ? 'lg' : 'sm'}>
        <RouterLink to={GUEST_LINKS.signup.to} onClick={onNavigate}>
          {GUEST_LINKS.signup.label}
        </RouterLink>
      </Button>
    </Stack>
  );
}
