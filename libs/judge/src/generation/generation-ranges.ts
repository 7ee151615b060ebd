import type { GenerationBound, Parameter, ProblemSignature, ValueConstraints, ValueType } from '@algosheets/contracts';
import { parseType } from '../model/value-type';
import { DEFAULT_MAX_LENGTH } from './generation-env';
import { defaultBoundOf, parameterGroups } from './generation-scope';
import { DEFAULT_OPERATIONS } from './input-arbitrary';

/** The range of a number without bounds (as the generator draws it). */
const DEFAULT_NUMBER_TEXT = ['-1000000000', '1000000000'] as const;

/** A bound as people read it: `20`, `n`, `nums.length - 1`; `fallback` when absent. */
function boundText(bound: GenerationBound | undefined, fallback: string, scope: Parameter[]): string {
  if (bound === undefined) return fallback;
  if (typeof bound === 'number') return String(bound);
  const named = scope.find((param) => param.name === bound.param);
  let type: ValueType | undefined;
  try {
    type = named ? parseType(named.type) : undefined;
  } catch {
    type = undefined;
  }
  const of = bound.of ?? (type ? defaultBoundOf(type) : 'value');
  const base = of === 'length' ? `${bound.param}.length` : bound.param;
  const plus = bound.plus ?? 0;
  return plus === 0 ? base : `${base} ${plus > 0 ? '+' : '-'} ${Math.abs(plus)}`;
}

/** A length range: `1..8`, or `0..n` when a bound names a parameter. */
function lengthText(c: ValueConstraints, scope: Parameter[], floor = 0): string {
  const low = boundText(c.minLength, String(floor), scope);
  const defaultHigh = typeof c.minLength === 'number' ? String(Math.max(DEFAULT_MAX_LENGTH, c.minLength)) : c.minLength === undefined ? String(Math.max(DEFAULT_MAX_LENGTH, floor)) : `max(${DEFAULT_MAX_LENGTH}, ${low})`;
  return `${low}..${boundText(c.maxLength, defaultHigh, scope)}`;
}

/** ` (sorted, distinct)` for the flags that are set, else nothing. */
function flags(c: ValueConstraints, names: ('sorted' | 'distinct' | 'bst')[]): string {
  const set = names.filter((name) => c[name]).map((name) => (name === 'bst' ? 'a search tree' : name));
  return set.length === 0 ? '' : ` (${set.join(', ')})`;
}

/** The characters a char or string is drawn from: the alphabet quoted, or a-z by default. */
function alphabetText(c: ValueConstraints): string {
  return c.alphabet === undefined ? 'a-z' : JSON.stringify(c.alphabet);
}

/** What values of `type` within `c` are drawn from, in words: `-20..20`, `1..8 items, each 0..9 (sorted)`. */
function valueText(type: ValueType, c: ValueConstraints, scope: Parameter[]): string {
  const items = c.items ?? {};
  if (type.kind === 'scalar') {
    if (c.from !== undefined) return type.name === 'char' ? `a character of ${c.from}` : `a value of ${c.from}`;
    switch (type.name) {
      case 'boolean':
        return 'true or false';
      case 'char':
        return `a character of ${alphabetText(c)}`;
      case 'string':
        return `${lengthText(c, scope)} characters of ${alphabetText(c)}${flags(c, ['sorted', 'distinct'])}`;
      default:
        return `${boundText(c.min, DEFAULT_NUMBER_TEXT[0], scope)}..${boundText(c.max, DEFAULT_NUMBER_TEXT[1], scope)}`;
    }
  }
  const int: ValueType = { kind: 'scalar', name: 'int' };
  if (type.kind === 'TreeNode') return `${lengthText(c, scope)} nodes, each ${valueText(int, items, scope)}${flags(c, ['distinct', 'bst'])}`;
  if (type.kind === 'ListNode') return `${lengthText(c, scope)} nodes, each ${valueText(int, items, scope)}${flags(c, ['sorted', 'distinct'])}`;
  if (c.edges) {
    const e = c.edges;
    const kinds = [e.directed ? 'directed' : 'undirected', e.acyclic && 'acyclic', e.connected && 'connected', e.rooted && 'every node reachable from 0', e.multi && 'with repeats'].filter(Boolean).join(', ');
    const weight = e.weight ? `, weights ${e.weight.min}..${e.weight.max}` : '';
    const nodes = boundText(e.nodes, '0', scope);
    const count = c.minLength === undefined && c.maxLength === undefined ? `${e.connected ? `${nodes} - 1` : '0'}..max(${DEFAULT_MAX_LENGTH}, ${nodes} - 1)` : lengthText(c, scope);
    return `${count} edges on ${nodes} nodes (${kinds}${weight})`;
  }
  const cell = type.of.kind === 'array' || type.of.kind === 'list' ? type.of.of : undefined;
  if (cell && c.square) return `${lengthText(c, scope)} rows of as many cells, each ${valueText(cell, items.items ?? {}, scope)}`;
  if (cell && c.rectangular) return `${lengthText(c, scope)} rows of ${lengthText(items, scope)} cells, each ${valueText(cell, items.items ?? {}, scope)}`;
  return `${lengthText(c, scope)} items, each ${valueText(type.of, items, scope)}${flags(c, ['sorted', 'distinct'])}`;
}

/**
 * What the counterexample finder draws for each parameter of `signature`, one line per parameter
 * as people read it (`nums: 1..8 items, each -20..20`, `k: 0..nums.length - 1`), for a search that
 * found nothing to say which ranges it tried; a design problem's lines name the constructor or
 * method (`put key: 0..4`) and end with the number of calls. Lengths are counts of items,
 * characters or nodes; numbers are in the parameter's own unit. Every range is also drawn at its
 * edges (see `edge-bias`). A type that does not parse is described by its text.
 */
export function describeGenerationRanges(signature: ProblemSignature): string[] {
  const line = (param: Parameter, scope: Parameter[], prefix: string): string => {
    let type: ValueType;
    try {
      type = parseType(param.type);
    } catch {
      return `${prefix}${param.name}: ${param.type}`;
    }
    return `${prefix}${param.name}: ${valueText(type, param.constraints ?? {}, scope)}`;
  };
  if (signature.kind === 'function') return signature.params.map((param) => line(param, signature.params, ''));
  const [constructorParams, ...methods] = parameterGroups(signature);
  const operations = signature.operations ?? DEFAULT_OPERATIONS;
  return [
    ...constructorParams.map((param) => line(param, constructorParams, 'constructor ')),
    ...methods.flatMap((params, i) => params.map((param) => line(param, [...params, ...constructorParams], `${signature.methods[i].name} `))),
    `calls after the constructor: ${operations.min}..${operations.max}`,
  ];
}
