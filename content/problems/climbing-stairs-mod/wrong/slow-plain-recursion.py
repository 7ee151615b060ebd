class Solution:
    def count_ways(self, n: int) -> int:
        if n <= 1:
            return 1
        return (self.count_ways(n - 1) + self.count_ways(n - 2)) % 1000000007
