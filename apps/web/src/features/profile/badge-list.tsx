import { BadgeKind, type ApiBadge } from '@algosheets/contracts';
import { Box, Card, Center, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LoadError } from '../../components/load-error';
import { useGetBadgesQuery } from './achievements-api';

/** A symbol per kind of badge; decorative, the badge's name and status carry the meaning. */
const KIND_SYMBOL: Record<BadgeKind, string> = {
  [BadgeKind.FirstAccepted]: '✓',
  [BadgeKind.SheetCompleted]: '▦',
  [BadgeKind.TopicMastered]: '★',
  [BadgeKind.ReviewStreak]: '↻',
  [BadgeKind.SolveCount]: '#',
  [BadgeKind.BetterGrowth]: '↘',
};

/** `yyyy-MM-dd` as a readable date, read as that calendar day wherever the viewer is. */
export function formatEarnedOn(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The profile's badges: earned ones first with the day earned, then the unearned dimmed (dashed
 * outline, grey symbol and muted text, not opacity, which would break text contrast) with how to
 * earn them. Status is written out ("Earned …", "Not earned yet"), not shown by colour alone.
 */
export function BadgeList() {
  const { data, isLoading, isError, isFetching, refetch } = useGetBadgesQuery();
  const badges = data?.badges ?? [];
  const earned = badges.filter((badge) => badge.earnedOn !== null).length;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          {data ? `Badges (${earned} of ${badges.length} earned)` : 'Badges'}
        </Heading>
      </Card.Header>
      <Card.Body>
        {isLoading ? (
          <Center py="6">
            <Spinner role="status" color="orange.500" aria-label="Loading badges" />
          </Center>
        ) : isError && !data ? (
          <LoadError what="Your badges" onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" listStyleType="none" aria-label="Badges">
            {badges.map((badge) => (
              <BadgeItem key={badge.id} badge={badge} />
            ))}
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function BadgeItem({ badge }: { badge: ApiBadge }) {
  const isEarned = badge.earnedOn !== null;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderStyle={isEarned ? 'solid' : 'dashed'}
      borderColor={isEarned ? 'orange.400' : 'border'}
      rounded="md"
      p="3"
      bg={isEarned ? 'orange.subtle' : 'transparent'}
      data-testid="badge"
      data-earned={isEarned}
    >
      <HStack gap="3" align="start">
        <Center aria-hidden="true" boxSize="10" flexShrink={0} rounded="full" fontSize="lg" fontWeight="bold" bg={isEarned ? 'orange.solid' : 'bg.muted'} color={isEarned ? 'orange.contrast' : 'fg.muted'}>
          {KIND_SYMBOL[badge.kind]}
        </Center>
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold">{badge.name}</Text>
          <Text fontSize="sm" color={isEarned ? 'fg' : 'fg.muted'}>
            {isEarned ? `Earned ${formatEarnedOn(badge.earnedOn as string)}` : 'Not earned yet'}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {isEarned ? badge.description : `How to earn: ${badge.description}`}
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}
