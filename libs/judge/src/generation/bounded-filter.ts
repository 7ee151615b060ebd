import * as fc from 'fast-check';
import { GenerationError } from './generation-env';

/** Draws in a row a filter may reject before generation gives up. */
export const MAX_REJECTED_DRAWS = 1000;

/**
 * `source` kept to the values `keep` accepts, like fast-check's `filter`, but drawing at most
 * `maxRejected` (default {@link MAX_REJECTED_DRAWS}) times in a row: then it throws
 * `GenerationError` with `why` (fast-check's `filter` would loop for ever on constraints nothing
 * satisfies). Shrinking skips rejected candidates.
 */
export function boundedFilter<T>(source: fc.Arbitrary<T>, keep: (value: T) => boolean, why: string, maxRejected: number = MAX_REJECTED_DRAWS): fc.Arbitrary<T> {
  // Declared here rather than at the top level: a module-level `extends fc.Arbitrary` would keep
  // all of fast-check in a web bundle that imports only `isGenerable` from this library.
  class BoundedFilterArbitrary extends fc.Arbitrary<T> {
    generate(random: fc.Random, biasFactor: number | undefined): fc.Value<T> {
      for (let draw = 0; draw < maxRejected; draw++) {
        const value = source.generate(random, biasFactor);
        if (keep(value.value)) return value;
      }
      throw new GenerationError(`${why} (${maxRejected} draws in a row)`);
    }

    canShrinkWithoutContext(value: unknown): value is T {
      return source.canShrinkWithoutContext(value) && keep(value);
    }

    shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
      return source.shrink(value, context).filter((candidate) => keep(candidate.value));
    }
  }
  return new BoundedFilterArbitrary();
}
