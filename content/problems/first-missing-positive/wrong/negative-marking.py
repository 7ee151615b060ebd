class Solution:
    def first_missing(self, nums: List[int]) -> int:
        # marks presence by negating, but forgets to clean out non-positive values first
        a = list(nums)
        n = len(a)
        for x in a:
            v = abs(x)
            if 1 <= v <= n and a[v - 1] > 0:
                a[v - 1] = -a[v - 1]
        for i in range(n):
            if a[i] > 0:
                return i + 1
        return n + 1
