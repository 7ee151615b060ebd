'use strict';
function signalDelay(n, edges) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) adj[u].push([v, w]);
  const dist = new Array(n).fill(-1);
  // binary heap of [distance, node]
  const heap = [[0, 0]];
  const push = (item) => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
        if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  while (heap.length > 0) {
    const [d, u] = pop();
    if (dist[u] >= 0) continue;
    dist[u] = d;
    for (const [v, w] of adj[u]) if (dist[v] < 0) push([d + w, v]);
  }
  return Math.min(...dist) < 0 ? -1 : Math.max(...dist);
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
const result = signalDelay(n, edges);
console.log(String(result));
