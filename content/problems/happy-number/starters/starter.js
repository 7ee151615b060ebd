'use strict';
/**
 * @param {number} n
 * @return {boolean}
 */
function isCheerful(n) {
  // Write your code here.
  return false;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const n = Number(readLine().trim());
const result = isCheerful(n);
console.log(result ? 'true' : 'false');
