import { Difficulty, LeaderboardPeriod, type LeaderboardResponse } from '@algosheets/contracts';
import { Badge, Card, Center, Heading, Spinner, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error';
import { useGetLeaderboardQuery } from './leaderboard-api';

const PERIODS = [
  { value: LeaderboardPeriod.Week, label: 'This week' },
  { value: LeaderboardPeriod.AllTime, label: 'All time' },
] as const;

const DIFFICULTY_LABELS = { [Difficulty.Easy]: 'Easy', [Difficulty.Medium]: 'Medium', [Difficulty.Hard]: 'Hard' } as const;

/** "Easy 1 · Medium 2 · Hard 3" from the weights the server answers. */
export function describeWeights(weights: LeaderboardResponse['weights']): string {
  return Object.values(Difficulty)
    .map((difficulty) => `${DIFFICULTY_LABELS[difficulty]} ${weights[difficulty]}`)
    .join(' · ');
}

/**
 * /leaderboard: learners by points (solved problems weighted by difficulty), this ISO week or all
 * time, the top 100 and the viewer's own rank, also when they are hidden or not yet ranked.
 */
export function LeaderboardPage() {
  const [period, setPeriod] = useState<LeaderboardPeriod>(LeaderboardPeriod.Week);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Leaderboard
      </Heading>
      <Tabs.Root value={period} onValueChange={(details) => setPeriod(details.value as LeaderboardPeriod)} variant="line" colorPalette="orange">
        <Tabs.List aria-label="Leaderboard period">
          {PERIODS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PERIODS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.value === period && <PeriodBoard period={period} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

function PeriodBoard({ period }: { period: LeaderboardPeriod }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetLeaderboardQuery(period);
  if (isLoading) {
    return (
      <Center py="8">
        <Spinner role="status" color="orange.500" aria-label="Loading the leaderboard" />
      </Center>
    );
  }
  if (isError || !data) return <LoadError what="The leaderboard" onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <Stack gap="4">
      <ViewerCard board={data} />
      <Text fontSize="sm" color="fg.muted">
        {`Points per solved problem: ${describeWeights(data.weights)}. `}
        {data.weekStart ? `Problems first solved since Monday ${data.weekStart} (UTC).` : 'Every problem ever solved.'}
      </Text>
      {data.entries.length === 0 ? (
        <Text>No one has solved a problem in this period yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={`Leaderboard, ${period === LeaderboardPeriod.Week ? 'this week' : 'all time'}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Rank</Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Points</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Solved</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.entries.map((entry) => (
                <Table.Row key={`${entry.rank}-${entry.name}-${entry.isViewer}`} bg={entry.isViewer ? 'orange.subtle' : undefined} data-testid="leaderboard-row" aria-current={entry.isViewer ? 'true' : undefined}>
                  <Table.Cell>{entry.rank}</Table.Cell>
                  <Table.Cell fontWeight={entry.isViewer ? 'bold' : undefined} wordBreak="break-word">
                    {entry.name}
                    {entry.isViewer && (
                      <Badge ms="2" colorPalette="orange">
                        You
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{entry.points}</Table.Cell>
                  <Table.Cell textAlign="end">{entry.solved}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** The viewer's own standing, with a note when they are hidden or have no solve in the period. */
function ViewerCard({ board }: { board: LeaderboardResponse }) {
  const { viewer } = board;
  return (
    <Card.Root variant="subtle" size="sm" data-testid="viewer-standing">
      <Card.Body gap="1">
        <Text fontWeight="semibold">
          {viewer.rank === null ? 'You have no solved problem in this period yet.' : `Your rank: #${viewer.rank} with ${viewer.points} ${viewer.points === 1 ? 'point' : 'points'} (${viewer.solved} solved)`}
        </Text>
        {viewer.hidden && (
          <Text fontSize="sm" color="fg.muted">
            You are hidden from other learners; only you see your rank. Change it on your <RouterLink to="/profile">profile</RouterLink>.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
