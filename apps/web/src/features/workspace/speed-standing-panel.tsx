import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { standingSentences } from './speed-standing';
import { useGetSubmissionStandingQuery } from './submissions-api';

// recharts loads with the first standing shown, not with the workspace.
const SpeedStandingChart = lazy(() => import('./speed-standing-chart'));

/**
 * Where an Accepted Submit stands among the Accepted submissions of its problem in its language:
 * the sentences (or why there is no percentage yet), then the CPU-time and memory distributions
 * with the learner's bar highlighted. Nothing shows while it loads or when the call fails: the
 * verdict above it stays the point of the Results tab.
 */
export function SpeedStandingPanel({ submissionId }: { submissionId: string }) {
  const { data } = useGetSubmissionStandingQuery(submissionId);
  if (!data) return null;
  const { standing } = data;
  const sentences = standingSentences(standing);
  const charted = standing.cpuTimeMs !== null && standing.sampleSize > 0;
  return (
    <Box as="section" aria-label="Speed standing" borderWidth="1px" rounded="md" p="3" data-testid="speed-standing">
      <Stack gap="1" mb={charted ? '3' : '0'}>
        <Text fontWeight="semibold" data-testid="standing-speed">
          {sentences.speed}
        </Text>
        {sentences.memory && <Text data-testid="standing-memory">{sentences.memory}</Text>}
        <Text fontSize="xs" color="fg.muted">
          Measured by the judge: the slowest hidden test&apos;s CPU time and the peak memory of your Accepted submission.
        </Text>
      </Stack>
      {charted && (
        <Suspense fallback={null}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SpeedStandingChart title="CPU time" buckets={standing.cpuTimeHistogram} unit="ms" summary={sentences.speed} />
            <SpeedStandingChart title="Peak memory" buckets={standing.peakMemoryHistogram} unit="KB" summary={sentences.memory ?? sentences.speed} />
          </SimpleGrid>
        </Suspense>
      )}
    </Box>
  );
}
