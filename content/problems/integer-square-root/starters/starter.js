'use strict';
/**
 * @param {number} x
 * @return {number}
 */
function isqrt(x) {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const x = Number(readLine().trim());
const result = isqrt(x);
console.log(String(result));
