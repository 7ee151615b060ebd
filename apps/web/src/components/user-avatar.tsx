import type { ApiUser } from '@algosheets/contracts';
import { Avatar, Button, Text, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

/** Shown when a user has no image: a public default avatar served by the app itself. */
export const DEFAULT_AVATAR = '/default-avatar.svg';

export function UserAvatar({ user, size = 'sm' }: { user: Pick<ApiUser, 'name' | 'email' | 'image'>; size?: 'xs' | 'sm' | 'md' | 'lg' | '2xl' }) {
  return (
    <Avatar.Root size={size}>
      <Avatar.Fallback name={user.name || user.email} />
      <Avatar.Image src={user.image ?? DEFAULT_AVATAR} alt="" />
    </Avatar.Root>
  );
}

/**
 * The navbar's account button (avatar and name); the menu behind it loads on first use. Its
 * accessible name holds the visible name too, so speech users can say what they see.
 */
export const AccountTrigger = forwardRef<HTMLButtonElement, ButtonProps & { user: ApiUser }>(function AccountTrigger({ user, ...props }, ref) {
  return (
    <Button ref={ref} variant="ghost" size="sm" aria-label={`Account menu, ${user.name}`} px="1" {...props}>
      <UserAvatar user={user} />
      <Text hideBelow="lg" maxW="32" truncate>
        {user.name}
      </Text>
    </Button>
  );
});
