class Solution:
    def first_missing(self, nums: List[int]) -> int:
        n = len(nums)
        a = list(nums)
        for i in range(n):
            while 1 <= a[i] <= n and a[a[i] - 1] != a[i]:
                j = a[i] - 1
                a[i], a[j] = a[j], a[i]
        for i in range(n):
            if a[i] != i + 1:
                return i + 1
        return n + 1
