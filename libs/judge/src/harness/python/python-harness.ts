import type { ProblemSignature, ValueType } from '@algosheets/contracts';
import { parseType } from '../../model/value-type';
import type { HarnessCodegen } from '../harness-language';
import { base64Utf8, harnessSignature, indent, nodeDocs, snakeCase } from '../harness-signature';
import { RETURNED_NODE_LIMIT, TEST_OUTPUT_LIMIT } from '../harness-protocol';

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

/**
 * The harness's Python code (3.8), after the learner's code is defined as `_SOURCE` and the
 * signature as `_SIGNATURE`. The learner's code runs by `exec(compile(_SOURCE, "solution.py"))`
 * in its own namespace, so tracebacks name the learner's own lines; each call runs with
 * `sys.stdout` redirected to a capped buffer. Its `time.process_time` figure is only the record's
 * untrusted `cpuMs` (the sandbox measures each test itself). stdin is read one test at a time.
 */
const RUNTIME = String.raw`
_MARK = "\u001e"  # the record mark of the harness protocol
_OUTPUT_LIMIT = ${TEST_OUTPUT_LIMIT}
_NODE_LIMIT = ${RETURNED_NODE_LIMIT}


class _Capture(io.TextIOBase):
    def __init__(self):
        super().__init__()
        self._parts = []
        self._size = 0

    def writable(self):
        return True

    def write(self, text):
        if not isinstance(text, str):
            raise TypeError("write() argument must be str, not " + type(text).__name__)
        if self._size < _OUTPUT_LIMIT:
            kept = text[:_OUTPUT_LIMIT - self._size]
            self._parts.append(kept)
            self._size += len(kept)
        return len(text)

    def text(self):
        return "".join(self._parts)


def _decode(kind, value):
    # Without doubles or nodes a value is json.loads' own: an array of 10^5 ints needs no pass.
    if value is None or ("double" not in kind and "Node" not in kind):
        return value
    if kind.endswith("[]"):
        return [_decode(kind[:-2], item) for item in value]
    if kind.startswith("list<"):
        return [_decode(kind[5:-1], item) for item in value]
    if kind == "double":
        return float(value)
    if kind == "ListNode":
        head = None
        for item in reversed(value):
            head = ListNode(item, head)
        return head
    if kind == "TreeNode":
        if not value:
            return None
        nodes = [None if item is None else TreeNode(item) for item in value]
        children = iter(nodes[1:])
        for node in nodes:
            if node is not None:
                node.left = next(children, None)
                node.right = next(children, None)
        return nodes[0]
    return value


def _encode(kind, value):
    if value is None:
        return [] if kind in ("ListNode", "TreeNode") else None
    if kind.endswith("[]") or kind.startswith("list<"):
        inner = kind[:-2] if kind.endswith("[]") else kind[5:-1]
        if isinstance(value, (list, tuple)):
            return [_encode(inner, item) for item in value]
        return value
    if kind == "ListNode":
        values = []
        while value is not None:
            if len(values) >= _NODE_LIMIT:
                raise ValueError("the returned list has a cycle or more than %d nodes" % _NODE_LIMIT)
            values.append(value.val)
            value = value.next
        return values
    if kind == "TreeNode":
        values = []
        queue = collections.deque([value])
        while queue:
            if len(values) >= 2 * _NODE_LIMIT:
                raise ValueError("the returned tree has a cycle or more than %d nodes" % _NODE_LIMIT)
            node = queue.popleft()
            if node is None:
                values.append(None)
            else:
                values.append(node.val)
                queue.append(node.left)
                queue.append(node.right)
        while values and values[-1] is None:
            values.pop()
        return values
    return value


def _json_default(value):
    if isinstance(value, (set, frozenset)):
        return list(value)
    raise TypeError("an answer of type %s is not JSON" % type(value).__name__)


def _dumps(value):
    return json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False, default=_json_default)


def _learner_line(error):
    if isinstance(error, SyntaxError) and error.filename == "solution.py":
        return error.lineno
    # Imported on an error only: traceback brings linecache, tokenize and textwrap, a fifth of
    # the harness's imports.
    import traceback
    line = None
    for frame in traceback.extract_tb(error.__traceback__):
        if frame.filename == "solution.py":
            line = frame.lineno
    return line


def _error(error):
    described = {"type": type(error).__name__, "message": str(error)}
    line = _learner_line(error)
    if line:
        described["line"] = line
    return described


def _defined(namespace, name):
    if name not in namespace:
        raise NameError("solution.py defines no %s" % name)
    return namespace[name]


def _run_test(namespace, lines, state):
    capture = _Capture()
    # Output captured and CPU time read once per test, around all of its calls: a context manager
    # and two clock reads per call cost more than an O(1) method of a design problem's 10^5 calls.
    start = time.process_time()
    try:
        with contextlib.redirect_stdout(capture):
            if _SIGNATURE["kind"] == "function":
                args = [_decode(kind, json.loads(text)) for kind, text in zip(_SIGNATURE["params"], lines)]
                result = getattr(_defined(namespace, "Solution")(), _SIGNATURE["name"])(*args)
                if _SIGNATURE["returns"] == "void":
                    at = _SIGNATURE["inPlace"]
                    value = _encode(_SIGNATURE["params"][at], args[at])
                else:
                    value = _encode(_SIGNATURE["returns"], result)
            else:
                operations = json.loads(lines[0])
                arguments = json.loads(lines[1])
                instance = _defined(namespace, _SIGNATURE["className"])(*[_decode(k, a) for k, a in zip(_SIGNATURE["ctor"], arguments[0])])
                value = [None]
                for name, args in zip(operations[1:], arguments[1:]):
                    method = _SIGNATURE["methods"][name]
                    result = getattr(instance, method["name"])(*[_decode(k, a) for k, a in zip(method["params"], args)])
                    value.append(None if method["returns"] == "void" else _encode(method["returns"], result))
        answer = '"status":"ok","value":' + _dumps(value)
    except BaseException as error:
        answer = '"status":"error","error":' + _dumps(_error(error))
    spent = time.process_time() - start
    state["out"].write("\n%s%s%s{\"i\":%d,%s,\"cpuMs\":%s,\"stdout\":%s}\n" % (
        _MARK, state["nonce"], _MARK, state["index"], answer, _dumps(round(spent * 1000, 3)), _dumps(capture.text())))
    state["out"].flush()


def _frame(out, nonce, body):
    out.write("\n%s%s%s%s\n" % (_MARK, nonce, _MARK, body))
    out.flush()


def _main():
    out = sys.stdout
    source = sys.stdin.buffer
    nonce = source.readline().decode("utf-8").strip()
    count = int(source.readline())
    state = {"out": out, "nonce": nonce, "index": 0}
    arity = len(_SIGNATURE["params"]) if _SIGNATURE["kind"] == "function" else 2
    namespace = {"__name__": "solution", "ListNode": ListNode, "TreeNode": TreeNode}
    for name in typing.__all__:
        namespace[name] = getattr(typing, name)
    loading = _Capture()
    try:
        with contextlib.redirect_stdout(loading):
            exec(compile(_SOURCE, "solution.py", "exec"), namespace)
    except BaseException as error:
        _frame(out, nonce, '{"i":0,"status":"error","load":true,"error":%s,"cpuMs":0,"stdout":%s}' % (_dumps(_error(error)), _dumps(loading.text())))
        return
    _frame(out, nonce, "ready")
    for index in range(count):
        state["index"] = index
        # One test's lines at a time: the next test's input is written only after this record.
        lines = [source.readline().decode("utf-8") for _ in range(arity)]
        _run_test(namespace, lines, state)


_main()
`;

const PRELUDE = String.raw`import binascii
import collections
import contextlib
import io
import json
import sys
import time
import typing

sys.setrecursionlimit(10000)


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right
`;

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
  return `${PRELUDE}
_SOURCE = binascii.a2b_base64("${base64Utf8(learnerCode)}").decode("utf-8")
_SIGNATURE = json.loads(${JSON.stringify(described)})
${RUNTIME}`;
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
