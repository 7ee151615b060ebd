import { Difficulty } from '@algosheets/contracts';
import { filtersFromSearchParams, filtersToSearchParams, filterProblems, hasActiveFilters, NO_FILTERS, pageCount, pageSlice, sortProblems, splitCompanyTags, toListQuery, viewFromSearchParams, viewToSearchParams } from './problem-filters';

const problem = (title: string, difficulty: Difficulty, tags: string[], companies: string[] = []) => ({ title, difficulty, tags, companies });
const PROBLEMS = [
  problem('Two Sum', Difficulty.Easy, ['Array', 'Hash Table', 'Google']),
  problem('Valid Palindrome', Difficulty.Easy, ['String', 'Two Pointers'], ['Amazon']),
  problem('Climbing Stairs', Difficulty.Medium, ['dynamic programming', 'Math'], ['Google', 'Microsoft']),
  problem('Word Ladder', Difficulty.Hard, ['Graph', 'BFS'], ['Amazon']),
];
const titles = (list: { title: string }[]) => list.map((p) => p.title);

describe('filterProblems (case-insensitive substring; AND across groups, OR within)', () => {
  it('returns everything without filters', () => {
    expect(filterProblems(PROBLEMS, NO_FILTERS)).toHaveLength(4);
  });

  it('ORs choices within a group', () => {
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, topics: ['Graph', 'String'] }))).toEqual(['Valid Palindrome', 'Word Ladder']);
  });

  it('ANDs companies with topics', () => {
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, companies: ['Google'], topics: ['Math'] }))).toEqual(['Climbing Stairs']);
  });

  it('matches by case-insensitive substring of tags and company names', () => {
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, topics: ['Dynamic Programming'] }))).toEqual(['Climbing Stairs']);
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, topics: ['table'] }))).toEqual(['Two Sum']);
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, companies: ['amazon'] }))).toEqual(['Valid Palindrome', 'Word Ladder']);
  });

  it('narrows by difficulty and title search', () => {
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, difficulty: Difficulty.Easy, search: 'PALIN' }))).toEqual(['Valid Palindrome']);
  });

  it('searches titles, aliases, topics and companies', () => {
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, search: 'ladder' }))).toEqual(['Word Ladder']);
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, search: 'hash' }))).toEqual(['Two Sum']);
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, search: 'microsoft' }))).toEqual(['Climbing Stairs']);
    // An alias counts as a title: the server's search follows the same rule.
    const aliased = [...PROBLEMS, { title: 'Best Day to Trade', aliases: ['Best Time to Buy and Sell Stock'], difficulty: Difficulty.Easy, tags: [], companies: [] }];
    expect(titles(filterProblems(aliased, { ...NO_FILTERS, search: 'buy and sell' }))).toEqual(['Best Day to Trade']);
  });

  it('knows when filters are active', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, companies: ['Apple'] })).toBe(true);
  });
});

describe('filters in the address and in the list query', () => {
  const FILTERS = { difficulty: Difficulty.Medium, companies: ['Google', 'Amazon'], topics: ['Dynamic Programming'], search: 'two sum ' };

  it('round-trips the filters through the address query', () => {
    const params = filtersToSearchParams(FILTERS);
    expect(params.toString()).toBe('difficulty=MEDIUM&companies=Google%2CAmazon&tags=Dynamic+Programming&search=two+sum+');
    expect(filtersFromSearchParams(params)).toEqual(FILTERS);
    expect(filtersToSearchParams(NO_FILTERS).toString()).toBe('');
  });

  it('reads an unknown difficulty as all, and drops empty list entries', () => {
    expect(filtersFromSearchParams(new URLSearchParams('difficulty=EASYISH&tags=,Array,,&companies='))).toEqual({ ...NO_FILTERS, topics: ['Array'] });
  });

  it("asks the list endpoint with its own names, topics as tags, the search trimmed and unset filters left out", () => {
    expect(toListQuery(FILTERS)).toEqual({ difficulty: Difficulty.Medium, companies: 'Google,Amazon', tags: 'Dynamic Programming', search: 'two sum' });
    expect(toListQuery({ ...NO_FILTERS, search: '   ' })).toEqual({});
  });
});

describe('table helpers', () => {
  it('splits company badges from the other tags', () => {
    expect(splitCompanyTags({ tags: ['Array', 'google', 'Hash Table'], companies: ['Google', 'Amazon'] })).toEqual({ companies: ['Google', 'Amazon'], tags: ['Array', 'Hash Table'] });
  });

  it('pages by 6 with at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(7)).toBe(2);
    expect(pageSlice([1, 2, 3, 4, 5, 6, 7, 8], 2)).toEqual([7, 8]);
  });
});

describe('page and sort in the address', () => {
  it.each([
    ['', { page: 1, sort: undefined, order: 'asc' }],
    ['page=3&sort=difficulty&order=desc', { page: 3, sort: 'difficulty', order: 'desc' }],
    ['page=0&sort=acceptance&order=up', { page: 1, sort: 'acceptance', order: 'asc' }],
    ['sort=likes&order=desc', { page: 1, sort: undefined, order: 'desc' }],
    ['page=2.5&sort=title', { page: 1, sort: 'title', order: 'asc' }],
  ])('reads ?%s', (query, view) => {
    expect(viewFromSearchParams(new URLSearchParams(query))).toEqual(view);
  });

  it('writes only what differs from the default, keeping the filters', () => {
    const params = new URLSearchParams('difficulty=EASY&page=4');
    expect(viewToSearchParams(params, { page: 2, sort: 'title', order: 'desc' }).toString()).toBe('difficulty=EASY&page=2&sort=title&order=desc');
    expect(viewToSearchParams(params, { page: 1, order: 'desc' }).toString()).toBe('difficulty=EASY');
  });

  it('sorts by title case-insensitively and by difficulty Easy to Hard, ties by title, either way', () => {
    const problems = [
      { title: 'b', difficulty: Difficulty.Hard },
      { title: 'A', difficulty: Difficulty.Easy },
      { title: 'c', difficulty: Difficulty.Easy },
    ];
    expect(sortProblems(problems, 'title', 'asc').map((p) => p.title)).toEqual(['A', 'b', 'c']);
    expect(sortProblems(problems, 'title', 'desc').map((p) => p.title)).toEqual(['c', 'b', 'A']);
    expect(sortProblems(problems, 'difficulty', 'asc').map((p) => p.title)).toEqual(['A', 'c', 'b']);
    expect(sortProblems(problems, 'difficulty', 'desc').map((p) => p.title)).toEqual(['b', 'c', 'A']);
    expect(sortProblems(problems, undefined, 'asc')).toBe(problems);
  });

  it('sorts by acceptance rate either way, ties by title, problems without a rate last both ways', () => {
    const problems = [
      { title: 'untried', difficulty: Difficulty.Easy, acceptanceRate: null },
      { title: 'half', difficulty: Difficulty.Easy, acceptanceRate: 50 },
      { title: 'never', difficulty: Difficulty.Easy, acceptanceRate: 0 },
      { title: 'also half', difficulty: Difficulty.Hard, acceptanceRate: 50 },
      { title: 'all', difficulty: Difficulty.Easy, acceptanceRate: 100 },
    ];
    expect(sortProblems(problems, 'acceptance', 'asc').map((p) => p.title)).toEqual(['never', 'also half', 'half', 'all', 'untried']);
    expect(sortProblems(problems, 'acceptance', 'desc').map((p) => p.title)).toEqual(['all', 'half', 'also half', 'never', 'untried']);
  });
});
