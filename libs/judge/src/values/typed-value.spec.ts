import type { DesignSignature, FunctionSignature } from '@algosheets/contracts';
import { parse } from 'lossless-json';
import { canonicalJson, NonFiniteNumberError, parseJson } from './json-value';
import { checkValue, parseExpected, parseTestInput, TestCaseError } from './typed-value';
import { parseType } from '../model/value-type';

const twoSum: FunctionSignature = { kind: 'function', name: 'twoSum', params: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }], returns: 'int[]' };
const lru: DesignSignature = {
  kind: 'design',
  className: 'LRUCache',
  constructorParams: [{ name: 'capacity', type: 'int' }],
  methods: [
    { name: 'get', params: [{ name: 'key', type: 'int' }], returns: 'int' },
    { name: 'put', params: [{ name: 'key', type: 'int' }, { name: 'value', type: 'int' }], returns: 'void' },
  ],
};

describe('parseJson and canonicalJson', () => {
  it('keeps integers beyond 2^53 exact', () => {
    expect(parseJson('9223372036854775807')).toBe(9223372036854775807n);
    expect(parseJson('[-9223372036854775808, 9007199254740991]')).toEqual([-9223372036854775808n, 9007199254740991]);
    expect(canonicalJson(parseJson('9223372036854775807'))).toBe('9223372036854775807');
  });

  it('writes one canonical text for equal numbers: -0, 2.0, 1e16', () => {
    expect(canonicalJson(parseJson('-0'))).toBe('0');
    expect(canonicalJson(-0)).toBe('0');
    expect(canonicalJson(parseJson('2.0'))).toBe('2');
    expect(canonicalJson(parseJson('1e+16'))).toBe(canonicalJson(parseJson('10000000000000000')));
    expect(canonicalJson(parseJson('0.1'))).toBe('0.1');
    expect(canonicalJson(parseJson('1e21'))).toBe(canonicalJson(parseJson('1000000000000000000000')));
  });

  it('is compact, sorts keys and escapes strings onto one line', () => {
    expect(canonicalJson(parseJson('{ "b" : [1, 2], "a": "x\\ny \\"q\\" é😀" }'))).toBe('{"a":"x\\ny \\"q\\" é😀","b":[1,2]}');
  });

  it('refuses NaN and Infinity, which JSON cannot hold', () => {
    expect(() => canonicalJson(NaN)).toThrow(NonFiniteNumberError);
    expect(() => canonicalJson([Infinity])).toThrow(NonFiniteNumberError);
    expect(() => parseJson('NaN')).toThrow();
    expect(() => parseJson('1e400')).toThrow('out of range');
  });

  it('refuses malformed JSON and duplicate keys', () => {
    expect(() => parseJson('[1,')).toThrow();
    expect(() => parseJson('{"a":1,"a":2}')).toThrow();
  });

  it('reads every text as lossless-json does, whether JSON.parse reads it or not', () => {
    const lossless = (text: string): unknown =>
      parse(text, null, (number: string) => {
        if (!/^-?\d+$/.test(number)) return Number(number);
        return Number.isSafeInteger(Number(number)) ? Number(BigInt(number)) : BigInt(number);
      });
    const texts = [
      '[7,-3,0,999999999999999]',
      '[-0, -0.0, 0.5, -0.25]',
      '[9007199254740993, 1234567890123456]',
      '["9007199254740993", "-0", "1e400", "{"]',
      '[1e5, 2E-3, 1.5e+2]',
      '[true, false, null, [[]], "a\\"b\\u00e9"]',
      ' [ 1 ,\t2 ]\n',
    ];
    for (const text of texts) expect(parseJson(text)).toEqual(lossless(text));
    expect(Object.is((parseJson('[-0]') as number[])[0], 0)).toBe(true);
    expect(parseJson('["x",  9007199254740993]')).toEqual(['x', 9007199254740993n]);
    expect(() => parseJson('[1e400]')).toThrow('out of range');
    expect(() => parseJson('[1,]')).toThrow('Array item expected');
    expect(() => parseJson('["\u0001"]')).toThrow('Invalid character');
    const nested = (levels: number): string => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
    expect(parseJson(nested(256))).toEqual(JSON.parse(nested(256)));
    expect(() => parseJson(nested(257))).toThrow('nested more than 256 levels');
    expect(() => parseJson(nested(100_000))).toThrow('nested more than 256 levels');
  });

  it('writes arrays of plain items as the item-by-item text does', () => {
    expect(canonicalJson([1, -0, 9007199254740991, 'a"b', true, null])).toBe('[1,0,9007199254740991,"a\\"b",true,null]');
    expect(canonicalJson([2 ** 60, 0.1])).toBe('[1152921504606846976,0.1]');
    expect(() => canonicalJson([1, Infinity])).toThrow(NonFiniteNumberError);
  });
});

describe('checkValue', () => {
  const check = (type: string, text: string) => checkValue(parseType(type), parseJson(text), 'v');

  it.each([
    ['int', '2147483647', 2147483647],
    ['int', '-2147483648', -2147483648],
    ['long', '9223372036854775807', 9223372036854775807n],
    ['long', '-9223372036854775808', -9223372036854775808n],
    ['double', '-0', 0],
    ['double', '12345678901234567890', 12345678901234567000],
    ['boolean', 'false', false],
    ['char', '"a"', 'a'],
    ['string', '"line\\nbreak"', 'line\nbreak'],
    ['int[][]', '[[1],[],[2,3]]', [[1], [], [2, 3]]],
    ['list<string>', '[]', []],
    ['ListNode', '[1,2,3]', [1, 2, 3]],
    ['TreeNode', '[1,null,2,3]', [1, null, 2, 3]],
    ['TreeNode', '[1,2,null,null,null]', [1, 2]],
    ['TreeNode', '[]', []],
  ])('accepts %s %s', (type, text, value) => {
    expect(check(type, text)).toEqual(value);
  });

  it.each([
    ['int', '2147483648', 'expected int but got 2147483648 (out of the 32-bit range)'],
    ['int', '1.5', 'expected int but got 1.5'],
    ['long', '9223372036854775808', 'out of the 64-bit range'],
    ['char', '"ab"', 'expected char but got "ab" (one ASCII character)'],
    ['char', '"é"', 'one ASCII character'],
    ['boolean', '1', 'expected boolean but got 1'],
    ['int[]', '[1,"2"]', 'v[1]: expected int but got "2"'],
    ['int[]', '[1,2,2147483648]', 'v[2]: expected int but got 2147483648 (out of the 32-bit range)'],
    ['long[]', '[1,9223372036854775808]', 'v[1]: expected long but got 9223372036854775808 (out of the 64-bit range)'],
    ['double[]', '[1,null]', 'v[1]: expected double but got null'],
    ['string[]', '["a",1]', 'v[1]: expected string but got 1'],
    ['TreeNode', '[1,null,2.5]', 'v[2]: expected int but got 2.5'],
    ['TreeNode', '[null]', 'root is null'],
    ['TreeNode', '[1,null,null,2]', 'more values'],
    ['ListNode', '{"a":1}', 'array of its values'],
  ])('refuses %s %s', (type, text, message) => {
    expect(() => check(type, text)).toThrow(TestCaseError);
    expect(() => check(type, text)).toThrow(message);
  });
});

describe('parseTestInput', () => {
  it('reads one JSON value per line per parameter', () => {
    expect(parseTestInput(twoSum, '[2,7,11,15]\r\n9\n\n', 0)).toEqual([[2, 7, 11, 15], 9]);
  });

  it('names the case (from 1) and the parameter', () => {
    expect(() => parseTestInput(twoSum, 'abc\n9', 1)).toThrow('case 2, parameter "nums": expected int[] but got "abc"');
    expect(() => parseTestInput(twoSum, '[1]\n"9"', 0)).toThrow('case 1, parameter "target": expected int but got "9"');
    expect(() => parseTestInput(twoSum, '[1]', 2)).toThrow('case 3: expected 2 line(s), one JSON value per parameter (nums, target), but got 1');
  });

  it('reads a design problem as operations and arguments', () => {
    const input = parseTestInput(lru, '["LRUCache","put","get"]\n[[2],[1,1],[1]]', 0);
    expect(input).toEqual([['LRUCache', 'put', 'get'], [[2], [1, 1], [1]]]);
    expect(parseExpected(lru, input, '[null,null,1]', 0)).toEqual([null, null, 1]);
  });

  it.each([
    ['["LRUCache","put"]\n[[2]]', 'case 1, arguments: expected 2 argument arrays'],
    ['["put"]\n[[2]]', 'operation 1: expected "LRUCache"'],
    ['["LRUCache","evict"]\n[[2],[]]', 'operation 2 "evict": not a method of LRUCache'],
    ['["LRUCache","get"]\n[[2],[1,2]]', 'operation 2 "get": expected 1 argument(s) but got 2'],
    ['["LRUCache","get"]\n[[2],["k"]]', 'case 1, operation 2 "get", parameter "key": expected int but got "k"'],
  ])('refuses the design input %j', (text, message) => {
    expect(() => parseTestInput(lru, text, 0)).toThrow(message);
  });

  it('checks expected answers against the answer type', () => {
    expect(parseExpected(twoSum, [], ' [0,1] ', 0)).toEqual([0, 1]);
    expect(() => parseExpected(twoSum, [], '[0,"1"]', 3)).toThrow('case 4, expected[1]: expected int but got "1"');
    const rotate: FunctionSignature = { kind: 'function', name: 'rotate', params: [{ name: 'nums', type: 'int[]' }, { name: 'k', type: 'int' }], returns: 'void', inPlace: 'nums' };
    expect(parseExpected(rotate, [], '[3,1,2]', 0)).toEqual([3, 1, 2]);
    const input = parseTestInput(lru, '["LRUCache","put"]\n[[2],[1,1]]', 0);
    expect(() => parseExpected(lru, input, '[null,5]', 0)).toThrow('operation 2 "put": expected null');
  });
});
