import * as fc from 'fast-check';
import type { ValueConstraints, ValueType } from '@algosheets/contracts';
import { canonicalJson, type JsonValue } from '../values/json-value';
import { boundedFilter } from './bounded-filter';
import { edgeBiasedBigInt, edgeBiasedInteger, sequenceWithEdges } from './edge-bias';
import { edgeListArbitrary } from './edge-list-arbitrary';
import { GenerationError, generationLimits, type GenerationEnv, lengthRange, resolveBound } from './generation-env';
import { treeArbitrary } from './tree-arbitrary';
import { typicalDistinct } from './typical-distinct';

/** Default range of a generated number: the type's, clipped to plus or minus 10^9 so counterexamples stay readable. */
const DEFAULT_NUMBER_LIMIT = 1e9;
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
/** A `long`'s range, as bigints: a bound given as a JSON number of 2^63 - 1 reads as 2^63. */
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;
const DEFAULT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const INT: ValueType = { kind: 'scalar', name: 'int' };

/** Orders values for `sorted`: numbers by value, strings by UTF-16 code units, arrays element by element. */
export function compareValues(a: JsonValue, b: JsonValue): number {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const order = compareValues(a[i], b[i]);
      if (order !== 0) return order;
    }
    return a.length - b.length;
  }
  if (a === b) return 0;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

/** Every scalar leaf of a value (array items at any depth, a tree's non-null values). */
function leaves(value: JsonValue): JsonValue[] {
  return Array.isArray(value) ? value.flatMap(leaves) : value === null ? [] : [value];
}

/** `from`: one of the values of another parameter (drawn before this one); for a `char`, one of the characters of its strings. Shrinks towards the first. */
function fromArbitrary(type: ValueType, source: string, env: GenerationEnv, where: string): fc.Arbitrary<JsonValue> {
  const named = env.get(source);
  if (!named) throw new GenerationError(`${where}: "from" names "${source}", which is not another parameter in scope`);
  const char = type.kind === 'scalar' && type.name === 'char';
  const pool = char ? leaves(named.value).flatMap((leaf) => (typeof leaf === 'string' ? [...leaf] : [])) : leaves(named.value);
  if (pool.length === 0) throw new GenerationError(`${where}: "from" names "${source}", which is empty on this input`);
  return edgeBiasedInteger(0, pool.length - 1).map((index) => pool[index], unmapFrom(pool));
}

/** The unmapper of a value picked from `pool` by index (fast-check shrinks a value it did not draw through it): its first index. */
function unmapFrom(pool: readonly JsonValue[]): (value: unknown) => number {
  return (value) => {
    const index = pool.indexOf(value as JsonValue);
    if (index < 0) throw new Error(`${String(value)} is not one of the values drawn from`);
    return index;
  };
}

/** The unmapper of an integer held as a bigint and given as a number when safe. */
function unmapLong(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  throw new Error(`${String(value)} is not an integer`);
}

/** The unmapper of a two-decimal double: its hundredths. */
function unmapHundredths(value: unknown): bigint {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${String(value)} is not a finite number`);
  return BigInt(Math.round(value * 100));
}

/**
 * A number in [min, max] (defaults plus or minus 10^9, an int's or a long's range at most),
 * shrinking towards 0. One draw in `EDGE_ODDS` is at an edge of the range (`integerEdges`: both
 * ends and their neighbours, 0, -1, 1, the 32- and 64-bit limits the range reaches; for a double
 * counted in hundredths). A double has two decimals (0.37, not 3.7e-309: counterexamples are read
 * by people), unless the range holds no such number.
 */
function numberArbitrary(name: 'int' | 'long' | 'double', c: ValueConstraints, env: GenerationEnv, where: string): fc.Arbitrary<JsonValue> {
  let min = resolveBound(c.min, -DEFAULT_NUMBER_LIMIT, env, where);
  let max = resolveBound(c.max, DEFAULT_NUMBER_LIMIT, env, where);
  if (name === 'int') [min, max] = [Math.max(min, INT_MIN), Math.min(max, INT_MAX)];
  if (min > max) throw new GenerationError(`${where}: the bounds came to ${min}..${max} on this input`);
  if (name === 'int') return edgeBiasedInteger(min, max);
  // A double's -0 is written 0 and parsed back as 0, hence `+ 0`.
  if (name === 'double') {
    const [low, high] = [Math.ceil(min * 100), Math.floor(max * 100)];
    if (low > high) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((value) => value + 0);
    return edgeBiasedBigInt(BigInt(low), BigInt(high)).map((hundredths) => Number(hundredths) / 100 + 0, unmapHundredths);
  }
  const [low, high] = [BigInt(Math.ceil(min)), BigInt(Math.floor(max))].map((bound) => (bound < LONG_MIN ? LONG_MIN : bound > LONG_MAX ? LONG_MAX : bound));
  if (low > high) throw new GenerationError(`${where}: the bounds came to ${min}..${max} on this input, outside a long's range`);
  return edgeBiasedBigInt(low, high).map((value) => (value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value), unmapLong);
}

/** One character of the alphabet (default a-z), its first and last more often (`EDGE_ODDS`), shrinking towards its first. */
function charArbitrary(c: ValueConstraints): fc.Arbitrary<JsonValue> {
  const chars = [...(c.alphabet ?? DEFAULT_ALPHABET)];
  return edgeBiasedInteger(0, chars.length - 1).map((index) => chars[index], unmapFrom(chars));
}

/** The unmapper of a sorted array: any array is one the sort may have been given. */
function unmapArray(value: unknown): JsonValue[] {
  if (!Array.isArray(value)) throw new Error('not an array');
  return value;
}

/** The unmapper of a string drawn as an array of characters. */
function unmapString(value: unknown): JsonValue[] {
  if (typeof value !== 'string') throw new Error('not a string');
  return [...value];
}

/**
 * The most items an edge draw gives a value of `[low, high]` items that may hold `cells` scalars in
 * all: `high`, cut to `cells` unless `low` asks for more (see `GENERATION_LIMITS.cells` and `generationLimits`).
 */
function longestEdge([low, high]: [number, number], cells: number): number {
  return Math.min(high, Math.max(low, cells));
}

/** The scalars each item may hold when its value's edge draws reach `longest` items and the value holds `cells`: at least 1. */
function itemCells(cells: number, longest: number): number {
  return Math.max(1, Math.floor(cells / Math.max(1, longest)));
}

/** The most items fast-check's own (not edge) draw of `[low, high]` items takes, at its default size "small": 2 × low + 10. */
function plainLongest([low, high]: [number, number]): number {
  return Math.min(high, 2 * low + 10);
}

/**
 * The most scalars fast-check's own draws of a sequence item of `type` hold (characters of a
 * string, leaves of a nested array): what each item of a longest edge draw may cost besides its
 * own edge draws. A grid, tree or edge list counts as its fewest rows or nodes (at least 1).
 */
function plainCells(type: ValueType, c: ValueConstraints, env: GenerationEnv, where: string): number {
  if (type.kind === 'scalar') return type.name === 'string' && c.from === undefined ? Math.max(1, plainLongest(lengthRange(c, env, where))) : 1;
  if (type.kind === 'TreeNode' || c.edges || c.square || c.rectangular) return Math.max(1, lengthRange(c, env, where)[0]);
  const of = type.kind === 'ListNode' ? INT : type.of;
  return Math.max(1, plainLongest(lengthRange(c, env, where))) * plainCells(of, c.items ?? {}, env, `${where} (items)`);
}

/**
 * An array of `item`s within the length bounds, `distinct` (by canonical JSON) and `sorted` as
 * asked. One draw in `EDGE_ODDS` is at an edge (`sequenceWithEdges`): the shortest or the longest
 * allowed, at most `longest` items (the generation budget, see {@link longestEdge}), or all equal.
 * Distinct arrays are drawn from 0 elements up and those shorter than `minLength` drawn again, a
 * bounded number of times: fast-check's `uniqueArray` given a `minLength` that the items cannot
 * reach (3 distinct characters of "ab") never returns; without edges in force (typical draws of
 * exactly n items) they are drawn by `typicalDistinct`.
 */
export function sequenceArbitrary(item: fc.Arbitrary<JsonValue>, c: ValueConstraints, env: GenerationEnv, where: string, longest: number): fc.Arbitrary<JsonValue[]> {
  const [minLength, maxLength] = lengthRange(c, env, where);
  if (c.distinct && !generationLimits().edges) {
    const values = typicalDistinct(item, canonicalJson, [minLength, maxLength], `${where}: ${minLength} distinct values could not be drawn`);
    return c.sorted ? values.map((array) => [...array].sort(compareValues)) : values;
  }
  const plain = c.distinct ? fc.uniqueArray(item, { maxLength, selector: canonicalJson }) : fc.array(item, { minLength, maxLength });
  let values = sequenceWithEdges(plain, { item, lengths: [minLength, Math.max(minLength, Math.min(maxLength, longest))], distinctBy: c.distinct ? canonicalJson : undefined });
  if (c.distinct && minLength > 0) values = boundedFilter(values, (array) => array.length >= minLength, `${where}: ${minLength} distinct values could not be drawn`);
  return c.sorted ? values.map((array) => [...array].sort(compareValues), unmapArray) : values;
}

/** `rectangular` or `square` arrays of arrays: the size is drawn first, then rows of exactly that length. */
function gridArbitrary(of: ValueType, c: ValueConstraints, env: GenerationEnv, where: string): fc.Arbitrary<JsonValue> {
  const rowConstraints = c.items ?? {};
  const cell = valueArbitrary((of as { of: ValueType }).of, rowConstraints.items ?? {}, env, `${where} (items)`);
  const [rowsMin, rowsMax] = lengthRange(c, env, where);
  const [colsMin, colsMax] = c.square ? [rowsMin, rowsMax] : lengthRange(rowConstraints, env, `${where} (items)`);
  const size = c.square ? fc.integer({ min: rowsMin, max: rowsMax }).map((n) => [n, n] as const) : fc.tuple(fc.integer({ min: rowsMin, max: rowsMax }), fc.integer({ min: colsMin, max: colsMax }));
  return size.chain(([rows, cols]) => {
    const row = sequenceArbitrary(cell, { ...rowConstraints, minLength: cols, maxLength: cols }, env, `${where} (items)`, cols);
    return sequenceArbitrary(row, { ...c, minLength: rows, maxLength: rows }, env, where, rows);
  });
}

/**
 * A sequence (array, list, a ListNode's values) of `of` values whose draws hold about `cells`
 * scalars at most: its longest edge draw takes as many items as `cells` pays for at the items'
 * own draws' size ({@link plainCells}), and the items' edge draws share what is left.
 */
function sequenceOf(of: ValueType, c: ValueConstraints, env: GenerationEnv, where: string, cells: number): fc.Arbitrary<JsonValue[]> {
  const items = c.items ?? {};
  const longest = longestEdge(lengthRange(c, env, where), Math.floor(cells / plainCells(of, items, env, `${where} (items)`)));
  return sequenceArbitrary(valueArbitrary(of, items, env, `${where} (items)`, itemCells(cells, longest)), c, env, where, longest);
}

/**
 * The arbitrary of one value of `type` within `constraints` (see `ValueConstraints`), in the
 * notation the typed-value code reads: numbers (a `long` beyond 2^53 as a bigint), strings,
 * arrays, a `ListNode` as the array of its values, a `TreeNode` in level order with `null`s.
 * Bounds naming parameters are read from `env`. Ranges and lengths are drawn at their edges one
 * time in `EDGE_ODDS` (see `edge-bias`); an edge draw gives the value at most about `cells`
 * scalars (default the `generationLimits()`' cells), shared out between the levels of a nested value.
 * Every part shrinks (integers towards 0, arrays towards shorter, trees towards fewer nodes).
 * @throws GenerationError when a bound comes to an empty range on these values
 */
export function valueArbitrary(type: ValueType, c: ValueConstraints, env: GenerationEnv, where: string, cells: number = generationLimits().cells): fc.Arbitrary<JsonValue> {
  switch (type.kind) {
    case 'scalar':
      if (c.from !== undefined) return fromArbitrary(type, c.from, env, where);
      switch (type.name) {
        case 'boolean':
          return fc.boolean();
        case 'char':
          return charArbitrary(c);
        case 'string':
          return sequenceArbitrary(charArbitrary(c), c, env, where, longestEdge(lengthRange(c, env, where), cells)).map((chars) => chars.join(''), unmapString);
        default:
          return numberArbitrary(type.name, c, env, where);
      }
    case 'array':
    case 'list':
      if (c.edges) return edgeListArbitrary(c.edges, c, env, where);
      if ((c.square || c.rectangular) && (type.of.kind === 'array' || type.of.kind === 'list')) return gridArbitrary(type.of, c, env, where);
      return sequenceOf(type.of, c, env, where, cells);
    case 'ListNode':
      return sequenceOf(INT, c, env, where, cells);
    case 'TreeNode':
      return treeArbitrary(valueArbitrary(INT, c.items ?? {}, env, `${where} (items)`), c, env, where, longestEdge(lengthRange(c, env, where), cells));
  }
}
