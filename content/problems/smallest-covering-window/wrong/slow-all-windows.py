class Solution:
    def min_window(self, s: str, t: str) -> str:
        from collections import Counter
        need = Counter(t)
        for length in range(len(t), len(s) + 1):
            for i in range(len(s) - length + 1):
                if not need - Counter(s[i:i + length]):
                    return s[i:i + length]
        return ''
