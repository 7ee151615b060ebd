'use strict';
function columnNumber(label) {
  let result = 0;
  for (const c of label) result = result * 26 + (c.charCodeAt(0) - 64);
  return result;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const label = readLine();
const result = columnNumber(label);
console.log(String(result));
