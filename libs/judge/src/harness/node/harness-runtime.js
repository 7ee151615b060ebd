// The Node.js half of the JavaScript and TypeScript harnesses: one function, written once, that
// both programs (javascript-harness.ts, typescript-harness.ts) include verbatim. It is plain
// ES2019 that also type-checks as TypeScript 3.7 with the compiler's defaults (no annotations,
// only ES5 library calls, no `process` or `require` identifiers: it gets Node's modules through
// `req`), so the same text runs on Judge0 CE's Node 12 as `script.js` and compiles inside `script.ts`.
//
// `__algosheetsHarness(signature, load, locate, nodes, req, protocol)`:
// - `signature`: the harness signature (harness-signature.ts) as an object;
// - `load()`: returns the learner's function (or class), or throws the learner's load error;
// - `locate(error)`: the line in the learner's code an error was thrown from, or undefined;
// - `nodes`: `{ ListNode, TreeNode }`, the classes the learner's code sees;
// - `req`: Node's `require`;
// - `protocol`: the harness protocol's constants from harness-protocol.ts (RECORD_MARK,
//   READY_FRAME, TEST_OUTPUT_LIMIT, RETURNED_NODE_LIMIT), which the programs pass as an object.
// It reads stdin one line at a time as the harness protocol asks (the header, then one test's lines
// after each record), calls the learner's code once per test with `console.log`, `console.info`
// and `console.debug` captured (TEST_OUTPUT_LIMIT characters kept), and writes the ready frame and
// one record per test with blocking writes to fd 1 that finish before it reads on, so records
// written before a kill are not lost and a record larger than a pipe's buffer never waits on an
// event loop that the harness, reading synchronously, would not run. Its `process.cpuUsage()`
// figure is only the record's untrusted `cpuMs`.
function __algosheetsHarness(signature, load, locate, nodes, req, protocol) {
  var proc = req('process');
  var util = req('util');
  var con = req('console');
  var RECORD_MARK = protocol.RECORD_MARK;
  var READY_FRAME = protocol.READY_FRAME;
  var TEST_OUTPUT_LIMIT = protocol.TEST_OUTPUT_LIMIT;
  var RETURNED_NODE_LIMIT = protocol.RETURNED_NODE_LIMIT;
  var fs = req('fs');
  var Bytes = req('buffer').Buffer;
  // Read a pipe's buffer (64 KB) at a time.
  var chunk = Bytes.alloc(64 * 1024);
  var pending = [];
  var pendingText = '';
  var ended = false;

  // A non-blocking fd with nothing to read or no room to write (libuv makes a pipe it touches
  // non-blocking): sleep 1 ms (Atomics through the global object, which TypeScript 3.7's default
  // library does not declare).
  function pause() {
    var shared = Function('return this')();
    shared.Atomics.wait(new Int32Array(new shared.SharedArrayBuffer(4)), 0, 0, 1);
  }

  // One line of stdin, read synchronously as it arrives: the next test's input is written only
  // after this test's record, so nothing may be read ahead of need.
  function readLine() {
    for (;;) {
      var newline = pendingText.indexOf('\n');
      if (newline >= 0) {
        var found = pendingText.slice(0, newline);
        pendingText = pendingText.slice(newline + 1);
        return found;
      }
      if (ended) {
        var rest = pendingText;
        pendingText = '';
        return rest;
      }
      var size = 0;
      try {
        size = fs.readSync(0, chunk, 0, chunk.length, null);
      } catch (error) {
        if (error.code !== 'EAGAIN') throw error;
        pause();
        continue;
      }
      // Decode whole lines only (all that is left at the end), so a character split across two
      // reads stays whole; a line of many reads (a 10^5-item array) is searched and joined once.
      if (size === 0) {
        ended = true;
        pendingText += Bytes.concat(pending).toString('utf8');
        pending = [];
        continue;
      }
      var piece = Bytes.from(chunk.slice(0, size));
      var last = piece.lastIndexOf(10);
      if (last < 0) {
        pending.push(piece);
        continue;
      }
      pending.push(piece.slice(0, last + 1));
      pendingText += Bytes.concat(pending).toString('utf8');
      pending = [piece.slice(last + 1)];
    }
  }

  var nonce = readLine().replace(/\s+$/, '');
  var count = parseInt(readLine(), 10);
  var arity = signature.kind === 'function' ? signature.params.length : 2;

  function elementKind(kind) {
    if (kind.slice(-2) === '[]') return kind.slice(0, -2);
    if (kind.slice(0, 5) === 'list<') return kind.slice(5, -1);
    return null;
  }

  function decode(kind, value) {
    // Without nodes a value is JSON.parse's own: an array of 10^5 ints needs no pass.
    if (value === null || kind.indexOf('Node') < 0) return value;
    var inner = elementKind(kind);
    if (inner !== null) return value.map(function (item) { return decode(inner, item); });
    if (kind === 'ListNode') {
      var head = null;
      for (var i = value.length - 1; i >= 0; i--) head = new nodes.ListNode(value[i], head);
      return head;
    }
    if (kind === 'TreeNode') {
      if (value.length === 0) return null;
      var built = value.map(function (item) { return item === null ? null : new nodes.TreeNode(item, null, null); });
      var next = 1;
      for (var j = 0; j < built.length; j++) {
        if (built[j] === null) continue;
        built[j].left = next < built.length ? built[next] : null;
        built[j].right = next + 1 < built.length ? built[next + 1] : null;
        next += 2;
      }
      return built[0];
    }
    return value;
  }

  function encode(kind, value) {
    if (value === null || value === undefined) return kind === 'ListNode' || kind === 'TreeNode' ? [] : null;
    var inner = elementKind(kind);
    if (inner !== null && (Array.isArray(value) || ArrayBuffer.isView(value))) {
      return Array.prototype.slice.call(value).map(function (item) { return encode(inner, item); });
    }
    var values = [];
    if (kind === 'ListNode') {
      for (var node = value; node !== null && node !== undefined; node = node.next) {
        if (values.length >= RETURNED_NODE_LIMIT) throw new RangeError('the returned list has a cycle or more than ' + RETURNED_NODE_LIMIT + ' nodes');
        values.push(node.val);
      }
      return values;
    }
    if (kind === 'TreeNode') {
      var queue = [value];
      for (var at = 0; at < queue.length; at++) {
        if (values.length >= 2 * RETURNED_NODE_LIMIT) throw new RangeError('the returned tree has a cycle or more than ' + RETURNED_NODE_LIMIT + ' nodes');
        var tree = queue[at];
        if (tree === null || tree === undefined) {
          values.push(null);
        } else {
          values.push(tree.val);
          queue.push(tree.left === undefined ? null : tree.left, tree.right === undefined ? null : tree.right);
        }
      }
      while (values.length > 0 && values[values.length - 1] === null) values.pop();
      return values;
    }
    return value;
  }

  function toJson(value, depth) {
    if (depth > 10000) throw new RangeError('the answer is nested too deeply');
    if (value === null || value === undefined) return 'null';
    var type = typeof value;
    if (type === 'number') {
      if (!isFinite(value)) throw new RangeError('the answer holds ' + value + ', which JSON cannot represent');
      return JSON.stringify(value);
    }
    if (type === 'bigint') return String(value);
    if (type === 'string' || type === 'boolean') return JSON.stringify(value);
    if (Object.prototype.toString.call(value) === '[object Set]') {
      var items = [];
      value.forEach(function (item) { items.push(item); });
      value = items;
    }
    if (Array.isArray(value) || ArrayBuffer.isView(value)) {
      return '[' + Array.prototype.slice.call(value).map(function (item) { return toJson(item, depth + 1); }).join(',') + ']';
    }
    if (type === 'object') {
      return '{' + Object.keys(value).sort().map(function (key) { return JSON.stringify(key) + ':' + toJson(value[key], depth + 1); }).join(',') + '}';
    }
    throw new TypeError('an answer of type ' + type + ' is not JSON');
  }

  function describe(error) {
    var isError = error !== null && typeof error === 'object' && typeof error.message === 'string';
    var described = '{"type":' + JSON.stringify(isError ? String(error.name || 'Error') : typeof error) + ',"message":' + JSON.stringify(isError ? error.message : String(error));
    var line = isError ? locate(error) : undefined;
    return described + (line ? ',"line":' + line : '') + '}';
  }

  // A frame goes out whole before the harness reads on: process.stdout.write hands a pipe's
  // remainder to the event loop once the pipe is full (64 KB), and the harness, blocked reading
  // the next test that the sandbox sends only after this record, would never flush it.
  function frame(body) {
    var bytes = Bytes.from('\n' + RECORD_MARK + nonce + RECORD_MARK + body + '\n', 'utf8');
    var offset = 0;
    while (offset < bytes.length) {
      try {
        offset += fs.writeSync(1, bytes, offset, bytes.length - offset);
      } catch (error) {
        if (error.code !== 'EAGAIN') throw error;
        pause();
      }
    }
  }

  function write(index, answer, cpuMs, stdout) {
    frame('{"i":' + index + ',' + answer + ',"cpuMs":' + Math.round(cpuMs * 1000) / 1000 + ',"stdout":' + JSON.stringify(stdout) + '}');
  }

  var captured = '';
  function capture() {
    if (captured.length < TEST_OUTPUT_LIMIT) captured = (captured + util.format.apply(util, arguments) + '\n').slice(0, TEST_OUTPUT_LIMIT);
  }
  var spent = 0;
  function invoke(fn, self, args, construct) {
    return construct ? new (Function.prototype.bind.apply(fn, [null].concat(args)))() : fn.apply(self, args);
  }
  // The learner's console output is captured and the CPU time read once per test, around all of
  // its calls: a counter read per call (two getrusage calls) cost four times what an O(1) method
  // of a design problem's 10^5 calls does.
  function measured(body) {
    var saved = [con.log, con.info, con.debug];
    con.log = capture;
    con.info = capture;
    con.debug = capture;
    var start = proc.cpuUsage();
    try {
      return body();
    } finally {
      var used = proc.cpuUsage(start);
      spent = (used.user + used.system) / 1000;
      con.log = saved[0];
      con.info = saved[1];
      con.debug = saved[2];
    }
  }

  function decodeAll(kinds, values) {
    return kinds.map(function (kind, index) { return decode(kind, values[index]); });
  }

  function runTest(target, input) {
    if (signature.kind === 'function') {
      var args = decodeAll(signature.params, input.map(function (text) { return JSON.parse(text); }));
      var result = invoke(target, undefined, args, false);
      return signature.returns === 'void' ? encode(signature.params[signature.inPlace], args[signature.inPlace]) : encode(signature.returns, result);
    }
    var operations = JSON.parse(input[0]);
    var argumentLists = JSON.parse(input[1]);
    var instance = invoke(target, undefined, decodeAll(signature.ctor, argumentLists[0]), true);
    var answers = [null];
    for (var k = 1; k < operations.length; k++) {
      var method = signature.methods[operations[k]];
      if (typeof instance[method.name] !== 'function') throw new TypeError(signature.className + ' has no method ' + method.name);
      var returned = invoke(instance[method.name], instance, decodeAll(method.params, argumentLists[k]), false);
      answers.push(method.returns === 'void' ? null : encode(method.returns, returned));
    }
    return answers;
  }

  var target = null;
  try {
    target = measured(load);
  } catch (error) {
    frame('{"i":0,"status":"error","load":true,"error":' + describe(error) + ',"cpuMs":0,"stdout":' + JSON.stringify(captured) + '}');
    return;
  }
  frame(READY_FRAME);
  for (var index = 0; index < count; index++) {
    captured = '';
    var input = [];
    for (var line = 0; line < arity; line++) input.push(readLine());
    var answer;
    try {
      answer = '"status":"ok","value":' + toJson(measured(function () { return runTest(target, input); }), 0);
    } catch (error) {
      answer = '"status":"error","error":' + describe(error);
    }
    write(index, answer, spent, captured);
  }
}
