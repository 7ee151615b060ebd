import { Badge, Link, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useGetDueReviewsQuery } from './review-api';

/** How often the navbar refreshes the count, ms: a card becomes due when the learner's day turns. */
const REFRESH_MS = 10 * 60_000;

/** The navbar's review link with the number of problems due, for a signed-in learner. */
export function DueReviewBadge() {
  const { data } = useGetDueReviewsQuery(undefined, { pollingInterval: REFRESH_MS });
  const count = data?.count ?? 0;
  return (
    <Link asChild px="2" py="1" rounded="md" fontWeight="medium" color="fg.muted" _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}>
      {/* The accessible name is the visible text, "Review 2", plus a hidden " due". */}
      <RouterLink to="/problems" data-testid="review-count" data-count={count}>
        Review{' '}
        <Badge colorPalette={count > 0 ? 'orange' : 'gray'} variant={count > 0 ? 'solid' : 'subtle'} rounded="full">
          {count}
        </Badge>
        <VisuallyHidden> due</VisuallyHidden>
      </RouterLink>
    </Link>
  );
}
