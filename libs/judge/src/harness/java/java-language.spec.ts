import { LRU_CACHE as LRU } from '../../../test/support/signatures';
import { parseType } from '../../model/value-type';
import { javaLanguage } from './java-language';

describe('javaLanguage', () => {
  it.each([
    ['int', 'int'],
    ['long', 'long'],
    ['string', 'String'],
    ['char[]', 'char[]'],
    ['int[][]', 'int[][]'],
    ['list<int>', 'List<Integer>'],
    ['list<list<string>>', 'List<List<String>>'],
    ['list<int[]>', 'List<int[]>'],
    ['list<long>', 'List<Long>'],
    ['TreeNode', 'TreeNode'],
  ])('names %s as %s', (type, java) => {
    expect(javaLanguage.typeName(parseType(type))).toBe(java);
  });

  it('writes a function starter with typed parameters and the node definition in a comment', () => {
    const starter = javaLanguage.starter({ kind: 'function', name: 'mergeLists', params: [{ name: 'a', type: 'ListNode' }, { name: 'k', type: 'long' }], returns: 'list<string>' });
    expect(starter).toContain(' * public class ListNode {\n *     int val;\n *     ListNode next;');
    expect(starter).not.toContain('TreeNode');
    expect(starter.slice(starter.indexOf('*/'))).toBe('*/\nclass Solution {\n    public List<String> mergeLists(ListNode a, long k) {\n        \n    }\n}\n');
  });

  it('writes a design starter: constructor and methods, the body template in methods that return', () => {
    expect(javaLanguage.starter(LRU, 'return -1;')).toBe(
      [
        'class LRUCache {',
        '',
        '    public LRUCache(int capacity) {',
        '        ',
        '    }',
        '',
        '    public int get(int key) {',
        '        return -1;',
        '    }',
        '',
        '    public void put(int key, int value) {',
        '        ',
        '    }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it("keeps the learner's lines in place: imports join line 1, package and public are neutralised", () => {
    const learner = 'package a.b;\nimport java.util.Map;\npublic final class LRUCache {\n    public static class Node {}\n}';
    const lines = javaLanguage.program(LRU, learner).split('\n');
    expect(lines[0]).toMatch(/^import java\.util\.\*; .*; $/);
    expect(lines.slice(1, 5)).toEqual(['import java.util.Map;', 'final class LRUCache {', '    public static class Node {}', '}']);
    expect(lines).toContain('public class Main {');
  });

  it('leaves out a node definition the learner declares', () => {
    const program = javaLanguage.program(LRU, 'class TreeNode { int val; TreeNode left, right; TreeNode(int v) { val = v; } }\nclass LRUCache {}');
    expect(program.match(/class TreeNode/g)).toHaveLength(1);
    expect(program.match(/class ListNode/g)).toHaveLength(1);
  });
});
