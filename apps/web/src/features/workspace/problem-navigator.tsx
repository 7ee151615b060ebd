import type { Difficulty } from '@algosheets/contracts';
import { Badge, Box, Button, CloseButton, Drawer, HStack, Icon, IconButton, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuChevronLeft, LuChevronRight, LuCircleCheck, LuList } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { difficultyPalette } from '../../components/difficulty-palette';

/** One problem of the sequence the workspace moves through. */
export interface NavigatorEntry {
  id: string;
  title: string;
  difficulty: Difficulty;
  /** Whether the signed-in learner solved it. */
  solved: boolean;
}

/**
 * The problems the workspace's list and ◀ ▶ move through, in order: a sheet's when the learner
 * came from one (`sheet` set), else the problem list's. `pathOf` gives the address of a problem
 * of the sequence (within the same sheet, when it is a sheet's).
 */
export interface ProblemNavigation {
  entries: NavigatorEntry[];
  sheet?: { id: string; name: string };
  pathOf: (problemId: string) => string;
  /** The sequence is still loading: ◀ ▶ wait, disabled. */
  loading: boolean;
}

/** The problems before and after `problemId` in `entries`; none at either end, or when it is not among them. */
export function neighbours(entries: NavigatorEntry[], problemId: string): { previous?: NavigatorEntry; next?: NavigatorEntry } {
  const index = entries.findIndex((entry) => entry.id === problemId);
  if (index < 0) return {};
  return { previous: entries[index - 1], next: entries[index + 1] };
}

/**
 * The workspace's way through the problems: a 'Problem list' drawer (each problem with its
 * difficulty and solved mark, the open one marked as current), ◀ ▶ to the previous and next
 * problem of the sequence, and 'Back to sheet' when the sequence is a sheet's.
 */
export function ProblemNavigator({ problemId, navigation }: { problemId: string; navigation: ProblemNavigation }) {
  const { entries, sheet, pathOf, loading } = navigation;
  const { previous, next } = neighbours(entries, problemId);
  const hrefOf = (entry: NavigatorEntry) => pathOf(entry.id);
  const listName = sheet ? sheet.name : 'Problem list';
  return (
    <HStack as="nav" aria-label="Problems" gap="1" minW="0">
      <Drawer.Root placement="start" size="sm" lazyMount unmountOnExit>
        <Drawer.Trigger asChild>
          <IconButton size="sm" variant="ghost" aria-label={`Open ${sheet ? 'the sheet' : 'the problem list'}`} title={listName}>
            <LuList />
          </IconButton>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{listName}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="2">
                {loading && entries.length === 0 ? (
                  <Text color="fg.muted" px="2">
                    Loading problems...
                  </Text>
                ) : (
                  <Stack as="ol" gap="1" listStyleType="none" data-testid="navigator-list">
                    {entries.map((entry) => (
                      <NavigatorRow key={entry.id} entry={entry} href={hrefOf(entry)} current={entry.id === problemId} />
                    ))}
                  </Stack>
                )}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label="Close the list" size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <StepLink label="Previous problem" entry={previous} href={previous && hrefOf(previous)} loading={loading}>
        <LuChevronLeft />
      </StepLink>
      <StepLink label="Next problem" entry={next} href={next && hrefOf(next)} loading={loading}>
        <LuChevronRight />
      </StepLink>
      {sheet && (
        <Button asChild size="sm" variant="ghost" px="2" title={sheet.name}>
          <RouterLink to={`/playlist/${sheet.id}`}>
            <LuArrowLeft /> Back to sheet
          </RouterLink>
        </Button>
      )}
    </HStack>
  );
}

/** ◀ or ▶: a link named after the problem it opens, or a disabled button at an end of the sequence. */
function StepLink({ label, entry, href, loading, children }: { label: string; entry?: NavigatorEntry; href?: string; loading: boolean; children: React.ReactNode }) {
  if (!entry || !href) {
    return (
      <IconButton size="sm" variant="ghost" aria-label={loading ? `${label} (loading)` : `${label} (none)`} disabled>
        {children}
      </IconButton>
    );
  }
  return (
    <IconButton asChild size="sm" variant="ghost" aria-label={`${label}: ${entry.title}`} title={entry.title}>
      <RouterLink to={href}>{children}</RouterLink>
    </IconButton>
  );
}

function NavigatorRow({ entry, href, current }: { entry: NavigatorEntry; href: string; current: boolean }) {
  return (
    <Box as="li">
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="2"
        px="2"
        py="2"
        rounded="md"
        fontWeight={current ? 'semibold' : 'normal'}
        bg={current ? 'orange.subtle' : undefined}
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      >
        <RouterLink to={href} aria-current={current ? 'page' : undefined}>
          <Icon boxSize="4" color="green.500" aria-label={entry.solved ? 'Solved' : undefined} visibility={entry.solved ? 'visible' : 'hidden'}>
            <LuCircleCheck />
          </Icon>
          <Text as="span" flex="1" minW="0" truncate>
            {entry.title}
          </Text>
          <Badge size="sm" colorPalette={difficultyPalette(entry.difficulty)}>
            {entry.difficulty}
          </Badge>
        </RouterLink>
      </Link>
    </Box>
  );
}
