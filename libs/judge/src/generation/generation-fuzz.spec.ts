import * as fc from 'fast-check';
import type { FunctionSignature, Parameter } from '@algosheets/contracts';
import { canonicalJson } from '../values/json-value';
import { parseTestInput } from '../values/typed-value';
import { checkGenerationConstraints } from './generation-constraints';
import { GenerationError } from './generation-env';
import { formatGeneratedInput, inputArbitrary } from './input-arbitrary';

const TYPES = ['int', 'long', 'double', 'boolean', 'string', 'char', 'int[]', 'string[]', 'int[][]', 'list<int>', 'ListNode', 'TreeNode'];
const NAMES = ['a', 'b', 'c'];

const bound = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -1, max: 9 }) },
  { weight: 1, arbitrary: fc.record({ param: fc.constantFrom(...NAMES), plus: fc.integer({ min: -2, max: 2 }) }, { requiredKeys: ['param'] }) },
);

const FIELDS: Record<string, string[]> = {
  int: ['min', 'max', 'from'],
  long: ['min', 'max', 'from'],
  double: ['min', 'max'],
  boolean: [],
  string: ['alphabet', 'minLength', 'maxLength', 'sorted', 'distinct', 'from'],
  char: ['alphabet', 'from'],
  'int[]': ['minLength', 'maxLength', 'sorted', 'distinct', 'items'],
  'string[]': ['minLength', 'maxLength', 'sorted', 'distinct', 'items'],
  'int[][]': ['minLength', 'maxLength', 'sorted', 'distinct', 'items', 'rectangular', 'square', 'edges'],
  'list<int>': ['minLength', 'maxLength', 'distinct', 'items'],
  ListNode: ['minLength', 'maxLength', 'sorted', 'distinct', 'items'],
  TreeNode: ['minLength', 'maxLength', 'distinct', 'items', 'bst'],
};
const ITEM_TYPE: Record<string, string> = { 'int[]': 'int', 'string[]': 'string', 'int[][]': 'int[]', 'list<int>': 'int', ListNode: 'int', TreeNode: 'int' };

/** Constraints using only the fields `type` takes (values sensible or not), `items` nested by the element type. */
function constraintsOf(type: string): fc.Arbitrary<Record<string, unknown>> {
  const field: Record<string, fc.Arbitrary<unknown>> = {
    min: bound,
    max: bound,
    from: fc.constantFrom(...NAMES),
    alphabet: fc.constantFrom('ab', 'xyz!'),
    minLength: bound,
    maxLength: bound,
    sorted: fc.boolean(),
    distinct: fc.boolean(),
    rectangular: fc.boolean(),
    square: fc.boolean(),
    bst: fc.boolean(),
    edges: fc.record({ nodes: bound, directed: fc.boolean(), acyclic: fc.boolean(), connected: fc.boolean(), multi: fc.boolean() }, { requiredKeys: ['nodes'] }),
  };
  const keys = FIELDS[type].filter((key) => !['items', 'from', 'edges'].includes(key));
  let record = fc.record(Object.fromEntries(keys.map((key) => [key, field[key]])), { requiredKeys: [] });
  if (FIELDS[type].includes('items')) record = fc.tuple(record, fc.option(constraintsOf(ITEM_TYPE[type]), { nil: undefined })).map(([c, items]) => (items ? { ...c, items } : c));
  // `from` and `edges` mostly stand alone (with min, max, alphabet or items they are refused).
  const alone = (['from', 'edges'] as const).filter((key) => FIELDS[type].includes(key));
  return fc.oneof({ weight: 3, arbitrary: record }, ...alone.map((key) => ({ weight: 1, arbitrary: fc.record({ [key]: field[key], maxLength: bound }, { requiredKeys: [key] }) })));
}

const signature = fc
  .array(fc.constantFrom(...TYPES).chain((type) => constraintsOf(type).map((c) => [type, c] as const)), { minLength: 1, maxLength: 3 })
  .map((params): FunctionSignature => ({ kind: 'function', name: 'f', returns: 'int', params: params.map(([type, c], i): Parameter => ({ name: NAMES[i], type, constraints: c })) }));

describe('generation of declarations the constraint check accepts', () => {
  it('draws inputs that parse back, or stops with a GenerationError naming the parameter, never another error', () => {
    let accepted = 0;
    let stopped = 0;
    fc.assert(
      fc.property(signature, (sig) => {
        if (checkGenerationConstraints(sig).length > 0) return;
        accepted += 1;
        try {
          for (const values of fc.sample(inputArbitrary(sig), { numRuns: 20, seed: 1 })) {
            expect(parseTestInput(sig, formatGeneratedInput(sig, values), 0).map(canonicalJson)).toEqual(values.map(canonicalJson));
          }
        } catch (error) {
          stopped += 1;
          expect(error).toBeInstanceOf(GenerationError);
          expect((error as Error).message).toMatch(/parameter "[abc]"|parameters/);
        }
      }),
      { numRuns: 3000, seed: 2026 },
    );
    // Both outcomes happen: most accepted declarations generate, some come to an empty range.
    expect(accepted).toBeGreaterThan(300);
    expect(stopped).toBeGreaterThan(0);
    expect(stopped).toBeLessThan(accepted / 2);
  });
});
