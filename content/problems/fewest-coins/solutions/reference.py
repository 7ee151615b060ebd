class Solution:
    def fewest_coins(self, coins: List[int], amount: int) -> int:
        inf = amount + 1
        best = [0] + [inf] * amount
        for c in sorted(coins):
            for a in range(c, amount + 1):
                if best[a - c] + 1 < best[a]:
                    best[a] = best[a - c] + 1
        return -1 if best[amount] == inf else best[amount]
