/**
 * @param {number[][]} times
 * @param {number} n
 * @return {number}
 */
var signalDelay = function(times, n) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, w] of times) adj[u].push([v, w]);
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
  let worst = 0;
  for (const d of dist) {
    if (d < 0) return -1;
    worst = Math.max(worst, d);
  }
  return worst;
};
