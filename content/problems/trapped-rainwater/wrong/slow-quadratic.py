class Solution:
    def trapped_water(self, heights: List[int]) -> int:
        total = 0
        for i in range(len(heights)):
            total += min(max(heights[:i + 1]), max(heights[i:])) - heights[i]
        return total
