class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        return len(s) == len(t) and set(s) == set(t)
