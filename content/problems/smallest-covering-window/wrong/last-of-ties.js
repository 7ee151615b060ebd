'use strict';
function minWindow(s, t) {
  const need = new Map();
  for (const c of t) need.set(c, (need.get(c) ?? 0) + 1);
  let missing = t.length;
  let left = 0;
  let bestL = 0;
  let bestLen = s.length + 1;
  for (let right = 0; right < s.length; right++) {
    const c = s[right];
    const have = need.get(c) ?? 0;
    if (have > 0) missing--;
    need.set(c, have - 1);
    if (missing === 0) {
      while (need.get(s[left]) < 0) {
        need.set(s[left], need.get(s[left]) + 1);
        left++;
      }
      if (right - left + 1 <= bestLen) {
        bestL = left;
        bestLen = right - left + 1;
      }
      need.set(s[left], need.get(s[left]) + 1);
      missing++;
      left++;
    }
  }
  return bestLen > s.length ? '-' : s.slice(bestL, bestL + bestLen);
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const s = readLine();
const t = readLine();
const result = minWindow(s, t);
console.log(String(result));
