class Solution:
    def longest_run(self, nums: List[int]) -> int:
        values = set(nums)
        best = 0
        for x in nums:
            y = x
            while y + 1 in values:
                y += 1
            best = max(best, y - x + 1)
        return best
