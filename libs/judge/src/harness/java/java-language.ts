import type { DesignSignature, FunctionSignature, Parameter, ProblemSignature, ValueType } from '@algosheets/contracts';
import { formatType, parseType } from '../../model/value-type';
import type { HarnessCodegen } from '../harness-language';
import { usesNode } from '../signature-types';
import { definitionComment, methodBody } from '../starter-format';
import { JAVA_LIST_NODE, JAVA_PROTOCOL_CONSTANTS, JAVA_RUNTIME, JAVA_TREE_NODE } from './java-runtime';

/** Imports every Java answer may use without writing them (LeetCode's editor assumes them too). */
const IMPORTS = 'import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; ';

const BOXED: Record<string, string> = { int: 'Integer', long: 'Long', double: 'Double', boolean: 'Boolean', char: 'Character', string: 'String' };

/** Java's idiom for a type: `int[]`, `long`, `String`, `List<List<Integer>>`, `ListNode`. */
function javaType(type: ValueType, boxed = false): string {
  switch (type.kind) {
    case 'scalar':
      return boxed ? BOXED[type.name] : type.name === 'string' ? 'String' : type.name;
    case 'array':
      return `${javaType(type.of)}[]`;
    case 'list':
      return `List<${javaType(type.of, true)}>`;
    default:
      return type.kind;
  }
}

const returnType = (text: string): string => (text.trim() === 'void' ? 'void' : javaType(parseType(text)));
const paramList = (params: Parameter[]): string => params.map((p) => `${javaType(parseType(p.type))} ${p.name}`).join(', ');

/** The comment LeetCode shows above a starter whose signature uses a node type. */
function nodeComment(signature: ProblemSignature): string {
  const definitions = [usesNode(signature, 'ListNode') && JAVA_LIST_NODE, usesNode(signature, 'TreeNode') && JAVA_TREE_NODE].filter((d): d is string => !!d);
  return definitionComment(definitions.map((d) => d.replace(/^class /, 'public class ')));
}

/**
 * The starter: node definitions in a comment when used, then `class Solution` (or the design
 * class) with empty bodies. An admin's `body` fills the method's body; in a design problem every
 * method that returns a value gets it, the constructor and void methods stay empty.
 */
function starter(signature: ProblemSignature, body?: string): string {
  const inner = methodBody(body);
  if (signature.kind === 'function') {
    return `${nodeComment(signature)}class Solution {\n    public ${returnType(signature.returns)} ${signature.name}(${paramList(signature.params)}) {\n${inner}\n    }\n}\n`;
  }
  const members = [
    `    public ${signature.className}(${paramList(signature.constructorParams)}) {\n        \n    }`,
    ...signature.methods.map((m) => `    public ${returnType(m.returns)} ${m.name}(${paramList(m.params)}) {\n${m.returns.trim() === 'void' ? methodBody(undefined) : inner}\n    }`),
  ];
  return `${nodeComment(signature)}class ${signature.className} {\n\n${members.join('\n\n')}\n}\n`;
}

/** `(int[]) conv(x[0], "int[]")`: argument `index` of `source` converted to the parameter's Java type. */
function argument(param: Parameter, source: string, index: number): string {
  const type = parseType(param.type);
  return `(${javaType(type)}) conv(${source}[${index}], "${formatType(type)}")`;
}

/** `test` for a function problem: parse the arguments, time the call, return the answer. */
function functionTest(signature: FunctionSignature): string {
  const parse = signature.params.map((p, i) => `conv(Reader.parse(line(lines, at + ${i})), "${formatType(parseType(p.type))}")`);
  const call = `new Solution().${signature.name}(${signature.params.map((p, i) => `(${javaType(parseType(p.type))}) a[${i}]`).join(', ')})`;
  const inPlace = signature.params.findIndex((p) => p.name === signature.inPlace);
  const isVoid = signature.returns.trim() === 'void';
  return [
    `        Object[] a = { ${parse.join(', ')} };`,
    `        clock[0] = now();`,
    isVoid ? `        ${call};` : `        Object answer = ${call};`,
    `        clock[1] = now();`,
    `        return ${isVoid ? (inPlace >= 0 ? `a[${inPlace}]` : 'null') : 'answer'};`,
  ].join('\n');
}

/** `test` for a design problem: a switch over the operation names, `null` for constructor and void. */
function designTest(signature: DesignSignature): string {
  const cls = signature.className;
  const construct = `                case "${cls}": obj = new ${cls}(${signature.constructorParams.map((p, i) => argument(p, 'x', i)).join(', ')}); out.add(null); break;`;
  const methods = signature.methods.map((m) => {
    const call = `obj.${m.name}(${m.params.map((p, i) => argument(p, 'x', i)).join(', ')})`;
    const answer = m.returns.trim() === 'void' ? `${call}; out.add(null);` : `out.add(json(${call}, "${formatType(parseType(m.returns))}"));`;
    return `                case "${m.name}": ${answer} break;`;
  });
  const arity = ['            int arity;', '            switch (op) {', `                case "${cls}": arity = ${signature.constructorParams.length}; break;`];
  for (const m of signature.methods) arity.push(`                case "${m.name}": arity = ${m.params.length}; break;`);
  arity.push('                default: throw new IllegalArgumentException("unknown operation \\"" + op + "\\"");', '            }');
  return [
    '        java.util.List<Object> ops = items(Reader.parse(line(lines, at)), "operations list");',
    '        java.util.List<Object> argLists = items(Reader.parse(line(lines, at + 1)), "arguments list");',
    '        if (ops.size() != argLists.size()) throw new IllegalArgumentException(ops.size() + " operations but " + argLists.size() + " argument lists");',
    `        ${cls} obj = null;`,
    '        java.util.ArrayList<Object> out = new java.util.ArrayList<>();',
    '        clock[0] = now();',
    '        for (int k = 0; k < ops.size(); k++) {',
    '            if (!(ops.get(k) instanceof String)) throw new IllegalArgumentException("operation " + k + " is not a string");',
    '            String op = (String) ops.get(k);',
    ...arity,
    '            Object[] x = arguments(argLists.get(k), op, arity);',
    '            switch (op) {',
    construct,
    ...methods,
    '                default: break;',
    '            }',
    '        }',
    '        clock[1] = now();',
    '        return out;',
  ].join('\n');
}

/** The type of a function's answer in text form: the return type, or the in-place parameter's. */
function functionAnswerType(signature: FunctionSignature): string {
  const inPlace = signature.params.find((p) => p.name === signature.inPlace);
  const text = signature.returns.trim() === 'void' ? inPlace?.type : signature.returns;
  return text ? formatType(parseType(text)) : '';
}

/**
 * Makes the learner's code compile as the first part of `Main.java` with its line numbers intact:
 * the harness's imports go on line 1 (before whatever the learner wrote there), a `package` line
 * is blanked (the default package is the only one `java Main` finds) and top-level `public`
 * classes lose `public` (only `Main` may be public in Main.java). No line is added or removed.
 */
function learnerPart(code: string): string {
  const cleaned = code
    .replace(/\r\n?/g, '\n')
    .replace(/^[ \t]*package\s+[\w. \t]+;/m, '')
    .replace(/^public\s+((?:(?:final|abstract|strictfp)\s+)*)(class|interface|enum)\b/gm, '$1$2');
  return IMPORTS + cleaned;
}

function program(signature: ProblemSignature, learnerCode: string): string {
  const learner = learnerPart(learnerCode);
  const learnerLines = learner.split('\n').length;
  const declares = (name: string): boolean => new RegExp(`\\b(class|interface|record)\\s+${name}\\b`).test(learnerCode);
  const definitions = [!declares('ListNode') && JAVA_LIST_NODE, !declares('TreeNode') && JAVA_TREE_NODE].filter((d): d is string => !!d);
  const arity = signature.kind === 'function' ? signature.params.length : 2;
  const answerType = signature.kind === 'function' ? functionAnswerType(signature) : '';
  const test = signature.kind === 'function' ? functionTest(signature) : designTest(signature);
  return [
    learner,
    ...definitions,
    'public class Main {',
    `    static final int LEARNER_LINES = ${learnerLines};`,
    `    static final int ARITY = ${arity};`,
    `    static final String ANSWER_TYPE = "${answerType}";`,
    JAVA_PROTOCOL_CONSTANTS,
    '',
    '    /** Runs test `at` (its first input line): the answer, with the call\'s CPU time in clock[0..1]. */',
    '    @SuppressWarnings("unchecked")',
    '    static Object test(String[] lines, int at, long[] clock) throws Exception {',
    test,
    '    }',
    JAVA_RUNTIME,
    '}',
    '',
  ].join('\n');
}

/**
 * Java (Judge0 id 62, OpenJDK 13 on Judge0 CE 1.13): LeetCode's `class Solution` with camelCase
 * methods and Java's own types (`int[]`, `long`, `List<List<Integer>>`). The program is one
 * `Main.java` (`javac Main.java`, then `java Main`): the learner's code from line 1, then the
 * provided `ListNode`/`TreeNode` (unless the learner declares them) and the harness's `Main`.
 */
export const javaLanguage: HarnessCodegen = {
  typeName: (type) => javaType(type),
  functionName: (name) => name,
  starter,
  program,
};
