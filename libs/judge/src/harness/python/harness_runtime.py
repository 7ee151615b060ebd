# The fixed Python (3.8) half of the function-signature harness. python-harness.ts places this
# file's text at the start of every Python program, then declares what it refers to but does not
# define, and calls `_main()`:
# - the harness protocol's constants, from harness-protocol.ts: RECORD_MARK, READY_FRAME,
#   TEST_OUTPUT_LIMIT (characters of a test's captured stdout kept) and RETURNED_NODE_LIMIT (nodes
#   of a returned list or tree read before it counts as a cycle);
# - `_SOURCE`, the learner's code, and `_SIGNATURE`, the harness signature as a dict.
# The learner's code runs by `exec(compile(_SOURCE, "solution.py"))` in its own namespace, so
# tracebacks name the learner's own lines and none of these names reaches it; each test runs with
# `sys.stdout` redirected to a capped buffer. Its `time.process_time` figure is only the record's
# untrusted `cpuMs` (the sandbox measures each test itself). stdin is read one test at a time.
import binascii
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
        if self._size < TEST_OUTPUT_LIMIT:
            kept = text[:TEST_OUTPUT_LIMIT - self._size]
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
            if len(values) >= RETURNED_NODE_LIMIT:
                raise ValueError("the returned list has a cycle or more than %d nodes" % RETURNED_NODE_LIMIT)
            values.append(value.val)
            value = value.next
        return values
    if kind == "TreeNode":
        values = []
        queue = collections.deque([value])
        while queue:
            if len(values) >= 2 * RETURNED_NODE_LIMIT:
                raise ValueError("the returned tree has a cycle or more than %d nodes" % RETURNED_NODE_LIMIT)
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
        RECORD_MARK, state["nonce"], RECORD_MARK, state["index"], answer, _dumps(round(spent * 1000, 3)), _dumps(capture.text())))
    state["out"].flush()


def _frame(out, nonce, body):
    out.write("\n%s%s%s%s\n" % (RECORD_MARK, nonce, RECORD_MARK, body))
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
    _frame(out, nonce, READY_FRAME)
    for index in range(count):
        state["index"] = index
        # One test's lines at a time: the next test's input is written only after this record.
        lines = [source.readline().decode("utf-8") for _ in range(arity)]
        _run_test(namespace, lines, state)

