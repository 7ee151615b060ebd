class Solution {
public:
    long long isqrt(long long x) {
        long long lo = 0, hi = 40000000LL;
        while (lo < hi) {
            long long mid = (lo + hi + 1) / 2;
            if (mid * mid <= x) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }
};
