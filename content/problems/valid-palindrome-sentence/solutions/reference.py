class Solution:
    def is_palindrome(self, s: str) -> bool:
        i, j = 0, len(s) - 1
        while i < j:
            if not s[i].isalnum() or not s[i].isascii():
                i += 1
            elif not s[j].isalnum() or not s[j].isascii():
                j -= 1
            elif s[i].lower() != s[j].lower():
                return False
            else:
                i += 1
                j -= 1
        return True
