'use strict';
/**
 * @param {string} s
 * @return {boolean}
 */
function isPalindrome(s) {
  // Write your code here.
  return false;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const s = readLine();
const result = isPalindrome(s);
console.log(result ? 'true' : 'false');
