class Solution {
    public long isqrt(long x) {
        long lo = 0, hi = 40000000L;
        while (lo < hi) {
            long mid = (lo + hi + 1) / 2;
            if (mid * mid <= x) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }
}
