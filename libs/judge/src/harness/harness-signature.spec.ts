import type { DesignSignature, FunctionSignature } from '@algosheets/contracts';
import { harnessSignature, snakeCase, usesNode } from './harness-signature';

const rotate: FunctionSignature = { kind: 'function', name: 'rotate', params: [{ name: 'nums', type: 'int[]' }, { name: 'k', type: 'bool' }], returns: 'void', inPlace: 'nums' };

describe('harnessSignature', () => {
  it('embeds canonical types, the in-place index and the language names', () => {
    expect(harnessSignature(rotate, (n) => n.toUpperCase())).toEqual({ kind: 'function', name: 'ROTATE', params: ['int[]', 'boolean'], returns: 'void', inPlace: 0 });
  });

  it('refuses names that are not identifiers, since programs embed them as code', () => {
    expect(() => harnessSignature({ ...rotate, name: 'x"); evil("' }, (n) => n)).toThrow('is not an identifier');
    const design: DesignSignature = { kind: 'design', className: 'Cache', constructorParams: [], methods: [{ name: 'get value', params: [], returns: 'int' }] };
    expect(() => harnessSignature(design, (n) => n)).toThrow('"get value" is not an identifier');
  });
});

describe('usesNode and snakeCase', () => {
  it('finds node types at any depth', () => {
    expect(usesNode({ ...rotate, params: [{ name: 'lists', type: 'list<ListNode[]>' }] }, 'ListNode')).toBe(true);
    expect(usesNode(rotate, 'TreeNode')).toBe(false);
  });

  it.each([
    ['maxProfit', 'max_profit'],
    ['getLRU', 'get_lru'],
    ['parseHTTPRequest', 'parse_http_request'],
    ['two', 'two'],
  ])('spells %s as %s', (name, snake) => {
    expect(snakeCase(name)).toBe(snake);
  });
});
