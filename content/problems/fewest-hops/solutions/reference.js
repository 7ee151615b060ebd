/**
 * @param {number} n
 * @param {number[][]} edges
 * @return {number}
 */
var fewestHops = function(n, edges) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
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
};
