import * as fc from 'fast-check';
import { boundedFilter } from './bounded-filter';

/** Draws of twice the length a typical distinct sequence may take before generation gives up. */
const TYPICAL_DISTINCT_ATTEMPTS = 5;

/**
 * Distinct sequences of `minLength`..`maxLength` items drawn typically, for inputs that ask for
 * exactly n items (a complexity measurement's, drawn without the finder's edges): twice as many
 * items as the longest length allowed, repeats (by `key`) dropped, cut to that length, drawn again
 * ({@link TYPICAL_DISTINCT_ATTEMPTS} times at most) when fewer than `minLength` remain. The finder's
 * way (from 0 items up, longer ones kept) would almost never reach 10^5 items, and fast-check's
 * `uniqueArray` with a `minLength` the items cannot reach never returns.
 * @throws GenerationError (when drawing) with `why` when the items cannot give `minLength` distinct ones
 */
export function typicalDistinct<T>(item: fc.Arbitrary<T>, key: (value: T) => string, [minLength, maxLength]: [number, number], why: string): fc.Arbitrary<T[]> {
  const deduplicated = fc.array(item, { minLength: 2 * minLength, maxLength: 2 * maxLength }).map((array) => {
    const seen = new Set<string>();
    return array
      .filter((value) => {
        const id = key(value);
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      })
      .slice(0, maxLength);
  });
  return boundedFilter(deduplicated, (array) => array.length >= minLength, why, TYPICAL_DISTINCT_ATTEMPTS);
}
