import { ReviewRating } from '@algosheets/contracts';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { apiErrorMessage } from '../../api/api-error-message';
import { formatDueDay } from './review-dates';
import { useRateProblemMutation } from './review-api';

const CHOICES: Array<{ rating: ReviewRating; label: string; palette: string }> = [
  { rating: ReviewRating.Again, label: 'Again', palette: 'red' },
  { rating: ReviewRating.Hard, label: 'Hard', palette: 'orange' },
  { rating: ReviewRating.Good, label: 'Good', palette: 'green' },
  { rating: ReviewRating.Easy, label: 'Easy', palette: 'blue' },
];

/**
 * Shown with an Accepted Submit: the learner grades how it went, once, and the review scheduler
 * answers when the problem comes back. Re-solving a due problem and rating it is that problem's review.
 */
export function RatingPrompt({ problemId }: { problemId: string }) {
  const [rate, { data, error, isLoading, originalArgs }] = useRateProblemMutation();
  return (
    <Box borderWidth="1px" rounded="md" p="3" mb="4" data-testid="rating-prompt" role="group" aria-labelledby="rating-prompt-title">
      <Text id="rating-prompt-title" fontWeight="semibold" mb="2">
        Accepted! How hard was it to recall?
      </Text>
      <HStack gap="2" wrap="wrap">
        {CHOICES.map((choice) => (
          <Button
            key={choice.rating}
            size="xs"
            colorPalette={choice.palette}
            variant={originalArgs?.rating === choice.rating && data ? 'solid' : 'outline'}
            loading={isLoading && originalArgs?.rating === choice.rating}
            // One rating per Accepted Submit: a second click would count as a second review.
            disabled={isLoading || data !== undefined}
            onClick={() => void rate({ problemId, rating: choice.rating })}
          >
            {choice.label}
          </Button>
        ))}
      </HStack>
      {data && (
        <Text mt="2" fontSize="sm" data-testid="next-review" data-due-day={data.review.dueDay}>
          Next review: {formatDueDay(data.review.dueDay)}
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
