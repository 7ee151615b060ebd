import * as fc from 'fast-check';
import type { DesignSignature, Parameter, ProblemSignature, ValueType } from '@algosheets/contracts';
import { parseType } from '../model/value-type';
import { canonicalJson, type JsonValue } from '../values/json-value';
import { GenerationError, type GenerationEnv } from './generation-env';
import { generationOrder, namedInConstraints, scopedParameters } from './generation-scope';
import { valueArbitrary } from './value-arbitrary';
import { boundedFilter } from './bounded-filter';

/** Operations (after the constructor) of a generated design input when the signature does not say. */
export const DEFAULT_OPERATIONS = { min: 1, max: 12 } as const;

/** What {@link inputArbitrary} may be told besides the signature. */
export interface InputArbitraryOptions {
  /** Keeps only the inputs it accepts (the problem's compiled precondition); shrinking stays within them. */
  accept?: (input: JsonValue[]) => boolean;
}

/**
 * The arguments of `params` in declaration order, each drawn within its constraints, in
 * {@link generationOrder}: a parameter whose constraints name others of `params` is drawn once they
 * are known (`chain`); the others are drawn independently (`tuple`), so they shrink independently.
 * `base` holds what else they may name (a design method's: the constructor's arguments).
 * @throws GenerationError when the parameters name each other in a cycle
 */
function argumentsArbitrary(params: Parameter[], labels: Map<Parameter, string>, base: GenerationEnv): fc.Arbitrary<JsonValue[]> {
  const types = params.map((param) => parseType(param.type));
  const { order, cycle } = generationOrder(params);
  if (cycle.length > 0) throw new GenerationError(`parameters ${cycle.join(', ')} name each other in a cycle`);
  const envOf = (drawn: JsonValue[]): GenerationEnv => new Map([...base, ...drawn.map((value, k) => [params[order[k]].name, { type: types[order[k]], value }] as [string, { type: ValueType; value: JsonValue }])]);
  const local = new Set(params.map((param) => param.name));
  const drawn = order.reduce<fc.Arbitrary<JsonValue[]>>((sofar, i) => {
    const constraints = params[i].constraints ?? {};
    const where = labels.get(params[i]) ?? `parameter "${params[i].name}"`;
    if (namedInConstraints(constraints).some((name) => local.has(name))) return sofar.chain((values) => valueArbitrary(types[i], constraints, envOf(values), where).map((value) => [...values, value]));
    return fc.tuple(sofar, valueArbitrary(types[i], constraints, base, where)).map(([values, value]) => [...values, value]);
  }, fc.constant([]));
  return drawn.map((values) => params.map((_, i) => values[order.indexOf(i)]));
}

/** `[operations, arguments]` of a design problem: the constructor, then `operations` method calls drawn at random. */
function designArbitrary(signature: DesignSignature, labels: Map<Parameter, string>): fc.Arbitrary<JsonValue[]> {
  const { min, max } = signature.operations ?? DEFAULT_OPERATIONS;
  const constructorTypes = signature.constructorParams.map((param) => parseType(param.type));
  return argumentsArbitrary(signature.constructorParams, labels, new Map()).chain((constructorArgs) => {
    const env: GenerationEnv = new Map(signature.constructorParams.map((param, i) => [param.name, { type: constructorTypes[i], value: constructorArgs[i] }]));
    const calls = signature.methods.map((method) => argumentsArbitrary(method.params, labels, env).map((args) => [method.name, args] as [string, JsonValue[]]));
    const sequence = calls.length === 0 ? fc.constant([]) : fc.array(fc.oneof(...calls), { minLength: min, maxLength: max });
    return sequence.map((done) => [
      [signature.className, ...done.map(([name]) => name)],
      [constructorArgs, ...done.map(([, args]) => args)],
    ]);
  });
}

/**
 * The arbitrary (fast-check) of a problem's inputs, drawn within the parameters' `constraints`:
 * for a function the argument values in parameter order; for a design problem the two values
 * `[operations, arguments]` (`["LRUCache","put","get"]`, `[[2],[1,1],[1]]`: the constructor first,
 * then `operations.min..max` calls, default 1 to 12). Values are in the notation `parseTestInput`
 * returns (a `ListNode` as the array of its values, a `TreeNode` in level order with `null`s, a
 * `long` beyond 2^53 as a bigint), ready for {@link formatGeneratedInput} or `encodeHarnessInput`.
 * Shrinking goes towards short arrays, small numbers, few nodes and operations. The precondition is
 * not applied here (it runs in a vm, Node.js only): pass it compiled as `accept`, or call
 * `validInputArbitrary` of `@algosheets/judge/node`, which does.
 * @throws TypeSyntaxError for a parameter type that does not parse
 * @throws GenerationError when a literal bound is empty; when drawing, when a bound naming a
 * parameter comes to an empty range or `accept` rejects `MAX_REJECTED_DRAWS` draws in a row
 */
export function inputArbitrary(signature: ProblemSignature, options: InputArbitraryOptions = {}): fc.Arbitrary<JsonValue[]> {
  const labels = new Map(scopedParameters(signature).map(({ param, label }) => [param, label]));
  const inputs = signature.kind === 'function' ? argumentsArbitrary(signature.params, labels, new Map()) : designArbitrary(signature, labels);
  return options.accept ? boundedFilter(inputs, options.accept, 'the precondition rejected every input drawn') : inputs;
}

/**
 * A generated input in the Testcase notation: one canonical JSON value per line, one line per
 * parameter (for a design problem two lines, operations then arguments), what `parseTestInput`
 * reads back to the same values.
 * @throws Error when `values` does not hold one value per line of the signature's input
 */
export function formatGeneratedInput(signature: ProblemSignature, values: JsonValue[]): string {
  const lines = signature.kind === 'function' ? signature.params.length : 2;
  if (values.length !== lines) throw new Error(`a generated input of ${signature.kind === 'function' ? signature.name : signature.className} has ${lines} value(s), not ${values.length}`);
  return values.map(canonicalJson).join('\n');
}
