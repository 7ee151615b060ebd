import type { GenerationBound, Parameter, ProblemSignature, ValueConstraints, ValueType } from '@algosheets/contracts';

/**
 * One parameter as input generation sees it: `label` names it in messages (`parameter "nums"`,
 * `constructor parameter "capacity"`, `method "get", parameter "key"`), `scope` lists the
 * parameters its bounds and `from` may name (the other parameters of its function, constructor
 * or method, then for a method the constructor's, which they shadow) and `where` says which those
 * are, for messages.
 */
export interface ScopedParameter {
  param: Parameter;
  label: string;
  scope: Parameter[];
  where: string;
}

/** Every parameter of a signature in declaration order: a function's, or a design's constructor's then each method's. */
export function scopedParameters(signature: ProblemSignature): ScopedParameter[] {
  const others = (params: Parameter[], param: Parameter) => params.filter((other) => other !== param);
  if (signature.kind === 'function') return signature.params.map((param) => ({ param, label: `parameter "${param.name}"`, scope: others(signature.params, param), where: 'the function' }));
  const constructor = signature.constructorParams.map((param) => ({ param, label: `constructor parameter "${param.name}"`, scope: others(signature.constructorParams, param), where: 'the constructor' }));
  const methods = signature.methods.flatMap((method) =>
    method.params.map((param) => ({
      param,
      label: `method "${method.name}", parameter "${param.name}"`,
      scope: [...others(method.params, param), ...signature.constructorParams],
      where: `method "${method.name}" or the constructor`,
    })),
  );
  return [...constructor, ...methods];
}

/** The groups of parameters drawn together: a function's; or a design's constructor's, then each method's. */
export function parameterGroups(signature: ProblemSignature): Parameter[][] {
  return signature.kind === 'function' ? [signature.params] : [signature.constructorParams, ...signature.methods.map((method) => method.params)];
}

/**
 * Whether input generation can draw the signature's inputs: every parameter (of the function, or
 * of the design class's constructor and every method) declares `constraints`. A parameterless
 * function is generable (its one input is empty).
 */
export function isGenerable(signature: ProblemSignature): boolean {
  return scopedParameters(signature).every(({ param }) => param.constraints !== undefined && param.constraints !== null);
}

/** The parameter a bound's `{ param }` or a `from` names: the first of `scope` with that name. */
export function namedParameter(scope: Parameter[], name: string): Parameter | undefined {
  return scope.find((param) => param.name === name);
}

/** What a `{ param }` bound reads when `of` is left out: an integer's value, anything else's length. */
export function defaultBoundOf(type: ValueType): 'value' | 'length' {
  return type.kind === 'scalar' && (type.name === 'int' || type.name === 'long') ? 'value' : 'length';
}

/** The names constraints read (`{ param }` bounds and `from`, at any depth of `items`). */
export function namedInConstraints(constraints: ValueConstraints | undefined): string[] {
  if (!constraints) return [];
  const bounds: (GenerationBound | undefined)[] = [constraints.min, constraints.max, constraints.minLength, constraints.maxLength, constraints.edges?.nodes];
  const named = bounds.flatMap((bound) => (bound !== undefined && typeof bound === 'object' && typeof bound.param === 'string' ? [bound.param] : []));
  return [...named, ...(typeof constraints.from === 'string' ? [constraints.from] : []), ...namedInConstraints(constraints.items)];
}

/**
 * The order to draw a group of parameters in: each after the parameters of the group its
 * constraints name (others it names, such as a constructor's, are drawn before the group),
 * otherwise in declaration order. `cycle` lists the names of parameters that name each other in
 * a cycle (then `order` holds only the others).
 */
export function generationOrder(params: Parameter[]): { order: number[]; cycle: string[] } {
  const needs = params.map((param) => new Set(namedInConstraints(param.constraints).filter((name) => name !== param.name && params.some((other) => other.name === name))));
  const order: number[] = [];
  const done = new Set<string>();
  for (let progress = true; progress; ) {
    progress = false;
    const ready = params.findIndex((param, i) => !order.includes(i) && [...needs[i]].every((name) => done.has(name)));
    if (ready >= 0) {
      order.push(ready);
      done.add(params[ready].name);
      progress = true;
    }
  }
  return { order, cycle: params.filter((_, i) => !order.includes(i)).map((param) => param.name) };
}
