import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { formatDueDay } from './review-dates';
import { useGetUpcomingReviewsQuery } from './review-api';
import { RecallRating } from './rating-prompt';
import { problemPath } from '../../lib/problem-path';

/**
 * The review list's "Scheduled" part: solved problems not yet due, soonest first, each with its
 * next review day and its recall grades, so a problem solved without a rating (scheduled as Good)
 * can be rated, or re-rated, before its day. Folded by default so the problem table stays on a
 * phone's first screen; nothing is shown while no problem is scheduled.
 */
export function UpcomingReviewList() {
  const { data } = useGetUpcomingReviewsQuery();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const upcoming = data?.upcoming ?? [];
  if (upcoming.length === 0) return null;
  return (
    <Box mt="3" data-testid="upcoming-reviews">
      <Button variant="ghost" size="sm" px="1" minH={{ base: '11', md: 'auto' }} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((wasOpen) => !wasOpen)}>
        {open ? <LuChevronDown /> : <LuChevronRight />} Scheduled ({upcoming.length})
      </Button>
      <Stack as="ul" id={listId} hidden={!open} gap="2" mt="1">
        {open &&
          upcoming.map((card) => (
            <HStack as="li" key={card.problemId} justify="space-between" gap="3" wrap="wrap" data-testid="upcoming-review">
              <Link asChild fontWeight="semibold" minH={{ base: '11', md: 'auto' }}>
                <RouterLink to={problemPath(card.problemId)}>{card.title}</RouterLink>
              </Link>
              <HStack gap="2" wrap="wrap">
                <Text fontSize="xs" color="fg.muted" data-testid="upcoming-day" data-due-day={card.dueDay}>
                  next review {formatDueDay(card.dueDay)}
                </Text>
                <RecallRating problemId={card.problemId} title={card.title} compact />
              </HStack>
            </HStack>
          ))}
      </Stack>
    </Box>
  );
}
