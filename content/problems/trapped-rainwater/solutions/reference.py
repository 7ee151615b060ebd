class Solution:
    def trapped_water(self, heights: List[int]) -> int:
        left, right = 0, len(heights) - 1
        left_max = right_max = total = 0
        while left <= right:
            if left_max <= right_max:
                left_max = max(left_max, heights[left])
                total += left_max - heights[left]
                left += 1
            else:
                right_max = max(right_max, heights[right])
                total += right_max - heights[right]
                right -= 1
        return total
