import { Difficulty } from '@algosheets/contracts';
import { AbsoluteCenter, Badge, Box, Button, Flex, Heading, HStack, Icon, IconButton, Link, Progress, ProgressCircle, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuCircle, LuCircleCheck, LuX } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { ItemLoadError } from '../../components/load-error';
import { useSession } from '../../api/session-api';
import { CollapsibleBadges } from '../../components/collapsible-badges';
import { FilterPanel } from '../../components/filter-panel';
import { difficultyPalette } from '../../components/difficulty-palette';
import { filterProblems, NO_FILTERS, type ProblemFilters, toggleFilter } from '../../lib/problem-filters';
import { problemPath } from '../../lib/problem-path';
import { useGetSheetQuery, useRemoveProblemsFromSheetMutation } from './sheets-api';
import { isSolvedBy, sheetProgress, sheetTopics } from './sheet-progress';

const DIFFICULTY_LABELS: Record<Difficulty, string> = { [Difficulty.Easy]: 'Easy', [Difficulty.Medium]: 'Medium', [Difficulty.Hard]: 'Hard' };

/** /playlist/{id}: progress header, difficulty breakdown, filters and the problem rows. */
export function SheetDetailPage() {
  const { id = '' } = useParams();
  const { user, isAdmin } = useSession();
  const { data, isLoading, isFetching, error, refetch } = useGetSheetQuery(id);
  const [filters, setFilters] = useState<ProblemFilters>(NO_FILTERS);
  const [removeProblems] = useRemoveProblemsFromSheetMutation();
  const sheet = data?.playList;
  const entries = useMemo(() => sheet?.problems ?? [], [sheet]);
  const progress = useMemo(() => sheetProgress(entries, user?.id), [entries, user?.id]);
  const topics = useMemo(() => sheetTopics(entries), [entries]);
  // Filtered here, not by the server: the sheet's problems arrive inside the sheet, whose endpoint
  // takes no filter, and a sheet is a short list; the problems page asks the server instead.
  const rows = useMemo(() => filterProblems(entries.map((entry) => entry.problem), filters), [entries, filters]);

  if (isLoading) return <Text color="fg.muted">Loading problems...</Text>;
  if (!sheet) return <ItemLoadError error={error} notFound="Sheet not found." what="The sheet" onRetry={() => void refetch()} retrying={isFetching} />;
  const canEdit = isAdmin || sheet.createdBy === user?.id;
  // The workspace moves within this sheet when opened from here.
  const problemHref = (problemId: string) => problemPath(problemId, sheet.id);

  return (
    <Stack gap="8">
      <Flex as="header" direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between" borderWidth="1px" rounded="xl" p="6" bg="bg.panel">
        <Stack gap="2" flex="1">
          <Heading as="h1" size="2xl">
            {sheet.name}
          </Heading>
          {sheet.description && <Text color="fg.muted">{sheet.description}</Text>}
          <Text fontWeight="semibold" data-testid="sheet-solved">{`${progress.solved}/${progress.total} Problems Solved`}</Text>
          <Box mt="2">
            <Text fontSize="sm" fontWeight="semibold" mb="2">
              Difficulty Breakdown
            </Text>
            <SimpleGrid columns={3} gap="3" maxW="md">
              {Object.values(Difficulty).map((difficulty) => (
                <Box key={difficulty}>
                  <Badge colorPalette={difficultyPalette(difficulty)}>{DIFFICULTY_LABELS[difficulty]}</Badge>
                  <Text fontSize="sm" mt="1">{`${progress.byDifficulty[difficulty].solved}/${progress.byDifficulty[difficulty].total}`}</Text>
                </Box>
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
        <ProgressCircle.Root value={progress.percent} size="xl" colorPalette="orange" alignSelf="center" aria-label="Sheet progress">
          <ProgressCircle.Circle css={{ '--size': '120px', '--thickness': '10px' }}>
            <ProgressCircle.Track />
            <ProgressCircle.Range />
          </ProgressCircle.Circle>
          <AbsoluteCenter>
            <ProgressCircle.ValueText fontSize="xl" data-testid="sheet-percent">{`${progress.percent}%`}</ProgressCircle.ValueText>
          </AbsoluteCenter>
        </ProgressCircle.Root>
      </Flex>

      <Flex direction={{ base: 'column', md: 'row' }} gap="6">
        <FilterPanel
          difficulty={filters.difficulty}
          onDifficultyChange={(difficulty) => setFilters((latest) => ({ ...latest, difficulty }))}
          groups={[{ title: 'Topics', options: topics, selected: filters.topics, onToggle: (topic, on) => setFilters((latest) => ({ ...latest, topics: toggleFilter(latest.topics, topic, on) })) }]}
          onClearAll={() => setFilters(NO_FILTERS)}
        />
        <Stack flex="1" gap="2" minW="0">
          {rows.length === 0 ? (
            <Text color="fg.muted" py="8" textAlign="center">
              No problems match your filters.
            </Text>
          ) : (
            rows.map((problem) => {
              const solved = isSolvedBy(problem, user?.id);
              return (
                <HStack key={problem.id} borderWidth="1px" rounded="lg" p="3" gap="3" data-testid="sheet-problem-row">
                  <Icon color={solved ? 'green.500' : 'fg.subtle'} boxSize="5" aria-label={solved ? 'Solved' : 'Unsolved'}>
                    {solved ? <LuCircleCheck /> : <LuCircle />}
                  </Icon>
                  <Stack flex="1" gap="1" minW="0">
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={problemHref(problem.id)}>{problem.title}</RouterLink>
                    </Link>
                    <CollapsibleBadges items={problem.tags} variant="outline" />
                  </Stack>
                  <Badge colorPalette={difficultyPalette(problem.difficulty)}>{problem.difficulty}</Badge>
                  <Button asChild size="sm" colorPalette="orange" variant="subtle">
                    <RouterLink to={problemHref(problem.id)}>Solve</RouterLink>
                  </Button>
                  {canEdit && (
                    <IconButton size="sm" variant="ghost" aria-label={`Remove ${problem.title} from the sheet`} onClick={() => void removeProblems({ id: sheet.id, problemIds: [problem.id] })}>
                      <LuX />
                    </IconButton>
                  )}
                </HStack>
              );
            })
          )}
          {progress.total > 0 && (
            <Progress.Root value={progress.percent} size="xs" colorPalette="orange" mt="2" aria-label="Solved share">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Stack>
      </Flex>
    </Stack>
  );
}
