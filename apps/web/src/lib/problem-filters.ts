import { Difficulty, type ApiProblemSummary, type ProblemListQuery } from '@algosheets/contracts';

/** The problems page's Companies checklist, kept word for word ('Airbub' included). */
export const COMPANY_FILTERS = ['Google', 'Microsoft', 'Amazon', 'Facebook', 'Apple', 'Netflix', 'PayPal', 'Oracle', 'Airbub', 'Bloomberg', 'Adobe', 'Stripe'] as const;
/** The problems page's Topics checklist. */
export const TOPIC_FILTERS = ['Array', 'String', 'Tree', 'Graph', 'Dynamic Programming', 'Math', 'Hash Table', 'Sorting'] as const;
/** The page size of the problems list. */
export const PROBLEMS_PAGE_SIZE = 6;

export type DifficultyFilter = 'ALL' | Difficulty;

export interface ProblemFilters {
  difficulty: DifficultyFilter;
  companies: string[];
  topics: string[];
  search: string;
}

export const NO_FILTERS: ProblemFilters = { difficulty: 'ALL', companies: [], topics: [], search: '' };

/** Every label a problem can be filtered by: its tags and its company names. */
function labelsOf(problem: Pick<ApiProblemSummary, 'tags' | 'companies'>): string[] {
  return [...problem.tags, ...problem.companies].map((label) => label.toLowerCase());
}

/** True when some label contains some selection, case-insensitively (OR within a group); an empty group matches all. */
function matchesGroup(labels: string[], selections: string[]): boolean {
  return selections.length === 0 || selections.some((selection) => labels.some((label) => label.includes(selection.toLowerCase())));
}

/**
 * The problem list's filter semantics, applied in the browser to a list already loaded: selections match
 * the problem's tags by case-insensitive substring; companies and topics combine with AND, choices
 * within a group with OR. Difficulty and the search narrow further: the search matches a problem
 * whose title, alias, topic or company contains it. Used only by a sheet's page, whose problems arrive
 * inside the sheet (a sheet is a handful of problems and the sheet endpoint takes no filter); the
 * problems page asks the server instead ({@link toListQuery}), which follows the same rule in SQL.
 */
export function filterProblems<T extends Pick<ApiProblemSummary, 'title' | 'aliases' | 'difficulty' | 'tags' | 'companies'>>(problems: T[], filters: ProblemFilters): T[] {
  const search = filters.search.trim().toLowerCase();
  return problems.filter((problem) => {
    if (filters.difficulty !== 'ALL' && problem.difficulty !== filters.difficulty) return false;
    const labels = labelsOf(problem);
    const names = [problem.title, ...(problem.aliases ?? [])].map((name) => name.toLowerCase());
    if (search && !names.some((name) => name.includes(search)) && !labels.some((label) => label.includes(search))) return false;
    return matchesGroup(labels, filters.companies) && matchesGroup(labels, filters.topics);
  });
}

/** The list endpoint's query for `filters` (topics are its `tags`, comma lists); unset filters are left out. */
export function toListQuery(filters: ProblemFilters): ProblemListQuery {
  const query: ProblemListQuery = {};
  if (filters.difficulty !== 'ALL') query.difficulty = filters.difficulty;
  if (filters.topics.length) query.tags = filters.topics.join(',');
  if (filters.companies.length) query.companies = filters.companies.join(',');
  if (filters.search.trim()) query.search = filters.search.trim();
  return query;
}

const DIFFICULTIES = new Set<string>(Object.values(Difficulty));

/** Splits a comma list from the address bar, dropping empty entries. */
function listParam(value: string | null): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
}

/** `list` with `item` added (`on`) or removed: a filter option ticked or cleared. */
export function toggleFilter(list: string[], item: string, on: boolean): string[] {
  return on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);
}

/**
 * The filters held in the page's address (`?difficulty=EASY&companies=Google,Amazon&tags=Array&search=sum`,
 * the list endpoint's names), so a filtered list can be shared and reloaded. An unknown difficulty
 * reads as 'ALL'; the search keeps its spaces as typed.
 */
export function filtersFromSearchParams(params: URLSearchParams): ProblemFilters {
  const difficulty = params.get('difficulty') ?? '';
  return {
    difficulty: DIFFICULTIES.has(difficulty) ? (difficulty as Difficulty) : 'ALL',
    companies: listParam(params.get('companies')),
    topics: listParam(params.get('tags')),
    search: params.get('search') ?? '',
  };
}

/** The address query for `filters`, the inverse of {@link filtersFromSearchParams}; unset filters are left out. */
export function filtersToSearchParams(filters: ProblemFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.difficulty !== 'ALL') params.set('difficulty', filters.difficulty);
  if (filters.companies.length) params.set('companies', filters.companies.join(','));
  if (filters.topics.length) params.set('tags', filters.topics.join(','));
  if (filters.search) params.set('search', filters.search);
  return params;
}

/** How many choices of the filter panel are set: the difficulty (when not 'ALL'), each company and each topic; the search is not one. */
export function activeFilterCount(filters: ProblemFilters): number {
  return (filters.difficulty === 'ALL' ? 0 : 1) + filters.companies.length + filters.topics.length;
}

/** Whether any filter of the panel or the search is set. */
export function hasActiveFilters(filters: ProblemFilters): boolean {
  return filters.difficulty !== 'ALL' || filters.companies.length > 0 || filters.topics.length > 0 || filters.search.trim() !== '';
}

const COMPANY_NAMES = new Set(COMPANY_FILTERS.map((company) => company.toLowerCase()));

/** Splits a problem's labels into company badges and the other tags, as the problem table shows them. */
export function splitCompanyTags(problem: Pick<ApiProblemSummary, 'tags' | 'companies'>): { companies: string[]; tags: string[] } {
  const seen = new Set<string>();
  const companies: string[] = [];
  for (const name of [...problem.companies, ...problem.tags.filter((tag) => COMPANY_NAMES.has(tag.toLowerCase()))]) {
    if (!seen.has(name.toLowerCase())) companies.push(name);
    seen.add(name.toLowerCase());
  }
  return { companies, tags: problem.tags.filter((tag) => !seen.has(tag.toLowerCase())) };
}

/** Total pages for `count` items (at least 1, so the footer reads '1 / 1' on an empty list). */
export function pageCount(count: number, pageSize = PROBLEMS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function pageSlice<T>(items: T[], page: number, pageSize = PROBLEMS_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The columns the problem table sorts by. */
export type ProblemSort = 'title' | 'difficulty' | 'acceptance';
export type SortOrder = 'asc' | 'desc';

/** Which page of the list is shown and how it is sorted; `sort` undefined keeps the server's order (newest first). */
export interface ProblemListView {
  page: number;
  sort?: ProblemSort;
  order: SortOrder;
}

const SORTS = new Set<string>(['title', 'difficulty', 'acceptance']);
const DIFFICULTY_RANK: Record<Difficulty, number> = { [Difficulty.Easy]: 0, [Difficulty.Medium]: 1, [Difficulty.Hard]: 2 };

/**
 * The page and sort held in the address (`?page=2&sort=difficulty&order=desc`), so Back and a
 * shared link return to the same page of the same order. A page that is not a whole number from 1
 * reads as 1 (one past the end is clipped by the page); an unknown sort as none; any order but
 * `desc` as `asc`.
 */
export function viewFromSearchParams(params: URLSearchParams): ProblemListView {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, sort: SORTS.has(sort) ? (sort as ProblemSort) : undefined, order: params.get('order') === 'desc' ? 'desc' : 'asc' };
}

/** Writes `view` into `params` (a copy), leaving out what is the default (page 1, no sort, ascending). */
export function viewToSearchParams(params: URLSearchParams, view: ProblemListView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['page', 'sort', 'order']) next.delete(name);
  if (view.page > 1) next.set('page', String(view.page));
  if (view.sort) next.set('sort', view.sort);
  if (view.sort && view.order === 'desc') next.set('order', 'desc');
  return next;
}

/**
 * The problems in the table's order: by title (case-insensitive, then as written), difficulty
 * (Easy, Medium, Hard) or acceptance rate, ascending or descending, ties by title; a problem
 * without an acceptance rate yet (nothing judged) comes last in either order, since it has no
 * figure to rank. Without `sort`, as given.
 */
export function sortProblems<T extends Pick<ApiProblemSummary, 'title' | 'difficulty' | 'acceptanceRate'>>(problems: T[], sort: ProblemSort | undefined, order: SortOrder): T[] {
  if (!sort) return problems;
  const direction = order === 'desc' ? -1 : 1;
  const byTitle = (a: T, b: T) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.title.localeCompare(b.title);
  const byColumn = (a: T, b: T): number => {
    if (sort === 'difficulty') return DIFFICULTY_RANK[a.difficulty] - DIFFICULTY_RANK[b.difficulty];
    if (sort === 'title') return 0;
    return (a.acceptanceRate ?? -1) - (b.acceptanceRate ?? -1);
  };
  const unrated = (problem: T) => sort === 'acceptance' && (problem.acceptanceRate ?? null) === null;
  return [...problems].sort((a, b) => Number(unrated(a)) - Number(unrated(b)) || direction * (byColumn(a, b) || byTitle(a, b)));
}
