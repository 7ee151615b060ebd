import type { ProblemSignature, ValueType } from '@algosheets/contracts';
import { parseType } from '../../model/value-type';
import type { HarnessCodegen } from '../harness-language';
import { base64Utf8, harnessSignature, indent, nodeDocs, targetName } from '../harness-signature';
import { NODE_HARNESS_CORE, NODE_PROTOCOL_CONSTANTS } from '../node/node-harness-core';

const LIST_NODE_DOC = `/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */`;

const TREE_NODE_DOC = `/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */`;

/** JSDoc's idiom for a type, as LeetCode's JavaScript starters write it. */
function typeName(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return { int: 'number', long: 'number', double: 'number', boolean: 'boolean', string: 'string', char: 'character' }[type.name];
    case 'array':
    case 'list':
      return `${typeName(type.of)}[]`;
    default:
      return `${type.kind}`;
  }
}

const jsDocType = (type: string): string => (type === 'void' ? 'void' : typeName(parseType(type)));

function jsDoc(params: { name: string; type: string }[], returns: string | null, prefix: string): string {
  const lines = [...params.map((p) => `@param {${jsDocType(p.type)}} ${p.name}`), ...(returns === null ? [] : [`@return {${jsDocType(returns)}}`])];
  return lines.length === 0 ? '' : `${prefix}/**\n${lines.map((line) => `${prefix} * ${line}`).join('\n')}\n${prefix} */\n`;
}

function starter(signature: ProblemSignature, body = ''): string {
  const docs = nodeDocs(signature, LIST_NODE_DOC, TREE_NODE_DOC);
  const inner = (prefix: string): string => (body ? `${indent(body, prefix)}\n` : '');
  const args = (params: { name: string }[]): string => params.map((p) => p.name).join(', ');
  const code = signature.kind === 'function'
    ? `${jsDoc(signature.params, signature.returns, '')}var ${signature.name} = function(${args(signature.params)}) {\n${inner('    ')}};\n`
    : `class ${signature.className} {\n${[
        `${jsDoc(signature.constructorParams, null, '    ')}    constructor(${args(signature.constructorParams)}) {\n\n    }\n`,
        ...signature.methods.map((m) => `${jsDoc(m.params, m.returns, '    ')}    ${m.name}(${args(m.params)}) {\n${inner('        ')}    }\n`),
      ].join('\n')}}\n`;
  return [...docs, code].join('\n\n');
}

/** `function ListNode`/`function TreeNode` as the starters' comments show them. */
const NODE_CLASSES = `function ListNode(val, next) {
  this.val = val === undefined ? 0 : val;
  this.next = next === undefined ? null : next;
}

function TreeNode(val, left, right) {
  this.val = val === undefined ? 0 : val;
  this.left = left === undefined ? null : left;
  this.right = right === undefined ? null : right;
}
`;

function program(signature: ProblemSignature, learnerCode: string): string {
  const name = targetName(signature);
  // The learner's code runs as its own script named solution.js (vm), so a stack trace or a
  // syntax error names the learner's own lines; the trailing expression hands back the function
  // or class whatever way it was declared (function, var, let, const, class).
  return `'use strict';
${NODE_CLASSES}
global.ListNode = ListNode;
global.TreeNode = TreeNode;

${NODE_HARNESS_CORE}
__algosheetsHarness(
  ${JSON.stringify(harnessSignature(signature, (n) => n))},
  function () {
    var source = Buffer.from('${base64Utf8(learnerCode)}', 'base64').toString('utf8');
    var found = require('vm').runInThisContext(source + '\\n;(typeof ${name} === "undefined" ? undefined : ${name})', { filename: 'solution.js' });
    if (typeof found !== 'function') throw new ReferenceError('solution.js defines no ${name}');
    return found;
  },
  function (error) {
    var match = /solution\\.js:(\\d+)/.exec(String(error.stack));
    return match ? Number(match[1]) : undefined;
  },
  { ListNode: ListNode, TreeNode: TreeNode },
  require,
  ${NODE_PROTOCOL_CONSTANTS}
);
`;
}

/**
 * JavaScript (Node.js, Judge0 63): a function as LeetCode's JavaScript starters declare it
 * (`var twoSum = function(nums, target) {}` with JSDoc types); design problems a class.
 * `long` is a JavaScript number, exact up to 2^53 − 1 (the field's convention; an answer may
 * also be a BigInt, written exactly). ListNode and TreeNode are the harness's constructor functions.
 */
export const javascriptHarness: HarnessCodegen = {
  typeName,
  functionName: (name) => name,
  starter,
  program,
};
