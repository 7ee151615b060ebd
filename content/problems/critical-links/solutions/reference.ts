function criticalLinks(n: number, edges: number[][]): number[][] {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const disc: number[] = new Array<number>(n).fill(-1);
  const low: number[] = new Array<number>(n).fill(0);
  const parent: number[] = new Array<number>(n).fill(-1);
  const it: number[] = new Array<number>(n).fill(0);
  const out: number[][] = [];
  let timer = 0;
  disc[0] = low[0] = timer++;
  const stack: number[] = [0];
  while (stack.length > 0) {
    const u = stack[stack.length - 1];
    if (it[u] < adj[u].length) {
      const v = adj[u][it[u]++];
      if (disc[v] < 0) {
        parent[v] = u;
        disc[v] = low[v] = timer++;
        stack.push(v);
      } else if (v !== parent[u]) {
        low[u] = Math.min(low[u], disc[v]);
      }
    } else {
      stack.pop();
      const p = parent[u];
      if (p >= 0) {
        low[p] = Math.min(low[p], low[u]);
        if (low[u] > disc[p]) out.push([Math.min(p, u), Math.max(p, u)]);
      }
    }
  }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
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
const result = criticalLinks(n, edges);
console.log([String(result.length), ...result.map((row) => row.join(' '))].join('\n'));
