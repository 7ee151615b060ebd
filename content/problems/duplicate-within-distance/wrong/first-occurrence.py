class Solution:
    def nearby_duplicate(self, nums: List[int], k: int) -> bool:
        first = {}
        for j, x in enumerate(nums):
            if x in first and j - first[x] <= k:
                return True
            first.setdefault(x, j)
        return False
