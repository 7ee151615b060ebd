class Solution:
    def is_palindrome(self, s: str) -> bool:
        t = [c for c in s if c.isalnum()]
        return t == t[::-1]
