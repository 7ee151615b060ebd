'use strict';
function countWays(n) {
  if (n <= 1) return 1;
  return (countWays(n - 1) + countWays(n - 2)) % 1000000007;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const n = Number(readLine().trim());
const result = countWays(n);
console.log(String(result));
