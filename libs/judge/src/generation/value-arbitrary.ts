import * as fc from 'fast-check';
import type { ValueConstraints, ValueType } from '@algosheets/contracts';
import { canonicalJson, type JsonValue } from '../values/json-value';
import { boundedFilter } from './bounded-filter';
import { edgeListArbitrary } from './edge-list-arbitrary';
import { GenerationError, type GenerationEnv, lengthRange, resolveBound } from './generation-env';
import { treeArbitrary } from './tree-arbitrary';

/** Default range of a generated number: the type's, clipped to plus or minus 10^9 so counterexamples stay readable. */
const DEFAULT_NUMBER_LIMIT = 1e9;
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
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
  return fc.integer({ min: 0, max: pool.length - 1 }).map((index) => pool[index]);
}

/**
 * A number in [min, max] (defaults plus or minus 10^9, an int's range at most), shrinking towards
 * 0. A double has two decimals (0.37, not 3.7e-309: counterexamples are read by people), unless
 * the range holds no such number.
 */
function numberArbitrary(name: 'int' | 'long' | 'double', c: ValueConstraints, env: GenerationEnv, where: string): fc.Arbitrary<JsonValue> {
  let min = resolveBound(c.min, -DEFAULT_NUMBER_LIMIT, env, where);
  let max = resolveBound(c.max, DEFAULT_NUMBER_LIMIT, env, where);
  if (name === 'int') [min, max] = [Math.max(min, INT_MIN), Math.min(max, INT_MAX)];
  if (min > max) throw new GenerationError(`${where}: the bounds came to ${min}..${max} on this input`);
  if (name === 'int') return fc.integer({ min, max });
  // A double's -0 is written 0 and parsed back as 0, hence `+ 0`.
  if (name === 'double') {
    const [low, high] = [Math.ceil(min * 100), Math.floor(max * 100)];
    if (low > high) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((value) => value + 0);
    return fc.bigInt({ min: BigInt(low), max: BigInt(high) }).map((hundredths) => Number(hundredths) / 100 + 0);
  }
  return fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map((value) => (value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value));
}

/** One character of the alphabet (default a-z), shrinking towards its first. */
function charArbitrary(c: ValueConstraints): fc.Arbitrary<JsonValue> {
  const chars = [...(c.alphabet ?? DEFAULT_ALPHABET)];
  return fc.integer({ min: 0, max: chars.length - 1 }).map((index) => chars[index]);
}

/**
 * An array of `item`s within the length bounds, `distinct` (by canonical JSON) and `sorted` as
 * asked. Distinct arrays are drawn from 0 elements up and those shorter than `minLength` drawn
 * again, a bounded number of times: fast-check's `uniqueArray` given a `minLength` that the items
 * cannot reach (3 distinct characters of "ab") never returns.
 */
export function sequenceArbitrary(item: fc.Arbitrary<JsonValue>, c: ValueConstraints, env: GenerationEnv, where: string): fc.Arbitrary<JsonValue[]> {
  const [minLength, maxLength] = lengthRange(c, env, where);
  let values: fc.Arbitrary<JsonValue[]> = c.distinct ? fc.uniqueArray(item, { maxLength, selector: canonicalJson }) : fc.array(item, { minLength, maxLength });
  if (c.distinct && minLength > 0) values = boundedFilter(values, (array) => array.length >= minLength, `${where}: ${minLength} distinct values could not be drawn`);
  return c.sorted ? values.map((array) => [...array].sort(compareValues)) : values;
}

/** `rectangular` or `square` arrays of arrays: the size is drawn first, then rows of exactly that length. */
function gridArbitrary(of: ValueType, c: ValueConstraints, env: GenerationEnv, where: string): fc.Arbitrary<JsonValue> {
  const rowConstraints = c.items ?? {};
  const cell = valueArbitrary((of as { of: ValueType }).of, rowConstraints.items ?? {}, env, `${where} (items)`);
  const [rowsMin, rowsMax] = lengthRange(c, env, where);
  const [colsMin, colsMax] = c.square ? [rowsMin, rowsMax] : lengthRange(rowConstraints, env, `${where} (items)`);
  const size = c.square ? fc.integer({ min: rowsMin, max: rowsMax }).map((n) => [n, n] as const) : fc.tuple(fc.integer({ min: rowsMin, max: rowsMax }), fc.integer({ min: colsMin, max: colsMax }));
  return size.chain(([rows, cols]) => {
    const row = sequenceArbitrary(cell, { ...rowConstraints, minLength: cols, maxLength: cols }, env, `${where} (items)`);
    return sequenceArbitrary(row, { ...c, minLength: rows, maxLength: rows }, env, where);
  });
}

/**
 * The arbitrary of one value of `type` within `constraints` (see `ValueConstraints`), in the
 * notation the typed-value code reads: numbers (a `long` beyond 2^53 as a bigint), strings,
 * arrays, a `ListNode` as the array of its values, a `TreeNode` in level order with `null`s.
 * Bounds naming parameters are read from `env`. Every part shrinks (integers towards 0, arrays
 * towards shorter, trees towards fewer nodes).
 * @throws GenerationError when a bound comes to an empty range on these values
 */
export function valueArbitrary(type: ValueType, c: ValueConstraints, env: GenerationEnv, where: string): fc.Arbitrary<JsonValue> {
  switch (type.kind) {
    case 'scalar':
      if (c.from !== undefined) return fromArbitrary(type, c.from, env, where);
      switch (type.name) {
        case 'boolean':
          return fc.boolean();
        case 'char':
          return charArbitrary(c);
        case 'string':
          return sequenceArbitrary(charArbitrary(c), c, env, where).map((chars) => chars.join(''));
        default:
          return numberArbitrary(type.name, c, env, where);
      }
    case 'array':
    case 'list':
      if (c.edges) return edgeListArbitrary(c.edges, c, env, where);
      if ((c.square || c.rectangular) && (type.of.kind === 'array' || type.of.kind === 'list')) return gridArbitrary(type.of, c, env, where);
      return sequenceArbitrary(valueArbitrary(type.of, c.items ?? {}, env, `${where} (items)`), c, env, where);
    case 'ListNode':
      return sequenceArbitrary(valueArbitrary(INT, c.items ?? {}, env, `${where} (items)`), c, env, where);
    case 'TreeNode':
      return treeArbitrary(valueArbitrary(INT, c.items ?? {}, env, `${where} (items)`), c, env, where);
  }
}
