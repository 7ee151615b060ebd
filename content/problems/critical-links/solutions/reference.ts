function criticalLinks(n: number, connections: number[][]): number[][] {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of connections) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const disc: number[] = new Array(n).fill(-1);
  const low: number[] = new Array(n).fill(0);
  const parent: number[] = new Array(n).fill(-1);
  const it: number[] = new Array(n).fill(0);
  const out: number[][] = [];
  let timer = 0;
  disc[0] = low[0] = timer++;
  const stack = [0];
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
