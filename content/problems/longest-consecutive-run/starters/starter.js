'use strict';
/**
 * @param {number[]} nums
 * @return {number}
 */
function longestRun(nums) {
  // Write your code here.
  return 0;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums = readTokens().slice(0, numsLength).map(Number);
const result = longestRun(nums);
console.log(String(result));
