class Solution:
    def product_of_others(self, nums: List[int]) -> List[int]:
        total = 1
        for x in nums:
            total *= x
        return [total // x if x != 0 else 0 for x in nums]
