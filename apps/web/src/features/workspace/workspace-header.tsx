import { Box, Button, HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBookmark, LuBookmarkCheck, LuPlay, LuSend, LuShare2 } from 'react-icons/lu';
import { BrandLogo } from '../../components/brand-logo';
import { ColorModeButton } from '../../components/color-mode';
import { toaster } from '../../components/toaster';
import { ShortcutsDialog } from './shortcuts-dialog';
import { actionLabel } from './use-cooldown';

export const SHARE_TOASTS = { copied: 'Link copied to clipboard', failed: 'Failed to copy url' } as const;

interface WorkspaceHeaderProps {
  phone: boolean;
  /** Run and Submit are disabled (a request in flight, the cooldown, or no language). */
  blocked: boolean;
  pending: 'run' | 'submit' | undefined;
  /** Seconds left of the 30-second cooldown. */
  cooldown: number;
  onExecute: (store: boolean) => void;
  /** Whether the problem was added to a sheet here: the bookmark is drawn filled. */
  bookmarked: boolean;
  /** Opens the Add to sheet dialog. */
  onBookmark: () => void;
  /** The way to other problems (the app's list drawer, ◀ ▶ and 'Back to sheet'); on a phone it gets a row of its own. */
  navigation?: ReactNode;
  /** The signed-in account's menu, at the end of the bar (of the navigation's row on a phone). */
  account?: ReactNode;
}

/**
 * The workspace's top bar: the logo and `navigation`, Run and Submit (with their busy and cooldown
 * labels), bookmark, Share (copies the page's link, toasting {@link SHARE_TOASTS}), the shortcuts
 * on a laptop, the colour mode and `account`. A phone's 390 px hold no more than the logo and the
 * actions: `navigation`, the colour mode and `account` move to a second row below them.
 */
export function WorkspaceHeader({ phone, blocked, pending, cooldown, onExecute, bookmarked, onBookmark, navigation, account }: WorkspaceHeaderProps) {
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toaster.success({ title: SHARE_TOASTS.copied });
    } catch {
      toaster.error({ title: SHARE_TOASTS.failed });
    }
  };
  return (
    <Box as="header" borderBottomWidth="1px" flexShrink={0}>
      <HStack px={{ base: '2', sm: '4' }} h="14" justify="space-between" gap="2">
        {phone ? (
          <BrandLogo compact />
        ) : (
          <HStack gap="3" minW="0">
            <BrandLogo compact />
            {navigation}
          </HStack>
        )}
        <HStack gap={{ base: '1', sm: '2' }}>
          <Button size="sm" variant="outline" disabled={blocked} onClick={() => onExecute(false)} title="Run (Ctrl/Cmd + Enter)">
            <LuPlay /> {actionLabel('Run Code', 'Running...', pending === 'run', cooldown)}
          </Button>
          <Button size="sm" colorPalette="green" disabled={blocked} onClick={() => onExecute(true)} title="Submit (Ctrl/Cmd + Shift + Enter)">
            <LuSend /> {actionLabel('Submit', 'Submitting...', pending === 'submit', cooldown)}
          </Button>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={bookmarked ? 'Bookmark: added to a sheet; add to another' : 'Bookmark: add to a sheet'}
            onClick={onBookmark}
          >
            {bookmarked ? <LuBookmarkCheck /> : <LuBookmark />}
          </IconButton>
          <IconButton size="sm" variant="ghost" aria-label="Share" onClick={() => void share()}>
            <LuShare2 />
          </IconButton>
          {/* Keyboard shortcuts mean little on a phone: the bar keeps its room for Run and Submit. */}
          {!phone && <ShortcutsDialog />}
          {!phone && <ColorModeButton />}
          {!phone && account}
        </HStack>
      </HStack>
      {phone && (
        <HStack px="2" h="12" justify="space-between" gap="2" borderTopWidth="1px" data-testid="workspace-nav-row">
          {navigation ?? <span />}
          <HStack gap="1">
            <ColorModeButton />
            {account}
          </HStack>
        </HStack>
      )}
    </Box>
  );
}
