import { Difficulty } from '@algosheets/contracts';
import { filtersFromSearchParams, filtersToSearchParams, filterProblems, hasActiveFilters, NO_FILTERS, pageCount, pageSlice, splitCompanyTags, toListQuery } from './problem-filters';

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

  it('searches titles, topics and companies', () => {
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, search: 'ladder' }))).toEqual(['Word Ladder']);
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, search: 'hash' }))).toEqual(['Two Sum']);
    expect(titles(filterProblems(PROBLEMS, { ...NO_FILTERS, search: 'microsoft' }))).toEqual(['Climbing Stairs']);
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
