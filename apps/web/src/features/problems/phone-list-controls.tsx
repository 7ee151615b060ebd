import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { LuFilter } from 'react-icons/lu';
import type { ProblemListView, ProblemSort, SortOrder } from '../../lib/problem-filters';

/** The sorts a phone offers in its select: each sortable column of the table, both ways; '' is the list's own order. */
const SORT_CHOICES: { value: string; label: string }[] = [
  { value: '', label: 'Newest first' },
  { value: 'title:asc', label: 'Title, A to Z' },
  { value: 'title:desc', label: 'Title, Z to A' },
  { value: 'difficulty:asc', label: 'Easiest first' },
  { value: 'difficulty:desc', label: 'Hardest first' },
  { value: 'acceptance:desc', label: 'Most accepted first' },
  { value: 'acceptance:asc', label: 'Least accepted first' },
];

/** The select's value for `view`: `<sort>:<order>`, or '' without a sort. */
function sortChoice(view: Pick<ProblemListView, 'sort' | 'order'>): string {
  return view.sort ? `${view.sort}:${view.order}` : '';
}

/** The sort and order of a select value, the inverse of {@link sortChoice}. */
function fromChoice(value: string): { sort?: ProblemSort; order: SortOrder } {
  const [sort, order] = value.split(':');
  return sort ? { sort: sort as ProblemSort, order: order === 'desc' ? 'desc' : 'asc' } : { sort: undefined, order: 'asc' };
}

/**
 * Below the `md` breakpoint: the 'Filters' button (with the number of active choices), which opens
 * the filters' drawer, and the sort as a select, since the table's sortable columns give way on a phone.
 */
export function PhoneListControls({ activeFilters, onOpenFilters, view, onSort }: { activeFilters: number; onOpenFilters: () => void; view: ProblemListView; onSort: (next: { sort?: ProblemSort; order: SortOrder }) => void }) {
  return (
    <HStack hideFrom="md" gap="2" mb="4">
      <Button variant="outline" flexShrink={0} aria-haspopup="dialog" onClick={onOpenFilters}>
        <LuFilter /> {activeFilters ? `Filters (${activeFilters})` : 'Filters'}
      </Button>
      <NativeSelect.Root flex="1">
        <NativeSelect.Field aria-label="Sort problems" value={sortChoice(view)} onChange={(event) => onSort(fromChoice(event.target.value))}>
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
