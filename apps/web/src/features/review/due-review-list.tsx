import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { difficultyPalette } from '../../components/difficulty-palette';
import { formatDueDay } from './review-dates';
import { useGetDueReviewsQuery } from './review-api';
import { RecallRating } from './rating-prompt';
import { UpcomingReviewList } from './upcoming-review-list';
import { problemPath } from '../../lib/problem-path';

/**
 * The problems page's "Due for review" list: solved problems whose review day has come, most
 * overdue first, each with its recall grades (a grade given here is that problem's review), then
 * the problems scheduled later ({@link UpcomingReviewList}).
 */
export function DueReviewList() {
  const { data, isError } = useGetDueReviewsQuery();
  const due = data?.due ?? [];
  return (
    <Box as="section" aria-labelledby="due-reviews-title" borderWidth="1px" rounded="lg" p="4" mb="4" data-testid="due-reviews">
      <Heading as="h2" size="md" id="due-reviews-title" mb="2">
        Due for review
      </Heading>
      {isError ? (
        <Text color="fg.error">The review list could not be loaded.</Text>
      ) : due.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          Nothing is due. Every problem you solve is scheduled for review.
        </Text>
      ) : (
        <Stack as="ul" gap="1">
          {due.map((card) => (
            <HStack as="li" key={card.problemId} justify="space-between" gap="3" wrap="wrap" data-testid="due-review">
              <Link asChild fontWeight="semibold">
                <RouterLink to={problemPath(card.problemId)}>{card.title}</RouterLink>
              </Link>
              <HStack gap="2">
                <Badge colorPalette={difficultyPalette(card.difficulty)}>{card.difficulty}</Badge>
                <Text fontSize="xs" color="fg.muted">
                  due {formatDueDay(card.dueDay)}
                </Text>
                <RecallRating problemId={card.problemId} title={card.title} compact />
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      <UpcomingReviewList />
    </Box>
  );
}
