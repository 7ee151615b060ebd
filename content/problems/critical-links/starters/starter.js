'use strict';
/**
 * @param {number} n
 * @param {number[][]} edges
 * @return {number[][]}
 */
function criticalLinks(n, edges) {
  // Write your code here.
  return [];
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const headerEdges = readTokens().map(Number);
const n = headerEdges[0];
const edges = [];
for (let i = 0; i < headerEdges[1]; i++) edges.push(readTokens().map(Number));
const result = criticalLinks(n, edges);
console.log([String(result.length), ...result.map((row) => row.join(' '))].join('\n'));
