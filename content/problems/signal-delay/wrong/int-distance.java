class Solution {
    public long signalDelay(int[][] times, int n) {
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : times) adj.get(e[0]).add(new int[] {e[1], e[2]});
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        heap.add(new long[] {0, 0});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            int u = (int) top[1];
            if (dist[u] >= 0) continue;
            dist[u] = (int) top[0];
            for (int[] vw : adj.get(u)) if (dist[vw[0]] < 0) heap.add(new long[] {top[0] + vw[1], vw[0]});
        }
        long worst = 0;
        for (int d : dist) {
            if (d < 0) return -1;
            worst = Math.max(worst, d);
        }
        return worst;
    }
}
