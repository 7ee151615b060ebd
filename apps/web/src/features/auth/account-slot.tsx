import type { ApiUser } from '@algosheets/contracts';
import { lazy, Suspense, useState } from 'react';
import type { AccountPlacement } from '../../components/guest-actions';
import { AccountTrigger } from '../../components/user-avatar';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(loadUserMenu);

/**
 * The signed-in user's controls in the navbar: the avatar button ships with the page and the menu
 * behind it loads on first use (the 200 KB start-up JavaScript budget); inside the (already lazy)
 * mobile menu the account links load at once.
 */
export function AccountSlot({ user, isAdmin, placement, onNavigate }: { user: ApiUser; isAdmin: boolean; placement: AccountPlacement; onNavigate: () => void }) {
  const [wanted, setWanted] = useState(placement === 'mobile-menu');
  const trigger = <AccountTrigger user={user} onPointerEnter={() => void loadUserMenu()} onFocus={() => void loadUserMenu()} onClick={() => setWanted(true)} />;
  if (!wanted) return trigger;
  return (
    <Suspense fallback={placement === 'bar' ? trigger : null}>
      <UserMenu user={user} isAdmin={isAdmin} placement={placement} onNavigate={onNavigate} />
    </Suspense>
  );
}
