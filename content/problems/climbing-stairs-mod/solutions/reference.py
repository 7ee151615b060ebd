class Solution:
    def count_ways(self, n: int) -> int:
        a, b = 1, 1
        for _ in range(n - 1):
            a, b = b, (a + b) % 1000000007
        return b
