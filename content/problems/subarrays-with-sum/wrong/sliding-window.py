class Solution:
    def count_subarrays(self, nums: List[int], k: int) -> int:
        left = 0
        s = 0
        answer = 0
        for right, x in enumerate(nums):
            s += x
            while s > k and left <= right:
                s -= nums[left]
                left += 1
            if s == k:
                answer += 1
        return answer
