class Solution:
    def count_inversions(self, nums: List[int]) -> int:
        n = len(nums)
        return sum(1 for i in range(n) for j in range(i + 1, n) if nums[i] > nums[j])
