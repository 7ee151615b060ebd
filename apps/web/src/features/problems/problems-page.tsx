import type { ApiProblemSummary } from '@algosheets/contracts';
import { Badge, Box, Button, Center, Flex, Heading, HStack, Icon, IconButton, Input, InputGroup, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuBookmark, LuCircleCheck, LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { difficultyPalette } from '../../components/difficulty-palette';
import { LoadError } from '../../components/load-error';
import { SavedProblemNotice } from '../../components/saved-problem-notice';
import { useSession } from '../../api/session-api';
import { CollapsibleBadges } from '../../components/collapsible-badges';
import { FilterPanel } from '../../components/filter-panel';
import {
  COMPANY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  NO_FILTERS,
  pageCount,
  pageSlice,
  sortProblems,
  splitCompanyTags,
  toListQuery,
  TOPIC_FILTERS,
  viewFromSearchParams,
  viewToSearchParams,
  type ProblemFilters,
  type ProblemListView,
  type ProblemSort,
} from '../../lib/problem-filters';
import { useDeleteProblemMutation, useGetProblemsQuery } from '../../api/problems-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The pause in typing (ms) after which the search is sent to the server; choices in the panel are sent at once. */
const SEARCH_DEBOUNCE_MS = 250;

// The confirm dialog (and Chakra's dialog machine) loads when first opened, keeping it out of the page's first load.
const ConfirmDialog = lazy(() => import('../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * What other features add to the problems page; the app composes them (features never import each
 * other): `aside` above the table, `renderSearchExtras` under the search box with its text, and the
 * sheets' dialogs, rendered only while open: 'Add to Sheet' for one problem and 'Create New Sheet'.
 */
export interface ProblemsPageExtensions {
  aside?: ReactNode;
  renderSearchExtras?: (search: string) => ReactNode;
  renderAddToSheet?: (problemId: string, onClose: () => void) => ReactNode;
  renderCreateSheet?: (onOpenChange: (open: boolean) => void) => ReactNode;
}

/**
 * /problems: filters, the 'Practice Problems' table (sortable by title and difficulty), pagination
 * of 6 and the sheet dialogs. Filters, page and sort live in the address: Back from a problem
 * returns to the same page of the same list.
 */
export function ProblemsPage({ extensions = {} }: { extensions?: ProblemsPageExtensions }) {
  const { user, isAdmin } = useSession();
  // The filters live in the address, so a filtered list can be shared and reloaded; the server filters.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const { data, isLoading, isFetching, isError, refetch } = useGetProblemsQuery(toListQuery({ ...filters, search }));
  const [bookmarkFor, setBookmarkFor] = useState<string>();
  const [createOpen, setCreateOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<ApiProblemSummary>();
  const [deleteProblem, { isLoading: deleting }] = useDeleteProblemMutation();

  const view = viewFromSearchParams(searchParams);
  const filtered = useMemo(() => sortProblems(data?.problems ?? [], view.sort, view.order), [data, view.sort, view.order]);
  const totalPages = pageCount(filtered.length);
  const current = Math.min(view.page, totalPages);
  const update = (next: Partial<ProblemFilters>) => {
    // Replaced, not pushed: each keystroke of the search is not a step of the browser's history.
    // A new filter starts again at page 1; the sort stays.
    setSearchParams(viewToSearchParams(filtersToSearchParams({ ...filters, ...next }), { ...view, page: 1 }), { replace: true });
  };
  // A page or a sort is a step of the history: Back returns to the page before.
  const show = (next: Partial<ProblemListView>) => setSearchParams(viewToSearchParams(searchParams, { ...view, ...next }));
  const sortBy = (sort: ProblemSort) => show({ sort, order: view.sort === sort && view.order === 'asc' ? 'desc' : 'asc', page: 1 });
  const clearAll = () => update(NO_FILTERS);

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    try {
      await deleteProblem(deleteTarget.id).unwrap();
    } finally {
      setDeleteTarget(undefined);
    }
  };

  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="stretch">
      <FilterPanel
        difficulty={filters.difficulty}
        onDifficultyChange={(difficulty) => update({ difficulty })}
        groups={[
          { title: 'Companies', options: COMPANY_FILTERS, selected: filters.companies, onChange: (companies) => update({ companies }) },
          { title: 'Topics', options: TOPIC_FILTERS, selected: filters.topics, onChange: (topics) => update({ topics }) },
        ]}
        onClearAll={clearAll}
      />
      <Box flex="1" minW="0">
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="4">
          <Heading as="h1" size="2xl">
            Practice Problems
          </Heading>
          <Button colorPalette="orange" onClick={() => setCreateOpen(true)}>
            <LuPlus /> Create Sheets
          </Button>
        </Flex>
        <InputGroup startElement={<LuSearch />} mb="4">
          <Input placeholder="Search titles, topics or companies..." aria-label="Search problems" value={filters.search} onChange={(event) => update({ search: event.target.value })} />
        </InputGroup>
        <SavedProblemNotice />
        {extensions.renderSearchExtras?.(filters.search)}
        {extensions.aside}

        {isLoading ? (
          <Center py="16">
            <Spinner role="status" size="lg" color="orange.500" aria-label="Loading problems" />
          </Center>
        ) : isError && !data ? (
          <LoadError what="The problems" onRetry={() => void refetch()} retrying={isFetching} />
        ) : filtered.length === 0 && !hasActiveFilters(filters) ? (
          <Text py="10" textAlign="center" color="fg.muted">
            No problems found.
          </Text>
        ) : filtered.length === 0 ? (
          <Stack py="10" align="center" gap="3">
            <Text color="fg.muted">No problems match your filters.</Text>
            <Button variant="outline" onClick={clearAll}>
              Clear Filters
            </Button>
          </Stack>
        ) : (
          <>
            <Table.ScrollArea borderWidth="1px" rounded="lg">
              <Table.Root size="sm" interactive>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="16">Status</Table.ColumnHeader>
                    <SortableHeader label="Problems" column="title" view={view} onSort={sortBy} />
                    <Table.ColumnHeader>Tags</Table.ColumnHeader>
                    <SortableHeader label="Difficulty" column="difficulty" view={view} onSort={sortBy} />
                    <Table.ColumnHeader textAlign="end">Add to Sheets</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {pageSlice(filtered, current).map((problem) => {
                    const { companies, tags } = splitCompanyTags(problem);
                    const solved = problem.solvedBy.some((entry) => entry.userId === user?.id);
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
                              <RouterLink to={`/problem/${problem.id}`}>{problem.title}</RouterLink>
                            </Link>
                            <CollapsibleBadges items={companies} palette="blue" />
                          </Stack>
                        </Table.Cell>
                        <Table.Cell>
                          <CollapsibleBadges items={tags} variant="outline" />
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={difficultyPalette(problem.difficulty)}>{problem.difficulty}</Badge>
                        </Table.Cell>
                        <Table.Cell>
                          <HStack justify="flex-end" gap="1">
                            <IconButton size="sm" variant="ghost" aria-label={`Add ${problem.title} to a sheet`} onClick={() => setBookmarkFor(problem.id)}>
                              <LuBookmark />
                            </IconButton>
                            {isAdmin && (
                              <>
                                <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${problem.title}`} onClick={() => setDeleteTarget(problem)}>
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
            <HStack justify="center" gap="4" mt="4" aria-label="Pagination">
              <Button size="sm" variant="outline" disabled={current <= 1} onClick={() => show({ page: current - 1 })}>
                Prev
              </Button>
              <Text data-testid="page-indicator">{`${current} / ${totalPages}`}</Text>
              <Button size="sm" variant="outline" disabled={current >= totalPages} onClick={() => show({ page: current + 1 })}>
                Next
              </Button>
            </HStack>
          </>
        )}
      </Box>
      <Suspense fallback={null}>
        {bookmarkFor !== undefined && extensions.renderAddToSheet?.(bookmarkFor, () => setBookmarkFor(undefined))}
        {createOpen && extensions.renderCreateSheet?.(setCreateOpen)}
        {deleteTarget !== undefined && (
          <ConfirmDialog
            open
            title="Delete Problem"
            message={`Are you sure you want to delete "${deleteTarget.title}"? This action cannot be undone.`}
            confirmLabel="Delete"
            busy={deleting}
            onConfirm={() => void confirmDelete().catch(() => undefined)}
            onCancel={() => setDeleteTarget(undefined)}
          />
        )}
      </Suspense>
    </Flex>
  );
}

/** A column header that sorts the table by `column`: ascending first, descending on a second press; `aria-sort` says the order. */
function SortableHeader({ label, column, view, onSort }: { label: string; column: ProblemSort; view: ProblemListView; onSort: (column: ProblemSort) => void }) {
  const active = view.sort === column;
  const order = active ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.ColumnHeader aria-sort={order}>
      <Button size="xs" variant="ghost" px="1" ms="-1" fontWeight="inherit" onClick={() => onSort(column)} aria-label={`Sort by ${label.toLowerCase()}${active ? `, now ${order}` : ''}`}>
        {label} {active ? view.order === 'asc' ? <LuArrowUp /> : <LuArrowDown /> : <LuArrowUpDown />}
      </Button>
    </Table.ColumnHeader>
  );
}
