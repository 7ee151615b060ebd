import type { ProblemSignature } from '@algosheets/contracts';
import type fc from 'fast-check';
import { PRECONDITION_PARAMETERS } from '../src/judging/function-body-syntax';
import { inputArbitrary } from '../src/generation/input-arbitrary';
import type { JsonValue } from '../src/values/json-value';
import { ProblemCodeIsolate, type ProblemCodeLimits } from './problem-code-isolate';

/**
 * A precondition's limits: it runs once per generated input, so 200 ms per call and 5 s for every
 * call of one job together, 32 MB of heap.
 */
export const PRECONDITION_LIMITS: ProblemCodeLimits = { memoryMb: 32, callTimeoutMs: 200, jobBudgetMs: 5000 };

/** A compiled precondition: true when the input is valid; `dispose` frees its isolate. */
export type CompiledPrecondition = ((input: JsonValue[]) => boolean) & { dispose(): void };

/**
 * Compiles a problem's `precondition` (the body of a JavaScript function with `input`, the
 * argument values in parameter order, in scope, returning true when the input is valid) the way
 * `compileChecker` compiles a checker: in an isolate of its own, the input passed as JSON text (so
 * the body sees a copy and cannot change what is generated), every call and the job's calls
 * together bounded by `limits`.
 *
 * The returned function throws `ProblemCodeError` when the body throws, overruns a limit or
 * returns anything but a boolean: a precondition that cannot judge an input is the problem's mistake.
 * @throws ProblemCodeError when the body does not compile
 */
export function compilePrecondition(body: string, limits: ProblemCodeLimits = PRECONDITION_LIMITS): CompiledPrecondition {
  const isolate = new ProblemCodeIsolate('precondition', `(function precondition(${PRECONDITION_PARAMETERS.join(', ')}) {\n'use strict';\n${body}\n})`, limits);
  return Object.assign((input: JsonValue[]) => isolate.apply([input]), { dispose: () => isolate.dispose() });
}

/**
 * The arbitrary the counterexample finder draws from (call this one): `inputArbitrary` of the
 * signature, keeping only the inputs its `precondition` accepts when it has one (compiled by
 * {@link compilePrecondition}). Rejected draws are drawn again and rejected shrinks skipped.
 * @throws what `inputArbitrary` and `compilePrecondition` throw; drawing throws `GenerationError`
 * when the precondition rejects 1000 draws in a row, and the precondition's own error when it fails
 */
export function validInputArbitrary(signature: ProblemSignature): fc.Arbitrary<JsonValue[]> {
  const precondition = signature.kind === 'function' && signature.precondition ? compilePrecondition(signature.precondition) : undefined;
  return inputArbitrary(signature, precondition ? { accept: precondition } : {});
}
