class Solution:
    def max_profit(self, prices: List[int]) -> int:
        # forgets that not trading is allowed
        best = -10**18
        low = prices[0]
        for p in prices[1:]:
            best = max(best, p - low)
            low = min(low, p)
        return best if len(prices) > 1 else 0
