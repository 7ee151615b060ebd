import fc from 'fast-check';
import type { FunctionSignature } from '@algosheets/contracts';
import type { JsonValue } from '../values/json-value';
import { integerEdges, lengthEdges } from './edge-bias';
import { GENERATION_LIMITS } from './generation-env';
import { describeGenerationRanges } from './generation-ranges';
import { inputArbitrary } from './input-arbitrary';

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

const fn = (params: FunctionSignature['params']): FunctionSignature => ({ kind: 'function', name: 'f', params, returns: 'long' });

const EDGY = fn([
  { name: 'x', type: 'int', constraints: { min: INT_MIN, max: INT_MAX } },
  { name: 'nums', type: 'int[]', constraints: { maxLength: 1000, items: { min: -7, max: 20 } } },
  { name: 'big', type: 'long', constraints: { min: -1e12, max: 1e12 } },
  { name: 'huge', type: 'long', constraints: { min: -(2 ** 63), max: 2 ** 63 } },
  { name: 's', type: 'string', constraints: { minLength: 1, maxLength: 300, alphabet: 'abc' } },
]);

/** The values of parameter `name` over `count` draws of `signature` (fixed seed, so a failure reproduces). */
function drawn(signature: FunctionSignature, name: string, count = 1000, seed = 1): JsonValue[] {
  const index = signature.params.findIndex((param) => param.name === name);
  return fc.sample(inputArbitrary(signature), { numRuns: count, seed }).map((values) => values[index]);
}

/** What shrinking reaches for a property of `signature` failing on `failsOn`. */
function shrunk(signature: FunctionSignature, failsOn: (values: JsonValue[]) => boolean): JsonValue[] {
  const details = fc.check(fc.property(inputArbitrary(signature), (values) => !failsOn(values)), { numRuns: 1000, seed: 11 });
  expect(details.failed).toBe(true);
  return details.counterexample![0];
}

describe('integerEdges and lengthEdges', () => {
  it('list both ends, their neighbours, 0 and -1/1, and the 32- and 64-bit limits the range reaches, in order', () => {
    expect(integerEdges(0n, 20n)).toEqual([0n, 1n, 19n, 20n]);
    expect(integerEdges(5n, 5n)).toEqual([5n]);
    expect(integerEdges(BigInt(INT_MIN), BigInt(INT_MAX)).map(Number)).toEqual([INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX]);
    expect(integerEdges(-(10n ** 12n), 10n ** 12n)).toEqual([-(10n ** 12n), -(10n ** 12n) + 1n, -(2n ** 31n) - 1n, -(2n ** 31n), -1n, 0n, 1n, 2n ** 31n - 1n, 2n ** 31n, 10n ** 12n - 1n, 10n ** 12n]);
    expect(integerEdges(-(2n ** 63n), 2n ** 63n - 1n)).toEqual(expect.arrayContaining([-(2n ** 63n), 2n ** 63n - 1n, -(2n ** 31n) - 1n, 2n ** 31n]));
    expect(lengthEdges(0, 1000)).toEqual([0, 1, 999, 1000]);
    expect(lengthEdges(3, 3)).toEqual([3]);
  });
});

describe('generation at the edges of the declared ranges', () => {
  it('draws the declared minimum and maximum, their neighbours, 0 and -1/1 of a full int range', () => {
    const xs = new Set(drawn(EDGY, 'x'));
    for (const edge of [INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX]) expect(xs).toContain(edge);
    // Most draws are still fast-check's own, not edges.
    expect(xs.size).toBeGreaterThan(300);
  });

  it('draws both sides of the 32-bit limits inside a long range, and the 64-bit limits when the range reaches them', () => {
    const big = new Set(drawn(EDGY, 'big').map(String));
    for (const edge of [2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 1e12, -1e12]) expect(big).toContain(String(edge));
    // A bound of 2^63 (what the JSON number 2^63 - 1 reads as) stops at a long's largest.
    const huge = drawn(EDGY, 'huge');
    expect(huge).toContain(2n ** 63n - 1n);
    expect(huge).toContain(-(2n ** 63n));
    expect(huge.every((value) => BigInt(value as number | bigint) < 2n ** 63n)).toBe(true);
  });

  it('draws empty, one-item and maximal arrays, and arrays of all-equal and of repeated values, within the length bounds', () => {
    const arrays = drawn(EDGY, 'nums') as number[][];
    const lengths = new Set(arrays.map((array) => array.length));
    for (const length of [0, 1, 999, 1000]) expect(lengths).toContain(length);
    expect(Math.max(...lengths)).toBe(1000);
    expect(arrays.some((array) => array.length >= 2 && new Set(array).size === 1)).toBe(true);
    expect(arrays.some((array) => array.length >= 10 && new Set(array).size === 2)).toBe(true);
    expect(arrays.flat().every((value) => value >= -7 && value <= 20)).toBe(true);
    const strings = drawn(EDGY, 's') as string[];
    expect(strings.some((value) => value.length === 300)).toBe(true);
    expect(strings.some((value) => value.length === 1)).toBe(true);
    expect(strings.every((value) => value.length >= 1 && value.length <= 300)).toBe(true);
  });

  it('keeps distinct and sorted values so at the edges, and leaves a short domain short', () => {
    const signature = fn([{ name: 'nums', type: 'int[]', constraints: { maxLength: 50, sorted: true, distinct: true, items: { min: 0, max: 9 } } }]);
    const arrays = drawn(signature, 'nums') as number[][];
    expect(arrays.every((array) => new Set(array).size === array.length && array.every((value, i) => i === 0 || array[i - 1] < value))).toBe(true);
    expect(Math.max(...arrays.map((array) => array.length))).toBe(10);
  });

  it('keeps the scalars of a nested value within the generation budget however long its declared lengths', () => {
    const nested = fn([
      { name: 'words', type: 'string[]', constraints: { maxLength: 1000, items: { maxLength: 1000 } } },
      { name: 'rows', type: 'int[][]', constraints: { maxLength: 1000, items: { maxLength: 1000 } } },
    ]);
    const samples = fc.sample(inputArbitrary(nested), { numRuns: 1000, seed: 3 });
    const words = samples.map(([list]) => (list as string[]).reduce((total, word) => total + word.length, 0));
    const cells = samples.map(([, rows]) => (rows as number[][]).reduce((total, row) => total + row.length, 0));
    expect(Math.max(...words)).toBeLessThanOrEqual(GENERATION_LIMITS.cells);
    expect(Math.max(...cells)).toBeLessThanOrEqual(GENERATION_LIMITS.cells);
    // The budget is used, not a small fixed length.
    expect(Math.max(...samples.map(([list]) => (list as string[]).length))).toBeGreaterThan(100);
  });

  it('shrinks a failure found at an edge to the smallest input that still fails', () => {
    // Any x above 5 fails: a maximum drawn at the edge shrinks as any other draw would.
    expect(shrunk(EDGY, ([x]) => (x as number) > 5)[0]).toBe(6);
    // Only an array longer than fast-check's own draws fails: one drawn at the longest shrinks to the shortest such, of zeros.
    const [, nums] = shrunk(EDGY, ([, list]) => (list as number[]).length >= 40);
    expect(nums).toEqual(Array(40).fill(0));
    // A long near 2^63 shrinks down to just past 2^40.
    expect(shrunk(EDGY, ([, , , huge]) => BigInt(huge as number | bigint) > 2n ** 40n)[3]).toBe(2 ** 40 + 1);
    // A string fails when it holds the alphabet's last character: it shrinks to one or two characters.
    const s = shrunk(EDGY, ([, , , , value]) => (value as string).includes('c'))[4] as string;
    expect(s).toContain('c');
    expect(s.length).toBeLessThanOrEqual(2);
  });
});

describe('describeGenerationRanges', () => {
  it('says what each parameter is drawn from, with bounds naming other parameters', () => {
    const signature = fn([
      { name: 'n', type: 'int', constraints: { min: 1, max: 6 } },
      { name: 'nums', type: 'int[]', constraints: { minLength: 1, maxLength: { param: 'n' }, sorted: true, items: { min: -20, max: 20 } } },
      { name: 'k', type: 'int', constraints: { min: 0, max: { param: 'nums', of: 'length', plus: -1 } } },
      { name: 'x', type: 'long', constraints: {} },
      { name: 'words', type: 'string[]', constraints: { items: { alphabet: 'ab', minLength: 1 } } },
      { name: 'root', type: 'TreeNode', constraints: { maxLength: 7, bst: true, items: { min: 0, max: 9 } } },
      { name: 'grid', type: 'int[][]', constraints: { minLength: 1, maxLength: 4, rectangular: true, items: { minLength: 2, maxLength: 3, items: { min: 0, max: 1 } } } },
      { name: 'edges', type: 'int[][]', constraints: { edges: { nodes: { param: 'n' }, connected: true } } },
    ]);
    expect(describeGenerationRanges(signature)).toEqual([
      'n: 1..6',
      'nums: 1..n items, each -20..20 (sorted)',
      'k: 0..nums.length - 1',
      'x: -1000000000..1000000000',
      'words: 0..8 items, each 1..8 characters of "ab"',
      'root: 0..7 nodes, each 0..9 (a search tree)',
      'grid: 1..4 rows of 2..3 cells, each 0..1',
      'edges: n - 1..max(8, n - 1) edges on n nodes (undirected, connected)',
    ]);
  });

  it('names the constructor and methods of a design problem, and the number of calls', () => {
    expect(
      describeGenerationRanges({
        kind: 'design',
        className: 'Cache',
        constructorParams: [{ name: 'capacity', type: 'int', constraints: { min: 1, max: 3 } }],
        methods: [{ name: 'get', params: [{ name: 'key', type: 'int', constraints: { min: 0, max: { param: 'capacity', plus: 2 } } }], returns: 'int' }],
        operations: { min: 2, max: 5 },
      }),
    ).toEqual(['constructor capacity: 1..3', 'get key: 0..capacity + 2', 'calls after the constructor: 2..5']);
  });
});
