class Solution:
    def is_cheerful(self, n: int) -> bool:
        # assumes the process settles on a single digit
        while n >= 10:
            n = sum(int(d) ** 2 for d in str(n))
        return n == 1
