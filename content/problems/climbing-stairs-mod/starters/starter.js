'use strict';
/**
 * @param {number} n
 * @return {number}
 */
function countWays(n) {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const n = Number(readLine().trim());
const result = countWays(n);
console.log(String(result));
