import type { Parameter, ProblemSignature, ValueConstraints, ValueType } from '@algosheets/contracts';
import { formatType, parseType } from '../model/value-type';
import { GENERATION_LIMITS } from './generation-env';
import { defaultBoundOf, generationOrder, namedParameter, parameterGroups, scopedParameters } from './generation-scope';

/** Integers beyond these do not fit an `int`. */
const INT_RANGE = [-(2 ** 31), 2 ** 31 - 1] as const;

const CONSTRAINT_FIELDS = ['min', 'max', 'from', 'alphabet', 'minLength', 'maxLength', 'sorted', 'distinct', 'items', 'rectangular', 'square', 'bst', 'edges'] as const;
const EDGES_FIELDS = ['nodes', 'directed', 'acyclic', 'connected', 'rooted', 'weight', 'multi'];

type Field = (typeof CONSTRAINT_FIELDS)[number];

const isNumberType = (type: ValueType) => type.kind === 'scalar' && ['int', 'long', 'double'].includes(type.name);
const isIntegerType = (type: ValueType) => type.kind === 'scalar' && (type.name === 'int' || type.name === 'long');
const isSequence = (type: ValueType) => type.kind === 'array' || type.kind === 'list';
const isScalar = (type: ValueType, name: string) => type.kind === 'scalar' && type.name === name;
const hasLength = (type: ValueType) => isSequence(type) || type.kind === 'ListNode' || type.kind === 'TreeNode' || isScalar(type, 'string');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields that may constrain a value of `type` (any other is a mistake of the problem). */
function fieldsFor(type: ValueType): Field[] {
  if (isNumberType(type)) return ['min', 'max', 'from'];
  if (isScalar(type, 'char')) return ['alphabet', 'from'];
  if (isScalar(type, 'string')) return ['alphabet', 'from', 'minLength', 'maxLength', 'sorted', 'distinct'];
  if (type.kind === 'ListNode') return ['minLength', 'maxLength', 'sorted', 'distinct', 'items'];
  if (type.kind === 'TreeNode') return ['minLength', 'maxLength', 'distinct', 'items', 'bst'];
  if (isSequence(type)) {
    const grid = isSequence((type as { of: ValueType }).of);
    return ['minLength', 'maxLength', 'sorted', 'distinct', 'items', ...(grid ? (['rectangular', 'square', 'edges'] as const) : [])];
  }
  return [];
}

/** The type `items` constrains: an element's, or a node's value (`int`). */
function itemType(type: ValueType): ValueType {
  return type.kind === 'array' || type.kind === 'list' ? type.of : { kind: 'scalar', name: 'int' };
}

/** Whether a value of `type` holds scalars a `from` of `target`'s type can take: numbers for numbers, strings for a string, strings or chars for a char. */
function holdsLeavesFor(type: ValueType, target: ValueType): boolean {
  if (type.kind === 'array' || type.kind === 'list') return holdsLeavesFor(type.of, target);
  if (type.kind === 'ListNode' || type.kind === 'TreeNode') return isNumberType(target);
  if (isNumberType(target)) return isNumberType(type);
  if (isScalar(target, 'string')) return isScalar(type, 'string');
  return isScalar(type, 'string') || isScalar(type, 'char');
}

/** Whether a parameter's value may hold no value to pick (`from`): a collection without a literal `minLength` of 1 or more, at any depth. */
function mayBeEmpty(type: ValueType, constraints: ValueConstraints | undefined, forChar: boolean): boolean {
  if (type.kind === 'scalar') return type.name === 'string' && forChar && !(typeof constraints?.minLength === 'number' && constraints.minLength >= 1);
  const nonEmpty = typeof constraints?.minLength === 'number' && constraints.minLength >= 1;
  if (!nonEmpty) return true;
  return isSequence(type) && !constraints?.edges && mayBeEmpty(itemType(type), constraints?.items, forChar);
}

/** How many different values `constraints` allow for a scalar of `type`, when it is known and small enough to matter. */
function domainSize(type: ValueType, constraints: ValueConstraints | undefined): number {
  if (isScalar(type, 'boolean')) return 2;
  if (isScalar(type, 'char')) return typeof constraints?.alphabet === 'string' ? new Set(constraints.alphabet).size : 26;
  if (isIntegerType(type) && typeof constraints?.min === 'number' && typeof constraints?.max === 'number') return Math.max(0, constraints.max - constraints.min + 1);
  return Infinity;
}

class ConstraintChecker {
  readonly problems: string[] = [];

  constructor(
    private readonly scope: Parameter[],
    private readonly scopeName: string,
  ) {}

  private unknown(where: string, field: string, name: unknown): void {
    this.fail(where, `"${field}" names ${JSON.stringify(name)}, which is not another parameter of ${this.scopeName}`);
  }

  private fail(where: string, message: string): void {
    this.problems.push(`${where}: ${message}`);
  }

  /** Checks one bound: a number (an integer where `integer`) or `{ param, of, plus }` naming another parameter in scope that has that value or length. */
  private bound(bound: unknown, where: string, field: string, integer: boolean): void {
    if (typeof bound === 'number') {
      if (!Number.isFinite(bound) || (integer && !Number.isInteger(bound))) this.fail(where, `"${field}" must be ${integer ? 'an integer' : 'a finite number'}, not ${bound}`);
      return;
    }
    if (!isRecord(bound) || typeof bound.param !== 'string') {
      this.fail(where, `"${field}" must be a number or { "param": <parameter>, "of"?: "value" | "length", "plus"?: <integer> }`);
      return;
    }
    const unknownKeys = Object.keys(bound).filter((key) => !['param', 'of', 'plus'].includes(key));
    if (unknownKeys.length > 0) this.fail(where, `"${field}" has unknown field(s) ${unknownKeys.join(', ')}`);
    if (bound.plus !== undefined && !(typeof bound.plus === 'number' && Number.isInteger(bound.plus))) this.fail(where, `"${field}.plus" must be an integer`);
    const named = namedParameter(this.scope, bound.param);
    if (!named) {
      this.unknown(where, field, bound.param);
      return;
    }
    if (bound.of !== undefined && bound.of !== 'value' && bound.of !== 'length') {
      this.fail(where, `"${field}.of" must be "value" or "length", not ${JSON.stringify(bound.of)}`);
      return;
    }
    let type: ValueType;
    try {
      type = parseType(named.type);
    } catch {
      return; // the named parameter's own type error is reported on it
    }
    const of = bound.of ?? defaultBoundOf(type);
    if (of === 'value' && !isIntegerType(type)) this.fail(where, `"${field}" takes the value of "${named.name}" (${formatType(type)}): only an int or long has one (use "of": "length")`);
    if (of === 'length' && !hasLength(type)) this.fail(where, `"${field}" takes the length of "${named.name}" (${formatType(type)}), which has none`);
  }

  private literalOrder(low: unknown, high: unknown, where: string, names: [string, string]): void {
    if (typeof low === 'number' && typeof high === 'number' && low > high) this.fail(where, `"${names[0]}" ${low} is above "${names[1]}" ${high}`);
  }

  private flag(value: unknown, where: string, field: string): void {
    if (value !== undefined && typeof value !== 'boolean') this.fail(where, `"${field}" must be true or false`);
  }

  /** Checks `constraints` against the value's `type`; `where` prefixes every message. */
  check(type: ValueType, constraints: unknown, where: string): void {
    if (!isRecord(constraints)) {
      this.fail(where, 'constraints must be an object');
      return;
    }
    const allowed = fieldsFor(type);
    for (const key of Object.keys(constraints)) {
      if (!(CONSTRAINT_FIELDS as readonly string[]).includes(key)) this.fail(where, `unknown constraint "${key}"`);
      else if (!allowed.includes(key as Field)) this.fail(where, `"${key}" does not apply to ${formatType(type)}`);
    }
    const c = constraints as ValueConstraints;
    const integer = isIntegerType(type);
    if (allowed.includes('min')) {
      for (const field of ['min', 'max'] as const) if (c[field] !== undefined) this.bound(c[field], where, field, integer);
      this.literalOrder(c.min, c.max, where, ['min', 'max']);
      if (isScalar(type, 'int')) {
        for (const field of ['min', 'max'] as const) {
          const value = c[field];
          if (typeof value === 'number' && (value < INT_RANGE[0] || value > INT_RANGE[1])) this.fail(where, `"${field}" ${value} is out of the 32-bit range of an int`);
        }
      }
    }
    if (c.from !== undefined && allowed.includes('from')) this.from(type, c, where);
    if (c.alphabet !== undefined && allowed.includes('alphabet')) {
      if (typeof c.alphabet !== 'string' || c.alphabet.length === 0) this.fail(where, '"alphabet" must be a non-empty string of the characters allowed');
      // eslint-disable-next-line no-control-regex -- the rule is about ASCII
      else if (isScalar(type, 'char') && /[^\x00-\x7f]/.test(c.alphabet)) this.fail(where, '"alphabet" of a char must be ASCII (a C++ char is one byte)');
    }
    if (allowed.includes('minLength')) {
      for (const field of ['minLength', 'maxLength'] as const) {
        if (c[field] === undefined) continue;
        this.bound(c[field], where, field, true);
        if (typeof c[field] === 'number' && (c[field] as number) < 0) this.fail(where, `"${field}" must not be negative`);
        if (typeof c[field] === 'number' && (c[field] as number) > GENERATION_LIMITS.length) this.fail(where, `"${field}" ${c[field]} is beyond the ${GENERATION_LIMITS.length} the finder draws (it looks for small inputs)`);
      }
      this.literalOrder(c.minLength, c.maxLength, where, ['minLength', 'maxLength']);
    }
    for (const field of ['sorted', 'distinct', 'rectangular', 'square', 'bst'] as const) if (allowed.includes(field)) this.flag(c[field], where, field);
    if (c.items !== undefined && allowed.includes('items')) this.check(itemType(type), c.items, `${where} (items)`);
    if ((c.distinct || c.bst) && typeof c.minLength === 'number') {
      const elements = isScalar(type, 'string') ? ({ kind: 'scalar', name: 'char' } as ValueType) : itemType(type);
      const size = domainSize(elements, isScalar(type, 'string') ? { alphabet: c.alphabet } : c.items);
      if (c.minLength > size) this.fail(where, `"minLength" ${c.minLength} distinct values cannot come from the ${size} allowed`);
    }
    if (c.square && (c.items?.minLength !== undefined || c.items?.maxLength !== undefined)) this.fail(where, '"square" takes its size from the outer minLength/maxLength, not from items');
    if (c.edges !== undefined && allowed.includes('edges')) this.edges(type, c, where);
  }

  private from(type: ValueType, c: ValueConstraints, where: string): void {
    if (c.min !== undefined || c.max !== undefined || c.alphabet !== undefined) this.fail(where, '"from" does not combine with min, max or alphabet');
    const named = typeof c.from === 'string' ? namedParameter(this.scope, c.from) : undefined;
    if (!named) {
      this.unknown(where, 'from', c.from);
      return;
    }
    let source: ValueType;
    try {
      source = parseType(named.type);
    } catch {
      return;
    }
    if (!holdsLeavesFor(source, type)) this.fail(where, `"from" names "${named.name}" (${formatType(source)}), which holds no ${formatType(type)} values`);
    else if (mayBeEmpty(source, named.constraints, isScalar(type, 'char'))) this.fail(where, `"from" names "${named.name}", which may be empty: give it a "minLength" of 1 or more`);
  }

  private edges(type: ValueType, c: ValueConstraints, where: string): void {
    const edges: unknown = c.edges;
    const at = `${where} (edges)`;
    if (!isScalar(itemType(itemType(type)), 'int')) this.fail(where, `"edges" applies to int[][] (an edge list), not ${formatType(type)}`);
    for (const field of ['items', 'sorted', 'distinct', 'rectangular', 'square'] as const) if (c[field] !== undefined) this.fail(where, `"${field}" does not combine with "edges"`);
    if (!isRecord(edges)) {
      this.fail(where, '"edges" must be an object with at least "nodes"');
      return;
    }
    for (const key of Object.keys(edges)) if (!EDGES_FIELDS.includes(key)) this.fail(at, `unknown field "${key}"`);
    if (edges.nodes === undefined) this.fail(at, '"nodes" is required (labels run from 0 to nodes - 1)');
    else this.bound(edges.nodes, at, 'nodes', true);
    if (typeof edges.nodes === 'number' && (edges.nodes < 0 || edges.nodes > GENERATION_LIMITS.nodes)) this.fail(at, `"nodes" must be 0 to ${GENERATION_LIMITS.nodes}`);
    for (const field of ['directed', 'acyclic', 'connected', 'rooted', 'multi']) this.flag(edges[field], at, field);
    if (edges.rooted === true && (edges.directed !== true || edges.connected !== true)) this.fail(at, '"rooted" needs "directed" and "connected" (a spanning tree pointing away from node 0)');
    if (edges.weight !== undefined) {
      const weight = edges.weight;
      if (!isRecord(weight) || !Number.isInteger(weight.min) || !Number.isInteger(weight.max)) this.fail(at, '"weight" must be { "min": <integer>, "max": <integer> }');
      else this.literalOrder(weight.min, weight.max, at, ['weight.min', 'weight.max']);
    }
  }
}

/**
 * The mistakes in a signature's generation constraints, one message per mistake naming the
 * parameter (`parameter "k": "min" 5 is above "max" 3`), empty when there are none: a field
 * unknown or not fitting the type (`alphabet` on an int, `edges` on anything but an `int[][]`),
 * a bound that is not a number nor names another parameter in scope with that value or length,
 * literal min above max, an int bound beyond 32 bits, a negative length, more distinct values
 * required than the literal range allows, a literal length or node count beyond
 * `GENERATION_LIMITS`, a `from` naming a parameter that is unknown, of other values or possibly
 * empty, parameters naming each other in a cycle, a malformed `edges` or design `operations`, a
 * `precondition` that is not a string.
 * Parameters without constraints are not mistakes (see {@link isGenerable}). What a bound naming a
 * parameter comes to is only known per input: generation throws `GenerationError` when it is empty
 * or beyond the limits.
 */
export function checkGenerationConstraints(signature: ProblemSignature): string[] {
  const problems: string[] = [];
  for (const { param, label, scope, where } of scopedParameters(signature)) {
    if (param.constraints === undefined) continue;
    let type: ValueType;
    try {
      type = parseType(param.type);
    } catch (error) {
      problems.push(`${label}: ${(error as Error).message}`);
      continue;
    }
    const checker = new ConstraintChecker(scope, where);
    checker.check(type, param.constraints, label);
    problems.push(...checker.problems);
  }
  for (const group of parameterGroups(signature)) {
    const { cycle } = generationOrder(group);
    if (cycle.length > 0) problems.push(`parameters ${cycle.map((name) => `"${name}"`).join(', ')}: their constraints name each other in a cycle, so none can be drawn first`);
  }
  if (signature.kind === 'function' && signature.precondition !== undefined && typeof signature.precondition !== 'string') {
    problems.push('precondition: must be the body of a JavaScript function, as a string');
  }
  if (signature.kind === 'design' && signature.operations !== undefined) {
    const { min, max } = signature.operations as { min: unknown; max: unknown };
    if (!Number.isInteger(min) || !Number.isInteger(max) || (min as number) < 0 || (min as number) > (max as number)) problems.push('operations: must be { "min": <integer>, "max": <integer> } with 0 <= min <= max');
    else if (signature.methods.length === 0 && (max as number) > 0) problems.push('operations: the class has no method to call');
  }
  return problems;
}
