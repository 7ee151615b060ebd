'use strict';
function groupWords(words) {
  const groups = new Map();
  for (const w of words) {
    const key = [...w].sort().join('');
    if (!groups.has(key)) groups.set(key, new Set());
    groups.get(key).add(w);
  }
  const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  return [...groups.values()].map((g) => [...g].sort(cmp)).sort((a, b) => cmp(a[0], b[0]));
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const wordsLength = Number(readLine().trim());
const words = readTokens().slice(0, wordsLength);
const result = groupWords(words);
console.log([String(result.length), ...result.map((row) => row.join(' '))].join('\n'));
