class Solution:
    def longest_run(self, nums: List[int]) -> int:
        a = sorted(nums)
        best = cur = 1
        for i in range(1, len(a)):
            cur = cur + 1 if a[i] == a[i - 1] + 1 else 1
            best = max(best, cur)
        return best
