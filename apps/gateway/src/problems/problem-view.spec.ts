import { containsPattern, slugify, splitList } from './problem-view';

describe('problem view helpers', () => {
  it('slugifies titles', () => {
    expect(slugify('Two Sum!')).toBe('two-sum');
    expect(slugify('  Longest   Substring — without Repeats ')).toBe('longest-substring-without-repeats');
    expect(slugify('???')).toBe('problem');
  });

  it('escapes LIKE wildcards so filters match text', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('splits comma lists, dropping blanks', () => {
    expect(splitList(' Array, hash table,, ')).toEqual(['Array', 'hash table']);
    expect(splitList(undefined)).toEqual([]);
  });
});
