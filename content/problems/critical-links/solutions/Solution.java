class Solution {
    public List<List<Integer>> criticalLinks(int n, int[][] connections) {
        int[] deg = new int[n];
        for (int[] e : connections) {
            deg[e[0]]++;
            deg[e[1]]++;
        }
        int[][] adj = new int[n][];
        for (int i = 0; i < n; i++) adj[i] = new int[deg[i]];
        int[] fill = new int[n];
        for (int[] e : connections) {
            adj[e[0]][fill[e[0]]++] = e[1];
            adj[e[1]][fill[e[1]]++] = e[0];
        }
        int[] disc = new int[n], low = new int[n], parent = new int[n], it = new int[n], stack = new int[n];
        Arrays.fill(disc, -1);
        Arrays.fill(parent, -1);
        List<List<Integer>> out = new ArrayList<>();
        int timer = 0, top = 0;
        disc[0] = low[0] = timer++;
        stack[top++] = 0;
        while (top > 0) {
            int u = stack[top - 1];
            if (it[u] < adj[u].length) {
                int v = adj[u][it[u]++];
                if (disc[v] < 0) {
                    parent[v] = u;
                    disc[v] = low[v] = timer++;
                    stack[top++] = v;
                } else if (v != parent[u]) {
                    low[u] = Math.min(low[u], disc[v]);
                }
            } else {
                top--;
                int p = parent[u];
                if (p >= 0) {
                    low[p] = Math.min(low[p], low[u]);
                    if (low[u] > disc[p]) out.add(Arrays.asList(Math.min(p, u), Math.max(p, u)));
                }
            }
        }
        out.sort((a, b) -> !a.get(0).equals(b.get(0)) ? Integer.compare(a.get(0), b.get(0)) : Integer.compare(a.get(1), b.get(1)));
        return out;
    }
}
