class Solution:
    def isqrt(self, x: int) -> int:
        lo, hi = 0, 40000000
        while lo < hi:
            mid = (lo + hi) // 2
            if mid * mid < x:
                lo = mid + 1
            else:
                hi = mid
        return lo
