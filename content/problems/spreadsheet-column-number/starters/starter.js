'use strict';
/**
 * @param {string} label
 * @return {number}
 */
function columnNumber(label) {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const label = readLine();
const result = columnNumber(label);
console.log(String(result));
