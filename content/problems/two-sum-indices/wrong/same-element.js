'use strict';
function twoSum(nums, target) {
  const seen = new Map();
  nums.forEach((x, i) => seen.set(x, i));
  for (let i = 0; i < nums.length; i++) {
    const j = seen.get(target - nums[i]);
    if (j !== undefined) return [Math.min(i, j), Math.max(i, j)];
  }
  return [];
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums = readTokens().slice(0, numsLength).map(Number);
const target = Number(readLine().trim());
const result = twoSum(nums, target);
console.log(result.join(' '));
