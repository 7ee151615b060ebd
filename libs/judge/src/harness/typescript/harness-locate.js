// The TypeScript harness's map from a runtime error to the learner's line, which
// typescript-harness.ts places after the Node.js runtime (node/harness-runtime.js) in every
// TypeScript program; like it, plain ES2019 that type-checks as TypeScript 3.7 with the compiler's
// defaults. The program is the learner's code followed by the harness, compiled with an inline
// source map: each frame in the compiled script (the running file, `__filename`) is looked up in
// the script's inline source map (the Base64 VLQ mappings of the Source Map v3 format), and the
// first that lands in the learner's code (its first `learnerLines` lines) wins.
// `__algosheetsLocate(learnerLines, req)` returns the harness's `locate(error)`; `req` is Node's
// `require`. `__filename` is read through `eval`: TypeScript 3.7 without Node's types does not declare it.
function __algosheetsLocate(learnerLines, req) {
  var file = eval('__filename');
  var generatedToSource = null;
  function sourceLines() {
    var text = req('fs').readFileSync(file, 'utf8');
    var at = text.lastIndexOf('sourceMappingURL=data:application/json;base64,');
    var result = [];
    if (at < 0) return result;
    var encoded = text.slice(at + 'sourceMappingURL=data:application/json;base64,'.length).replace(/\s+$/, '');
    var mappings = JSON.parse(req('buffer').Buffer.from(encoded, 'base64').toString('utf8')).mappings;
    var digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    var sourceLine = 0;
    var lines = mappings.split(';');
    for (var generated = 0; generated < lines.length; generated++) {
      var segments = lines[generated].split(',');
      for (var s = 0; s < segments.length; s++) {
        var fields = [];
        var value = 0;
        var shift = 0;
        for (var c = 0; c < segments[s].length; c++) {
          var digit = digits.indexOf(segments[s].charAt(c));
          value += (digit & 31) << shift;
          if (digit & 32) {
            shift += 5;
          } else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        if (fields.length >= 4) {
          sourceLine += fields[2];
          if (result[generated] === undefined) result[generated] = sourceLine + 1;
        }
      }
    }
    return result;
  }
  return function (error) {
    if (generatedToSource === null) generatedToSource = sourceLines();
    var frames = String(error.stack).split(file + ':');
    for (var f = 1; f < frames.length; f++) {
      var line = generatedToSource[parseInt(frames[f], 10) - 1];
      if (line !== undefined && line <= learnerLines) return line;
    }
    return undefined;
  };
}
