'use strict';
/**
 * @param {string[]} words
 * @return {string[][]}
 */
function groupWords(words) {
  // Write your code here.
  return [];
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
