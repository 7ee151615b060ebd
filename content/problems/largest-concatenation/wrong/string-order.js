'use strict';
function largestNumber(nums) {
  const parts = nums.map(String).sort().reverse();
  const s = parts.join('');
  return s[0] === '0' ? '0' : s;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums = readTokens().slice(0, numsLength).map(Number);
const result = largestNumber(nums);
console.log(String(result));
