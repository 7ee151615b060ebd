import { parseJson } from '../values/json-value';
import {
  checkerFunctionSource,
  comparatorFunction,
  compareExact,
  compareFloat,
  compareUnordered,
  compareUnorderedDeep,
  firstDifference,
  formatValuePath,
} from './comparators';

const j = parseJson;

describe('compareExact', () => {
  it('compares canonical texts: longs exact, -0 = 0, 2.0 = 2', () => {
    expect(compareExact(j('9223372036854775807'), j('9223372036854775807'))).toBe(true);
    expect(compareExact(j('9223372036854775807'), j('9223372036854775806'))).toBe(false);
    expect(compareExact(j('-0'), j('0'))).toBe(true);
    expect(compareExact(j('[2.0]'), j('[2]'))).toBe(true);
    expect(compareExact(j('[1,2]'), j('[2,1]'))).toBe(false);
    expect(compareExact(j('"a"'), j('["a"]'))).toBe(false);
    expect(compareExact(j('null'), j('[]'))).toBe(false);
    expect(compareExact(j('true'), j('1'))).toBe(false);
  });

  it('never accepts NaN', () => {
    expect(compareExact(NaN, NaN)).toBe(false);
  });
});

describe('compareFloat', () => {
  it('accepts absolute or relative error up to the tolerance', () => {
    expect(compareFloat(0.1, 0.1000009)).toBe(true);
    expect(compareFloat(0.1, 0.100002)).toBe(false);
    expect(compareFloat(1e9, 1e9 + 500)).toBe(true);
    expect(compareFloat(1e9, 1e9 + 5000)).toBe(false);
    expect(compareFloat(j('[1.5,[2]]'), j('[1.5000001,[2.0000001]]'))).toBe(true);
    expect(compareFloat(1, 1.05, 0.1)).toBe(true);
  });

  it('handles -0, bigints and non-numbers', () => {
    expect(compareFloat(-0, 0)).toBe(true);
    expect(compareFloat(j('9223372036854775807'), 2 ** 63)).toBe(true);
    expect(compareFloat(j('[1,2]'), j('[1]'))).toBe(false);
    expect(compareFloat(j('["a"]'), j('["a"]'))).toBe(true);
    expect(compareFloat(1, '1')).toBe(false);
    expect(compareFloat(j('[1]'), 1)).toBe(false);
  });

  it('refuses NaN and Infinity on either side', () => {
    expect(compareFloat(NaN, NaN)).toBe(false);
    expect(compareFloat(1, NaN)).toBe(false);
    expect(compareFloat(Infinity, Infinity)).toBe(false);
  });
});

describe('compareUnordered', () => {
  it('ignores the top-level order only, keeping multiplicity', () => {
    expect(compareUnordered(j('[[1,2],[3]]'), j('[[3],[1,2]]'))).toBe(true);
    expect(compareUnordered(j('[[1,2],[3]]'), j('[[3],[2,1]]'))).toBe(false);
    expect(compareUnordered(j('[1,1,2]'), j('[1,2,2]'))).toBe(false);
    expect(compareUnordered(j('[1,2]'), j('[1,2,2]'))).toBe(false);
    expect(compareUnordered(j('[-0]'), j('[0]'))).toBe(true);
    expect(compareUnordered(3, 3)).toBe(true);
    expect(compareUnordered(j('[1]'), 1)).toBe(false);
    expect(compareUnordered([NaN], [NaN])).toBe(false);
  });

  it('does not mistake a string holding a separator for two items', () => {
    expect(compareUnordered(j('["a,b"]'), j('["a","b"]'))).toBe(false);
  });
});

describe('compareUnorderedDeep', () => {
  it('ignores order at every depth (groups of anagrams)', () => {
    expect(compareUnorderedDeep(j('[["ate","eat","tea"],["nat","tan"],["bat"]]'), j('[["bat"],["tan","nat"],["tea","ate","eat"]]'))).toBe(true);
    expect(compareUnorderedDeep(j('[[[1,2],[3]],[4]]'), j('[[4],[[3],[2,1]]]'))).toBe(true);
    expect(compareUnorderedDeep(j('[["a"],["a","a"]]'), j('[["a","a"],["a","a"]]'))).toBe(false);
    expect(compareUnorderedDeep(j('[[1],[2]]'), j('[[1,2]]'))).toBe(false);
    expect(compareUnorderedDeep(j('[[9223372036854775807]]'), j('[[9223372036854775806]]'))).toBe(false);
    expect(compareUnorderedDeep([[NaN]], [[NaN]])).toBe(false);
  });
});

describe('comparatorFunction', () => {
  it('maps each comparator kind to its one implementation', () => {
    expect(comparatorFunction({ kind: 'exact' })([], j('[1,2]'), j('[1,2]'))).toBe(true);
    expect(comparatorFunction({ kind: 'float', tolerance: 0.5 })([], 1, 1.4)).toBe(true);
    expect(comparatorFunction({ kind: 'float' })([], 1, 1.4)).toBe(false);
    expect(comparatorFunction({ kind: 'unordered' })([], j('[1,2]'), j('[2,1]'))).toBe(true);
    expect(comparatorFunction({ kind: 'unordered-deep' })([], j('[[1,2]]'), j('[[2,1]]'))).toBe(true);
  });

  it('uses the compiled checker for a checker comparator and refuses to run without one', () => {
    expect(() => comparatorFunction({ kind: 'checker', source: 'return true;' })).toThrow('compiled checker');
    const checker = new Function(`return ${checkerFunctionSource('return actual.length === input[0];')}`)();
    const compare = comparatorFunction({ kind: 'checker', source: '' }, checker);
    expect(compare([2], [1, 2], [9, 9])).toBe(true);
    expect(compare([3], [1, 2], [9, 9])).toBe(false);
  });
});

describe('firstDifference', () => {
  it('finds the path of the first difference, depth first', () => {
    expect(firstDifference(j('[[1,2],[3,4]]'), j('[[1,2],[3,5]]'))).toEqual({ path: [1, 1], expected: 4, actual: 5 });
    expect(firstDifference(j('[1,2]'), j('[1]'))).toEqual({ path: [1], expected: 2, actual: undefined });
    expect(firstDifference(j('[1]'), j('[1,7]'))).toEqual({ path: [1], expected: undefined, actual: 7 });
    expect(firstDifference(j('[1]'), j('1'))).toEqual({ path: [], expected: [1], actual: 1 });
    expect(firstDifference(j('[2.0,-0]'), j('[2,0]'))).toBeNull();
  });

  it('formats a path for display', () => {
    expect(formatValuePath([1, 0])).toBe('[1][0]');
    expect(formatValuePath([])).toBe('(whole answer)');
  });
});
