import type { ProblemSignature, ValueType } from '@algosheets/contracts';
import { parseType } from '../../model/value-type';
import type { HarnessCodegen } from '../harness-language';
import { harnessSignature, indent, nodeDocs, targetName } from '../harness-signature';
import { HARNESS_RUNTIME_SOURCES } from '../harness-runtime-sources.generated';
import { NODE_HARNESS_CORE, NODE_PROTOCOL_CONSTANTS } from '../node/node-harness-core';

const LIST_NODE_CLASS = `class ListNode {
    val: number
    next: ListNode | null
    constructor(val?: number, next?: ListNode | null) {
        this.val = (val===undefined ? 0 : val)
        this.next = (next===undefined ? null : next)
    }
}`;

const TREE_NODE_CLASS = `class TreeNode {
    val: number
    left: TreeNode | null
    right: TreeNode | null
    constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
        this.val = (val===undefined ? 0 : val)
        this.left = (left===undefined ? null : left)
        this.right = (right===undefined ? null : right)
    }
}`;

const asComment = (title: string, code: string): string => `/**\n * ${title}\n${code.split('\n').map((line) => ` * ${line}`).join('\n')}\n */`;

/** TypeScript's idiom for a type: `number` for every number, `ListNode | null` for the nodes. */
function typeName(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return { int: 'number', long: 'number', double: 'number', boolean: 'boolean', string: 'string', char: 'string' }[type.name];
    case 'array':
    case 'list': {
      const inner = typeName(type.of);
      return inner.includes(' ') ? `(${inner})[]` : `${inner}[]`;
    }
    default:
      return `${type.kind} | null`;
  }
}

const returnName = (type: string): string => (type === 'void' ? 'void' : typeName(parseType(type)));
const paramList = (params: { name: string; type: string }[]): string => params.map((p) => `${p.name}: ${typeName(parseType(p.type))}`).join(', ');

function starter(signature: ProblemSignature, body = ''): string {
  const docs = nodeDocs(signature, asComment('Definition for singly-linked list.', LIST_NODE_CLASS), asComment('Definition for a binary tree node.', TREE_NODE_CLASS));
  const inner = (prefix: string): string => (body ? `${indent(body, prefix)}\n` : '\n');
  const code = signature.kind === 'function'
    ? `function ${signature.name}(${paramList(signature.params)}): ${returnName(signature.returns)} {\n${inner('    ')}};\n`
    : `class ${signature.className} {\n${[
        `    constructor(${paramList(signature.constructorParams)}) {\n\n    }\n`,
        ...signature.methods.map((m) => `    ${m.name}(${paramList(m.params)}): ${returnName(m.returns)} {\n${inner('        ')}    }\n`),
      ].join('\n')}}\n`;
  return [...docs, code].join('\n\n');
}

/** Maps a runtime error to the learner's line through the script's inline source map: `harness-locate.js`'s text. */
const LOCATE = HARNESS_RUNTIME_SOURCES['typescript/harness-locate.js'];

function program(signature: ProblemSignature, learnerCode: string): string {
  const learnerLines = learnerCode.split('\n').length;
  // The learner's code comes first, unchanged, so the compiler's messages name its own lines.
  return `${learnerCode}
;
${LIST_NODE_CLASS}

${TREE_NODE_CLASS}

${NODE_HARNESS_CORE}
${LOCATE}
__algosheetsHarness(
  ${JSON.stringify(harnessSignature(signature, (n) => n))},
  function () { return ${targetName(signature)}; },
  __algosheetsLocate(${learnerLines}, eval('require')),
  { ListNode: ListNode, TreeNode: TreeNode },
  eval('require'),
  ${NODE_PROTOCOL_CONSTANTS}
);
`;
}

/**
 * TypeScript (Judge0 74): a typed function as LeetCode's TypeScript starters declare it
 * (`function twoSum(nums: number[], target: number): number[]`); design problems a class. The
 * program is the learner's code followed by the harness, compiled by Judge0 with
 * `--inlineSourceMap --target ES2019` ({@link HarnessLanguage.compilerOptions}): the source map
 * lets a runtime error name the learner's line, and the target gives Map, Set, spread and the ES2019
 * library on every Judge0 (CE 1.13's TypeScript 3.7 defaults to ES3 with the ES5 library, where
 * `new Map()` is "Cannot find name 'Map'"; its Node 12 runs ES2019). The harness's ListNode and
 * TreeNode classes are the ones the starter shows. `long` is a number, as in JavaScript.
 */
export const typescriptHarness: HarnessCodegen = {
  compilerOptions: '--inlineSourceMap --target ES2019',
  typeName,
  functionName: (name) => name,
  starter,
  program,
};
