class Solution:
    def top_k(self, nums: List[int], k: int) -> List[int]:
        # one scan of the whole array per distinct value: O(n * d)
        distinct = list(set(nums))
        return sorted(distinct, key=lambda v: -nums.count(v))[:k]
