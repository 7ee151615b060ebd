import type { ProblemSignature, ValueType } from '@algosheets/contracts';
import { parseType } from '../../model/value-type';
import type { HarnessCodegen } from '../harness-language';
import { base64Utf8, harnessSignature, indent, nodeDocs, snakeCase } from '../harness-signature';
import { HARNESS_RUNTIME_CONSTANTS } from '../harness-protocol';
import { HARNESS_RUNTIME_SOURCES } from '../harness-runtime-sources.generated';

const LIST_NODE_DOC = `# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next`;

const TREE_NODE_DOC = `# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right`;

/** The fixed Python half of the harness: `harness_runtime.py`'s text (its own comment says what it expects after it). */
const PYTHON_RUNTIME = HARNESS_RUNTIME_SOURCES['python/harness_runtime.py'];

/** The protocol's constants as `harness_runtime.py` refers to them: module globals (JSON's escapes are Python's). */
const PYTHON_PROTOCOL_CONSTANTS = Object.entries(HARNESS_RUNTIME_CONSTANTS)
  .map(([name, value]) => `${name} = ${JSON.stringify(value)}`)
  .join('\n');

/** Python's idiom for a type (typing's `List`, `Optional` for the nodes). */
function typeName(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return { int: 'int', long: 'int', double: 'float', boolean: 'bool', string: 'str', char: 'str' }[type.name];
    case 'array':
    case 'list':
      return `List[${typeName(type.of)}]`;
    default:
      return `Optional[${type.kind}]`;
  }
}

const returnName = (type: string): string => (type === 'void' ? 'None' : typeName(parseType(type)));
const paramList = (params: { name: string; type: string }[]): string => ['self', ...params.map((p) => `${snakeCase(p.name)}: ${typeName(parseType(p.type))}`)].join(', ');

function starter(signature: ProblemSignature, body = 'pass'): string {
  const docs = nodeDocs(signature, LIST_NODE_DOC, TREE_NODE_DOC);
  const method = (name: string, params: { name: string; type: string }[], returns: string | null): string =>
    `    def ${name}(${paramList(params)})${returns === null ? '' : ` -> ${returnName(returns)}`}:\n${indent(body, '        ')}\n`;
  const code = signature.kind === 'function'
    ? `class Solution:\n${method(snakeCase(signature.name), signature.params, signature.returns)}`
    : `class ${signature.className}:\n\n${[method('__init__', signature.constructorParams, null), ...signature.methods.map((m) => method(snakeCase(m.name), m.params, m.returns))].join('\n')}`;
  return [...docs, code].join('\n\n');
}

function program(signature: ProblemSignature, learnerCode: string): string {
  const described = JSON.stringify(harnessSignature(signature, snakeCase));
  return `${PYTHON_RUNTIME}
${PYTHON_PROTOCOL_CONSTANTS}
_SOURCE = binascii.a2b_base64("${base64Utf8(learnerCode)}").decode("utf-8")
_SIGNATURE = json.loads(${JSON.stringify(described)})


_main()
`;
}

/**
 * Python 3 (Judge0 71): LeetCode's `class Solution` with a snake_case method typed with
 * `typing` (`List[int]`, `Optional[TreeNode]`); design problems are the class itself.
 * ListNode and TreeNode are defined by the harness (the starter shows them in a comment).
 */
export const pythonHarness: HarnessCodegen = {
  typeName,
  functionName: snakeCase,
  starter,
  program,
};
