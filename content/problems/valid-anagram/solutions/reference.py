class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        counts = [0] * 26
        for c in s:
            counts[ord(c) - 97] += 1
        for c in t:
            counts[ord(c) - 97] -= 1
        return all(x == 0 for x in counts)
