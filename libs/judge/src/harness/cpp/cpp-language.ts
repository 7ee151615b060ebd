import type { DesignSignature, FunctionSignature, Parameter, ProblemSignature, ValueType } from '@algosheets/contracts';
import { parseType } from '../../model/value-type';
import type { HarnessCodegen } from '../harness-language';
import { usesNode } from '../signature-types';
import { definitionComment, methodBody } from '../starter-format';
import { CPP_LIST_NODE, CPP_PREBUILT_RUNTIME, CPP_TREE_NODE, CPP_TYPED_RUNTIME } from './cpp-runtime';

const SCALARS: Record<string, string> = { int: 'int', long: 'long long', double: 'double', boolean: 'bool', string: 'string', char: 'char' };

/** C++'s idiom for a type (LeetCode's, after `using namespace std`): `vector<int>`, `long long`, `TreeNode*`. */
function cppType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.name];
    case 'array':
    case 'list':
      return `vector<${cppType(type.of)}>`;
    default:
      return `${type.kind}*`;
  }
}

/** The same type spelled for the harness, which lives in its own namespace: `std::vector<int>`. */
const qualified = (type: ValueType): string => cppType(type).replace(/\b(vector|string)\b/g, 'std::$1');

/** A parameter as LeetCode declares it: vectors by reference (`vector<int>& nums`), the rest by value. */
function cppParam(param: Parameter): string {
  const type = parseType(param.type);
  return type.kind === 'array' || type.kind === 'list' ? `${cppType(type)}& ${param.name}` : `${cppType(type)} ${param.name}`;
}

const returnType = (text: string): string => (text.trim() === 'void' ? 'void' : cppType(parseType(text)));
const paramList = (params: Parameter[]): string => params.map(cppParam).join(', ');

/** The comment LeetCode shows above a starter whose signature uses a node type. */
function nodeComment(signature: ProblemSignature): string {
  const definitions = [usesNode(signature, 'ListNode') && CPP_LIST_NODE, usesNode(signature, 'TreeNode') && CPP_TREE_NODE].filter((d): d is string => !!d);
  return definitionComment(definitions);
}

/**
 * The starter: node definitions in a comment when used, then `class Solution { public: ... }` (or
 * the design class) with empty bodies. An admin's `body` fills the method's body; in a design
 * problem every method that returns a value gets it, the constructor and void methods stay empty.
 */
function starter(signature: ProblemSignature, body?: string): string {
  const inner = methodBody(body);
  if (signature.kind === 'function') {
    return `${nodeComment(signature)}class Solution {\npublic:\n    ${returnType(signature.returns)} ${signature.name}(${paramList(signature.params)}) {\n${inner}\n    }\n};\n`;
  }
  const members = [
    `    ${signature.className}(${paramList(signature.constructorParams)}) {\n        \n    }`,
    ...signature.methods.map((m) => `    ${returnType(m.returns)} ${m.name}(${paramList(m.params)}) {\n${m.returns.trim() === 'void' ? methodBody(undefined) : inner}\n    }`),
  ];
  return `${nodeComment(signature)}class ${signature.className} {\npublic:\n${members.join('\n\n')}\n};\n`;
}

/** Declares `a<i>` for each parameter and reads it from `source(i)`. */
function readParams(params: Parameter[], source: (index: number) => string, indent: string): string[] {
  return params.map((p, i) => `${indent}${qualified(parseType(p.type))} a${i}{}; read(${source(i)}, a${i});`);
}

const argNames = (params: Parameter[]): string => params.map((_, i) => `a${i}`).join(', ');

/** `test` for a function problem: read the arguments, time the call, write the answer. */
function functionTest(signature: FunctionSignature): string[] {
  const call = `solution.${signature.name}(${argNames(signature.params)})`;
  const inPlace = signature.params.findIndex((p) => p.name === signature.inPlace);
  const isVoid = signature.returns.trim() === 'void';
  return [
    ...(signature.params.length === 0 ? ['    (void) lines;', '    (void) at;'] : []),
    ...readParams(signature.params, (i) => `parse(line(lines, at + ${i}))`, '    '),
    '    std::string o;',
    '    Solution solution;',
    '    clock[0] = now();',
    isVoid ? `    ${call};` : `    auto answer = ${call};`,
    '    clock[1] = now();',
    isVoid ? (inPlace >= 0 ? `    write(o, a${inPlace});` : '    o = "null";') : '    write(o, answer);',
    '    return o;',
  ];
}

/** `test` for a design problem: one branch per operation name, `null` for constructor and void. */
function designTest(signature: DesignSignature): string[] {
  const cls = signature.className;
  const branch = (name: string, params: Parameter[], body: string[]): string[] => [
    `        ${name === cls ? 'if' : '} else if'} (op == "${name}") {`,
    params.length > 0 ? `            const Json& x = arguments(args.items[k], op, ${params.length});` : '            arguments(args.items[k], op, 0);',
    ...readParams(params, (i) => `x.items[${i}]`, '            '),
    ...body,
  ];
  const methods = signature.methods.flatMap((m) => {
    const call = `object->${m.name}(${argNames(m.params)})`;
    return branch(m.name, m.params, [
      `            if (!object) throw std::logic_error("${m.name} called before the constructor");`,
      m.returns.trim() === 'void' ? `            ${call};\n            o += "null";` : `            write(o, ${call});`,
    ]);
  });
  return [
    '    Json ops = parse(line(lines, at));',
    '    Json args = parse(line(lines, at + 1));',
    '    if (ops.kind != Json::Array || args.kind != Json::Array || ops.items.size() != args.items.size()) {',
    '        throw std::invalid_argument("the operations and arguments lists must be arrays of the same length");',
    '    }',
    `    std::unique_ptr<${cls}> object;`,
    '    std::string o = "[";',
    '    clock[0] = now();',
    '    for (std::size_t k = 0; k < ops.items.size(); k++) {',
    '        if (ops.items[k].kind != Json::String) throw std::invalid_argument("operation " + std::to_string(k) + " is not a string");',
    '        const std::string& op = ops.items[k].text;',
    '        if (k > 0) o += \',\';',
    ...branch(cls, signature.constructorParams, [`            object.reset(new ${cls}(${argNames(signature.constructorParams)}));`, '            o += "null";']),
    ...methods,
    '        } else {',
    '            throw std::invalid_argument("unknown operation \\"" + op + "\\"");',
    '        }',
    '    }',
    '    clock[1] = now();',
    '    return o + "]";',
  ];
}

function program(signature: ProblemSignature, learnerCode: string): string {
  const declares = (name: string): boolean => new RegExp(`\\b(struct|class)\\s+${name}\\b(?!\\s*;)`).test(learnerCode);
  const definitions = [!declares('ListNode') && CPP_LIST_NODE, !declares('TreeNode') && CPP_TREE_NODE].filter((d): d is string => !!d);
  const arity = signature.kind === 'function' ? signature.params.length : 2;
  const test = signature.kind === 'function' ? functionTest(signature) : designTest(signature);
  return [
    CPP_PREBUILT_RUNTIME.declarations + CPP_PREBUILT_RUNTIME.definitions + CPP_PREBUILT_RUNTIME.next,
    ...definitions,
    '#line 1 "solution.cpp"',
    learnerCode.replace(/\r\n?/g, '\n'),
    '#line 1 "harness.cpp"',
    'namespace judge_harness {',
    `const std::size_t ARITY = ${arity};`,
    '}  // namespace judge_harness',
    CPP_TYPED_RUNTIME,
    'namespace judge_harness {',
    'std::string test(const std::vector<std::string>& lines, std::size_t at, long long clock[2]) {',
    ...test,
    '}',
    '}  // namespace judge_harness',
    '',
    'int main() { return judge_harness::run(judge_harness::ARITY); }',
    '',
  ].join('\n');
}

/**
 * C++ (Judge0 id 54, GCC 9 on Judge0 CE 1.13, compiled `g++ -O2 -std=c++17`): LeetCode's
 * `class Solution { public: ... }` with camelCase methods, vectors by reference, `long long` for
 * long. The program is one `main.cpp`: LeetCode's headers and the part of the harness that does
 * not depend on the learner's types (the same text in every program, which the sandbox links
 * prebuilt, see {@link CPP_PREBUILT_RUNTIME}), the provided `ListNode`/`TreeNode` (unless the
 * learner declares them), `#line 1 "solution.cpp"` and the learner's code, so compiler messages
 * name the learner's own lines, then the rest of the harness.
 */
export const cppLanguage: HarnessCodegen = {
  // A real Judge0 CE compiles id 54 as `g++ %s main.cpp`: the level and optimisation the harness
  // and the time limits are written for must come from the request (our sandbox uses them anyway).
  compilerOptions: '-O2 -std=c++17',
  typeName: (type) => cppType(type),
  functionName: (name) => name,
  starter,
  program,
};
