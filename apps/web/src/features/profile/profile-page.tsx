import { Difficulty, type ApiUser, type UsersResponse } from '@algosheets/contracts';
import { AbsoluteCenter, Badge, Box, Card, Center, Flex, Heading, HStack, Progress, ProgressCircle, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { difficultyPalette } from '../../components/difficulty-palette';
import { LoadError, type QueryState } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { UserAvatar } from '../../components/user-avatar';
import { useSession } from '../../api/session-api';
import { LANGUAGE_LABELS } from '../../lib/language-labels';
import { useGetSolvedProblemsQuery } from '../../api/problems-api';
import { BadgeList } from './badge-list';
import { aggregateLogins } from './heatmap';
import { LeaderboardSetting } from './leaderboard-setting';
import { LoginHeatmap } from './login-heatmap';
import { activeDays, formatAverageTime, levelFor, streaksOf } from './profile-stats';
import { ACTIVE_USERS_DAYS, ACTIVE_USERS_SHOWN, useGetActiveUsersQuery, useGetProfileStatsQuery, useGetUsersQuery } from './users-api';
import { problemPath } from '../../lib/problem-path';

const LEVEL_PALETTE = { Beginner: 'gray', Intermediate: 'blue', Expert: 'purple', Master: 'orange' } as const;
const DIFFICULTY_ROWS = [
  { key: Difficulty.Easy, label: 'Easy' },
  { key: Difficulty.Medium, label: 'Medium' },
  { key: Difficulty.Hard, label: 'Hard' },
] as const;

/** A missing name or e-mail shows placeholder text. */
const NO_NAME = 'Unnamed user';
const NO_EMAIL = 'No email';

/** /profile: header, progress, performance, badges, the leaderboard opt-out, login heatmap, and the learner's or admin's own section. */
export function ProfilePage() {
  const { user, isAdmin, isChecking } = useSession();
  if (!user) return isChecking ? <PageSpinner /> : null;
  return <Profile user={user} isAdmin={isAdmin} />;
}

function Profile({ user, isAdmin }: { user: ApiUser; isAdmin: boolean }) {
  const statsQuery = useGetProfileStatsQuery();
  const users = useGetUsersQuery({ includeAdmins: false }, { skip: !isAdmin });
  const stats = statsQuery.data?.stats;
  const streaks = streaksOf(user);
  const level = levelFor(stats?.solved.solved ?? 0, stats?.solved.total ?? 0);

  // By role: admins see logins aggregated across all users (themselves included), learners their own.
  const heat = useMemo(() => {
    if (!isAdmin) return { counts: user.loginMap, users: undefined };
    const everyone = [user, ...(users.data?.users ?? []).filter((other) => other.id !== user.id)];
    return aggregateLogins(everyone);
  }, [isAdmin, user, users.data]);

  return (
    <Stack gap="8">
      <Card.Root variant="outline">
        <Card.Body>
          <Flex direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'center' }}>
            <HStack gap="4" flex="1">
              <UserAvatar user={user} size="2xl" />
              <Stack gap="1">
                <Heading as="h1" size="2xl">
                  {user.name || NO_NAME}
                </Heading>
                <Text color="fg.muted">{user.email || NO_EMAIL}</Text>
                <HStack gap="2">
                  <Badge colorPalette={LEVEL_PALETTE[level]} data-testid="level-badge">
                    {level}
                  </Badge>
                  {isAdmin && <Badge colorPalette="red">ADMIN</Badge>}
                </HStack>
              </Stack>
            </HStack>
            <SimpleGrid columns={3} gap="3">
              <StatCard label="Current Streak" value={streaks.current} testId="current-streak" />
              <StatCard label="Best Streak" value={streaks.best} testId="best-streak" />
              <StatCard label="Active Days" value={activeDays(user.loginMap)} testId="active-days" />
            </SimpleGrid>
          </Flex>
        </Card.Body>
      </Card.Root>

      {statsQuery.isError && !stats ? (
        <LoadError what="Your statistics" onRetry={() => void statsQuery.refetch()} retrying={statsQuery.isFetching} />
      ) : !stats ? (
        <Center py="8">
          <Spinner role="status" color="orange.500" aria-label="Loading statistics" />
        </Center>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h2" size="lg">
                Progress Overview
              </Heading>
            </Card.Header>
            <Card.Body>
              <Flex gap="6" align="center" direction={{ base: 'column', sm: 'row' }}>
                <ProgressCircle.Root value={stats.solved.total === 0 ? 0 : (stats.solved.solved / stats.solved.total) * 100} size="xl" colorPalette="orange">
                  <ProgressCircle.Circle css={{ '--size': '110px', '--thickness': '10px' }}>
                    <ProgressCircle.Track />
                    <ProgressCircle.Range />
                  </ProgressCircle.Circle>
                  <AbsoluteCenter>
                    <Text fontWeight="bold" data-testid="solved-total">{`${stats.solved.solved}/${stats.solved.total}`}</Text>
                  </AbsoluteCenter>
                </ProgressCircle.Root>
                <Stack flex="1" gap="3" w="full">
                  <Text>
                    Attempting: <b data-testid="attempting">{stats.attempting}</b>
                  </Text>
                  {DIFFICULTY_ROWS.map((row) => {
                    const counts = stats.byDifficulty[row.key];
                    return (
                      <Box key={row.key}>
                        <HStack justify="space-between" fontSize="sm">
                          <Text>{row.label}</Text>
                          <Text>{`${counts.solved}/${counts.total}`}</Text>
                        </HStack>
                        <Progress.Root value={counts.total === 0 ? 0 : (counts.solved / counts.total) * 100} colorPalette={difficultyPalette(row.key)} size="sm">
                          <Progress.Track>
                            <Progress.Range />
                          </Progress.Track>
                        </Progress.Root>
                      </Box>
                    );
                  })}
                </Stack>
              </Flex>
            </Card.Body>
          </Card.Root>

          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h2" size="lg">
                Performance Statistics
              </Heading>
            </Card.Header>
            <Card.Body gap="4">
              <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
                <Metric label="Languages Used" value={String(stats.languages.length)} />
                <Metric label="Most Used" value={stats.mostUsedLanguage ? LANGUAGE_LABELS[stats.mostUsedLanguage] : 'N/A'} />
                <Metric label="Average Time" value={formatAverageTime(stats.averageRuntimeS, stats.totalSubmissions)} />
                <Metric label="Total Submissions" value={String(stats.totalSubmissions)} />
                <Metric label="Success Rate" value={`${stats.successRate.toFixed(1)}%`} />
              </SimpleGrid>
              <Box>
                <Text fontWeight="semibold" mb="2">
                  Programming Languages
                </Text>
                {stats.languages.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    No submissions yet
                  </Text>
                ) : (
                  <Stack gap="1">
                    {stats.languages.map((usage) => (
                      <HStack key={usage.language} justify="space-between" fontSize="sm">
                        <Text>{LANGUAGE_LABELS[usage.language]}</Text>
                        <Text color="fg.muted">{`${usage.count} (${usage.percentage.toFixed(1)}%)`}</Text>
                      </HStack>
                    ))}
                  </Stack>
                )}
              </Box>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      )}

      <BadgeList />
      <LeaderboardSetting />

      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h2" size="lg">
            Login Activity
          </Heading>
        </Card.Header>
        <Card.Body>
          <LoginHeatmap counts={heat.counts} users={heat.users} showUsers={isAdmin} />
        </Card.Body>
      </Card.Root>

      {isAdmin ? <UsersOverview users={users} /> : <SolvedProblems />}
    </Stack>
  );
}

function StatCard({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card.Root size="sm" variant="subtle" minW="28">
      <Card.Body gap="0" textAlign="center">
        <Text fontSize="2xl" fontWeight="bold" data-testid={testId}>
          {value}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold">{value}</Text>
    </Box>
  );
}

/** Learners only: 'Solved Problems (N)'. */
function SolvedProblems() {
  const { data, isLoading, isFetching, isError, refetch } = useGetSolvedProblemsQuery();
  const problems = data?.problems ?? [];
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">{`Solved Problems (${problems.length})`}</Heading>
      </Card.Header>
      <Card.Body>
        {isLoading ? (
          <Center py="6">
            <Spinner role="status" color="orange.500" aria-label="Loading solved problems" />
          </Center>
        ) : isError && !data ? (
          <LoadError what="Your solved problems" onRetry={() => void refetch()} retrying={isFetching} />
        ) : problems.length === 0 ? (
          <Stack align="center" py="6" gap="1">
            <Text fontWeight="semibold">No problems solved yet</Text>
            <Text color="fg.muted">Start solving problems to see them here!</Text>
          </Stack>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Title</Table.ColumnHeader>
                <Table.ColumnHeader>Difficulty</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {problems.map((problem) => (
                <Table.Row key={problem.id} data-testid="solved-row">
                  <Table.Cell>
                    <RouterLink to={problemPath(problem.id)}>{problem.title}</RouterLink>
                  </Table.Cell>
                  <Table.Cell>{problem.difficulty}</Table.Cell>
                  <Table.Cell color="green.500">✓ Solved</Table.Cell>
                  <Table.Cell>{new Date(problem.updatedAt || problem.createdAt).toLocaleDateString()}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Admins only: active users of the last 14 days (first 10) and all users. */
function UsersOverview({ users }: { users: QueryState<UsersResponse> }) {
  const active = useGetActiveUsersQuery({ days: ACTIVE_USERS_DAYS });
  const allUsers = users.data?.users ?? [];
  const activeUsers = (active.data?.users ?? []).slice(0, ACTIVE_USERS_SHOWN);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          Users Overview
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Box>
            <Heading as="h3" size="md" mb="3">
              Active Users (last 14 days)
            </Heading>
            {active.isLoading ? (
              <Spinner color="orange.500" />
            ) : active.isError && !active.data ? (
              <LoadError what="The active users" onRetry={() => void active.refetch()} retrying={active.isFetching} />
            ) : activeUsers.length === 0 ? (
              <Text color="fg.muted">No active users in this period.</Text>
            ) : (
              <Stack gap="2">
                {activeUsers.map((person) => (
                  <PersonRow key={person.id} person={person} detail={`Last login: ${person.lastloginDate ?? 'never'}`} />
                ))}
              </Stack>
            )}
          </Box>
          <Box>
            <Heading as="h3" size="md" mb="3">
              All Users
            </Heading>
            {users.isLoading ? (
              <Spinner color="orange.500" />
            ) : users.isError && !users.data ? (
              <LoadError what="The users" onRetry={() => void users.refetch()} retrying={users.isFetching} />
            ) : allUsers.length === 0 ? (
              <Text color="fg.muted">No users found.</Text>
            ) : (
              // A scrolling list of plain rows: focusable and named, so a keyboard can scroll it too.
              <Stack gap="2" maxH="80" overflowY="auto" pe="2" tabIndex={0} role="region" aria-label="All users">
                {allUsers.map((person) => (
                  <PersonRow key={person.id} person={person} detail={`Joined ${new Date(person.createdAt).toLocaleDateString()}`} />
                ))}
              </Stack>
            )}
          </Box>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function PersonRow({ person, detail }: { person: ApiUser; detail: string }) {
  return (
    <HStack gap="3" borderWidth="1px" rounded="md" p="2">
      <UserAvatar user={person} />
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="2">
          <Text fontWeight="semibold" truncate>
            {person.name || person.email || NO_NAME}
          </Text>
          {person.role === 'ADMIN' && (
            <Badge size="xs" colorPalette="red">
              ADMIN
            </Badge>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted" truncate>
          {person.email || NO_EMAIL}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      </Stack>
    </HStack>
  );
}
