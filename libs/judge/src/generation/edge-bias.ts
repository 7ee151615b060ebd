import * as fc from 'fast-check';
import { generationLimits } from './generation-env';

/**
 * One draw in this many is taken at an edge rather than by fast-check's own generator: often
 * enough that a batch of 100 inputs holds the declared extremes several times over, rarely enough
 * that most inputs stay the small ones fast-check favours (and which read best as counterexamples).
 */
export const EDGE_ODDS = 4;

const INT_LIMIT = 2n ** 31n;
const LONG_LIMIT = 2n ** 63n;

/**
 * The integers of [min, max] where code tends to break: both ends and their neighbours, 0, -1 and
 * 1, and either side of the 32-bit and 64-bit limits (-2^31 - 1, -2^31, 2^31 - 1, 2^31, -2^63,
 * 2^63 - 1) when the range reaches them; each once, in ascending order.
 */
export function integerEdges(min: bigint, max: bigint): bigint[] {
  const candidates = [min, min + 1n, max - 1n, max, 0n, -1n, 1n, -INT_LIMIT - 1n, -INT_LIMIT, INT_LIMIT - 1n, INT_LIMIT, -LONG_LIMIT, LONG_LIMIT - 1n];
  return [...new Set(candidates.filter((value) => value >= min && value <= max))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * `plain` with one draw in {@link EDGE_ODDS} made by `drawEdge` instead (none while the
 * `generationLimits()` in force say no `edges`). Every value, an edge one
 * too, shrinks through `plain`'s shrinker: an edge value is handed over without a context, as fast-check
 * shrinks a value it did not draw (`canShrinkWithoutContext`), so it must be one `plain` could
 * draw. Shrinking thus still goes towards `plain`'s smallest values.
 */
export function withEdges<T>(plain: fc.Arbitrary<T>, drawEdge: (random: fc.Random, biasFactor: number | undefined) => T): fc.Arbitrary<T> {
  // Declared here rather than at the top level: a module-level `extends fc.Arbitrary` would keep
  // all of fast-check in a web bundle that imports only `isGenerable` from this library.
  class EdgeBiasedArbitrary extends fc.Arbitrary<T> {
    generate(random: fc.Random, biasFactor: number | undefined): fc.Value<T> {
      if (!generationLimits().edges || random.nextInt(1, EDGE_ODDS) !== 1) return plain.generate(random, biasFactor);
      return new fc.Value(drawEdge(random, biasFactor), undefined);
    }

    canShrinkWithoutContext(value: unknown): value is T {
      return plain.canShrinkWithoutContext(value);
    }

    shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
      return plain.shrink(value, context);
    }
  }
  return new EdgeBiasedArbitrary();
}

/** One of `values`, uniformly. */
function pick<T>(random: fc.Random, values: readonly T[]): T {
  return values[random.nextInt(0, values.length - 1)];
}

/** An integer of [min, max] (safe integers), at one of its {@link integerEdges} one draw in {@link EDGE_ODDS}; shrinks as `fc.integer` does, towards 0 or the end nearest it. */
export function edgeBiasedInteger(min: number, max: number): fc.Arbitrary<number> {
  const edges = integerEdges(BigInt(min), BigInt(max)).map(Number);
  return withEdges(fc.integer({ min, max }), (random) => pick(random, edges));
}

/** A bigint of [min, max], at one of its {@link integerEdges} one draw in {@link EDGE_ODDS}; shrinks as `fc.bigInt` does. */
export function edgeBiasedBigInt(min: bigint, max: bigint): fc.Arbitrary<bigint> {
  const edges = integerEdges(min, max);
  return withEdges(fc.bigInt({ min, max }), (random) => pick(random, edges));
}

/** The lengths where code tends to break, within [low, high]: both ends and their neighbours (the empty value when low is 0), each once. */
export function lengthEdges(low: number, high: number): number[] {
  return integerEdges(BigInt(low), BigInt(high))
    .map(Number)
    .filter((length) => length <= low + 1 || length >= high - 1);
}

/** How a sequence's edge draws are made: its items, its length bounds, and whether its items must differ. */
export interface SequenceEdges<T> {
  item: fc.Arbitrary<T>;
  /** Fewest items, and most items an edge draw takes (already capped by the caller). */
  lengths: [low: number, high: number];
  /** When items must all differ, what tells them apart: no repeats are drawn, and edge draws may come out shorter. */
  distinctBy?: (item: T) => string;
}

/**
 * `plain` (an `fc.array` or `fc.uniqueArray` of `item`) with one draw in {@link EDGE_ODDS} at an
 * edge: a length of {@link lengthEdges} (the empty array, the longest) filled with fresh items, or,
 * half of the time when items may repeat, filled from one or two items (all equal, or few values
 * repeated). Distinct edge draws stop early when the items run out of new values, as
 * `fc.uniqueArray` does, so the caller still filters them by their minimum length.
 */
export function sequenceWithEdges<T>(plain: fc.Arbitrary<T[]>, { item, lengths: [low, high], distinctBy }: SequenceEdges<T>): fc.Arbitrary<T[]> {
  const lengths = lengthEdges(low, high);
  return withEdges(plain, (random, biasFactor) => {
    const length = pick(random, lengths);
    const draw = () => item.generate(random, biasFactor).value;
    if (!distinctBy && length >= 2 && random.nextBoolean()) {
      const pool = random.nextBoolean() ? [draw()] : [draw(), draw()];
      return Array.from({ length }, () => pick(random, pool));
    }
    if (!distinctBy) return Array.from({ length }, draw);
    const seen = new Set<string>();
    const items: T[] = [];
    for (let misses = 0; items.length < length && misses < length; ) {
      const next = draw();
      const key = distinctBy(next);
      if (seen.has(key)) misses += 1;
      else {
        seen.add(key);
        items.push(next);
        misses = 0;
      }
    }
    return items;
  });
}
