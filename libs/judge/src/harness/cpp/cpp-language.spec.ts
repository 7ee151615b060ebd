import { LRU_CACHE as LRU } from '../../../test/support/signatures';
import { parseType } from '../../model/value-type';
import { cppLanguage } from './cpp-language';

describe('cppLanguage', () => {
  it.each([
    ['int', 'int'],
    ['long', 'long long'],
    ['boolean', 'bool'],
    ['string', 'string'],
    ['int[][]', 'vector<vector<int>>'],
    ['list<list<string>>', 'vector<vector<string>>'],
    ['ListNode', 'ListNode*'],
    ['TreeNode[]', 'vector<TreeNode*>'],
  ])('names %s as %s', (type, cpp) => {
    expect(cppLanguage.typeName(parseType(type))).toBe(cpp);
  });

  it('writes a function starter: vectors by reference, the node definition in a comment', () => {
    const starter = cppLanguage.starter({ kind: 'function', name: 'mergeKLists', params: [{ name: 'lists', type: 'ListNode[]' }, { name: 'k', type: 'long' }], returns: 'ListNode' });
    expect(starter).toContain(' * struct ListNode {\n *     int val;\n *     ListNode *next;');
    expect(starter.slice(starter.indexOf('*/'))).toBe('*/\nclass Solution {\npublic:\n    ListNode* mergeKLists(vector<ListNode*>& lists, long long k) {\n        \n    }\n};\n');
  });

  it('writes a design starter: constructor and methods, the body template in methods that return', () => {
    expect(cppLanguage.starter(LRU, 'return -1;')).toBe(
      'class LRUCache {\npublic:\n    LRUCache(int capacity) {\n        \n    }\n\n    int get(int key) {\n        return -1;\n    }\n\n    void put(int key, int value) {\n        \n    }\n};\n',
    );
  });

  it("puts the learner's code after #line 1 and leaves out node definitions the learner declares", () => {
    const learner = 'struct ListNode { int val; ListNode* next; ListNode(int v) : val(v), next(nullptr) {} };\nclass LRUCache {};';
    const program = cppLanguage.program(LRU, learner);
    expect(program).toContain(`#line 1 "solution.cpp"\n${learner}\n#line 1 "harness.cpp"\n`);
    expect(program.match(/struct ListNode/g)).toHaveLength(1);
    expect(program.match(/struct TreeNode/g)).toHaveLength(1);
  });
});
