import { createContext, Script } from 'node:vm';
import type { ProblemSignature } from '@algosheets/contracts';
import type fc from 'fast-check';
import { inputArbitrary } from '../src/generation/input-arbitrary';
import type { JsonValue } from '../src/values/json-value';

/** How long one call of a problem's precondition may run, ms: it runs once per generated input, so it must be quick. */
export const PRECONDITION_TIMEOUT_MS = 200;

/**
 * Compiles a problem's `precondition` (the body of a JavaScript function with `input`, the
 * argument values in parameter order, in scope, returning true when the input is valid) the way
 * `compileChecker` compiles a checker: in a `node:vm` context of its own, no `require`, no
 * `process`, no code generation from strings, every call bounded by `timeoutMs`. The body sees a
 * copy of the input, so it cannot change what is generated.
 *
 * The returned function throws when the body throws, overruns `timeoutMs` or returns anything but
 * a boolean: a precondition that cannot judge an input is the problem's mistake.
 * @throws the vm realm's SyntaxError when the body does not compile
 */
export function compilePrecondition(body: string, timeoutMs: number = PRECONDITION_TIMEOUT_MS): (input: JsonValue[]) => boolean {
  const context = createContext(Object.create(null) as object, { codeGeneration: { strings: false, wasm: false } });
  const precondition = new Script(`(function precondition(input) {\n'use strict';\n${body}\n})`, { filename: 'precondition.js' }).runInContext(context, { timeout: timeoutMs }) as (input: unknown) => unknown;
  const call = new Script('__precondition(__input)', { filename: 'precondition-call.js' });
  return (input) => {
    Object.assign(context, { __precondition: precondition, __input: structuredClone(input) });
    const valid: unknown = call.runInContext(context, { timeout: timeoutMs });
    if (typeof valid !== 'boolean') throw new Error(`the precondition returned ${typeof valid}, not a boolean`);
    return valid;
  };
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
