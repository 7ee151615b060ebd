'use strict';
function longestPalindrome(s) {
  let best = s[0];
  for (let c = 0; c < s.length; c++) {
    let l = c;
    let r = c;
    while (l >= 0 && r < s.length && s[l] === s[r]) {
      l--;
      r++;
    }
    if (r - l - 1 > best.length) best = s.slice(l + 1, r);
  }
  return best;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const s = readLine();
const result = longestPalindrome(s);
console.log(String(result));
