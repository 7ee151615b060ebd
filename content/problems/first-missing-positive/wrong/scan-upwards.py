class Solution:
    def first_missing(self, nums: List[int]) -> int:
        # looks for each candidate with a linear scan: O(n^2)
        v = 1
        while v in nums:
            v += 1
        return v
