import type { GenerationBound, ValueConstraints, ValueType } from '@algosheets/contracts';
import type { JsonValue } from '../values/json-value';
import { defaultBoundOf } from './generation-scope';

/**
 * Generation cannot go on: a bound came to an empty range on this input (`max` of `nums.length - 1`
 * with an empty `nums`), a `from` parameter is empty, or a precondition rejected every draw.
 * `message` names the parameter; it is a mistake of the problem's constraints, not of a learner.
 */
export class GenerationError extends Error {
  override name = 'GenerationError';
}

/** The values generated so far that bounds may name: parameter name to its type and value. */
export type GenerationEnv = ReadonlyMap<string, { type: ValueType; value: JsonValue }>;

/** Longest array, list, string or tree generated when `maxLength` is not given (the finder wants small inputs). */
export const DEFAULT_MAX_LENGTH = 8;

/**
 * Longest array, list, string or tree ever generated (`length`), and most nodes of an edge list
 * (`nodes`): the finder looks for small inputs; it draws at the edges of ranges (`edges`). `cells` is the generation budget of one value's
 * edge draws (those at the longest lengths allowed): about that many scalars at most, shared out
 * between the levels of a nested value (a `string[]` of up to 1000 strings gives each string at
 * most 2 characters then), so that a batch of inputs stays a few hundred kilobytes of text
 * however long the declared lengths.
 */
export const GENERATION_LIMITS = { length: 1000, nodes: 200, cells: 2000, edges: true } as const;

/** The shape of {@link GENERATION_LIMITS}; `edges`: whether draws go to the edges of their ranges (`edge-bias`) at all. */
export interface GenerationLimits {
  length: number;
  nodes: number;
  cells: number;
  edges: boolean;
}

let limitsInForce: GenerationLimits = GENERATION_LIMITS;

/** The limits drawing checks against: {@link GENERATION_LIMITS}, unless {@link withGenerationLimits} lifted them. */
export function generationLimits(): GenerationLimits {
  return limitsInForce;
}

/**
 * Runs `draw` with other limits in force, for drawing that is not the finder's: the complexity
 * measurement draws inputs as large as a problem allows (10^5 items), where the finder wants small
 * ones, and typical ones, where the finder wants edges (an all-equal array sorts in linear time). `draw` must build AND sample its arbitraries (fast-check builds a `chain`'s inner arbitrary
 * while sampling) and be synchronous: the limits are restored when it returns or throws.
 */
export function withGenerationLimits<T>(limits: GenerationLimits, draw: () => T): T {
  const saved = limitsInForce;
  limitsInForce = limits;
  try {
    return draw();
  } finally {
    limitsInForce = saved;
  }
}

/** The length of a generated value: elements, characters (UTF-16 units, as every language counts them) or a tree's nodes. */
export function lengthOf(type: ValueType, value: JsonValue): number {
  if (typeof value === 'string') return value.length;
  if (!Array.isArray(value)) return 0;
  return type.kind === 'TreeNode' ? value.filter((item) => item !== null).length : value.length;
}

/**
 * What a bound comes to on this input: the number itself, or the named parameter's value or length
 * plus `plus`; `fallback` when the bound is absent.
 * @throws GenerationError when the named parameter has not been generated (a mistake
 * `checkGenerationConstraints` reports)
 */
export function resolveBound(bound: GenerationBound | undefined, fallback: number, env: GenerationEnv, where: string): number {
  if (bound === undefined) return fallback;
  if (typeof bound === 'number') return bound;
  const named = env.get(bound.param);
  if (!named) throw new GenerationError(`${where}: a bound names "${bound.param}", which is not another parameter in scope`);
  const base = (bound.of ?? defaultBoundOf(named.type)) === 'value' ? Number(named.value) : lengthOf(named.type, named.value);
  return base + (bound.plus ?? 0);
}

/**
 * The range [low, high] of a length or count: `minLength` (default `floor`) to `maxLength`
 * (default the larger of {@link DEFAULT_MAX_LENGTH} and the minimum).
 * @throws GenerationError when it is empty on this input, or its top beyond the {@link generationLimits}
 */
export function lengthRange(constraints: ValueConstraints, env: GenerationEnv, where: string, floor = 0): [number, number] {
  const low = Math.max(0, resolveBound(constraints.minLength, floor, env, where));
  const high = resolveBound(constraints.maxLength, Math.max(DEFAULT_MAX_LENGTH, low), env, where);
  if (high < low) throw new GenerationError(`${where}: the length bounds came to ${low}..${high} on this input`);
  const { length } = generationLimits();
  if (high > length) throw new GenerationError(`${where}: a length up to ${high} is beyond the ${length} the finder draws`);
  return [low, high];
}
