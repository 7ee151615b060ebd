import { formatType, parseType, TypeSyntaxError } from './value-type';

describe('parseType', () => {
  it.each(['int', 'long', 'double', 'boolean', 'string', 'char', 'int[]', 'long[][]', 'list<int>', 'list<list<string>>', 'list<int[]>', 'ListNode', 'TreeNode', 'TreeNode[]'])(
    'reads %s and formats it back unchanged',
    (text) => {
      expect(formatType(parseType(text))).toBe(text);
    },
  );

  it('nests arrays and lists from the outside in', () => {
    expect(parseType('list<int[]>')).toEqual({ kind: 'list', of: { kind: 'array', of: { kind: 'scalar', name: 'int' } } });
  });

  it('reads bool as boolean', () => {
    expect(parseType('bool')).toEqual({ kind: 'scalar', name: 'boolean' });
  });

  it.each(['', 'void', 'integer', 'int[', 'list<>', 'List<int>', 'graph'])('refuses "%s" with a message naming it', (text) => {
    expect(() => parseType(text)).toThrow(TypeSyntaxError);
    expect(() => parseType(text)).toThrow(`"${text}"`);
  });
});
