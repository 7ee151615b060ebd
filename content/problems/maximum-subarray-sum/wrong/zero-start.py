class Solution:
    def max_subarray_sum(self, nums: List[int]) -> int:
        best = cur = 0
        for x in nums:
            cur = max(0, cur + x)
            best = max(best, cur)
        return best
