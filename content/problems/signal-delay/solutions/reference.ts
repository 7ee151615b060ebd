function signalDelay(n: number, edges: number[][]): number {
  const adj: [number, number][][] = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) adj[u].push([v, w]);
  const dist: number[] = new Array<number>(n).fill(-1);
  // binary heap of [distance, node]
  const heap: [number, number][] = [[0, 0]];
  const push = (item: [number, number]): void => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0];
    const last = heap.pop() as [number, number];
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
  let worst = 0;
  for (const d of dist) {
    if (d < 0) return -1;
    worst = Math.max(worst, d);
  }
  return worst;
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const headerEdges: number[] = readTokens().map(Number);
const n: number = headerEdges[0];
const edges: number[][] = [];
for (let i = 0; i < headerEdges[1]; i++) edges.push(readTokens().map(Number));
const result = signalDelay(n, edges);
console.log(String(result));
