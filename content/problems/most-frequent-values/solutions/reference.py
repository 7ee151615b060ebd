class Solution:
    def top_k(self, nums: List[int], k: int) -> List[int]:
        count = {}
        for x in nums:
            count[x] = count.get(x, 0) + 1
        return sorted(count, key=lambda v: (-count[v], v))[:k]
