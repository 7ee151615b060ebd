class Solution {
    public int maxCollinear(int[][] points) {
        int best = 0;
        for (int i = 0; i < points.length; i++) {
            Map<String, Integer> count = new HashMap<>();
            for (int j = i + 1; j < points.length; j++) {
                long dx = (long) points[j][0] - points[i][0], dy = (long) points[j][1] - points[i][1];
                long g = gcd(Math.abs(dx), Math.abs(dy));
                dx /= g;
                dy /= g;
                if (dx < 0 || (dx == 0 && dy < 0)) {
                    dx = -dx;
                    dy = -dy;
                }
                int c = count.merge(dx + "," + dy, 1, Integer::sum);
                best = Math.max(best, c + 1);
            }
        }
        return best;
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
