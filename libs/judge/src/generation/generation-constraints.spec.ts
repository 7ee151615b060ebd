import type { DesignSignature, FunctionSignature, Parameter } from '@algosheets/contracts';
import { checkGenerationConstraints } from './generation-constraints';
import { isGenerable } from './generation-scope';

const fn = (...params: Parameter[]): FunctionSignature => ({ kind: 'function', name: 'f', params, returns: 'int' });
const p = (name: string, type: string, constraints: unknown): Parameter => ({ name, type, constraints: constraints as Parameter['constraints'] });

const design = (extra: Partial<DesignSignature> = {}): DesignSignature => ({
  kind: 'design',
  className: 'Cache',
  constructorParams: [p('capacity', 'int', { min: 1, max: 3 })],
  methods: [{ name: 'get', params: [p('key', 'int', { min: 0, max: { param: 'capacity' } })], returns: 'int' }],
  ...extra,
});

describe('isGenerable', () => {
  it('needs constraints on every parameter of the function, or of the constructor and every method', () => {
    expect(isGenerable(fn(p('n', 'int', {}), p('s', 'string', { alphabet: 'ab' })))).toBe(true);
    expect(isGenerable(fn())).toBe(true);
    expect(isGenerable(fn(p('n', 'int', {}), { name: 's', type: 'string' }))).toBe(false);
    expect(isGenerable(design())).toBe(true);
    expect(isGenerable(design({ methods: [{ name: 'put', params: [{ name: 'key', type: 'int' }], returns: 'void' }] }))).toBe(false);
    expect(isGenerable(design({ constructorParams: [{ name: 'capacity', type: 'int' }] }))).toBe(false);
  });
});

describe('checkGenerationConstraints', () => {
  it('accepts a sound declaration, constructor bounds named from a method included', () => {
    const sound = fn(
      p('n', 'int', { min: 1, max: 8 }),
      p('edges', 'int[][]', { edges: { nodes: { param: 'n' }, connected: true, weight: { min: 1, max: 5 } } }),
      p('nums', 'int[]', { minLength: 1, maxLength: { param: 'n', plus: 2 }, sorted: true, distinct: true, items: { min: -20, max: 20 } }),
      p('pick', 'int', { from: 'nums' }),
      p('root', 'TreeNode', { minLength: 1, bst: true, items: { min: 0, max: 50 } }),
      p('grid', 'char[][]', { rectangular: true, items: { minLength: 1, items: { alphabet: '.#' } } }),
      p('word', 'string', { alphabet: 'ab', minLength: 1, maxLength: { param: 'nums' } }),
      p('c', 'char', { from: 'word' }),
    );
    expect(checkGenerationConstraints(sound)).toEqual([]);
    expect(checkGenerationConstraints(design({ operations: { min: 1, max: 4 } }))).toEqual([]);
  });

  it.each([
    ['a field that does not fit the type', p('n', 'int', { alphabet: 'ab' }), 'parameter "n": "alphabet" does not apply to int'],
    ['an unknown field', p('n', 'int', { maximum: 3 }), 'parameter "n": unknown constraint "maximum"'],
    ['min above max', p('n', 'int', { min: 5, max: 3 }), 'parameter "n": "min" 5 is above "max" 3'],
    ['minLength above maxLength', p('s', 'string', { minLength: 4, maxLength: 2 }), 'parameter "s": "minLength" 4 is above "maxLength" 2'],
    ['a length beyond what the finder draws', p('s', 'string', { maxLength: 5000 }), 'parameter "s": "maxLength" 5000 is beyond the 1000 the finder draws (it looks for small inputs)'],
    ['too many nodes', p('edges', 'int[][]', { edges: { nodes: 1000 } }), 'parameter "edges" (edges): "nodes" must be 0 to 200'],
    ['a negative length', p('nums', 'int[]', { minLength: -1 }), 'parameter "nums": "minLength" must not be negative'],
    ['a fraction for an int', p('n', 'int', { max: 2.5 }), 'parameter "n": "max" must be an integer, not 2.5'],
    ['an int bound beyond 32 bits', p('n', 'int', { max: 3e9 }), 'parameter "n": "max" 3000000000 is out of the 32-bit range of an int'],
    ['a bound naming an unknown parameter', p('n', 'int', { max: { param: 'm' } }), 'parameter "n": "max" names "m", which is not another parameter of the function'],
    ['edges on a flat array', p('nums', 'int[]', { edges: { nodes: 3 } }), 'parameter "nums": "edges" does not apply to int[]'],
    ['edges on string rows', p('pairs', 'string[][]', { edges: { nodes: 3 } }), 'parameter "pairs": "edges" applies to int[][] (an edge list), not string[][]'],
    ['edges without nodes', p('edges', 'int[][]', { edges: { directed: true } }), 'parameter "edges" (edges): "nodes" is required (labels run from 0 to nodes - 1)'],
    ['edges with items', p('edges', 'int[][]', { edges: { nodes: 3 }, items: { minLength: 2 } }), 'parameter "edges": "items" does not combine with "edges"'],
    ['a bad edge weight', p('edges', 'int[][]', { edges: { nodes: 3, weight: { min: 5, max: 1 } } }), 'parameter "edges" (edges): "weight.min" 5 is above "weight.max" 1'],
    ['a rooted graph not directed', p('edges', 'int[][]', { edges: { nodes: 3, connected: true, rooted: true } }), 'parameter "edges" (edges): "rooted" needs "directed" and "connected" (a spanning tree pointing away from node 0)'],
    ['bst on an array', p('nums', 'int[]', { bst: true }), 'parameter "nums": "bst" does not apply to int[]'],
    ['sorted on a tree', p('root', 'TreeNode', { sorted: true }), 'parameter "root": "sorted" does not apply to TreeNode'],
    ['square on a flat array', p('nums', 'int[]', { square: true }), 'parameter "nums": "square" does not apply to int[]'],
    ['a mistake inside items', p('nums', 'int[]', { items: { min: 9, max: 1 } }), 'parameter "nums" (items): "min" 9 is above "max" 1'],
    ['more distinct values than the range holds', p('nums', 'int[]', { minLength: 5, distinct: true, items: { min: 0, max: 2 } }), 'parameter "nums": "minLength" 5 distinct values cannot come from the 3 allowed'],
    ['a non-ASCII char alphabet', p('c', 'char', { alphabet: 'aé' }), 'parameter "c": "alphabet" of a char must be ASCII (a C++ char is one byte)'],
    ['a from naming an unknown parameter', p('x', 'int', { from: 'nums' }), 'parameter "x": "from" names "nums", which is not another parameter of the function'],
    ['a boolean flag that is not one', p('nums', 'int[]', { sorted: 'yes' }), 'parameter "nums": "sorted" must be true or false'],
  ])('reports %s', (_what, param, message) => {
    expect(checkGenerationConstraints(fn(param))).toEqual([message]);
  });

  it('accepts bounds naming a later parameter; reports a cycle, a parameter naming itself, and names of the wrong kind', () => {
    expect(checkGenerationConstraints(fn(p('times', 'int[][]', { edges: { nodes: { param: 'n' } } }), p('n', 'int', { min: 1, max: 5 })))).toEqual([]);
    expect(checkGenerationConstraints(fn(p('a', 'int', { max: { param: 'b' } }), p('c', 'int', {}), p('b', 'int', { min: { param: 'a' } })))).toEqual([
      'parameters "a", "b": their constraints name each other in a cycle, so none can be drawn first',
    ]);
    expect(checkGenerationConstraints(fn(p('a', 'int', { max: { param: 'a' } })))).toEqual(['parameter "a": "max" names "a", which is not another parameter of the function']);
    expect(checkGenerationConstraints(fn(p('s', 'string', {}), p('k', 'int', { max: { param: 's', of: 'value' } })))).toEqual([
      'parameter "k": "max" takes the value of "s" (string): only an int or long has one (use "of": "length")',
    ]);
    expect(checkGenerationConstraints(fn(p('n', 'int', {}), p('k', 'int', { max: { param: 'n', of: 'length' } })))).toEqual(['parameter "k": "max" takes the length of "n" (int), which has none']);
    expect(checkGenerationConstraints(fn(p('words', 'string[]', { minLength: 1 }), p('x', 'int', { from: 'words' })))).toEqual([
      'parameter "x": "from" names "words" (string[]), which holds no int values',
    ]);
    expect(checkGenerationConstraints(fn(p('nums', 'int[]', {}), p('x', 'int', { from: 'nums' })))).toEqual(['parameter "x": "from" names "nums", which may be empty: give it a "minLength" of 1 or more']);
    expect(checkGenerationConstraints(fn(p('nums', 'int[]', { minLength: 1 }), p('x', 'int', { from: 'nums', min: 0 })))).toEqual(['parameter "x": "from" does not combine with min, max or alphabet']);
  });

  it('reports design mistakes: a method parameter naming one of another method, bad operations', () => {
    const other = design({
      methods: [
        { name: 'get', params: [p('key', 'int', {})], returns: 'int' },
        { name: 'put', params: [p('value', 'int', { max: { param: 'key' } })], returns: 'void' },
      ],
      operations: { min: 3, max: 1 },
    });
    expect(checkGenerationConstraints(other)).toEqual([
      'method "put", parameter "value": "max" names "key", which is not another parameter of method "put" or the constructor',
      'operations: must be { "min": <integer>, "max": <integer> } with 0 <= min <= max',
    ]);
  });

  it('reports a type that does not parse and a precondition that is not a string', () => {
    const signature = { ...fn(p('x', 'integer', {})), precondition: 42 } as unknown as FunctionSignature;
    expect(checkGenerationConstraints(signature)).toEqual([expect.stringMatching(/^parameter "x": unknown type "integer"/), 'precondition: must be the body of a JavaScript function, as a string']);
  });
});
