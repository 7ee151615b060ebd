'use strict';
function longestRun(nums) {
  const values = new Set(nums);
  let best = 0;
  for (const x of values) {
    if (values.has(x - 1)) continue;
    let y = x;
    while (values.has(y + 1)) y++;
    best = Math.max(best, y - x + 1);
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
const result = longestRun(nums);
console.log(String(result));
