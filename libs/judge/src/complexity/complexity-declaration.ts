import { isComplexityClass, type ProblemComplexity, type ProblemSignature } from '@algosheets/contracts';
import { ComplexityDeclarationError, complexitySizes, sizedInputs, SIZED_LIMITS } from './complexity-inputs';

/** Longest text of a declaration's `n` (it is read in a sentence). */
const MAX_N_TEXT = 60;

/**
 * What is wrong with a problem's complexity declaration, one message per fault (empty when none),
 * the one check the admin API and the content check share: `reference` one of the classes, `n` a
 * short text, `maxN`, `measureMaxN` and `minN` whole numbers with 1 <= minN <= measureMaxN <= maxN
 * and measureMaxN (maxN when absent) at most 10^7 (`maxN` itself, a value's bound, may be larger:
 * it is only projected to), `params` an object
 * naming parameters of the signature, `operations` only `"n"` and only for a design problem, and
 * inputs of the smallest and (unless `drawLargest` is false: the content check draws every size
 * in its growth stage anyway) the largest size actually drawable (the generation error otherwise).
 */
export function complexityDeclarationErrors(signature: ProblemSignature, declaration: unknown, { drawLargest = true }: { drawLargest?: boolean } = {}): string[] {
  if (declaration === null || typeof declaration !== 'object' || Array.isArray(declaration)) return ['complexity must be an object'];
  const d = declaration as Partial<Record<keyof ProblemComplexity, unknown>>;
  const errors: string[] = [];
  if (!isComplexityClass(d.reference)) errors.push('complexity.reference must be one of O(1), O(log n), O(n), O(n log n), O(n²), O(n³), O(2ⁿ)');
  if (typeof d.n !== 'string' || d.n.trim() === '' || d.n.length > MAX_N_TEXT) errors.push(`complexity.n must say what n counts, in 1 to ${MAX_N_TEXT} characters`);
  const wholeIn = (value: unknown, low: number, high: number) => typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;
  if (!wholeIn(d.maxN, 1, Number.MAX_SAFE_INTEGER)) errors.push('complexity.maxN must be a whole number from 1 (the largest n the problem allows)');
  const measuredUpTo = Math.min(SIZED_LIMITS.length, typeof d.maxN === 'number' ? d.maxN : SIZED_LIMITS.length);
  if (d.measureMaxN !== undefined && !wholeIn(d.measureMaxN, 1, measuredUpTo)) errors.push(`complexity.measureMaxN must be a whole number from 1 to maxN and at most ${SIZED_LIMITS.length}`);
  if (d.measureMaxN === undefined && typeof d.maxN === 'number' && d.maxN > SIZED_LIMITS.length) errors.push(`complexity.measureMaxN is needed when maxN is above ${SIZED_LIMITS.length} (the largest size measured)`);
  const largest = typeof d.measureMaxN === 'number' ? d.measureMaxN : measuredUpTo;
  if (d.minN !== undefined && !wholeIn(d.minN, 1, largest)) errors.push('complexity.minN must be a whole number from 1 to measureMaxN (or maxN)');
  if (d.params === null || typeof d.params !== 'object' || Array.isArray(d.params)) errors.push('complexity.params must be an object of constraints per parameter');
  if (d.operations !== undefined && (d.operations !== 'n' || signature.kind !== 'design')) errors.push('complexity.operations may only be "n", for a design problem');
  if (errors.length > 0) return errors;
  const valid = declaration as ProblemComplexity;
  try {
    const sizes = complexitySizes(valid);
    sizedInputs(signature, valid, drawLargest ? [sizes[0], sizes[sizes.length - 1]] : [sizes[0]], 1, 1);
  } catch (error) {
    if (error instanceof ComplexityDeclarationError) return [`complexity: ${error.message}`];
    throw error;
  }
  return [];
}
