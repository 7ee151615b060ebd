'use strict';
/**
 * @param {string} s
 * @return {number}
 */
function longestUnique(s) {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const s = readLine();
const result = longestUnique(s);
console.log(String(result));
