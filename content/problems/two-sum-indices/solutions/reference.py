class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for j, x in enumerate(nums):
            i = seen.get(target - x)
            if i is not None:
                return [i, j]
            seen[x] = j
        return []
