import { ReviewRating } from '@algosheets/contracts';
import { Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { apiErrorMessage } from '../../api/api-error-message';
import { formatDueDay } from './review-dates';
import { useGetReviewCardQuery, useRateProblemMutation } from './review-api';

const CHOICES: Array<{ rating: ReviewRating; label: string; palette: string }> = [
  { rating: ReviewRating.Again, label: 'Again', palette: 'red' },
  { rating: ReviewRating.Hard, label: 'Hard', palette: 'orange' },
  { rating: ReviewRating.Good, label: 'Good', palette: 'green' },
  { rating: ReviewRating.Easy, label: 'Easy', palette: 'blue' },
];

/**
 * The four recall grades of one solved problem, the current one pressed, and the next review day.
 * A solved problem is already scheduled as Good; a click changes the grade (until the problem is
 * due again a new grade replaces the latest, so rating twice is no second review). `compact` is the
 * review list's row form, labelled by the problem's title.
 */
export function RecallRating({ problemId, title, compact = false }: { problemId: string; title?: string; compact?: boolean }) {
  const card = useGetReviewCardQuery(problemId);
  const [rate, { error, isLoading, originalArgs }] = useRateProblemMutation();
  const review = card.data?.review;
  if (card.isLoading) return <Spinner role="status" size="sm" color="orange.500" aria-label="Loading review" />;
  if (card.isError) return <Text fontSize="sm" color="fg.error">The review could not be loaded.</Text>;
  if (!review) return <Text fontSize="sm" color="fg.muted">Solve this problem to schedule its review.</Text>;
  return (
    <Box role="group" aria-label={title ? `Rate your recall of ${title}` : 'Rate your recall'} data-testid="recall-rating" data-rating={review.rating ?? ''}>
      <HStack gap="2" wrap="wrap">
        {CHOICES.map((choice) => (
          <Button
            key={choice.rating}
            size="xs"
            // A finger's reach on a phone (44 px); the desktop keeps the compact row.
            minH={{ base: '11', md: 'auto' }}
            minW={{ base: '11', md: 'auto' }}
            colorPalette={choice.palette}
            variant={review.rating === choice.rating ? 'solid' : 'outline'}
            aria-pressed={review.rating === choice.rating}
            loading={isLoading && originalArgs?.rating === choice.rating}
            disabled={isLoading}
            onClick={() => void rate({ problemId, rating: choice.rating })}
          >
            {choice.label}
          </Button>
        ))}
      </HStack>
      {!compact && (
        <Text mt="2" fontSize="sm" data-testid="next-review" data-due-day={review.dueDay}>
          Next review: {formatDueDay(review.dueDay)}
        </Text>
      )}
      {error && (
        <Text mt="2" fontSize="sm" color="fg.error" role="alert">
          {apiErrorMessage(error, 'The rating could not be saved')}
        </Text>
      )}
    </Box>
  );
}

/** Shown with an Accepted Submit: the learner grades how it went (Good until they choose) and sees the next review. */
export function RatingPrompt({ problemId }: { problemId: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3" mb="4" data-testid="rating-prompt" role="group" aria-labelledby="rating-prompt-title">
      <Text id="rating-prompt-title" fontWeight="semibold" mb="2">
        Accepted! How hard was it to recall?
      </Text>
      <RecallRating problemId={problemId} />
    </Box>
  );
}

/** The workspace's Review tab: the problem's recall grade, to rate or re-rate at any time. */
export function ReviewPanel({ problemId }: { problemId: string }) {
  return (
    <Box>
      <Text fontWeight="semibold" mb="1">
        How hard was it to recall?
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        A solved problem comes back for review; your grade decides when. Until it is due you can change the grade.
      </Text>
      <RecallRating problemId={problemId} />
    </Box>
  );
}
