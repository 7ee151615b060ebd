import { Button, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import type { ApiUser } from '@algosheets/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AccountPlacement } from '../../components/guest-actions';
import { useLogoutMutation } from './auth-api';
import { AccountTrigger, UserAvatar } from '../../components/user-avatar';

function accountLinks(isAdmin: boolean): { label: string; to: string }[] {
  return [{ label: 'My Profile', to: '/profile' }, { label: 'Leaderboard', to: '/leaderboard' }, ...(isAdmin ? [{ label: 'Add Problem', to: '/add-problem' }] : [])];
}

/**
 * The signed-in account controls: avatar, name, My Profile, Leaderboard, Add Problem (admins
 * only) and Logout, which goes to / whatever the server answers. Loaded on first use: in the bar
 * it mounts open, because the click that loaded it was the click that opens it.
 */
export default function UserMenu({ user, isAdmin, placement, onNavigate }: { user: ApiUser; isAdmin: boolean; placement: AccountPlacement; onNavigate: () => void }) {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const signOut = async () => {
    onNavigate();
    await logout();
    await navigate('/');
  };

  if (placement === 'mobile-menu') {
    return (
      <Stack gap="2">
        <HStack gap="3" px="3">
          <UserAvatar user={user} />
          <Text fontWeight="semibold">{user.name}</Text>
        </HStack>
        {accountLinks(isAdmin).map((link) => (
          <Button key={link.to} asChild variant="outline" size="lg">
            <RouterLink to={link.to} onClick={onNavigate}>
              {link.label}
            </RouterLink>
          </Button>
        ))}
        <Button size="lg" colorPalette="red" variant="subtle" onClick={() => void signOut()}>
          Logout
        </Button>
      </Stack>
    );
  }

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger asChild>
        <AccountTrigger user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{user.name}</Menu.ItemGroupLabel>
              {accountLinks(isAdmin).map((link) => (
                <Menu.Item key={link.to} value={link.to} asChild>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            {/* red.fg, not fg.error: fg.error (red.500) on the light menu is 3.8:1, below WCAG AA's 4.5:1 for text. */}
            <Menu.Item value="logout" color="red.fg" onClick={() => void signOut()}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
