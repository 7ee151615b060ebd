'use strict';
function countSubarrays(nums, k) {
  const seen = new Map();
  let total = 0;
  let answer = 0;
  for (const x of nums) {
    total += x;
    answer += seen.get(total - k) ?? 0;
    seen.set(total, (seen.get(total) ?? 0) + 1);
  }
  return answer;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const numsLength = Number(readLine().trim());
const nums = readTokens().slice(0, numsLength).map(Number);
const k = Number(readLine().trim());
const result = countSubarrays(nums, k);
console.log(String(result));
