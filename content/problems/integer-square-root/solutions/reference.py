class Solution:
    def isqrt(self, x: int) -> int:
        lo, hi = 0, 40000000
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if mid * mid <= x:
                lo = mid
            else:
                hi = mid - 1
        return lo
