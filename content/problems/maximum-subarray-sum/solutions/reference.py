class Solution:
    def max_subarray_sum(self, nums: List[int]) -> int:
        best = cur = nums[0]
        for x in nums[1:]:
            cur = x + max(cur, 0)
            best = max(best, cur)
        return best
