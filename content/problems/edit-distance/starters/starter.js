'use strict';
/**
 * @param {string} a
 * @param {string} b
 * @return {number}
 */
function editDistance(a, b) {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const a = readLine();
const b = readLine();
const result = editDistance(a, b);
console.log(String(result));
