class Solution:
    def nearby_duplicate(self, nums: List[int], k: int) -> bool:
        last = {}
        for j, x in enumerate(nums):
            if x in last and j - last[x] <= k:
                return True
            last[x] = j
        return False
