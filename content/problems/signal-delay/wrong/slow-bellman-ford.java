class Solution {
    public long signalDelay(int[][] times, int n) {
        long inf = Long.MAX_VALUE;
        long[] dist = new long[n];
        Arrays.fill(dist, inf);
        dist[0] = 0;
        for (int round = 0; round < n - 1; round++) {
            boolean changed = false;
            for (int[] e : times) {
                if (dist[e[0]] != inf && dist[e[0]] + e[2] < dist[e[1]]) {
                    dist[e[1]] = dist[e[0]] + e[2];
                    changed = true;
                }
            }
            if (!changed) break;
        }
        long worst = 0;
        for (long d : dist) {
            if (d == inf) return -1;
            worst = Math.max(worst, d);
        }
        return worst;
    }
}
