class Solution:
    def first_missing(self, nums: List[int]) -> int:
        present = set(nums)
        for v in range(1, len(nums)):
            if v not in present:
                return v
        return max(max(nums), 0) + 1
