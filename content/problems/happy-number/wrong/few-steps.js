'use strict';
function isCheerful(n) {
  for (let step = 0; step < 5; step++) {
    if (n === 1) return true;
    let s = 0;
    for (const d of String(n)) s += Number(d) * Number(d);
    n = s;
  }
  return n === 1;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const n = Number(readLine().trim());
const result = isCheerful(n);
console.log(result ? 'true' : 'false');
