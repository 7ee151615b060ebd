import fc from 'fast-check';
import type { DesignSignature, FunctionSignature, GenerationBound, ProblemSignature, ValueConstraints, ValueType } from '@algosheets/contracts';
import { parseType } from '../model/value-type';
import { canonicalJson, type JsonValue } from '../values/json-value';
import { parseTestInput } from '../values/typed-value';
import { SIZED_LIMITS } from '../complexity/complexity-inputs';
import { GenerationError, withGenerationLimits } from './generation-env';
import { formatGeneratedInput, inputArbitrary } from './input-arbitrary';

type Env = Map<string, { type: ValueType; value: JsonValue }>;

/** A bound's value, computed here independently of the generator. */
function bound(b: GenerationBound | undefined, fallback: number, env: Env): number {
  if (b === undefined) return fallback;
  if (typeof b === 'number') return b;
  const named = env.get(b.param)!;
  const isInt = named.type.kind === 'scalar' && (named.type.name === 'int' || named.type.name === 'long');
  const of = b.of ?? (isInt ? 'value' : 'length');
  const length = named.type.kind === 'TreeNode' ? (named.value as JsonValue[]).filter((v) => v !== null).length : (named.value as string | JsonValue[]).length;
  return (of === 'value' ? Number(named.value) : length) + (b.plus ?? 0);
}

/** The nodes of a level-order tree, in that order, with the indexes of their children. */
function treeNodes(order: JsonValue[]): { value: number; left?: number; right?: number }[] {
  const nodes: { value: number; left?: number; right?: number }[] = order.length === 0 ? [] : [{ value: order[0] as number }];
  let next = 1;
  for (let parent = 0; parent < nodes.length && next < order.length; parent++) {
    for (const side of ['left', 'right'] as const) {
      const value = order[next++];
      if (value === null || value === undefined) continue;
      nodes[parent][side] = nodes.length;
      nodes.push({ value: value as number });
    }
  }
  return nodes;
}

function inOrder(order: JsonValue[]): number[] {
  const nodes = treeNodes(order);
  const walk = (i: number | undefined): number[] => (i === undefined ? [] : [...walk(nodes[i].left), nodes[i].value, ...walk(nodes[i].right)]);
  return nodes.length === 0 ? [] : walk(0);
}

function leaves(value: JsonValue): JsonValue[] {
  return Array.isArray(value) ? value.flatMap(leaves) : value === null ? [] : [value];
}

const isSorted = (values: JsonValue[]) => values.every((v, i) => i === 0 || canonicalCompare(values[i - 1], v) <= 0);
function canonicalCompare(a: JsonValue, b: JsonValue): number {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (canonicalCompare(a[i], b[i]) !== 0) return canonicalCompare(a[i], b[i]);
    return a.length - b.length;
  }
  return a === b ? 0 : (a as number) < (b as number) ? -1 : 1;
}

/** Every way `value` breaks `c` (empty when it keeps them), checked from the constraints' meaning. */
function violations(type: ValueType, c: ValueConstraints, value: JsonValue, env: Env, where: string): string[] {
  const out: string[] = [];
  const fail = (why: string) => out.push(`${where}: ${why} in ${canonicalJson(value)}`);
  if (type.kind === 'scalar') {
    if (c.from !== undefined) {
      const pool = leaves(env.get(c.from)!.value);
      const options = type.name === 'char' ? pool.flatMap((s) => [...(s as string)]) : pool;
      if (!options.includes(value)) fail(`not one of ${c.from}`);
      return out;
    }
    if (type.name === 'int' || type.name === 'long' || type.name === 'double') {
      if (Number(value) < bound(c.min, -1e9, env) || Number(value) > bound(c.max, 1e9, env)) fail('out of range');
    }
    if (type.name === 'string' || type.name === 'char') {
      const chars = [...(value as string)];
      if (!chars.every((ch) => (c.alphabet ?? 'abcdefghijklmnopqrstuvwxyz').includes(ch))) fail('outside the alphabet');
      if (type.name === 'string') out.push(...sequenceViolations(chars, c, env, where));
    }
    return out;
  }
  const items = value as JsonValue[];
  if (type.kind === 'TreeNode') {
    const values = treeNodes(items).map((node) => node.value);
    out.push(...sequenceViolations(values, { ...c, sorted: false }, env, where));
    values.forEach((v) => out.push(...violations({ kind: 'scalar', name: 'int' }, c.items ?? {}, v, env, `${where} value`)));
    const walk = inOrder(items);
    if (c.bst && !walk.every((v, i) => i === 0 || walk[i - 1] < v)) fail('not a search tree');
    return out;
  }
  if (c.edges) return [...out, ...edgeViolations(items as number[][], c, env, where)];
  out.push(...sequenceViolations(items, c, env, where));
  const itemType: ValueType = type.kind === 'ListNode' ? { kind: 'scalar', name: 'int' } : type.of;
  items.forEach((item, i) => out.push(...violations(itemType, c.items ?? {}, item, env, `${where}[${i}]`)));
  const rows = items as JsonValue[][];
  if (c.rectangular && !rows.every((row) => row.length === rows[0].length)) fail('not rectangular');
  if (c.square && !rows.every((row) => row.length === rows.length)) fail('not square');
  return out;
}

function sequenceViolations(items: JsonValue[], c: ValueConstraints, env: Env, where: string): string[] {
  const out: string[] = [];
  const low = bound(c.minLength, 0, env);
  if (items.length < low || items.length > bound(c.maxLength, Math.max(8, low), env)) out.push(`${where}: length ${items.length}`);
  if (c.sorted && !isSorted(items)) out.push(`${where}: not sorted`);
  if (c.distinct && new Set(items.map(canonicalJson)).size !== items.length) out.push(`${where}: not distinct`);
  return out;
}

function edgeViolations(edges: number[][], c: ValueConstraints, env: Env, where: string): string[] {
  const e = c.edges!;
  const n = bound(e.nodes, 0, env);
  const out: string[] = [];
  const keys = edges.map(([u, v]) => (e.directed ? `${u}>${v}` : `${Math.min(u, v)}-${Math.max(u, v)}`));
  if (!edges.every((edge) => edge.length === (e.weight ? 3 : 2))) out.push(`${where}: row width`);
  if (!edges.every(([u, v]) => u >= 0 && v >= 0 && u < n && v < n && u !== v)) out.push(`${where}: label out of range or self-loop`);
  if (!e.multi && new Set(keys).size !== keys.length) out.push(`${where}: repeated edge`);
  if (e.weight && !edges.every((edge) => edge[2] >= e.weight!.min && edge[2] <= e.weight!.max)) out.push(`${where}: weight`);
  const component = Array.from({ length: n }, (_, i) => i);
  const root = (u: number): number => (component[u] === u ? u : root(component[u]));
  let cycle = false;
  for (const [u, v] of edges) {
    if (root(u) === root(v)) cycle = true;
    component[root(u)] = root(v);
  }
  if (e.connected && n > 0 && new Set(component.map((_, i) => root(i))).size !== 1) out.push(`${where}: not connected`);
  if (e.acyclic && !e.directed && cycle) out.push(`${where}: a cycle in a forest`);
  if (e.rooted && n > 0) {
    const reached = new Set([0]);
    const stack = [0];
    while (stack.length > 0) {
      const u = stack.pop() as number;
      for (const [a, b] of edges) {
        if (a !== u || reached.has(b)) continue;
        reached.add(b);
        stack.push(b);
      }
    }
    if (reached.size !== n) out.push(`${where}: not every node reachable from 0`);
  }
  if (e.acyclic && e.directed) {
    const indegree = Array(n).fill(0);
    edges.forEach(([, v]) => (indegree[v] += 1));
    const ready = indegree.flatMap((d, i) => (d === 0 ? [i] : []));
    let seen = 0;
    while (ready.length > 0) {
      const u = ready.pop()!;
      seen += 1;
      edges.forEach(([a, b]) => a === u && --indegree[b] === 0 && ready.push(b));
    }
    if (seen !== n) out.push(`${where}: a directed cycle`);
  }
  const low = bound(c.minLength, 0, env);
  if (edges.length < low || edges.length > bound(c.maxLength, Math.max(8, low, n - 1), env)) out.push(`${where}: ${edges.length} edges`);
  return out;
}

/** Every violation of a function input, parameters seeing the earlier ones. */
function inputViolations(signature: FunctionSignature, values: JsonValue[]): string[] {
  const env: Env = new Map();
  return signature.params.flatMap((param, i) => {
    const type = parseType(param.type);
    const found = violations(type, param.constraints ?? {}, values[i], env, param.name);
    env.set(param.name, { type, value: values[i] });
    return found;
  });
}

const fn = (params: FunctionSignature['params'], extra: Partial<FunctionSignature> = {}): FunctionSignature => ({ kind: 'function', name: 'f', params, returns: 'int', ...extra });

const KITCHEN_SINK = fn([
  { name: 'n', type: 'int', constraints: { min: 1, max: 6 } },
  { name: 'nums', type: 'int[]', constraints: { minLength: 1, maxLength: { param: 'n' }, sorted: true, distinct: true, items: { min: -20, max: 20 } } },
  { name: 'k', type: 'int', constraints: { min: 0, max: { param: 'nums', of: 'length', plus: -1 } } },
  { name: 'pick', type: 'int', constraints: { from: 'nums' } },
  { name: 'big', type: 'long', constraints: { min: 2 ** 53 - 10_000, max: 2 ** 53 + 10_000 } },
  { name: 'ratio', type: 'double', constraints: { min: -1.5, max: 2.5 } },
  { name: 'flag', type: 'boolean', constraints: {} },
  { name: 'word', type: 'string', constraints: { alphabet: 'xyz', minLength: 2, maxLength: 5, sorted: true } },
  { name: 'letter', type: 'char', constraints: { from: 'word' } },
  { name: 'letters', type: 'string', constraints: { alphabet: 'abcd', minLength: 2, maxLength: 4, distinct: true } },
  { name: 'queries', type: 'long[]', constraints: { maxLength: 3, items: { from: 'nums' } } },
  { name: 'words', type: 'list<string>', constraints: { maxLength: 4, distinct: true, items: { alphabet: 'ab', minLength: 1, maxLength: 3 } } },
  { name: 'head', type: 'ListNode', constraints: { maxLength: 5, sorted: true, items: { min: 0, max: 9 } } },
  { name: 'root', type: 'TreeNode', constraints: { minLength: 1, maxLength: 7, bst: true, items: { min: -30, max: 30 } } },
  { name: 'target', type: 'int', constraints: { from: 'root' } },
  { name: 'tree', type: 'TreeNode', constraints: { maxLength: 9, distinct: true, items: { min: 0, max: 20 } } },
  { name: 'grid', type: 'int[][]', constraints: { minLength: 1, maxLength: 4, rectangular: true, items: { minLength: 1, maxLength: 3, items: { min: 0, max: 1 } } } },
  { name: 'matrix', type: 'int[][]', constraints: { minLength: 0, maxLength: 4, square: true, items: { items: { min: -5, max: 5 } } } },
  { name: 'intervals', type: 'int[][]', constraints: { maxLength: 5, sorted: true, items: { minLength: 2, maxLength: 2, sorted: true, items: { min: 0, max: 10 } } } },
]);

const GRAPH_MODES: NonNullable<ValueConstraints['edges']>[] = [
  { nodes: { param: 'n' } },
  { nodes: { param: 'n' }, connected: true },
  { nodes: { param: 'n' }, acyclic: true },
  { nodes: { param: 'n' }, acyclic: true, connected: true },
  { nodes: { param: 'n' }, directed: true },
  { nodes: { param: 'n' }, directed: true, acyclic: true },
  { nodes: { param: 'n' }, directed: true, connected: true, weight: { min: 1, max: 9 } },
  { nodes: { param: 'n' }, multi: true, connected: true },
  { nodes: { param: 'n' }, directed: true, multi: true },
  { nodes: { param: 'n' }, directed: true, connected: true, rooted: true, multi: true },
];

function graph(edges: NonNullable<ValueConstraints['edges']>, lengths: ValueConstraints = {}): FunctionSignature {
  return fn([
    { name: 'n', type: 'int', constraints: { min: 0, max: 7 } },
    { name: 'edges', type: 'int[][]', constraints: { edges, ...lengths } },
  ]);
}

const CACHE: DesignSignature = {
  kind: 'design',
  className: 'Cache',
  constructorParams: [{ name: 'capacity', type: 'int', constraints: { min: 1, max: 3 } }],
  methods: [
    { name: 'get', params: [{ name: 'key', type: 'int', constraints: { min: 0, max: { param: 'capacity', plus: 2 } } }], returns: 'int' },
    { name: 'put', params: [{ name: 'key', type: 'int', constraints: { min: 0, max: 4 } }, { name: 'value', type: 'int', constraints: { min: 0, max: { param: 'key' } } }], returns: 'void' },
  ],
  operations: { min: 2, max: 5 },
};

/** Runs `predicate` on 300 generated inputs (a fixed seed, so a failure reproduces). */
function forEachInput(signature: ProblemSignature, predicate: (values: JsonValue[]) => void): void {
  fc.assert(fc.property(inputArbitrary(signature), (values) => predicate(values)), { numRuns: 300, seed: 42 });
}

/** What shrinking reaches for a property failing on `failsOn`. */
function shrunk(signature: ProblemSignature, failsOn: (values: JsonValue[]) => boolean): JsonValue[] {
  const details = fc.check(fc.property(inputArbitrary(signature), (values) => !failsOn(values)), { numRuns: 500, seed: 7 });
  expect(details.failed).toBe(true);
  return details.counterexample![0];
}

describe('inputArbitrary', () => {
  it('draws values that parse back through the typed-value parser unchanged, in the Testcase notation', () => {
    for (const signature of [KITCHEN_SINK, ...GRAPH_MODES.map((mode) => graph(mode)), CACHE]) {
      forEachInput(signature, (values) => {
        const text = formatGeneratedInput(signature, values);
        expect(text.split('\n')).toHaveLength(signature.kind === 'function' ? signature.params.length : 2);
        expect(parseTestInput(signature, text, 0).map(canonicalJson)).toEqual(values.map(canonicalJson));
      });
    }
  });

  it('keeps every constraint: ranges, lengths, sorted, distinct, from, alphabets, bst, rectangular, square, and bounds naming earlier parameters', () => {
    forEachInput(KITCHEN_SINK, (values) => expect(inputViolations(KITCHEN_SINK, values)).toEqual([]));
  });

  it("has a validator here that catches broken values (so the properties above can fail)", () => {
    const [sample] = fc.sample(inputArbitrary(KITCHEN_SINK), { numRuns: 1, seed: 9 });
    const broken = (name: string, value: JsonValue) => inputViolations(KITCHEN_SINK, sample.map((v, i) => (KITCHEN_SINK.params[i].name === name ? value : v)));
    expect(broken('n', 7)).toEqual([expect.stringContaining('n: out of range')]);
    expect(broken('root', [2, 3, 1])).toEqual(expect.arrayContaining([expect.stringContaining('not a search tree')]));
    expect(broken('grid', [[0, 1], [0]])).toEqual([expect.stringContaining('not rectangular')]);
    expect(broken('word', 'zyx')).toEqual([expect.stringContaining('not sorted')]);
    const forest = graph({ nodes: 3, acyclic: true });
    expect(inputViolations(forest, [3, [[0, 1], [1, 2], [2, 0]]])).toEqual([expect.stringContaining('a cycle in a forest')]);
    expect(inputViolations(graph({ nodes: 3, directed: true, acyclic: true }), [3, [[0, 1], [1, 0]]])).toEqual([expect.stringContaining('a directed cycle')]);
    expect(inputViolations(graph({ nodes: 3, connected: true }), [3, [[0, 0]]])).toEqual(expect.arrayContaining([expect.stringContaining('self-loop'), expect.stringContaining('not connected')]));
    expect(inputViolations(graph({ nodes: 3, directed: true, connected: true, rooted: true }), [3, [[0, 1], [2, 1]]])).toEqual([expect.stringContaining('not every node reachable from 0')]);
  });

  it('draws edge lists within the nodes, without self-loops or repeats, acyclic and connected as asked, in every mode', () => {
    for (const mode of GRAPH_MODES) {
      const signature = graph(mode);
      forEachInput(signature, (values) => expect(inputViolations(signature, values)).toEqual([]));
    }
  });

  it("draws graphs at a growth measurement's node limit (20,000 nodes, 4 * 10^8 candidate pairs) in every mode but the forests", () => {
    // Forests list the pairs between their components per edge; no declaration asks for a large one.
    const modes = GRAPH_MODES.filter((mode) => !(mode.acyclic && !mode.directed)).map((mode) => ({ ...mode, nodes: SIZED_LIMITS.nodes }));
    for (const mode of modes) {
      const signature = fn([{ name: 'edges', type: 'int[][]', constraints: { edges: mode, minLength: SIZED_LIMITS.nodes, maxLength: SIZED_LIMITS.nodes } }]);
      const [values] = withGenerationLimits(SIZED_LIMITS, () => fc.sample(inputArbitrary(signature), { seed: 5, numRuns: 1, unbiased: true }));
      // The small-graph test above checks every rule; here what stays linear to check: the count,
      // the labels, no repeat.
      const edges = values[0] as number[][];
      expect(edges.length).toBe(SIZED_LIMITS.nodes);
      expect(edges.every(([u, v]) => u >= 0 && v >= 0 && u < SIZED_LIMITS.nodes && v < SIZED_LIMITS.nodes && u !== v)).toBe(true);
      if (!mode.multi) expect(new Set(edges.map(([u, v]) => (mode.directed ? `${u}>${v}` : `${Math.min(u, v)}-${Math.max(u, v)}`))).size).toBe(edges.length);
    }
  });

  it('reaches the whole range of the small sizes: empty and full lengths, both ends of a range, every node count', () => {
    const samples = fc.sample(inputArbitrary(KITCHEN_SINK), { numRuns: 2000, seed: 1 });
    const at = (name: string) => samples.map((values) => values[KITCHEN_SINK.params.findIndex((p) => p.name === name)]);
    expect(new Set(at('n'))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(at('head').map((v) => (v as JsonValue[]).length))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(new Set(at('root').map((v) => (v as JsonValue[]).filter((x) => x !== null).length))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(Math.max(...at('big').map(Number))).toBeGreaterThan(2 ** 53);
    expect(at('big').some((v) => typeof v === 'bigint')).toBe(true);
    expect(at('ratio').every((v) => Number.isInteger(Math.round((v as number) * 100)) && String(v).replace(/^-?\d+\.?/, '').length <= 2)).toBe(true);
    expect(new Set(at('ratio')).size).toBeGreaterThan(100);
    const narrow = fc.sample(inputArbitrary(fn([{ name: 'x', type: 'double', constraints: { min: 0.001, max: 0.002 } }])), { numRuns: 50, seed: 1 });
    expect(narrow.every(([x]) => (x as number) >= 0.001 && (x as number) <= 0.002)).toBe(true);
    const edgeCounts = fc.sample(inputArbitrary(graph({ nodes: 5 })), { numRuns: 500, seed: 3 }).map((values) => (values[1] as JsonValue[]).length);
    expect(Math.min(...edgeCounts)).toBe(0);
    expect(Math.max(...edgeCounts)).toBe(8);
  });

  it('draws a parameter named by an earlier one first, and still gives the values in declaration order', () => {
    const signature = fn([
      { name: 'times', type: 'int[][]', constraints: { edges: { nodes: { param: 'n' }, directed: true, weight: { min: 0, max: 9 } } } },
      { name: 'n', type: 'int', constraints: { min: 1, max: 5 } },
      { name: 'k', type: 'int', constraints: { min: 1, max: { param: 'n' } } },
    ]);
    forEachInput(signature, ([times, n, k]) => {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(k).toBeLessThanOrEqual(n as number);
      expect((times as number[][]).every(([u, v]) => u < (n as number) && v < (n as number))).toBe(true);
    });
    // The edges shrink to one of weight 0 and k to 1; n, drawn first, keeps a size that let them fail.
    const [times, , k] = shrunk(signature, ([edges]) => (edges as JsonValue[]).length >= 1);
    expect(times).toEqual([[0, 1, 0]]);
    expect(k).toBe(1);
  });

  it('draws design inputs: the constructor first, then operations.min..max calls of the methods with their bounds', () => {
    forEachInput(CACHE, ([operations, args]) => {
      const ops = operations as string[];
      const calls = args as number[][];
      expect(ops[0]).toBe('Cache');
      expect(ops.length - 1).toBeGreaterThanOrEqual(2);
      expect(ops.length - 1).toBeLessThanOrEqual(5);
      const capacity = calls[0][0];
      expect(capacity).toBeGreaterThanOrEqual(1);
      ops.slice(1).forEach((op, i) => {
        const call = calls[i + 1];
        if (op === 'get') expect(call[0]).toBeLessThanOrEqual(capacity + 2);
        else expect(call[1]).toBeLessThanOrEqual(call[0]);
      });
    });
  });

  it('shrinks a failing input to a small one', () => {
    const nums = fn([{ name: 'nums', type: 'int[]', constraints: { items: { min: -100, max: 100 } } }]);
    expect(shrunk(nums, ([values]) => (values as number[]).some((v) => v > 5))).toEqual([[6]]);
    const tree = fn([{ name: 'root', type: 'TreeNode', constraints: { items: { min: 0, max: 50 } } }]);
    expect(shrunk(tree, ([root]) => (root as JsonValue[]).filter((v) => v !== null).length >= 3)).toEqual([[0, 0, 0]]);
    const connected = graph({ nodes: { param: 'n' }, connected: true });
    expect(shrunk(connected, ([n]) => (n as number) >= 4)).toEqual([4, [[0, 1], [0, 2], [0, 3]]]);
    const words = fn([{ name: 'words', type: 'string[]', constraints: { items: { minLength: 1 } } }]);
    expect(shrunk(words, ([list]) => (list as string[]).length >= 2)).toEqual([['a', 'a']]);
    const design = shrunk(CACHE, ([ops]) => (ops as string[]).includes('put'));
    expect(design[0]).toHaveLength(3);
    expect(design[1]).toEqual([[1], ...(design[0] as string[]).slice(1).map((op) => (op === 'put' ? [0, 0] : [0]))]);
  });

  it('filters by an accept predicate, in generation and in shrinking, and gives up on one that rejects everything', () => {
    const pairs = fn([{ name: 'nums', type: 'int[]', constraints: { minLength: 2, maxLength: 6, items: { min: 0, max: 9 } } }]);
    const distinctEnds = (values: JsonValue[]) => (values[0] as number[])[0] !== (values[0] as number[]).at(-1);
    fc.assert(fc.property(inputArbitrary(pairs, { accept: distinctEnds }), (values) => distinctEnds(values)), { numRuns: 200, seed: 5 });
    const details = fc.check(fc.property(inputArbitrary(pairs, { accept: distinctEnds }), () => false), { seed: 5 });
    // Either order is a smallest pair with distinct ends: which one depends on the first draw.
    expect([[[0, 1]], [[1, 0]]]).toContainEqual(details.counterexample![0]);
    expect(() => fc.sample(inputArbitrary(pairs, { accept: () => false }), 1)).toThrow(GenerationError);
  });

  it('draws distinct values that fill their range, and stops with GenerationError when a bound asks more than the values allow', () => {
    const tight = fn([{ name: 'nums', type: 'int[]', constraints: { minLength: 8, maxLength: 8, distinct: true, items: { min: 0, max: 7 } } }]);
    expect(fc.sample(inputArbitrary(tight), { numRuns: 50, seed: 4 }).every(([nums]) => new Set(nums as number[]).size === 8)).toBe(true);
    const impossible = fn([
      { name: 'n', type: 'int', constraints: { min: 3, max: 5 } },
      { name: 's', type: 'string', constraints: { alphabet: 'ab', minLength: { param: 'n' }, distinct: true } },
      { name: 'root', type: 'TreeNode', constraints: { minLength: { param: 'n' }, bst: true, items: { min: 0, max: 1 } } },
    ]);
    expect(() => fc.sample(inputArbitrary(impossible), { numRuns: 5, seed: 1 })).toThrow(/parameter "s": \d distinct values could not be drawn/);
    expect(() => fc.sample(inputArbitrary({ ...impossible, params: [impossible.params[0], impossible.params[2]] }), { numRuns: 5, seed: 1 })).toThrow(/parameter "root": \d distinct node values could not be drawn/);
  });

  it('throws GenerationError naming the parameter when a bound naming another comes to an empty range', () => {
    const signature = fn([
      { name: 'nums', type: 'int[]', constraints: {} },
      { name: 'i', type: 'int', constraints: { min: 0, max: { param: 'nums', plus: -1 } } },
    ]);
    expect(() => fc.sample(inputArbitrary(signature), { numRuns: 50, seed: 1 })).toThrow(/parameter "i": the bounds came to 0..-1/);
  });
});

describe('formatGeneratedInput', () => {
  it('writes one canonical JSON value per line and refuses a wrong count', () => {
    const signature = fn([{ name: 'a', type: 'long', constraints: {} }, { name: 'b', type: 'TreeNode', constraints: {} }]);
    expect(formatGeneratedInput(signature, [2n ** 60n, [1, null, 2]])).toBe('1152921504606846976\n[1,null,2]');
    expect(() => formatGeneratedInput(signature, [1])).toThrow('has 2 value(s), not 1');
  });
});
