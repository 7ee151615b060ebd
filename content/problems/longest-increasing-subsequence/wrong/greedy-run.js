'use strict';
function longestRising(nums) {
  // longest increasing run of adjacent elements, not a subsequence
  let best = 1;
  let cur = 1;
  for (let i = 1; i < nums.length; i++) {
    cur = nums[i] > nums[i - 1] ? cur + 1 : 1;
    best = Math.max(best, cur);
  }
  return best;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums = readTokens().slice(0, numsLength).map(Number);
const result = longestRising(nums);
console.log(String(result));
