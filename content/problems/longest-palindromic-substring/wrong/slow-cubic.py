class Solution:
    def longest_palindrome(self, s: str) -> str:
        best = s[0]
        for i in range(len(s)):
            for j in range(i + len(best), len(s)):
                t = s[i:j + 1]
                if all(t[k] == t[-1 - k] for k in range(len(t) // 2)):
                    best = t
        return best
