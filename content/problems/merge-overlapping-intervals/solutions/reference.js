'use strict';
function mergeSlots(slots) {
  const sorted = [...slots].sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const headerSlots = readTokens().map(Number);
const slots = [];
for (let i = 0; i < headerSlots[0]; i++) slots.push(readTokens().map(Number));
const result = mergeSlots(slots);
console.log([String(result.length), ...result.map((row) => row.join(' '))].join('\n'));
