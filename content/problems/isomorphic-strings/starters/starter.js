'use strict';
/**
 * @param {string} s
 * @param {string} t
 * @return {boolean}
 */
function isCipher(s, t) {
  // Write your code here.
  return false;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const s = readLine();
const t = readLine();
const result = isCipher(s, t);
console.log(result ? 'true' : 'false');
