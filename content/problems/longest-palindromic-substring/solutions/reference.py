class Solution:
    def longest_palindrome(self, s: str) -> str:
        n = len(s)
        best_l, best_len = 0, 1
        for c in range(2 * n - 1):
            l, r = c // 2, (c + 1) // 2
            while l >= 0 and r < n and s[l] == s[r]:
                l -= 1
                r += 1
            if r - l - 1 > best_len:
                best_l, best_len = l + 1, r - l - 1
        return s[best_l:best_l + best_len]
