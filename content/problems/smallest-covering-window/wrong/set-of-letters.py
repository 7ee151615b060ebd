class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {c: 1 for c in t}
        missing = len(need)
        left = 0
        best_l, best_len = 0, len(s) + 1
        for right, c in enumerate(s):
            if need.get(c, 0) > 0:
                missing -= 1
            need[c] = need.get(c, 0) - 1
            if missing == 0:
                while need[s[left]] < 0:
                    need[s[left]] += 1
                    left += 1
                if right - left + 1 < best_len:
                    best_l, best_len = left, right - left + 1
                need[s[left]] += 1
                missing += 1
                left += 1
        return '' if best_len > len(s) else s[best_l:best_l + best_len]
