import type { ApiProblemSummary } from '@algosheets/contracts';
import { Badge, Button, HStack, Icon, IconButton, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuBookmark, LuCircleCheck, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { CollapsibleBadges } from '../../components/collapsible-badges';
import { difficultyPalette } from '../../components/difficulty-palette';
import { splitCompanyTags, type ProblemListView, type ProblemSort } from '../../lib/problem-filters';
import { problemPath } from '../../lib/problem-path';

/** An acceptance rate as the table shows it: `45.5%`, or a dash before the first judged Submit. */
export function formatAcceptance(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : `${rate.toFixed(1)}%`;
}

interface ProblemTableProps {
  /** The page's rows, already sorted and sliced. */
  problems: ApiProblemSummary[];
  userId: string | undefined;
  isAdmin: boolean;
  view: ProblemListView;
  onSort: (column: ProblemSort) => void;
  onBookmark: (problemId: string) => void;
  onDelete: (problem: ApiProblemSummary) => void;
}

/**
 * The 'Practice Problems' table: status, title with company badges, tags, difficulty, acceptance
 * and the row's actions; title, difficulty and acceptance sort from their headers. Below the `md`
 * breakpoint the tags, difficulty and acceptance columns give way to a line under the title (a
 * phone's 390 px hold no six columns: the table must not scroll sideways), and the page offers the
 * sort as a select instead.
 */
export function ProblemTable({ problems, userId, isAdmin, view, onSort, onBookmark, onDelete }: ProblemTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w={{ base: '12', md: '16' }}>Status</Table.ColumnHeader>
            <SortableHeader label="Problems" column="title" view={view} onSort={onSort} />
            <Table.ColumnHeader hideBelow="md">Tags</Table.ColumnHeader>
            <SortableHeader label="Difficulty" column="difficulty" view={view} onSort={onSort} desktopOnly />
            <SortableHeader label="Acceptance" column="acceptance" view={view} onSort={onSort} desktopOnly />
            <Table.ColumnHeader textAlign="end">
              <Text as="span" hideBelow="md">
                Add to Sheets
              </Text>
              <VisuallyHidden hideFrom="md">Add to Sheets</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {problems.map((problem) => {
            const { companies, tags } = splitCompanyTags(problem);
            const solved = problem.solvedBy.some((entry) => entry.userId === userId);
            return (
              <Table.Row key={problem.id} data-testid="problem-row">
                <Table.Cell>
                  {solved ? (
                    <Icon color="green.500" boxSize="5" aria-label="Solved">
                      <LuCircleCheck />
                    </Icon>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="1">
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={problemPath(problem.id)}>{problem.title}</RouterLink>
                    </Link>
                    <CollapsibleBadges items={companies} palette="blue" />
                    <HStack hideFrom="md" gap="2" data-testid="problem-row-facts">
                      <Badge colorPalette={difficultyPalette(problem.difficulty)}>{problem.difficulty}</Badge>
                      {problem.acceptanceRate !== null && problem.acceptanceRate !== undefined && (
                        <Text textStyle="xs" color="fg.muted">{`${formatAcceptance(problem.acceptanceRate)} accepted`}</Text>
                      )}
                    </HStack>
                  </Stack>
                </Table.Cell>
                <Table.Cell hideBelow="md">
                  <CollapsibleBadges items={tags} variant="outline" />
                </Table.Cell>
                <Table.Cell hideBelow="md">
                  <Badge colorPalette={difficultyPalette(problem.difficulty)}>{problem.difficulty}</Badge>
                </Table.Cell>
                <Table.Cell hideBelow="md" data-testid="acceptance">
                  {formatAcceptance(problem.acceptanceRate)}
                </Table.Cell>
                <Table.Cell>
                  <HStack justify="flex-end" gap="1" wrap={{ base: 'wrap', md: 'nowrap' }}>
                    <IconButton size="sm" variant="ghost" aria-label={`Add ${problem.title} to a sheet`} onClick={() => onBookmark(problem.id)}>
                      <LuBookmark />
                    </IconButton>
                    {isAdmin && (
                      <>
                        <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${problem.title}`} onClick={() => onDelete(problem)}>
                          <LuTrash2 />
                        </IconButton>
                        <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${problem.title}`}>
                          <RouterLink to={`/edit-problem/${problem.id}`}>
                            <LuPencil />
                          </RouterLink>
                        </IconButton>
                      </>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * A column header that sorts the table by `column`: ascending first, descending on a second press;
 * `aria-sort` says the order. `desktopOnly` hides it below `md`, with its column.
 */
function SortableHeader({ label, column, view, onSort, desktopOnly = false }: { label: string; column: ProblemSort; view: ProblemListView; onSort: (column: ProblemSort) => void; desktopOnly?: boolean }) {
  const active = view.sort === column;
  const order = active ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.ColumnHeader aria-sort={order} hideBelow={desktopOnly ? 'md' : undefined}>
      <Button size="xs" variant="ghost" px="1" ms="-1" fontWeight="inherit" onClick={() => onSort(column)} aria-label={`Sort by ${label.toLowerCase()}${active ? `, now ${order}` : ''}`}>
        {label} {active ? view.order === 'asc' ? <LuArrowUp /> : <LuArrowDown /> : <LuArrowUpDown />}
      </Button>
    </Table.ColumnHeader>
  );
}
