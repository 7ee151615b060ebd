class Solution {
    public List<List<Integer>> criticalLinks(int n, int[][] connections) {
        List<List<Integer>> out = new ArrayList<>();
        for (int skip = 0; skip < connections.length; skip++) {
            List<List<Integer>> adj = new ArrayList<>();
            for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
            for (int k = 0; k < connections.length; k++) {
                if (k == skip) continue;
                adj.get(connections[k][0]).add(connections[k][1]);
                adj.get(connections[k][1]).add(connections[k][0]);
            }
            boolean[] seen = new boolean[n];
            Deque<Integer> stack = new ArrayDeque<>();
            seen[0] = true;
            stack.push(0);
            int reached = 1;
            while (!stack.isEmpty()) {
                for (int v : adj.get(stack.pop())) {
                    if (!seen[v]) {
                        seen[v] = true;
                        reached++;
                        stack.push(v);
                    }
                }
            }
            if (reached < n) {
                int u = connections[skip][0], v = connections[skip][1];
                out.add(Arrays.asList(Math.min(u, v), Math.max(u, v)));
            }
        }
        out.sort((a, b) -> !a.get(0).equals(b.get(0)) ? Integer.compare(a.get(0), b.get(0)) : Integer.compare(a.get(1), b.get(1)));
        return out;
    }
}
