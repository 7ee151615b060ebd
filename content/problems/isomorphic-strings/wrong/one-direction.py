class Solution:
    def is_cipher(self, s: str, t: str) -> bool:
        fwd = {}
        for a, b in zip(s, t):
            if fwd.setdefault(a, b) != b:
                return False
        return True
