'use strict';
function isPalindrome(s) {
  const t = s.toLowerCase().replace(/[^a-z]/g, '');
  return t === t.split('').reverse().join('');
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const s = readLine();
const result = isPalindrome(s);
console.log(result ? 'true' : 'false');
