class Solution:
    def max_profit(self, prices: List[int]) -> int:
        best = 0
        low = prices[0]
        for p in prices:
            low = min(low, p)
            best = max(best, p - low)
        return best
