import type { ApiProblemSummary } from '@algosheets/contracts';
import { Box, Button, Center, Flex, Heading, HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { LoadError } from '../../components/load-error';
import { SavedProblemNotice } from '../../components/saved-problem-notice';
import { useSession } from '../../api/session-api';
import { FilterPanel } from '../../components/filter-panel';
import {
  COMPANY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  activeFilterCount,
  hasActiveFilters,
  NO_FILTERS,
  pageCount,
  pageSlice,
  sortProblems,
  toggleFilter,
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
import { useQueuedSearchParams } from '../../lib/use-queued-search-params';
import { PhoneListControls } from './phone-list-controls';
import { ProblemTable } from './problem-table';

/** The pause in typing (ms) after which the search is sent to the server; choices in the panel are sent at once. */
const SEARCH_DEBOUNCE_MS = 250;

// The confirm dialog (and Chakra's dialog machine) loads when first opened, keeping it out of the page's first load.
const ConfirmDialog = lazy(() => import('../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
// Likewise the phone's filter drawer.
const FilterDrawer = lazy(() => import('../../components/filter-drawer'));

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
 * /problems: filters, the 'Practice Problems' table (sortable by title, difficulty and acceptance),
 * pagination of 6 and the sheet dialogs. Filters, page and sort live in the address: Back from a
 * problem returns to the same page of the same list. On a phone the filters open in a drawer from a
 * 'Filters' button and the sort is a select, so the table starts on the first screen.
 */
export function ProblemsPage({ extensions = {} }: { extensions?: ProblemsPageExtensions }) {
  const { user, isAdmin } = useSession();
  // The filters live in the address, so a filtered list can be shared and reloaded; the server filters.
  const [searchParams, updateSearchParams] = useQueuedSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const { data, isLoading, isFetching, isError, refetch } = useGetProblemsQuery(toListQuery({ ...filters, search }));
  const [bookmarkFor, setBookmarkFor] = useState<string>();
  const [createOpen, setCreateOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<ApiProblemSummary>();
  const [deleteProblem, { isLoading: deleting }] = useDeleteProblemMutation();

  const view = viewFromSearchParams(searchParams);
  const filtered = useMemo(() => sortProblems(data?.problems ?? [], view.sort, view.order), [data, view.sort, view.order]);
  const totalPages = pageCount(filtered.length);
  const current = Math.min(view.page, totalPages);
  /** Changes filters, given or built from the latest ones (two quick clicks both count). */
  const update = (next: Partial<ProblemFilters> | ((latest: ProblemFilters) => Partial<ProblemFilters>)) =>
    // Replaced, not pushed: each keystroke of the search is not a step of the browser's history.
    // A new filter starts again at page 1; the sort stays.
    updateSearchParams((latest) => {
      const current = filtersFromSearchParams(latest);
      const change = typeof next === 'function' ? next(current) : next;
      return viewToSearchParams(filtersToSearchParams({ ...current, ...change }), { ...viewFromSearchParams(latest), page: 1 });
    }, { replace: true });
  // A page or a sort is a step of the history: Back returns to the page before.
  const show = (next: Partial<ProblemListView>) => updateSearchParams((latest) => viewToSearchParams(latest, { ...viewFromSearchParams(latest), ...next }));
  const sortBy = (sort: ProblemSort) => show({ sort, order: view.sort === sort && view.order === 'asc' ? 'desc' : 'asc', page: 1 });
  const clearAll = () => update(NO_FILTERS);
  // One panel, beside the table from `md` up and in the drawer on a phone.
  const filterPanel = (
    <FilterPanel
      difficulty={filters.difficulty}
      onDifficultyChange={(difficulty) => update({ difficulty })}
      groups={[
        { title: 'Companies', options: COMPANY_FILTERS, selected: filters.companies, onToggle: (company, on) => update((latest) => ({ companies: toggleFilter(latest.companies, company, on) })) },
        { title: 'Topics', options: TOPIC_FILTERS, selected: filters.topics, onToggle: (topic, on) => update((latest) => ({ topics: toggleFilter(latest.topics, topic, on) })) },
      ]}
      onClearAll={clearAll}
    />
  );

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
      <Box hideBelow="md" flexShrink={0} alignSelf="flex-start">
        {filterPanel}
      </Box>
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
        <PhoneListControls activeFilters={activeFilterCount(filters)} onOpenFilters={() => setFiltersOpen(true)} view={view} onSort={(next) => show({ ...next, page: 1 })} />
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
            <ProblemTable
              problems={pageSlice(filtered, current)}
              userId={user?.id}
              isAdmin={isAdmin}
              view={view}
              onSort={sortBy}
              onBookmark={setBookmarkFor}
              onDelete={setDeleteTarget}
            />
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
        {filtersOpen && <FilterDrawer onClose={() => setFiltersOpen(false)}>{filterPanel}</FilterDrawer>}
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
