import * as fc from 'fast-check';
import type { Parameter, ProblemComplexity, ProblemSignature, SizedConstraints, ValueConstraints } from '@algosheets/contracts';
import { withGenerationLimits } from '../generation/generation-env';
import { formatGeneratedInput, inputArbitrary } from '../generation/input-arbitrary';
import { scopedParameters } from '../generation/generation-scope';

/** Smallest n measured when a declaration gives no `minN`. */
export const DEFAULT_MIN_N = 16;

/** Sizes measured at most: enough points for a fit, few enough that the largest get the budget. */
export const COMPLEXITY_SIZE_COUNT = 8;

/**
 * Largest value a sized input may hold, whatever a declaration asks: 10^7 items, characters or
 * nodes (a length) keep one input's text within tens of megabytes, what a harness reads in a
 * second; 20,000 graph nodes keep the candidate edges drawn from within memory. Draws are typical,
 * never at the edges of their ranges: an all-equal array would time a sort at its best case.
 */
export const SIZED_LIMITS = { length: 10_000_000, nodes: 20_000, cells: 2000, edges: false } as const;

/** A declaration that cannot give inputs (a mistake of the problem, reported to its author). */
export class ComplexityDeclarationError extends Error {}

/**
 * The sizes a complexity declaration measures: up to {@link COMPLEXITY_SIZE_COUNT} integers spread
 * geometrically from `minN` (default {@link DEFAULT_MIN_N}) to `measureMaxN` (default `maxN`), both
 * included, without repeats (a narrow range gives fewer), ascending.
 * @throws ComplexityDeclarationError when `minN` is not a positive integer at most that largest size
 */
export function complexitySizes(declaration: Pick<ProblemComplexity, 'minN' | 'maxN' | 'measureMaxN'>): number[] {
  const low = declaration.minN ?? DEFAULT_MIN_N;
  const high = declaration.measureMaxN ?? declaration.maxN;
  if (!Number.isInteger(low) || !Number.isInteger(high) || low < 1 || high < low) throw new ComplexityDeclarationError(`sizes must run from a positive integer minN to measureMaxN (or maxN); got ${low}..${high}`);
  const sizes = new Set<number>();
  for (let k = 0; k < COMPLEXITY_SIZE_COUNT; k++) sizes.add(Math.round(low * (high / low) ** (k / (COMPLEXITY_SIZE_COUNT - 1))));
  return [...sizes].sort((a, b) => a - b);
}

/** `value` with every `"n"` (at any depth) replaced by `n`. */
function substitute(value: unknown, n: number): unknown {
  if (value === 'n') return n;
  if (Array.isArray(value)) return value.map((item) => substitute(item, n));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, n)]));
  return value;
}

/** The constraints of one parameter at size n: the declaration's for it (with `"n"` replaced), else the parameter's own. */
function sizedParameter(param: Parameter, declaration: ProblemComplexity, n: number): Parameter {
  const sized: SizedConstraints | undefined = declaration.params[param.name];
  return sized === undefined ? param : { ...param, constraints: substitute(sized, n) as ValueConstraints };
}

/**
 * The signature whose generation constraints give inputs of size `n`: each parameter named in the
 * declaration's `params` takes those constraints with `"n"` replaced by `n`; a design problem whose
 * declaration says `operations: "n"` makes exactly `n` method calls. The precondition is dropped:
 * it judges small inputs (it may be quadratic) and the measurement needs only the input's shape.
 * @throws ComplexityDeclarationError when `params` names a parameter the signature does not have
 */
export function sizedSignature(signature: ProblemSignature, declaration: ProblemComplexity, n: number): ProblemSignature {
  const known = new Set(scopedParameters(signature).map(({ param }) => param.name));
  const unknown = Object.keys(declaration.params).filter((name) => !known.has(name));
  if (unknown.length > 0) throw new ComplexityDeclarationError(`the complexity declaration names ${unknown.map((name) => `"${name}"`).join(', ')}, not a parameter of the signature`);
  const size = (params: Parameter[]): Parameter[] => params.map((param) => sizedParameter(param, declaration, n));
  if (signature.kind === 'function') {
    const { precondition: _dropped, ...rest } = signature;
    return { ...rest, params: size(signature.params) };
  }
  return {
    ...signature,
    constructorParams: size(signature.constructorParams),
    methods: signature.methods.map((method) => ({ ...method, params: size(method.params) })),
    ...(declaration.operations === 'n' ? { operations: { min: n, max: n } } : {}),
  };
}

/** One generated input of a measurement: its size and its text in the Testcase notation. */
export interface SizedInput {
  n: number;
  input: string;
}

/**
 * The inputs of a measurement: for each of `sizes` (ascending), `repeats` inputs of that size
 * drawn from {@link sizedSignature} with {@link SIZED_LIMITS} in force and without fast-check's
 * bias towards small values, in that order (every input
 * of a size before the next size, so that a run stopped by a size's time limit has measured every
 * smaller size). The same `seed` gives the same inputs, so a reference's measurement can be reused.
 * @throws ComplexityDeclarationError when the declaration cannot give inputs of some size (the
 *   generation error's message says which parameter and why)
 */
export function sizedInputs(signature: ProblemSignature, declaration: ProblemComplexity, sizes: number[], repeats: number, seed: number): SizedInput[] {
  return sizes.flatMap((n, at) => {
    const sized = sizedSignature(signature, declaration, n);
    try {
      const values = withGenerationLimits(SIZED_LIMITS, () => fc.sample(inputArbitrary(sized), { seed: seed + at, numRuns: repeats, unbiased: true }));
      return values.map((value) => ({ n, input: formatGeneratedInput(sized, value) }));
    } catch (error) {
      throw new ComplexityDeclarationError(`inputs of size n = ${n} cannot be drawn: ${(error as Error).message}`);
    }
  });
}
