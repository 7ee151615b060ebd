function canFinish(n: number, edges: number[][]): boolean {
  const adj: number[][] = Array.from({ length: n }, () => []);
  const indeg: number[] = new Array<number>(n).fill(0);
  for (const [u, v] of edges) {
    adj[u].push(v);
    indeg[v]++;
  }
  const queue: number[] = [];
  for (let i = 0; i < n; i++) if (indeg[i] === 0) queue.push(i);
  for (let h = 0; h < queue.length; h++) {
    for (const v of adj[queue[h]]) if (--indeg[v] === 0) queue.push(v);
  }
  return queue.length === n;
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
const result = canFinish(n, edges);
console.log(result ? 'true' : 'false');
