import type { GenerationBound, Parameter, ProblemSignature, ValueConstraints, ValueType } from '@algosheets/contracts';

/**
 * One parameter as input generation sees it: `label` names it in messages (`parameter "nums"`,
 * `constructor parameter "capacity"`, `method "get", parameter "key"`) and `earlier` lists the
 * parameters its bounds and `from` may name, nearest last (a design method's own earlier
 * parameters after the constructor's, so they shadow them).
 */
export interface ScopedParameter {
  param: Parameter;
  label: string;
  earlier: Parameter[];
}

/** Every parameter of a signature in declaration order: a function's, or a design's constructor's then each method's. */
export function scopedParameters(signature: ProblemSignature): ScopedParameter[] {
  if (signature.kind === 'function') return signature.params.map((param, i) => ({ param, label: `parameter "${param.name}"`, earlier: signature.params.slice(0, i) }));
  const constructor = signature.constructorParams.map((param, i) => ({ param, label: `constructor parameter "${param.name}"`, earlier: signature.constructorParams.slice(0, i) }));
  const methods = signature.methods.flatMap((method) =>
    method.params.map((param, i) => ({ param, label: `method "${method.name}", parameter "${param.name}"`, earlier: [...signature.constructorParams, ...method.params.slice(0, i)] })),
  );
  return [...constructor, ...methods];
}

/**
 * Whether input generation can draw the signature's inputs: every parameter (of the function, or
 * of the design class's constructor and every method) declares `constraints`. A parameterless
 * function is generable (its one input is empty).
 */
export function isGenerable(signature: ProblemSignature): boolean {
  return scopedParameters(signature).every(({ param }) => param.constraints !== undefined && param.constraints !== null);
}

/** The parameter a bound's `{ param }` names: the nearest of `earlier` with that name. */
export function namedParameter(earlier: Parameter[], name: string): Parameter | undefined {
  return [...earlier].reverse().find((param) => param.name === name);
}

/** What a `{ param }` bound reads when `of` is left out: an integer's value, anything else's length. */
export function defaultBoundOf(type: ValueType): 'value' | 'length' {
  return type.kind === 'scalar' && (type.name === 'int' || type.name === 'long') ? 'value' : 'length';
}

/** Whether constraints name another parameter anywhere (a `{ param }` bound or `from`), so generation must wait for it. */
export function namesParameters(constraints: ValueConstraints | undefined): boolean {
  if (!constraints) return false;
  const bounds: (GenerationBound | undefined)[] = [constraints.min, constraints.max, constraints.minLength, constraints.maxLength, constraints.edges?.nodes];
  return constraints.from !== undefined || bounds.some((bound) => bound !== undefined && typeof bound === 'object') || namesParameters(constraints.items);
}
