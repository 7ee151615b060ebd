'use strict';
function fewestHops(n, edges) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) adj[u].push(v);
  const dist = new Array(n).fill(-1);
  dist[0] = 0;
  const queue = [0];
  for (let h = 0; h < queue.length; h++) {
    for (const v of adj[queue[h]]) {
      if (dist[v] < 0) {
        dist[v] = dist[queue[h]] + 1;
        queue.push(v);
      }
    }
  }
  return dist[n - 1];
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
const result = fewestHops(n, edges);
console.log(String(result));
